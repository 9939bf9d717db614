import BrandModel
import YAMLNode

/// Typed flag accessors for iOS taking a ``FlagContext``: the profile's rules as data in
/// `BrandFlagRules` and the evaluator of docs/profile-format.md ("Evaluating a flag"),
/// standalone like the rest of the generated Swift (no package to link).
enum SwiftFlagWriter {
    static func write(_ flags: FeatureFlags, into out: inout ByteWriter) throws(GenerationError) {
        out += evaluatorTypes
        out += """
            /// The brand's flag rules, evaluated in a ``FlagContext``.
            public enum BrandFlagRules {
                static let definitions: [String: FlagDefinition] = [

            """
        for (name, definition) in flags.definitions {
            out += "        \(SwiftText.literal(name)): FlagDefinition(defaultValue: \(definition.defaultValue), rules: ["
            for (index, rule) in definition.rules.enumerated() {
                out += index == 0 ? "\n            " : ",\n            "
                appendRule(rule, to: &out)
            }
            out += definition.rules.isEmpty ? "]),\n" : "\n        ]),\n"
        }
        if flags.definitions.isEmpty { out += "        :\n" }
        out += "    ]\n\n"
        var identifiers = IdentifierSet(kind: "Swift flag accessor")
        for name in FeatureFlag.allCases.map(\.rawValue) + flags.unknownNames {
            let identifier = NameStyle.lowerCamel(name)
            try identifiers.claim(identifier, for: "flag \(name)")
            out += "    /// `\(SwiftText.commentSafe(name))` in `context`.\n"
            out += "    public static func \(SwiftText.identifier(identifier))(in context: FlagContext) -> FlagEvaluation { evaluate(\(SwiftText.literal(name)), in: context) }\n"
        }
        out += evaluator
    }

    private static func appendRule(_ rule: FlagRule, to out: inout ByteWriter) {
        func set(_ values: [String]?) -> String {
            guard let values else { return "nil" }
            return "[" + values.map(SwiftText.literal).joined(separator: ", ") + "]"
        }
        let conditions = rule.conditions
        out += "FlagRule(market: \(set(conditions.markets?.sorted())), locale: \(set(conditions.locales?.sorted())), "
        out += "platform: \(set(conditions.platforms?.map(\.rawValue).sorted())), appVersion: "
        if let range = conditions.appVersion {
            out += "["
            out += range.comparators.map { comparator in
                let version = comparator.version
                return "FlagComparator(operation: \(SwiftText.literal(comparator.operation.rawValue)), version: (\(version.major), \(version.minor), \(version.patch)))"
            }.joined(separator: ", ")
            out += "]"
        } else {
            out += "nil"
        }
        out += ", user: ["
        out += conditions.user.map { "(\(SwiftText.literal($0.name)), \(set($0.values.sorted())))" }.joined(separator: ", ")
        out += "], "
        switch rule.outcome {
        case .value(let value):
            out += "value: \(value), rollout: nil)"
        case .rollout(let rollout):
            out += "value: false, rollout: FlagRollout(basisPoints: \(rollout.basisPoints), by: \(SwiftText.literal(rollout.bucketBy)), salt: \(SwiftText.literal(rollout.salt))))"
        }
    }

    private static let evaluatorTypes = """

        /// What flags are evaluated against; the app sets it, and any part may be missing.
        public struct FlagContext: Sendable, Hashable {
            public var userId: String?
            /// `ios`, `android`, `react-native` or `web`.
            public var platform: String?
            public var appVersion: String?
            public var market: String?
            public var locale: String?
            public var attributes: [String: String]

            public init(
                userId: String? = nil, platform: String? = "ios", appVersion: String? = nil, market: String? = nil,
                locale: String? = nil, attributes: [String: String] = [:]
            ) {
                self.userId = userId
                self.platform = platform
                self.appVersion = appVersion
                self.market = market
                self.locale = locale
                self.attributes = attributes
            }
        }

        /// OpenFeature's evaluation details: the value, why, and the rule that decided.
        public struct FlagEvaluation: Sendable, Hashable {
            public var value: Bool
            /// `default`, `targeting-match`, `split` or `error`.
            public var reason: String
            public var ruleIndex: Int?
            public var errorCode: String?
        }

        struct FlagComparator: Sendable {
            var operation: String
            var version: (Int, Int, Int)
        }

        struct FlagRollout: Sendable {
            var basisPoints: Int
            var by: String
            var salt: String
        }

        struct FlagRule: Sendable {
            var market: Set<String>?
            var locale: Set<String>?
            var platform: Set<String>?
            var appVersion: [FlagComparator]?
            var user: [(String, Set<String>)]
            var value: Bool
            var rollout: FlagRollout?
        }

        struct FlagDefinition: Sendable {
            var defaultValue: Bool
            var rules: [FlagRule]
        }


        """

    private static let evaluator = """

            /// The flag `name` in `context`: the first rule that matches decides, else the default.
            public static func evaluate(_ name: String, in context: FlagContext) -> FlagEvaluation {
                guard let definition = definitions[name] else {
                    return FlagEvaluation(value: false, reason: "error", ruleIndex: nil, errorCode: "FLAG_NOT_FOUND")
                }
                let version = version(context.appVersion)
                for (index, rule) in definition.rules.enumerated() where matches(rule, context, version) {
                    guard let rollout = rule.rollout else {
                        return FlagEvaluation(value: rule.value, reason: "targeting-match", ruleIndex: index, errorCode: nil)
                    }
                    guard let key = rollout.by == "userId" ? context.userId : context.attributes[rollout.by] else { continue }
                    return FlagEvaluation(value: bucket(salt: rollout.salt, key: key) < rollout.basisPoints, reason: "split", ruleIndex: index, errorCode: nil)
                }
                return FlagEvaluation(value: definition.defaultValue, reason: "default", ruleIndex: nil, errorCode: nil)
            }

            /// FNV-1a (32-bit) over the UTF-8 bytes of `text`, finalized with MurmurHash3's fmix32.
            public static func hash(_ text: String) -> UInt32 {
                var hash: UInt32 = 0x811C_9DC5
                for byte in text.utf8 {
                    hash ^= UInt32(byte)
                    hash &*= 0x0100_0193
                }
                hash ^= hash >> 16
                hash &*= 0x85EB_CA6B
                hash ^= hash >> 13
                hash &*= 0xC2B2_AE35
                hash ^= hash >> 16
                return hash
            }

            /// The bucket, 0 to 9999, of `key` under `salt`.
            public static func bucket(salt: String, key: String) -> Int {
                Int(hash(salt + ":" + key) % 10_000)
            }

            private static func version(_ text: String?) -> (Int, Int, Int)? {
                guard let text else { return nil }
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count <= 3 else { return nil }
                var numbers = [0, 0, 0]
                for (index, part) in parts.enumerated() {
                    guard (1...9).contains(part.utf8.count), part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(part) else { return nil }
                    numbers[index] = number
                }
                return (numbers[0], numbers[1], numbers[2])
            }

            private static func holds(_ version: (Int, Int, Int), _ comparator: FlagComparator) -> Bool {
                let bound = comparator.version
                switch comparator.operation {
                case ">=": return version >= bound
                case "<=": return version <= bound
                case ">": return version > bound
                case "<": return version < bound
                default: return version == bound
                }
            }

            private static func matches(_ rule: FlagRule, _ context: FlagContext, _ version: (Int, Int, Int)?) -> Bool {
                if let market = rule.market, !(context.market.map(market.contains) ?? false) { return false }
                if let locale = rule.locale, !(context.locale.map(locale.contains) ?? false) { return false }
                if let platform = rule.platform, !(context.platform.map(platform.contains) ?? false) { return false }
                if let range = rule.appVersion {
                    guard let version, range.allSatisfy({ holds(version, $0) }) else { return false }
                }
                for (name, values) in rule.user where !(context.attributes[name].map(values.contains) ?? false) { return false }
                return true
            }
        }

        """
}
