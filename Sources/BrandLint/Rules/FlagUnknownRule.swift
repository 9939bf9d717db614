import BrandModel
import BrandSchema

/// Flags the engine does not read are probably typos.
public struct FlagUnknownRule: LintRule {
    public static let description = RuleDescription(
        id: "flag-unknown",
        summary: "Feature flags the engine does not know (`betslip-native`, `pending-resulted-native`, `login-native`) are reported; most are typos.",
        severity: .warning, reads: [.flags],
        triggering: ["flags: { betslip-nativ: true }"],
        nonTriggering: ["flags: { betslip-native: false }"])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let known = FeatureFlag.allCases.map(\.rawValue)
        return context.profile.flags.unknownNames.map { name in
            let candidates = SpellingSuggestion.closest(to: name, among: known)
            let suggestion = candidates.first
            let written = context.document["flags"]?.mapping?.keys ?? []
            return context.diagnostic(
                Self.description, at: ["flags", name], atKey: true,
                message: "unknown feature flag \"\(name)\"",
                hint: suggestion.map { "did you mean `\($0)`?" } ?? "known flags: \(known.joined(separator: ", "))",
                fix: suggestion.map { suggestion in
                    // Renaming onto a flag already written would leave two entries for it.
                    Diagnostic.Fix.replace(original: name, replacement: suggestion, isSafe: candidates.count == 1 && !written.contains(suggestion))
                })
        }
    }
}
