import BrandModel
import YAMLNode

/// A split of 0% or 100% gives everyone the same value: written as a value, it says so and
/// keeps bucketing off the hot path. (Outside 0–100 the schema refuses the percentage.)
///
/// A rollout in flight is left alone: one that writes its `salt` or `by` is a ramp being run
/// (rolled back to 0% during an incident, or at 100% before it is made plain), and a
/// warning then is noise; the next ramp keeps the same buckets only if the rule stays.
public struct FlagRolloutWholeRule: LintRule {
    public static let description = RuleDescription(
        id: FlagLintRuleID.rolloutWhole.rawValue,
        summary: "A rollout of 0 or 100 percent that writes neither `salt` nor `by` is a value written as a split: write `value: false` or `value: true`. A rollout in flight (one that writes its `salt` or `by`) is quiet at 0% and 100%, so a kill switch does not warn (outside 0–100 the schema refuses the percentage).",
        severity: .warning, reads: [.flags],
        triggering: [
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 100 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU }, rollout: { percent: 0 } } ] } }",
        ],
        nonTriggering: [
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 25 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU }, rollout: { percent: 0, by: userId, salt: betslip-2026-11 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 100, salt: betslip-2026-11 } } ] } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let flagsNode = context.document["flags"], let flagNodes = flagsNode.mapping.map(FlagRuleNodes.init) else { return }
        for (name, definition) in context.profile.flags.definitions {
            let ruleNodes = flagNodes[flag: name]
            for (index, rule) in definition.rules.enumerated() {
                guard case .rollout(let rollout) = rule.outcome, rollout.basisPoints == 0 || rollout.basisPoints == 10_000 else { continue }
                let node = index < ruleNodes.count ? ruleNodes[index][FlagRuleKey.rollout.rawValue] : nil
                // In flight: the ramp names its buckets, and 0% is its kill switch.
                if node?[FlagRolloutKey.salt.rawValue] != nil || node?[FlagRolloutKey.by.rawValue] != nil { continue }
                let value = rollout.basisPoints == 10_000
                found.report(
                    Self.description, at: node?.mark ?? flagsNode.mark,
                    message: "rule \(index) of flag \"\(name)\" splits \(rollout.percentText)%: every context gets \(value)",
                    hint: "write `value: \(value)` instead of the rollout")
            }
        }
    }
}
