import BrandModel

/// Where one context falls for one flag of one brand, and what a ramp between two versions
/// of the flag moves: `brandsim bucket`'s answer.
public struct FlagBucketLookup: Sendable {
    public var brand: String
    public var flag: String
    public var definition: FlagDefinition
    public var context: FlagContext

    public init(brand: String, flag: String, definition: FlagDefinition, context: FlagContext) {
        self.brand = brand
        self.flag = flag
        self.definition = definition
        self.context = context
    }

    /// The rollouts the context reaches, in order: each split rule whose conditions hold,
    /// until a value rule decides (a split passed over for want of its key goes on).
    private var reachedSplits: [(index: Int, rollout: FlagRollout)] {
        let version = context.appVersion.flatMap(SemanticVersion.init)
        var splits: [(Int, FlagRollout)] = []
        for (index, rule) in definition.rules.enumerated() where rule.conditions.hold(in: context, version: version) {
            switch rule.outcome {
            case .value: return splits
            case .rollout(let rollout):
                splits.append((index, rollout))
                if context.bucketingValue(rollout.bucketBy) != nil { return splits }
            }
        }
        return splits
    }

    /// The answer, one fact a line: value, reason, rule and the bucket of each split reached.
    public var lines: [String] {
        let evaluation = definition.evaluate(in: context)
        var lines = ["\(brand) \(flag) in \(Self.describe(context))", "  value: \(evaluation.value)", "  reason: \(evaluation.reason.rawValue)"]
        if let index = evaluation.ruleIndex {
            lines.append("  rule: \(index) (\(Self.describe(definition.rules[index])))")
        } else {
            lines.append("  rule: none (default \(definition.defaultValue))")
        }
        for (index, rollout) in reachedSplits {
            guard let key = context.bucketingValue(rollout.bucketBy) else {
                lines.append("  bucket: none for rule \(index): the context has no \(rollout.bucketBy), so it is not bucketed")
                continue
            }
            let bucket = FlagBucketing.bucket(salt: rollout.salt, key: key)
            let side = bucket < rollout.basisPoints ? "inside" : "outside"
            lines.append(
                "  bucket: \(bucket) of \(FlagBucketing.bucketCount) for \(rollout.bucketBy) \(key) (salt \(rollout.salt)): \(side) rule \(index)'s \(rollout.percentText)%, which takes buckets below \(rollout.basisPoints)")
        }
        return lines
    }

    /// What changes from `old` to this definition for `sampleSize` users (`user-0` ...), in a
    /// context that reaches the changed split; `examples` ids of each side.
    public func ramp(from old: FlagDefinition, sampleSize: Int = 10_000, examples: Int = 5) -> [String] {
        guard let split = FlagRamp.changedSplit(old: old, new: definition) else {
            return ["ramp: no split of \(flag) changed between the two versions"]
        }
        // The caller's context where it reaches the split, else one made to.
        var base = context
        if !split.conditions.hold(in: base, version: base.appVersion.flatMap(SemanticVersion.init)) {
            base = FlagRamp.context(satisfying: split.conditions)
        }
        let movement = FlagRamp.movement(
            old: old, new: definition, in: base, bucketBy: split.bucketBy, keys: (0..<sampleSize).lazy.map { "user-\($0)" })
        func side(_ ids: [String]) -> String {
            ids.isEmpty ? "none" : ids.prefix(examples).joined(separator: ", ") + (ids.count > examples ? ", ..." : "")
        }
        return [
            "ramp of \(flag) in \(Self.describe(base)), \(split.bucketBy) user-0 ... user-\(sampleSize - 1):",
            "  \(movement.turnedOn.count + movement.turnedOff.count) of \(sampleSize) change: \(movement.turnedOn.count) turn on, \(movement.turnedOff.count) turn off",
            "  turn on: \(side(movement.turnedOn))",
            "  turn off: \(side(movement.turnedOff))",
        ]
    }

    /// A context as a scenario writes it: `userId u-1, platform ios, market AU`.
    public static func describe(_ context: FlagContext) -> String {
        var parts: [String] = []
        if let userId = context.userId { parts.append("\(FlagContext.userIdKey) \(userId)") }
        if let platform = context.platform { parts.append("\(FlagConditionKey.platform.rawValue) \(platform.rawValue)") }
        if let version = context.appVersion { parts.append("\(FlagConditionKey.appVersion.rawValue) \(version)") }
        if let market = context.market { parts.append("\(FlagConditionKey.market.rawValue) \(market)") }
        if let locale = context.locale { parts.append("\(FlagConditionKey.locale.rawValue) \(locale)") }
        for (name, value) in context.attributes.sorted(by: { $0.key < $1.key }) { parts.append("\(name) \(value)") }
        return parts.isEmpty ? "the empty context" : parts.joined(separator: ", ")
    }

    static func describe(_ rule: FlagRule) -> String {
        var conditions: [String] = []
        if let markets = rule.conditions.markets { conditions.append("market \(markets.sorted().joined(separator: "|"))") }
        if let locales = rule.conditions.locales { conditions.append("locale \(locales.sorted().map(\.description).joined(separator: "|"))") }
        if let platforms = rule.conditions.platforms { conditions.append("platform \(platforms.map(\.rawValue).sorted().joined(separator: "|"))") }
        if let range = rule.conditions.appVersion { conditions.append("appVersion \(range)") }
        for attribute in rule.conditions.user { conditions.append("\(attribute.name) \(attribute.values.sorted().joined(separator: "|"))") }
        let when = conditions.isEmpty ? "every context" : conditions.joined(separator: ", ")
        switch rule.outcome {
        case .value(let value): return "\(when): \(value)"
        case .rollout(let rollout): return "\(when): \(rollout.percentText)% by \(rollout.bucketBy), salt \(rollout.salt)"
        }
    }

    /// The first user id, `user-0` on, whose bucket under the split `flag` reaches in
    /// `context` falls inside the first `inside` percent (or outside the first `outside`):
    /// a scenario's user that stays where it is named as the ramp moves.
    public static func user(
        definition: FlagDefinition, context: FlagContext, inside: Int?, outside: Int?, limit: Int = 100_000
    ) -> String? {
        let version = context.appVersion.flatMap(SemanticVersion.init)
        var reaching = context
        reaching.userId = reaching.userId ?? "user-0"
        guard let rollout = definition.rules.lazy.compactMap({ rule -> FlagRollout? in
            guard rule.conditions.hold(in: reaching, version: version), case .rollout(let rollout) = rule.outcome,
                  rollout.bucketBy == FlagContext.userIdKey else { return nil }
            return rollout
        }).first else { return nil }
        for index in 0..<limit {
            let key = "user-\(index)"
            let bucket = FlagBucketing.bucket(salt: rollout.salt, key: key)
            if let inside, bucket >= inside { continue }
            if let outside, bucket < outside { continue }
            return key
        }
        return nil
    }
}
