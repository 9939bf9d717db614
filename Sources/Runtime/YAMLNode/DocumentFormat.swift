/// A kind of document a file's name selects: the name endings it is saved under, and the
/// parser that reads it.
///
/// Loaders take the formats they may read. ``json`` is here, with no system library behind
/// it, so a runtime that loads profiles links this module alone; `DocumentFormat.yaml` comes
/// from the `YAMLReader` module, which needs libyaml, and is for the tools.
public struct DocumentFormat: Sendable {
    /// As a message names it: `JSON`, `YAML`.
    public var name: String
    /// The endings of the file names it reads, with their dot: `.json`.
    public var extensions: [String]
    private let makeParser: @Sendable (ParseLimits, UInt32) -> any DocumentParser

    /// A format read by the parser `makeParser` gives for a document's limits and source number.
    public init(
        name: String, extensions: [String],
        parser makeParser: @escaping @Sendable (_ limits: ParseLimits, _ source: UInt32) -> any DocumentParser
    ) {
        self.name = name
        self.extensions = extensions
        self.makeParser = makeParser
    }

    /// A parser for one document; `source` is stamped on its marks.
    public func parser(limits: ParseLimits = .default, source: UInt32 = 0) -> any DocumentParser {
        makeParser(limits, source)
    }

    /// Whether a file of this name is in this format.
    public func reads(path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// RFC 8259 JSON, read by ``JSONParser``.
    public static let json = DocumentFormat(name: "JSON", extensions: [".json"]) { JSONParser(limits: $0, source: $1) }
}

extension [DocumentFormat] {
    /// The format of the first of these that reads a file of this name.
    public func format(forPath path: String) -> DocumentFormat? {
        first { $0.reads(path: path) }
    }
}
