/// Who a change to a flag moves: the users of a sample whose value differs between two
/// definitions, in a context that reaches the changed split. What `brandreport --compare`
/// counts and `brandsim bucket --ramp` lists.
public enum FlagRamp {
    /// The users that change: those turned on and those turned off.
    public struct Movement: Sendable, Equatable {
        public var turnedOn: [String]
        public var turnedOff: [String]
        /// The context the sample was evaluated in, its bucketing key left to each user.
        public var context: FlagContext
        /// The attribute the users are keys of.
        public var bucketBy: String
    }

    /// The first rule that splits differently in `old` and `new` (added, removed, or changed
    /// in percentage, key, salt or conditions); nil when no split changed.
    public static func changedSplit(old: FlagDefinition, new: FlagDefinition) -> (conditions: FlagConditions, bucketBy: String)? {
        for index in 0..<max(old.rules.count, new.rules.count) {
            let before = index < old.rules.count ? old.rules[index] : nil
            let after = index < new.rules.count ? new.rules[index] : nil
            guard before != after else { continue }
            for rule in [after, before].compactMap(\.self) {
                if case .rollout(let rollout) = rule.outcome { return (rule.conditions, rollout.bucketBy) }
            }
        }
        return nil
    }

    /// A context that satisfies `conditions`: their first market, locale and platform, a
    /// version in their range and each user attribute's first value.
    public static func context(satisfying conditions: FlagConditions) -> FlagContext {
        var context = FlagContext()
        context.market = conditions.markets?.sorted().first
        context.locale = conditions.locales?.sorted().first
        context.platform = conditions.platforms.flatMap { platforms in FlagPlatform.allCases.first(where: platforms.contains) }
        context.appVersion = conditions.appVersion?.example?.description
        for attribute in conditions.user {
            context.attributes[attribute.name] = attribute.values.sorted().first
        }
        return context
    }

    /// The users `prefix0` ... `prefix(size-1)` whose value differs between `old` and `new`,
    /// keyed by the changed split's bucketing attribute in a context that reaches it. Nil
    /// when no split changed (a value or default change moves a whole population, not a sample).
    public static func movement(old: FlagDefinition, new: FlagDefinition, sampleSize: Int, prefix: String = "sample-") -> Movement? {
        guard let split = changedSplit(old: old, new: new) else { return nil }
        let base = context(satisfying: split.conditions)
        return movement(old: old, new: new, in: base, bucketBy: split.bucketBy, keys: (0..<sampleSize).lazy.map { "\(prefix)\($0)" })
    }

    /// The keys whose value differs between `old` and `new` in `context`, each set as `bucketBy`.
    public static func movement(
        old: FlagDefinition, new: FlagDefinition, in context: FlagContext, bucketBy: String, keys: some Sequence<String>
    ) -> Movement {
        var movement = Movement(turnedOn: [], turnedOff: [], context: context, bucketBy: bucketBy)
        var user = context
        for key in keys {
            if bucketBy == FlagContext.userIdKey { user.userId = key } else { user.attributes[bucketBy] = key }
            let before = old.evaluate(in: user).value, after = new.evaluate(in: user).value
            if before != after {
                if after { movement.turnedOn.append(key) } else { movement.turnedOff.append(key) }
            }
        }
        return movement
    }

    /// How many of the sample turn on and off (``movement(old:new:sampleSize:prefix:)``).
    public static func changes(old: FlagDefinition, new: FlagDefinition, sampleSize: Int) -> (gained: Int, lost: Int) {
        guard let movement = movement(old: old, new: new, sampleSize: sampleSize) else { return (0, 0) }
        return (movement.turnedOn.count, movement.turnedOff.count)
    }
}
