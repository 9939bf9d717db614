import BrandModel
import BrandSchema

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
        AnimationPresetRule(),
        AnimationInteractiveSpringRule(),
        AnimationSpringRangeRule(),
        FlagUnknownRule(),
        TokenUnusedRule(),
    ]

    /// Checks of a brands folder as a whole, made after its brands are loaded.
    public static let folderChecks: [RuleDescription] = [
        ScenarioCoverage.description,
    ]

    /// Checks made while loading, before the semantic rules: their ids appear in output too.
    public static let loadingChecks: [(id: String, summary: String)] = [
        ("yaml-syntax", "The file is well-formed YAML (libyaml's message and position; a tab in the indentation, or a `#colour` that comments out a flow mapping's end, is named as such)."),
        ("yaml-duplicate-key", "No mapping repeats a key; both positions are given."),
        ("yaml-multiple-documents", "A profile is one document (no `---` separating several)."),
        ("yaml-unknown-tag", "No tags beyond the core schema's (`!!python/object`, custom `!tags` are refused)."),
        ("yaml-invalid-tagged-value", "A core-schema tag fits its value (`!!int abc` does not)."),
        ("yaml-invalid-encoding", "The file is valid UTF-8."),
        ("yaml-nul-byte", "The file holds no NUL byte."),
        ("yaml-undefined-alias", "Every alias refers to an anchor defined before it."),
        ("yaml-alias-budget-exceeded", "Aliases do not expand past the budget (billion laughs)."),
        ("yaml-depth-limit-exceeded", "Nesting stays under the depth limit."),
        ("yaml-size-limit-exceeded", "The file is under the size limit."),
        ("yaml-complex-key", "Mapping keys are plain scalars."),
        ("yaml-invalid-merge", "A merge key `<<` takes a mapping or a list of mappings."),
        ("schema-*", "The merged profile matches Schemas/brand-profile.schema.json; the suffix is the failing keyword (schema-additional-properties, schema-type, schema-required, ...); YAML traps (`#` comments, `no` for false) and malformed locale tags are explained in the hint."),
        ("handler-config", "The tool slot's `config` matches its handler's schema in Schemas/handlers/."),
        ("extends-missing", "The base named by `extends` exists."),
        ("extends-cycle", "`extends` does not loop back on itself."),
        ("token-reference-dangling", "Every token reference names an existing token."),
        ("token-reference-cycle", "Token references do not loop."),
        ("brand-id-mismatch", "The profile's `id` equals its file name."),
        ("brand-id-invalid", "The file name is a valid brand id (`^[a-z0-9][a-z0-9-]*$`)."),
        ("brand-id-duplicate", "No two files give the same brand id."),
        ("brand-file-outside", "No brand file is a link leading outside the brands folder."),
        ("file-unreadable", "The file can be read; the message names the real cause."),
        (TokenResolver.Problem.Kind.wrongType.rawValue,
         "A token reference resolves to a value of its own group's kind (a colour for a colour, a number for a spacing)."),
    ] + InputCheck.allCases.map { ($0.id, $0.summary) }

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
        id.hasPrefix("schema-") || id == "profile-model" || id == "extends-unreadable"
            || (loadingChecks + configurationChecks).contains { $0.id == id }
    }

    /// Looks a rule up by id.
    public static func rule(withID id: String) -> (any LintRule)? {
        rules.first { $0.description.id == id }
    }
}
