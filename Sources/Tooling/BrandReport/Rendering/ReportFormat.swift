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

    /// Renders `model`, with the changes since an older version when `comparison` is given;
    /// markdown links each brand's pictures under `pictures` when given.
    public func render(_ model: ReportModel, comparison: ReportComparison? = nil, pictures: String? = nil) -> String {
        switch self {
        case .html: return HTMLRenderer(model: model, comparison: comparison).render()
        case .markdown:
            var renderer = MarkdownRenderer(model: model, comparison: comparison)
            renderer.pictures = pictures
            return renderer.render()
        case .json: return JSONRenderer(model: model, comparison: comparison).render()
        }
    }
}
