import BrandModel
import YAMLNode

/// A split of 0% or 100% gives everyone the same value: written as a value, it says so and
/// keeps bucketing off the hot path. (Outside 0–100 the schema refuses the percentage.)
public struct FlagRolloutWholeRule: LintRule {
    public static let description = RuleDescription(
        id: FlagLintRuleID.rolloutWhole.rawValue,
        summary: "A rollout of 0 or 100 percent is a value written as a split: write `value: false` or `value: true` (outside 0–100 the schema refuses the percentage).",
        severity: .warning, reads: [.flags],
        triggering: [
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 100 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU }, rollout: { percent: 0, salt: s } } ] } }",
        ],
        nonTriggering: ["flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 25 } } ] } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let flagsNode = context.document["flags"], let flagNodes = flagsNode.mapping.map(FlagRuleNodes.init) else { return }
        for (name, definition) in context.profile.flags.definitions {
            let ruleNodes = flagNodes[flag: name]
            for (index, rule) in definition.rules.enumerated() {
                guard case .rollout(let rollout) = rule.outcome, rollout.basisPoints == 0 || rollout.basisPoints == 10_000 else { continue }
                let node = index < ruleNodes.count ? ruleNodes[index][FlagRuleKey.rollout.rawValue] : nil
                let value = rollout.basisPoints == 10_000
                found.report(
                    Self.description, at: node?.mark ?? flagsNode.mark,
                    message: "rule \(index) of flag \"\(name)\" splits \(rollout.percentText)%: every context gets \(value)",
                    hint: "write `value: \(value)` instead of the rollout")
            }
        }
    }
}
