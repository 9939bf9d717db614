import BrandModel
import Localization

/// Plural forms on a string the engine shows without a count: only one form is ever read.
public struct StringPluralUnexpectedRule: LintRule {
    public static let description = RuleDescription(
        id: "string-plural-unexpected",
        summary: "A string the engine shows as plain text (no count) is one text, not plural forms: the engine would read its `other` form (`Searches`).",
        severity: .error, reads: [.strings],
        triggering: [##"strings: { en-AU: { appBar.search: { one: "Search", other: "Searches" } } }"##],
        nonTriggering: [##"strings: { en-AU: { appBar.search: "Search", promo.banner: { one: "{count} promo", other: "{count} promos" } } }"##])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        for locale in context.stringsMapping {
            let messages = locale.value.mapping?.entries ?? []
            // Read in place: most messages are plain text, and copying each entry out costs more than the check.
            for index in messages.indices where messages[index].value.mapping != nil {
                let message = messages[index]
                guard let forms = message.value.mapping,
                      let requirement = EngineContract.stringsByKey[message.key], !requirement.isPlural else { continue }
                let shown = forms[PluralCategory.other.rawValue]?.string
                found.report(
                    Self.description, at: message.keyMark,
                    message: "\(locale.key) \"\(message.key)\" has plural forms, but the engine shows it without a count (\(requirement.neededBy))",
                    hint: "write it as one text" + (shown.map { "; as it is, the engine shows the `other` form, \"\($0)\"" } ?? ""))
            }
        }
    }
}
