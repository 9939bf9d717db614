import BrandModel
import BrandSchema

/// The semantic rules brandlint runs, and the checks the loader makes before them.
public enum RuleRegistry {
    /// Every semantic rule, in the order `--list-rules` shows them.
    public static let rules: [any LintRule] = [
        ToolSlotHandlerRegisteredRule(),
        ToolSlotKindMatchesHandlerRule(),
        ToolSlotSettingsRule(),
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
        AnimationPresetRule(),
        AnimationInteractiveSpringRule(),
        FlagUnknownRule(),
        TokenUnusedRule(),
    ]

    /// Checks of a brands folder as a whole, made after its brands are loaded.
    public static let folderChecks: [RuleDescription] = [
        ScenarioCoverage.description,
    ]

    /// Checks made while loading, before the semantic rules: their ids appear in output too.
    /// BrandModel's ``LoadingCheck`` declares them; this is its listing.
    public static let loadingChecks: [(id: String, summary: String)] = LoadingCheck.allCases.map { ($0.rawValue, $0.summary) }

    /// Checks of brandlint's own configuration and inline suppressions.
    public static let configurationChecks: [(id: String, summary: String)] = [
        ("config-unknown-key", "`.brandlint.yml` uses only `disabled_rules` and `rules` (and `severity` under a rule)."),
        ("config-unknown-rule", "Every rule id in `.brandlint.yml` names a semantic rule (with a did-you-mean)."),
        ("config-invalid-value", "Severities are warning, error or off; loading checks cannot be configured."),
        ("suppression-unknown-rule", "Every rule id in a `# brandlint:disable-...` comment names a semantic rule."),
        ("suppression-invalid", "A `# brandlint:` comment is `disable-line` or `disable-next-line` with rule ids; loading checks cannot be suppressed."),
        ("suppression-unused", "A suppression that silenced nothing (a warning: it fails only under --strict)."),
        (Baseline.staleRule, "Under --strict with --baseline: an entry of the baseline that no finding matches any more (a warning)."),
    ]

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
