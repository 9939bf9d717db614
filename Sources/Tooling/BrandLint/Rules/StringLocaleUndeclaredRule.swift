import BrandModel
import Spelling

/// Strings the brand writes for a locale it does not ship are never shown.
public struct StringLocaleUndeclaredRule: LintRule {
    public static let description = RuleDescription(
        id: "string-locale-undeclared",
        summary: "The brand's own `strings` hold only locales it declares in `locales` (strings a base provides for other locales are fine).",
        severity: .warning, reads: [.locales, .strings],
        triggering: [##"strings: { en-GB: { appBar.search: Search } }"##],
        nonTriggering: [##"{ locales: [en-AU, en-GB], strings: { en-GB: { appBar.search: Search } } }"##])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let declared = context.profile.locales.map(\.description)
        for locale in context.stringsMapping where context.isInBrandFile(locale.keyMark) && !declared.contains(locale.key) {
            let suggestion = SpellingSuggestion.didYouMean(locale.key, among: declared)
            found.report(
                Self.description, at: locale.keyMark,
                message: "strings for \(locale.key), which `locales` does not declare (\(declared.joined(separator: ", "))): they are never shown",
                hint: suggestion.map { "did you mean `\($0)`?" } ?? "add \(locale.key) to `locales`, or remove its strings")
        }
    }
}
