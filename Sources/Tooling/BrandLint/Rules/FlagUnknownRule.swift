import BrandModel
import Spelling
import YAMLNode

/// Flags the engine does not read are probably typos.
public struct FlagUnknownRule: LintRule {
    public static let description = RuleDescription(
        id: "flag-unknown",
        summary: "Feature flags the engine does not know (`betslip-native`, `pending-resulted-native`, `login-native`) are reported; most are typos.",
        severity: .warning, reads: [.flags],
        triggering: ["flags: { betslip-nativ: true }"],
        nonTriggering: ["flags: { betslip-native: false }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let known = FeatureFlag.allCases.map(\.rawValue)
        // The flags' entries in the document, each with its key's mark: one pass, where
        // looking each name up again would search the flags once per unknown flag.
        guard let entries = context.document["flags"]?.mapping?.entries else { return }
        // Renaming onto a flag already written would leave two entries for it.
        var writtenKnown: [String: Mark] = [:]
        for index in entries.indices where FeatureFlag.named(entries[index].key) != nil {
            writtenKnown[entries[index].key] = entries[index].keyMark
        }
        let vocabulary = SpellingSuggestion.Vocabulary(known)
        let knownList = "known flags: \(known.joined(separator: ", "))"
        for index in entries.indices where FeatureFlag.named(entries[index].key) == nil {
            let name = entries[index].key
            let candidates = found.count < Diagnostic.suggestionLimit ? vocabulary.closest(to: name) : []
            let suggestion = candidates.first
            found.report(
                Self.description, at: entries[index].keyMark,
                message: String(concatenating: "unknown feature flag \"", name, "\""),
                hint: suggestion.map { "did you mean `\($0)`?" } ?? knownList,
                fix: suggestion.map { suggestion in
                    Diagnostic.Fix.rename(
                        name, to: suggestion, candidates: candidates,
                        existing: writtenKnown[suggestion].map { "\(context.sources.path(of: $0)):\($0.line):\($0.column)" })
                })
        }
    }
}
