import BrandModel

/// The output formats brandlint writes: text (the default), json, sarif and github.
public enum LintReportFormat: CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule]`, as editors and Xcode read it.
    case text
    /// `{"diagnostics": [...], "summary": {...}}`.
    case json
    /// SARIF 2.1.0, for code-scanning uploads.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...`), which annotate pull requests.
    case github

    /// `baselined`: findings a baseline accepted, counted in the JSON summary when given.
    public func render(
        _ diagnostics: [Diagnostic], files: [String], skipped: [BrandLinter.SkippedRules] = [], baselined: Int? = nil
    ) -> String {
        switch self {
        case .text: TextReporter.render(diagnostics)
        case .json: JSONReporter.render(diagnostics, files: files, skipped: skipped, baselined: baselined)
        case .sarif: SARIFReporter.render(diagnostics)
        case .github: GitHubReporter.render(diagnostics)
        }
    }
}
