import BrandModel
import Localization

/// A counted string has every plural form its locale needs, and no plural mapping has a
/// form its locale never uses.
public struct StringPluralFormsRule: LintRule {
    public static let description = RuleDescription(
        id: "string-plural-forms",
        summary: "A string shown with a count has the plural forms its locale needs (English: one, other; French: one, other; Polish: one, few, many, other), and no plural mapping has a category its locale's CLDR rules never choose (`few` in English).",
        severity: .error, reads: EngineContract.requiredStringsRead,
        triggering: [
            ##"strings: { en-AU: { appBar.betslip: "Betslip, {count} selections" } }"##,
            ##"{ locales: [en-AU, pl], strings: { pl: { appBar.betslip: { one: "Kupon, {count} zakład", other: "Kupon, {count} zakładu" } } } }"##,
            ##"strings: { en-AU: { appBar.betslip: { one: "Betslip, {count} selection", few: "Betslip, {count} selections", other: "Betslip, {count} selections" } } }"##,
        ],
        nonTriggering: [
            ##"strings: { en-AU: { appBar.betslip: { one: "Betslip, {count} selection", other: "Betslip, {count} selections" } } }"##,
            ##"{ locales: [en-AU, sr-Latn], strings: { sr-Latn: { appBar.betslip: { one: "Tiket, {count} par", few: "Tiket, {count} para", other: "Tiket, {count} parova" } } } }"##,
        ])

    /// The comment `--fix` puts beside a plural form it copied from `other`.
    public static let translationNote = "brandlint --fix: copied from other, needs translation"

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        // Each declared locale's rules, read once for both checks.
        let rules = context.profile.locales.map(PluralRules.init(locale:))
        missingForms(context, rules: rules, into: &found)
        unusedCategories(context, rules: rules, into: &found)
    }

    /// Counted strings without the forms their locale needs.
    private func missingForms(_ context: LintContext, rules: [PluralRules], into found: inout Findings) {
        let profile = context.profile
        let plural = context.requiredStrings.rows.filter(\.requirement.isPlural)
        guard !plural.isEmpty else { return }
        // The forms each locale needs, worked out once rather than per string.
        let neededByLocale = rules.map { $0.requiredCategories.sorted() }
        for row in plural {
            let requirement = row.requirement
            for (index, locale) in profile.locales.enumerated() {
                guard let message = row.messages[index] else { continue }
                let needed = neededByLocale[index]
                let path = { ["strings", locale.description, requirement.key] }
                switch message {
                case .text:
                    found.report(
                        Self.description, at: path(),
                        message: "\(locale) \"\(requirement.key)\" is shown with a count but has no plural forms",
                        hint: "write it as { \(needed.map { "\($0.rawValue): ..." }.joined(separator: ", ")) }")
                case .plural(let forms):
                    let missing = needed.filter { forms[$0] == nil }.map(\.rawValue)
                    guard !missing.isEmpty else { continue }
                    found.report(
                        Self.description, at: path(),
                        message: "\(locale) \"\(requirement.key)\" lacks the plural form\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))",
                        hint: "\(locale) needs \(needed.map(\.rawValue).joined(separator: ", "))",
                        // `other` is every locale's fallback: copying it shows what is shown today, marked for a translator.
                        fix: forms[.other] == nil ? nil : .copyEntry(source: PluralCategory.other.rawValue, keys: missing, note: Self.translationNote))
                }
            }
        }
    }

    /// Plural categories the locale's rules never choose, in any plural mapping of any
    /// locale: their text is never shown. A language without rules here is not judged.
    private func unusedCategories(_ context: LintContext, rules declared: [PluralRules], into found: inout Findings) {
        let locales = context.profile.locales
        for (position, locale) in context.stringsMapping.enumerated() {
            // The `strings` mapping names the declared locales, mostly in the same order.
            let rules = position < locales.count && locales[position].description == locale.key ? declared[position] : PluralRules(locale: LocaleIdentifier(locale.key))
            guard rules.hasLanguageData, let messages = locale.value.mapping else { continue }
            let allowed = rules.categories
            // Read in place: most messages are plain text, and copying each entry out costs more than the check.
            for index in messages.entries.indices where messages.entries[index].value.mapping != nil {
                let message = messages.entries[index]
                guard let forms = message.value.mapping else { continue }
                for form in forms {
                    guard let category = PluralCategory(rawValue: form.key), !allowed.contains(category) else { continue }
                    found.report(
                        Self.description, at: form.keyMark,
                        message: "\(locale.key) \"\(message.key)\" has a `\(form.key)` form, which \(locale.key) never uses",
                        hint: "\(locale.key) uses the plural categories \(allowed.sorted().map(\.rawValue).joined(separator: ", ")); remove `\(form.key)`")
                }
            }
        }
    }
}
