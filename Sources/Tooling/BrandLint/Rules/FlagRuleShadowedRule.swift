import BrandModel
import YAMLNode

/// A flag rule after one that matches every context it matches, and always decides for
/// them, can never apply: usually rules written in the wrong order, or a catch-all written
/// above a rollout. An error, so `brandgen bundle` does not sign it.
public struct FlagRuleShadowedRule: LintRule {
    public static let description = RuleDescription(
        id: FlagLintRuleID.ruleShadowed.rawValue,
        summary: "A flag rule that can never match: an earlier rule with the same or wider conditions decides first (a value rule always, a split for every context that has its bucketing key).",
        severity: .error, reads: [.flags],
        triggering: [
            "flags: { betslip-native: { default: false, rules: [ { when: { market: [AU, NZ] }, value: true }, { when: { market: AU, platform: ios }, value: false } ] } }",
            "flags: { login-native: { default: false, rules: [ { rollout: { percent: 10 } }, { when: { appVersion: \">=7\" }, rollout: { percent: 50 } } ] } }",
        ],
        nonTriggering: [
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU, platform: ios }, value: false }, { when: { market: [AU, NZ] }, value: true } ] } }",
            "flags: { login-native: { default: false, rules: [ { when: { appVersion: \">=7 <8\" }, value: true }, { when: { appVersion: \">=6\" }, value: false } ] } }",
            "flags: { login-native: { default: false, rules: [ { rollout: { percent: 10, by: tier } }, { rollout: { percent: 50 } } ] } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let flagsNode = context.document["flags"], let flagNodes = flagsNode.mapping.map(FlagRuleNodes.init) else { return }
        for (name, definition) in context.profile.flags.definitions where definition.rules.count > 1 {
            let ruleNodes = flagNodes[flag: name]
            for later in definition.rules.indices.dropFirst() {
                let rule = definition.rules[later]
                guard let earlier = Self.candidates(before: later).first(where: { Self.decides(definition.rules[$0], before: rule) }) else { continue }
                found.report(
                    Self.description, at: later < ruleNodes.count ? ruleNodes[later].mark : flagsNode.mark,
                    message: "rule \(later) of flag \"\(name)\" can never match: rule \(earlier) matches every context it does and decides first",
                    hint: "move it above rule \(earlier), narrow rule \(earlier)'s conditions, or remove it")
            }
        }
    }

    /// The earlier rules a rule is compared with: all of them for the handful a flag has; for
    /// a hostile thousand, the first and the nearest ``window``, so the check stays linear.
    static func candidates(before later: Int) -> [Int] {
        guard later > 2 * window else { return Array(0..<later) }
        return Array(0..<window) + Array((later - window)..<later)
    }

    static let window = 32

    /// Whether `earlier` decides every context `later` matches.
    static func decides(_ earlier: FlagRule, before later: FlagRule) -> Bool {
        guard later.conditions.isWithin(earlier.conditions) else { return false }
        switch (earlier.outcome, later.outcome) {
        case (.value, _): return true
        // A split passes over a context without its key; a later split by the same key does too.
        case (.rollout(let first), .rollout(let second)): return first.bucketBy == second.bucketBy
        case (.rollout, .value): return false
        }
    }
}
