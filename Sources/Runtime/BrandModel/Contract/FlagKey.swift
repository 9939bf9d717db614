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

/// The keys of a group's declared flag context (`flagContext:` in a base or a brand): what
/// its rules' conditions and `by:` may name (``FlagContextDeclaration``).
public enum FlagContextKey: String, Sendable, CaseIterable {
    /// The markets `when.market` may name; left out, every ISO 3166-1 alpha-2 code.
    case markets
    /// The platforms `when.platform` may name; left out, every ``FlagPlatform``.
    case platforms
    /// The user attributes `when.user` and `rollout.by` may name, each with its type.
    case user
}

/// The keys of one declared user attribute (`flagContext.user.<name>`), written as a mapping;
/// a type alone (`staff: boolean`) is the short form.
public enum FlagAttributeKey: String, Sendable, CaseIterable {
    /// ``FlagAttributeType``.
    case type
    /// The values the attribute may have, when it has a fixed few.
    case values
    /// Whether a rollout may bucket by it (`rollout.by`); `userId` always may.
    case bucketing
}

/// The type of a declared user attribute: what a condition's values must look like.
public enum FlagAttributeType: String, Sendable, CaseIterable {
    case string
    /// `"true"` or `"false"`.
    case boolean
    /// Decimal digits, with an optional leading minus.
    case integer

    /// Whether `text`, as a condition writes it, is a value of this type.
    public func admits(_ text: String) -> Bool {
        switch self {
        case .string: true
        case .boolean: text == "true" || text == "false"
        case .integer: Int(text) != nil
        }
    }
}
