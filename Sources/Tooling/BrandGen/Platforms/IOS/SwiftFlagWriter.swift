import BrandModel
import YAMLNode

/// Typed flag accessors for iOS taking a ``FlagContext``: the profile's rules as data in
/// `BrandFlagRules` and the evaluator of docs/profile-format.md ("Evaluating a flag"),
/// standalone like the rest of the generated Swift (no package to link).
enum SwiftFlagWriter {
    static func write(_ flags: FeatureFlags, into out: inout ByteWriter) throws(GenerationError) {
        let table = try GeneratedFlagTable(flags, accessorKind: "Swift flag accessor")
        out += evaluatorTypes
        out += """
            /// The brand's flag rules, evaluated in a ``FlagContext``.
            public enum BrandFlagRules {
                static let definitions: [String: FlagDefinition] = [

            """
        for (name, defaultValue, rules) in table.definitions {
            out += "        \(SwiftText.literal(name)): FlagDefinition(defaultValue: \(defaultValue), rules: ["
            out += rules.map { "\n            " + rule($0) }.joined(separator: ",") + (rules.isEmpty ? "]),\n" : "\n        ]),\n")
        }
        if table.definitions.isEmpty { out += "        :\n" }
        out += "    ]\n\n"
        for accessor in table.accessors {
            out += "    /// `\(SwiftText.commentSafe(accessor.flag))` in `context`.\n"
            out += "    public static func \(SwiftText.identifier(accessor.identifier))(in context: FlagContext) -> FlagEvaluation { evaluate(\(SwiftText.literal(accessor.flag)), in: context) }\n"
        }
        out += evaluator
    }

    private static func rule(_ rule: GeneratedFlagTable.Rule) -> String {
        func set(_ values: [String]?) -> String {
            values.map { "[" + $0.map(SwiftText.literal).joined(separator: ", ") + "]" } ?? "nil"
        }
        let versions = rule.appVersion.map { comparators in
            "[" + comparators.map { "FlagComparator(operation: \(SwiftText.literal($0.operation)), version: (\($0.major), \($0.minor), \($0.patch)))" }.joined(separator: ", ") + "]"
        } ?? "nil"
        let user = rule.user.map { "(\(SwiftText.literal($0.name)), \(set($0.values)))" }.joined(separator: ", ")
        let outcome = switch rule.outcome {
        case .value(let value): "value: \(value), rollout: nil"
        case .rollout(let rollout): "value: false, rollout: FlagRollout(basisPoints: \(rollout.basisPoints), by: \(SwiftText.literal(rollout.bucketBy)), salt: \(SwiftText.literal(rollout.salt)))"
        }
        return "FlagRule(market: \(set(rule.market)), locale: \(set(rule.locale)), platform: \(set(rule.platform)), appVersion: \(versions), user: [\(user)], \(outcome))"
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

            /// The engine's canonical form of a locale (`en_au.UTF-8` is `en-AU`), which a rule's `locale` is written in.
            static func canonicalLocale(_ identifier: String) -> String {
                let core = identifier.prefix { $0 != "." && $0 != "@" }
                let subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
                func letters(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } }
                func digits(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
                var script: String?
                var region: String?
                var variants: [String] = []
                for subtag in subtags.dropFirst() {
                    if script == nil, region == nil, variants.isEmpty, subtag.count == 4, letters(subtag) {
                        script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
                    } else if region == nil, variants.isEmpty, (subtag.count == 2 && letters(subtag)) || (subtag.count == 3 && digits(subtag)) {
                        region = subtag.uppercased()
                    } else if subtag.unicodeScalars.allSatisfy({ letters(String($0)) || digits(String($0)) }),
                              (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first.map { ("0"..."9").contains($0) } == true) {
                        variants.append(subtag.lowercased())
                    }
                }
                return ([subtags.first?.lowercased() ?? "", script, region].compactMap { $0 } + variants).joined(separator: "-")
            }

            private static func matches(_ rule: FlagRule, _ context: FlagContext, _ version: (Int, Int, Int)?) -> Bool {
                if let market = rule.market, !(context.market.map(market.contains) ?? false) { return false }
                if let locale = rule.locale, !(context.locale.map { locale.contains(canonicalLocale($0)) } ?? false) { return false }
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
