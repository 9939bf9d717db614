import BrandModel
import YAMLNode

/// A semantic check of a loaded profile. One rule per file; each carries its id, what
/// it checks and examples that the test suite runs (so a new rule brings its own tests).
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Reports what the rule finds in `context`'s profile into `findings`.
    func check(_ context: LintContext, into findings: inout Findings)
}

extension LintRule {
    public var description: RuleDescription { Self.description }

    /// Every finding, made whole.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings = Findings(context)
        check(context, into: &findings)
        return findings.diagnostics
    }
}

/// A rule's identity and documentation.
public struct RuleDescription: Sendable {
    public var id: String
    public var summary: String
    public var severity: Diagnostic.Severity
    /// Profile fragments, merged over ``RuleExamples/baseline``, that must trigger the rule.
    public var triggeringExamples: [String]
    /// Fragments that must not.
    public var nonTriggeringExamples: [String]
    /// The parts of a profile the rule reads: it runs whenever none of them is broken (has
    /// an error under it), and is skipped (and said to be) when one is. Every part unless
    /// the rule says less.
    public var reads: Set<ProfilePath>

    public init(
        id: String, summary: String, severity: Diagnostic.Severity, reads: Set<ProfilePath> = Set(ProfilePath.allCases),
        triggering: [String], nonTriggering: [String]
    ) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.reads = reads
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// What a rule sees: the typed profile, the resolved document for marks, and the
/// handlers the app registers.
public struct LintContext: Sendable {
    public var profile: BrandProfile {
        didSet { requiredStrings = RequiredStringTable(profile: profile) }
    }
    public var document: Node
    public var sources: SourceFiles
    public var handlers: HandlerDirectory
    /// Tokens written as references, with the token each names, as written before they
    /// were resolved (`colors.appBar.background` -> `colors.brand.primary`).
    public var tokenReferences: [String: String]
    /// The same references by position in `document`'s theme (``TokenReferenceFlags``):
    /// what a rule asks of every token, without hashing its name.
    public var tokenReferenceFlags: TokenReferenceFlags
    /// The colours the brand's tool-slot handler declares it draws with (its
    /// `<id>.handler.json`'s `colors`): the palette tokens they name are read.
    public var handlerColors: [HandlerColor]
    /// The engine's strings and the profile's messages for them, shared by the string rules.
    private(set) var requiredStrings: RequiredStringTable
    /// `tokenReferenceFlags` are worked out from `document` and `tokenReferences` when not given.
    public init(
        profile: BrandProfile, document: Node, sources: SourceFiles, handlers: HandlerDirectory, tokenReferences: [String: String] = [:],
        tokenReferenceFlags: TokenReferenceFlags? = nil, handlerColors: [HandlerColor] = []
    ) {
        self.profile = profile
        self.document = document
        self.sources = sources
        self.handlers = handlers
        self.handlerColors = handlerColors
        self.tokenReferences = tokenReferences
        self.tokenReferenceFlags = tokenReferenceFlags ?? TokenReferenceFlags(document: document, references: tokenReferences)
        self.requiredStrings = RequiredStringTable(profile: profile)
    }

    /// A diagnostic for `rule` at the node at `path` (or its key, or the nearest ancestor that exists).
    public func diagnostic(
        _ rule: RuleDescription, at path: [String], atKey: Bool = false, message: String, hint: String? = nil,
        fix: Diagnostic.Fix? = nil
    ) -> Diagnostic {
        sources.diagnostic(at: mark(at: path, atKey: atKey), severity: rule.severity, rule: rule.id, message: message, hint: hint, fix: fix)
    }

    /// A diagnostic for `rule` at `mark`, for rules that walk the document and hold the mark
    /// already (``Findings/report(_:at:message:hint:fix:)`` makes its texts only when needed).
    public func diagnostic(
        _ rule: RuleDescription, at mark: Mark, message: String, hint: String? = nil, fix: Diagnostic.Fix? = nil
    ) -> Diagnostic {
        sources.diagnostic(at: mark, severity: rule.severity, rule: rule.id, message: message, hint: hint, fix: fix)
    }

    /// The `strings` mapping as the resolved document holds it: each locale and each key
    /// with the mark where it is written.
    public var stringsMapping: Node.Mapping {
        document["strings"]?.mapping ?? .init()
    }

    /// Whether `mark` lies in the brand's own file rather than in a base it inherits from.
    public func isInBrandFile(_ mark: Mark) -> Bool {
        mark.source == document.mark.source
    }

    public func mark(at path: [String], atKey: Bool = false) -> Mark {
        Self.mark(at: path, atKey: atKey, in: document)
    }

    static func mark(at path: [String], atKey: Bool, in document: Node) -> Mark {
        var path = path
        while !path.isEmpty {
            if atKey, let mark = document.keyMark(at: path) { return mark }
            if let node = document.node(at: path) { return node.mark }
            path.removeLast()
        }
        return document.mark
    }
}
