import BrandReport
import CommandLineSupport

/// brandreport's formats on the command line: each by its shared name, html by default.
extension ReportFormat: OutputFormatSubset {
    public static let defaultFormat = ReportFormat.html

    public var outputFormat: OutputFormat {
        switch self {
        case .html: .html
        case .markdown: .markdown
        case .json: .json
        }
    }
}
