import BrandModel

/// Every string the engine displays exists in every declared locale.
public struct StringMissingRule: LintRule {
    public static let description = RuleDescription(
        id: "string-missing",
        summary: "Every string the engine displays exists in every locale the brand declares.",
        severity: .error,
        triggering: ["locales: [en-AU, fr]", "appBar: { toolSlot: { kind: toolbox, handler: toolbox } }"],
        nonTriggering: ["appBar: { toolSlot: { kind: none, handler: none } }"])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let profile = context.profile
        var found: [Diagnostic] = []
        for locale in profile.locales {
            let hasLocale = profile.strings.hasLocale(locale)
            for requirement in EngineContract.requiredStrings(for: profile) where profile.strings.message(requirement.key, locale: locale) == nil {
                found.append(context.diagnostic(
                    Self.description, at: hasLocale ? ["strings", locale] : ["locales"], atKey: true,
                    message: "\(locale) has no string \"\(requirement.key)\" (needed by \(requirement.neededBy))",
                    hint: Self.hint(for: requirement, locale: locale, profile: profile)))
            }
        }
        return found
    }

    private static func hint(for requirement: EngineContract.StringRequirement, locale: String, profile: BrandProfile) -> String {
        let example = profile.locales.lazy.compactMap { profile.strings.message(requirement.key, locale: $0) }.first
        switch example {
        case .text(let text)?: return "add `\(requirement.key): \"\(text)\"` under strings.\(locale), translated"
        case .plural?: return "add `\(requirement.key)` with its plural forms under strings.\(locale)"
        case nil:
            let placeholders = requirement.placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
            return "add `\(requirement.key)` under strings.\(locale)" + (placeholders.isEmpty ? "" : " using \(placeholders)")
        }
    }
}
