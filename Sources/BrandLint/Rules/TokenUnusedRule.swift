import BrandModel
import BrandSchema

/// Tokens nothing reads are dead weight, or a misspelt name the engine will not find.
public struct TokenUnusedRule: LintRule {
    public static let description = RuleDescription(
        id: "token-unused",
        summary: "Theme tokens that neither the engine, a contrast pair, nor another token's reference uses.",
        severity: .warning,
        triggering: [##"theme: { colors: { appBar.backgroud: "#FFFFFF" } }"##],
        nonTriggering: [##"theme: { colors: { brand.extra: "#EEEEEE", segment.empty: "{colors.brand.extra}" } }"##])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let theme = context.profile.theme
        // Names used per group, without building `group.name` strings for every token.
        var used = EngineContract.consumedTokens
        for pair in theme.contrastPairs {
            used["colors", default: []].insert(pair.foreground)
            used["colors", default: []].insert(pair.background)
        }
        for target in context.tokenReferences.values {
            guard let dot = target.firstIndex(of: ".") else { continue }
            used[String(target[..<dot]), default: []].insert(String(target[target.index(after: dot)...]))
        }
        let groups: [(String, [String])] = [
            ("colors", theme.colors.names), ("typography", theme.typography.names),
            ("spacing", theme.spacing.names), ("animation", theme.animation.names),
        ]
        var found: [Diagnostic] = []
        for (group, names) in groups {
            let usedHere = used[group] ?? []
            for name in names where !usedHere.contains(name) {
                let consumed = EngineContract.consumedTokens[group] ?? []
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
