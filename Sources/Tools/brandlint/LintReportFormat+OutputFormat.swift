import BrandLint
import CommandLineSupport

/// brandlint's formats on the command line: each by its shared name, text by default.
extension LintReportFormat: OutputFormatSubset {
    public static let defaultFormat = LintReportFormat.text

    public var outputFormat: OutputFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .sarif: .sarif
        case .github: .github
        }
    }
}
