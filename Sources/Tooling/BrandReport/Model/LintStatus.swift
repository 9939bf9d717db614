import BrandModel

/// What brandlint says about one brand: its load problems and the semantic rules' findings.
public struct LintStatus: Sendable, Equatable {
    /// Every problem, sorted by file and position.
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.normalized()
    }

    public var errors: Int { diagnostics.errorCount }
    public var warnings: Int { diagnostics.warningCount }
    public var isClean: Bool { diagnostics.isEmpty }

    /// `clean`, or `1 error, 2 warnings`.
    public var summary: String {
        isClean ? "clean" : "\(ReportText.count(errors, "error")), \(ReportText.count(warnings, "warning"))"
    }
}
