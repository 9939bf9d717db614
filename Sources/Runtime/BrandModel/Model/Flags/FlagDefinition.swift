/// A flag as a profile writes it: a plain value (`login-native: true`), or a default and
/// ordered rules, the first matching one deciding.
public struct FlagDefinition: Sendable, Hashable {
    public var defaultValue: Bool
    public var rules: [FlagRule]

    public init(defaultValue: Bool, rules: [FlagRule] = []) {
        self.defaultValue = defaultValue
        self.rules = rules
    }

    /// A flag written as a plain boolean.
    public static func plain(_ value: Bool) -> FlagDefinition { FlagDefinition(defaultValue: value) }

    public var isPlain: Bool { rules.isEmpty }

    /// The flag's value and reason in `context` (docs/profile-format.md, "Evaluating a flag").
    public func evaluate(in context: FlagContext) -> FlagEvaluation {
        guard !rules.isEmpty else { return FlagEvaluation(value: defaultValue, reason: .default) }
        let version = context.appVersion.flatMap(SemanticVersion.init)
        for (index, rule) in rules.enumerated() where rule.conditions.hold(in: context, version: version) {
            switch rule.outcome {
            case .value(let value):
                return FlagEvaluation(value: value, reason: .targetingMatch, ruleIndex: index)
            case .rollout(let rollout):
                // A context without the bucketing key cannot be placed: the rule does not apply.
                guard let key = context.bucketingValue(rollout.bucketBy) else { continue }
                let inSplit = FlagBucketing.bucket(salt: rollout.salt, key: key) < rollout.basisPoints
                return FlagEvaluation(value: inSplit, reason: .split, ruleIndex: index)
            }
        }
        return FlagEvaluation(value: defaultValue, reason: .default)
    }
}
