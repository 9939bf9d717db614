/// A flag as a profile writes it: a plain value (`login-native: true`), or a default and
/// ordered rules, the first matching one deciding.
public struct FlagDefinition: Sendable, Hashable {
    public var defaultValue: Bool
    public var rules: [FlagRule] { didSet { platformMasks = rules.map(\.conditions.platformMask) } }
    /// Each rule's platforms as one byte (every bit for a rule without the condition): a rule
    /// for another platform is passed over without reading (and copying) its conditions.
    private var platformMasks: [UInt8]

    public init(defaultValue: Bool, rules: [FlagRule] = []) {
        self.defaultValue = defaultValue
        self.rules = rules
        platformMasks = rules.map(\.conditions.platformMask)
    }

    /// A flag written as a plain boolean.
    public static func plain(_ value: Bool) -> FlagDefinition { FlagDefinition(defaultValue: value) }

    public var isPlain: Bool { rules.isEmpty }

    /// The flag's value and reason in `context` (docs/profile-format.md, "Evaluating a flag").
    public func evaluate(in context: FlagContext) -> FlagEvaluation {
        guard !rules.isEmpty else { return FlagEvaluation(value: defaultValue, reason: .default) }
        let version = context.appVersion.flatMap(SemanticVersion.init)
        // Reading a rule's conditions copies them (retaining every set they hold): the byte of
        // platforms is checked first, on a path every app-bar render may take.
        let platformBit = context.platform?.bit ?? 0
        return rules.withUnsafeBufferPointer { rules in
            for index in rules.indices where platformMasks[index] & platformBit != 0 || platformMasks[index] == .max {
                guard rules[index].conditions.hold(in: context, version: version) else { continue }
                switch rules[index].outcome {
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
}
