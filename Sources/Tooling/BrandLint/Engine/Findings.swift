import BrandModel
import YAMLNode

/// Where a rule puts what it finds (``LintRule/check(_:into:)``): a value the linter hands
/// each rule, and takes back.
///
/// A linter that drops what no summary can list gives the rules findings that, past their
/// first `made` whole, keep only the positions of those in the brand's own file: a hostile
/// file's rule with 500,000 findings, of which a summary lists a hundred, spent most of its
/// time building messages and hints nobody reads. The linter then shows from the positions
/// alone that no summary could list them
/// (``Swift/Array/settlesDeferred(_:rule:inFile:limit:isProtected:omitted:)``), or runs the
/// rule again with findings kept whole. A rule need not know: ``report(_:at:message:hint:fix:)``
/// takes its texts as closures, called only for a finding kept whole.
public struct Findings: Sendable {
    /// The findings kept whole, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The positions of the findings kept without their texts, all in ``deferredFile``.
    public private(set) var deferred: [Diagnostic.Position] = []
    /// How many findings are kept whole before those in the brand's own file are kept as
    /// positions; `Int.max` keeps every one whole.
    private let made: Int
    private let sources: SourceFiles
    private let document: Node

    /// Findings kept whole, for `context`'s profile.
    public init(_ context: LintContext) {
        self.init(context, keepingWhole: .max)
    }

    /// Findings past the first `made` kept as positions when they are in the brand's own file.
    init(_ context: LintContext, keepingWhole made: Int) {
        self.made = made
        sources = context.sources
        document = context.document
    }

    /// Every finding reported, whole or not.
    public var count: Int { diagnostics.count + deferred.count }

    /// The file the deferred findings are in: the brand's own.
    var deferredFile: String { sources.path(of: document.mark) }

    /// A finding already made.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// A finding for `rule` at `mark`, whose texts are made only if it is kept whole.
    public mutating func report(
        _ rule: RuleDescription, at mark: Mark, message: @autoclosure () -> String, hint: @autoclosure () -> String? = nil,
        fix: @autoclosure () -> Diagnostic.Fix? = nil
    ) {
        if count >= made, mark.source == document.mark.source {
            deferred.append(Diagnostic.Position(line: mark.line, column: mark.column))
            return
        }
        diagnostics.append(sources.diagnostic(at: mark, severity: rule.severity, rule: rule.id, message: message(), hint: hint(), fix: fix()))
    }

    /// A finding for `rule` at the node at `path` (or its key, or the nearest ancestor that
    /// exists), as ``LintContext/diagnostic(_:at:atKey:message:hint:fix:)`` makes it.
    public mutating func report(
        _ rule: RuleDescription, at path: [String], atKey: Bool = false, message: String, hint: String? = nil, fix: Diagnostic.Fix? = nil
    ) {
        diagnostics.append(sources.diagnostic(
            at: LintContext.mark(at: path, atKey: atKey, in: document), severity: rule.severity, rule: rule.id, message: message,
            hint: hint, fix: fix))
    }
}
