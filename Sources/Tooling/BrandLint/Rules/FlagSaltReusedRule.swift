import BrandModel
import YAMLNode

/// Two flags rolled out with one salt put the same users in both splits: a 10% rollout of
/// each reaches one tenth of users twice, not two independent tenths.
public struct FlagSaltReusedRule: LintRule {
    public static let description = RuleDescription(
        id: FlagLintRuleID.saltReused.rawValue,
        summary: "A rollout salt used by more than one flag: their splits pick correlated users (a salt left out is the flag's name, so unique).",
        severity: .warning, reads: [.flags],
        triggering: [
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 10, salt: s1 } } ] }, login-native: { default: false, rules: [ { rollout: { percent: 10, salt: s1 } } ] } }",
        ],
        nonTriggering: [
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 10, salt: s1 } } ] }, login-native: { default: false, rules: [ { rollout: { percent: 10, salt: s2 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU }, rollout: { percent: 10, salt: s1 } }, { rollout: { percent: 5, salt: s1 } } ] } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let flagsNode = context.document["flags"], let flagNodes = flagsNode.mapping.map(FlagRuleNodes.init) else { return }
        var firstFlag: [String: String] = [:]
        for (name, definition) in context.profile.flags.definitions {
            let ruleNodes = flagNodes[flag: name]
            for (index, rule) in definition.rules.enumerated() {
                guard case .rollout(let rollout) = rule.outcome else { continue }
                guard let owner = firstFlag[rollout.salt] else {
                    firstFlag[rollout.salt] = name
                    continue
                }
                guard owner != name else { continue }
                let node = index < ruleNodes.count ? ruleNodes[index][FlagRuleKey.rollout.rawValue] : nil
                found.report(
                    Self.description, at: node?[FlagRolloutKey.salt.rawValue]?.mark ?? node?.mark ?? flagsNode.mark,
                    message: "flag \"\(name)\" rolls out with salt \"\(rollout.salt)\", which flag \"\(owner)\" uses too: the same users fall in both splits",
                    hint: "give this rollout its own salt (the flag's name and the month is usual: \(name)-2026-11)")
            }
        }
    }
}
