/// The report's output formats: html (the default), markdown and json.
public enum ReportFormat: CaseIterable, Sendable {
    /// One self-contained page: inline CSS and SVG, responsive, printable.
    case html
    /// For a pull-request comment: tables, long lists folded in `<details>`.
    case markdown
    /// Versioned, keys in a fixed order; see docs/report-format.md.
    case json

    /// Where the report goes when `--output` is not given.
    public var defaultFileName: String {
        switch self {
        case .html: "brand-report.html"
        case .markdown: "brand-report.md"
        case .json: "brand-report.json"
        }
    }

    /// Renders `model`, with the changes since an older version when `comparison` is given.
    public func render(_ model: ReportModel, comparison: ReportComparison? = nil) -> String {
        switch self {
        case .html: HTMLRenderer(model: model, comparison: comparison).render()
        case .markdown: MarkdownRenderer(model: model, comparison: comparison).render()
        case .json: JSONRenderer(model: model, comparison: comparison).render()
        }
    }
}
