import BrandModel

/// One line per problem, `path:line:column: severity: message [rule]`, with the hint on
/// an indented line below (editors ignore it; people read it).
public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.description + "\n" }.joined()
    }

    /// `skipped in FILE: rule, rule (they read appBar.toolSlot, which has errors)`: the rules a
    /// file's errors kept from running, for the summary.
    public static func summary(of skipped: BrandLinter.SkippedRules) -> String {
        let rules = skipped.rules.joined(separator: ", ")
        guard !skipped.paths.isEmpty else { return "skipped in \(skipped.file): every rule (the profile could not be read or merged)" }
        let paths = skipped.paths.map(\.rawValue).joined(separator: ", ")
        let verb = skipped.paths.count == 1 ? "has" : "have"
        return "skipped in \(skipped.file): \(rules) (\(skipped.rules.count == 1 ? "it reads" : "they read") \(paths), which \(verb) errors)"
    }
}
