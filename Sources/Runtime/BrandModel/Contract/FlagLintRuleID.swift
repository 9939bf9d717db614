/// The ids of brandlint's flag rules, declared once: the rules, docs/rules.md and the tests
/// name them through these cases.
public enum FlagLintRuleID: String, Sendable, CaseIterable {
    /// A rule no context can reach: an earlier rule with the same or wider conditions decides first.
    case ruleShadowed = "flag-rule-shadowed"
    /// A split of 0% or 100%, which is a value written the long way.
    case rolloutWhole = "flag-rollout-whole"
    /// One salt for rollouts of two flags: their splits pick the same users.
    case saltReused = "flag-salt-reused"
    /// A condition or `rollout.by` no context of the group's declared flag context
    /// (``FlagContextDeclaration``) can satisfy: an undeclared market, platform or user
    /// attribute, a value of the wrong type, an empty version range.
    case conditionUnsatisfiable = "flag-condition-unsatisfiable"
}
