/// The keys of a flag written with rules (`flags.<name>` as a mapping); the schema, the
/// decoder, brandlint and the generators spell them through these declarations.
public enum FlagKey: String, Sendable, CaseIterable {
    /// The value when no rule matches.
    case `default`
    /// The ordered rules; the first that matches decides.
    case rules
}

/// The keys of one rule in `flags.<name>.rules`.
public enum FlagRuleKey: String, Sendable, CaseIterable {
    /// The conditions (``FlagConditionKey``); a rule without `when` matches every context.
    case when
    /// The value a matching context gets.
    case value
    /// The percentage split a matching context is bucketed into (``FlagRolloutKey``).
    case rollout
}

/// The conditions a rule's `when` may hold; all must hold for the rule to match.
public enum FlagConditionKey: String, Sendable, CaseIterable {
    /// The context's market (`AU`), one of a list.
    case market
    /// The context's locale (`en-AU`), one of a list.
    case locale
    /// The context's platform (``FlagPlatform``), one of a list.
    case platform
    /// The context's app version within a range (``VersionRange``).
    case appVersion
    /// User attributes, each equal to a value or within a list.
    case user
}

/// The keys of a rule's `rollout`.
public enum FlagRolloutKey: String, Sendable, CaseIterable {
    /// The share of bucketed contexts that get `true`, 0 to 100 in steps of 0.01.
    case percent
    /// The context attribute whose value is bucketed: `userId` or a user attribute.
    case by
    /// Mixed into the hash so two rollouts of one population are independent.
    case salt
}
