import BrandModel
import Spelling

/// Tokens nothing reads are dead weight, or a misspelt name the engine will not find.
public struct TokenUnusedRule: LintRule {
    public static let description = RuleDescription(
        id: "token-unused",
        summary: "Theme tokens that neither the engine, the brand's tool-slot handler (the palette tokens its declaration draws with), a contrast pair, nor another token's reference (an appearance's override included) uses.",
        // The handler's colours come from the tool slot: with it broken, none would count as used.
        severity: .warning, reads: ProfilePath.theme.union([.appBarToolSlot]),
        triggering: [##"theme: { colors: { appBar.backgroud: "#FFFFFF" } }"##],
        nonTriggering: [
            ##"theme: { colors: { brand.extra: "#EEEEEE", segment.empty: "{colors.brand.extra}" } }"##,
            // Named only by an appearance's override: used there.
            ##"theme: { colors: { brand.night: "#111111" }, appearances: { dark: { colors: { brand.primary: "{colors.brand.night}" } } } }"##,
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        // Most tokens are ones the engine consumes, found with one hash in a constant set;
        // only the rest are looked for among contrast pairs and reference targets. Every
        // lookup is a hash, and each token's mark comes from its entry: linear in the tokens.
        // The sets and the did-you-mean vocabulary are built the first time a token needs
        // them: most profiles have few such tokens, and many groups none. Whether a reference
        // names a token is a flag at the token's position, set by the resolver: a set of
        // every reference's target, asked once per token, was a tenth of the lint's time
        // on a theme of 100,000 tokens.
        var paired: Set<String>?
        guard let theme = context.document["theme"]?.mapping else { return }
        for group in ThemeGroup.allCases {
            guard let entries = theme[group.rawValue]?.mapping?.entries else { continue }
            let named = context.tokenReferenceFlags.group(group)
            let consumed = EngineContract.consumedTokens[group] ?? []
            // One pass sorts the tokens: the engine's (remembered, for the hint below), those
            // a contrast pair or a reference uses, and the unused. Each name is hashed once or
            // twice, and not at all into a set of every name.
            var present: [String] = []
            var unused: [Int] = []
            for index in entries.indices {
                let name = entries[index].key
                if consumed.contains(name) {
                    present.append(name)
                    continue
                }
                if group == .colors {
                    if paired == nil {
                        paired = Set(context.profile.theme.contrastPairs.flatMap { [$0.foreground, $0.background] } + context.handlerColors.map(\.from))
                    }
                    if !paired!.isEmpty, paired!.contains(name) { continue }
                }
                if !named.isNamed(at: index) { unused.append(index) }
            }
            // The engine's tokens this profile lacks: what a misspelt token may have meant.
            // Sorted: among equally close tokens the hint names the same one on every run.
            var missing: SpellingSuggestion.Vocabulary?
            for index in unused {
                let name = entries[index].key
                var suggestion: String?
                if found.count < Diagnostic.suggestionLimit {
                    if missing == nil { missing = SpellingSuggestion.Vocabulary(consumed.subtracting(present).sorted()) }
                    suggestion = missing!.closest(to: name).first
                }
                found.report(
                    Self.description, at: entries[index].keyMark,
                    message: String(concatenating: "token ", group.rawValue, ".", name, " is not used"),
                    hint: suggestion.map { "did you mean `\($0)`, which the engine reads?" } ?? "remove it, or reference it from a token the engine reads")
            }
        }
    }
}
