import BrandModel

/// Every string the engine displays exists in every declared locale.
public struct StringMissingRule: LintRule {
    public static let description = RuleDescription(
        id: "string-missing",
        summary: "Every string the engine displays exists in every locale the brand declares.",
        severity: .error, reads: EngineContract.requiredStringsRead,
        triggering: ["locales: [en-AU, fr]", "appBar: { toolSlot: { kind: toolbox, handler: toolbox } }"],
        nonTriggering: ["appBar: { toolSlot: { kind: none, handler: none } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let profile = context.profile
        let rows = context.requiredStrings.rows
        for (index, locale) in profile.locales.enumerated() {
            let hasLocale = profile.strings.hasLocale(locale)
            for row in rows where row.messages[index] == nil {
                found.report(
                    Self.description, at: hasLocale ? ["strings", locale.description] : ["locales"], atKey: true,
                    message: "\(locale) has no string \"\(row.requirement.key)\" (needed by \(row.requirement.neededBy))",
                    hint: Self.hint(for: row, locale: locale.description))
            }
        }
    }

    private static func hint(for row: RequiredStringTable.Row, locale: String) -> String {
        let requirement = row.requirement
        // The first locale, in declared order, that has the string shows what to write.
        let example = row.messages.lazy.compactMap { $0 }.first
        switch example {
        case .text(let text)?: return "add `\(requirement.key): \"\(text)\"` under strings.\(locale), translated"
        case .plural?: return "add `\(requirement.key)` with its plural forms under strings.\(locale)"
        case nil:
            let placeholders = row.placeholders.map { "{\($0)}" }.joined(separator: ", ")
            return "add `\(requirement.key)` under strings.\(locale)" + (placeholders.isEmpty ? "" : " using \(placeholders)")
        }
    }
}
