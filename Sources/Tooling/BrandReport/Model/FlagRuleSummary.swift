import BrandModel

/// A flag's rules as the report shows them, with the share of a 10,000-user sample that a
/// split gives `true` (users `sample-0` ... `sample-9999`, bucketed as the apps bucket them).
public struct FlagRuleSummary: Sendable, Equatable {
    /// The sample's size.
    public static let sampleSize = 10_000

    public var flag: String
    public var defaultValue: Bool
    public var rules: [Rule]

    public struct Rule: Sendable, Equatable {
        /// `platform: ios, appVersion: ">=7.4.0 <8.0.0"`, as a profile writes them; `every context` for a rule without conditions.
        public var conditions: String
        /// `on`, `off`, or `25% split by userId (salt betslip-2026-11)`.
        public var outcome: String
        /// For a split, how many of the sample's users get `true`.
        public var sampleOn: Int?

        public init(conditions: String, outcome: String, sampleOn: Int?) {
            self.conditions = conditions
            self.outcome = outcome
            self.sampleOn = sampleOn
        }
    }

    /// Each flag of `flags` written with rules; plain flags have none to show.
    public static func summaries(_ flags: FeatureFlags) -> [FlagRuleSummary] {
        flags.definitions.filter { !$0.definition.isPlain }.map { name, definition in
            FlagRuleSummary(flag: name, defaultValue: definition.defaultValue, rules: definition.rules.map(rule))
        }
    }

    static func rule(_ rule: FlagRule) -> Rule {
        let text = FlagText.conditions(rule.conditions)
        switch rule.outcome {
        case .value(let value):
            return Rule(conditions: text, outcome: value ? "on" : "off", sampleOn: nil)
        case .rollout(let rollout):
            let on = (0..<sampleSize).count { FlagBucketing.bucket(salt: rollout.salt, key: "sample-\($0)") < rollout.basisPoints }
            return Rule(conditions: text, outcome: "\(rollout.percentText)% split by \(rollout.bucketBy) (salt \(rollout.salt))", sampleOn: on)
        }
    }

    /// One sentence: `betslip-native (default off): platform ios → 25% split by userId (salt s): 2,513 of 10,000 sample users on; market AU → on.`
    public var sentence: String {
        let rules = rules.map { rule in
            var text = "\(rule.conditions) → \(rule.outcome)"
            if let on = rule.sampleOn { text += ": \(on) of \(Self.sampleSize) sample users on" }
            return text
        }
        return "Flag \(flag) (default \(defaultValue ? "on" : "off")): \(rules.joined(separator: "; "))."
    }
}
