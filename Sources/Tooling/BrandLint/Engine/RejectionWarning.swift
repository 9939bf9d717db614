import BrandModel

/// The terminal warning brandsim and brandreport give about a brand brandlint rejects:
/// they still run it (or report it flagged), but a run that looks green must not hide it.
public enum RejectionWarning {
    /// `tool: warning: brandlint rejects brand "id" (N errors); first: file:line:column: message [rule]`,
    /// or nil when `diagnostics` hold no error.
    public static func line(tool: String, brand: String, diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.sorted(by: Diagnostic.ordered)
        guard let first = errors.first else { return nil }
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        return "\(tool): warning: brandlint rejects brand \"\(brand)\" (\(count)); first: "
            + "\(first.file):\(first.line):\(first.column): \(first.message) [\(first.rule)]"
    }
}
