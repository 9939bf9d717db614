import BrandModel
import YAMLNode

/// What a generator reads of one brand: the typed profile, the resolved document (for the
/// `json` platform and handler settings) and which tokens the profile wrote as references.
public struct BrandSource: Sendable {
    public var profile: BrandProfile
    /// The merged document with references resolved, as ``ProfileLoad/document`` holds it.
    public var document: Node
    /// Tokens written as references, with the token each names (`colors.appBar.background` -> `colors.brand.primary`).
    public var tokenReferences: [String: String]
    /// The brand's profile file.
    public var path: String
    /// The files the document's marks belong to (the brand's and its bases'), for
    /// `--source-map`; empty for a source built in memory.
    public var sources = SourceFiles()
    /// The strings parsed once for the platforms that write them; each parses its own when nil.
    var messages: MessageTable?

    public init(profile: BrandProfile, document: Node, tokenReferences: [String: String], path: String) {
        self.profile = profile
        self.document = document
        self.tokenReferences = tokenReferences
        self.path = path
    }

    /// A load that produced a profile, or nil.
    public init?(_ load: ProfileLoad) {
        guard let profile = load.profile, let document = load.document else { return nil }
        self.init(profile: profile, document: document, tokenReferences: load.tokenReferences, path: load.path)
        sources = load.sources
    }

    public var id: String { profile.id }

    /// ``messages``, or the strings parsed now.
    func messageTable() throws(GenerationError) -> MessageTable {
        if let messages { return messages }
        return try MessageTable(profile)
    }
}
