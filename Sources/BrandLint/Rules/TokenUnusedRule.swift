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
        // only the rest are looked for among contrast pairs and reference targets.
        let targets = Set(context.tokenReferences.values)
        let groups: [(String, [String])] = [
            ("colors", theme.colors.names), ("typography", theme.typography.names),
            ("spacing", theme.spacing.names), ("animation", theme.animation.names),
        ]
        var found: [Diagnostic] = []
        for (group, names) in groups {
            let consumed = EngineContract.consumedTokens[group] ?? []
            for name in names where !consumed.contains(name) {
                if group == "colors", theme.contrastPairs.contains(where: { $0.foreground == name || $0.background == name }) { continue }
                if targets.contains(group + "." + name) { continue }
                let suggestion = SpellingSuggestion.didYouMean(name, among: consumed.subtracting(names))
                found.append(context.diagnostic(
                    Self.description, at: ["theme", group, name], atKey: true,
                    message: "token \(group).\(name) is not used",
                    hint: suggestion.map { "did you mean `\($0)`, which the engine reads?" } ?? "remove it, or reference it from a token the engine reads"))
            }
        }
        return found
    }
}
