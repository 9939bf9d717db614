import BrandModel
import BrandSchema

/// Tokens nothing reads are dead weight, or a misspelt name the engine will not find.
public struct TokenUnusedRule: LintRule {
    public static let description = RuleDescription(
        id: "token-unused",
        summary: "Theme tokens that neither the engine, a contrast pair, nor another token's reference uses.",
        severity: .warning, reads: [.theme],
        triggering: [##"theme: { colors: { appBar.backgroud: "#FFFFFF" } }"##],
        nonTriggering: [##"theme: { colors: { brand.extra: "#EEEEEE", segment.empty: "{colors.brand.extra}" } }"##])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let theme = context.profile.theme
        // Most tokens are ones the engine consumes, found with one hash in a constant set;
        // only the rest are looked for among contrast pairs and reference targets. Every
        // lookup is a hash, and each token's mark comes from its entry: linear in the tokens.
        let targets = Set(context.tokenReferences.values)
        let paired = Set(theme.contrastPairs.flatMap { [$0.foreground, $0.background] })
        var found: [Diagnostic] = []
        for group in ["colors", "typography", "spacing", "animation"] {
            guard let entries = context.document["theme"]?[group]?.mapping?.entries else { continue }
            let consumed = EngineContract.consumedTokens[group] ?? []
            // The engine's tokens this profile lacks: what a misspelt token may have meant.
            // Sorted: among equally close tokens the hint names the same one on every run.
            let missing = SpellingSuggestion.Vocabulary(consumed.subtracting(entries.map(\.key)).sorted())
            for index in entries.indices where !consumed.contains(entries[index].key) {
                let name = entries[index].key
                if group == "colors", paired.contains(name) { continue }
                if targets.contains(group + "." + name) { continue }
                let suggestion = found.count < Diagnostic.suggestionLimit ? missing.closest(to: name).first : nil
                found.append(context.diagnostic(
                    Self.description, at: entries[index].keyMark,
                    message: "token \(group).\(name) is not used",
                    hint: suggestion.map { "did you mean `\($0)`, which the engine reads?" } ?? "remove it, or reference it from a token the engine reads"))
            }
        }
        return found
    }
}
