/// Every output format the tools write, each named once: a tool's own format type
/// (BrandLint's `LintReportFormat`, BrandReport's `ReportFormat`) is a subset of these cases
/// and takes its name from its case here, so `--format json` means the same word in every
/// tool. The mapping of a tool's formats onto these is the tool's (`Sources/Tools/<tool>`):
/// naming formats on the command line is this module's job, writing them the libraries'.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Plain text for people and editors.
    case text
    /// JSON for programs.
    case json
    /// SARIF 2.1.0, for code-scanning uploads.
    case sarif
    /// GitHub Actions workflow commands, which annotate pull requests.
    case github
    /// One self-contained HTML page.
    case html
    /// Markdown, for a pull-request comment.
    case markdown
}

/// A tool's own output formats: some of ``OutputFormat``'s cases, each named by its case
/// there, and the one written when none is asked for.
public protocol OutputFormatSubset: CaseIterable, Sendable {
    /// The shared format this one is; it gives the name on the command line.
    var outputFormat: OutputFormat { get }
    /// The format written when none is asked for.
    static var defaultFormat: Self { get }
}

extension OutputFormatSubset {
    /// The tool's case for `format`, or nil when the tool does not write it.
    public init?(_ format: OutputFormat) {
        guard let match = Self.allCases.first(where: { $0.outputFormat == format }) else { return nil }
        self = match
    }

    /// The names of the formats the tool writes, in its order.
    public static var names: [String] { allCases.map(\.outputFormat.rawValue) }
}
