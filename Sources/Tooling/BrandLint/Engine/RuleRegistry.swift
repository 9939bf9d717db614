import BrandModel
import Spelling

/// The semantic rules brandlint runs, and the checks the loader makes before them.
public enum RuleRegistry {
    /// Every semantic rule, in the order `--list-rules` shows them.
    public static let rules: [any LintRule] = [
        ToolSlotHandlerRegisteredRule(),
        ToolSlotKindMatchesHandlerRule(),
        ToolSlotSettingsRule(),
        AppBarRightMinimumRule(),
        OddsBoostTiersRule(),
        StringMissingRule(),
        StringPlaceholdersRule(),
        StringPluralFormsRule(),
        StringPluralUnexpectedRule(),
        StringKeyUnknownRule(),
        StringLocaleUndeclaredRule(),
        CurrencyUnknownRule(),
        ColorFormatRule(),
        ColorCaseRule(),
        ColorContrastRule(),
        ColorContrastEnhancedRule(),
        AppearanceEmptyRule(),
        AnimationPresetRule(),
        AnimationInteractiveSpringRule(),
        AnimationSpringRangeRule(),
        TypographyLineHeightRule(),
        FlagUnknownRule(),
        FlagRuleShadowedRule(),
        FlagRolloutWholeRule(),
        FlagSaltReusedRule(),
        FlagConditionUnsatisfiableRule(),
        TokenUnusedRule(),
    ]

    /// Checks of a brands folder as a whole, made after its brands are loaded.
    public static let folderChecks: [RuleDescription] = [
        ScenarioCoverage.description,
        AssetNameOtherBrand.description,
    ]

    /// Checks made while loading, before the semantic rules: their ids appear in output too.
    /// BrandModel's ``LoadingCheck`` declares them; this is its listing.
    public static let loadingChecks: [(id: String, summary: String)] = LoadingCheck.allCases.map { ($0.rawValue, $0.summary) }

    /// Checks of brandlint's own configuration and inline suppressions (``ConfigurationCheck``).
    public static let configurationChecks: [(id: String, summary: String)] = ConfigurationCheck.allCases.map { ($0.rawValue, $0.summary) }

    /// Why `id` cannot be configured or suppressed, when it cannot: no rule has it (with a
    /// did-you-mean), or it is a loading check, whose failure leaves the profile unusable.
    public static func refusal(of id: String) -> (isUnknown: Bool, message: String, hint: String?)? {
        if rule(withID: id) != nil || folderChecks.contains(where: { $0.id == id }) { return nil }
        if isLoadingCheck(id) {
            return (false, "\(id) is a loading check: a profile that fails it cannot be used, so it cannot be turned off",
                    "fix the profile; only semantic rules (brandlint --list-rules) can be configured or suppressed")
        }
        let suggestion = SpellingSuggestion.didYouMean(id, among: rules.map(\.description.id) + folderChecks.map(\.id))
        return (true, "no rule \"\(id)\"", suggestion.map { "did you mean `\($0)`?" } ?? "brandlint --list-rules lists the rule ids")
    }

    /// Whether `id` is one of the loading checks (or brandlint's own checks), which no configuration turns off.
    static func isLoadingCheck(_ id: String) -> Bool {
        LoadingCheck.contains(ruleID: id) || configurationChecks.contains { $0.id == id }
    }

    /// Looks a rule up by id.
    public static func rule(withID id: String) -> (any LintRule)? {
        rules.first { $0.description.id == id }
    }
}
