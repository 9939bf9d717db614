import BrandModel

/// One line per problem, `path:line:column: severity: message [rule]`, with the hint on
/// an indented line below (editors ignore it; people read it).
public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.description + "\n" }.joined()
    }
}
