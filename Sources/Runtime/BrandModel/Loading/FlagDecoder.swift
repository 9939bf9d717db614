import Localization
import YAMLNode

/// Builds a ``FlagDefinition`` from `flags.<name>`, after the schema checked its shape: what
/// is left to refuse is what the schema cannot say (a version range that does not parse, a
/// percentage finer than 0.01).
enum FlagDecoder {
    static func definition(name: String, _ node: Node) throws(ProfileDecoder.Problem) -> FlagDefinition {
        if let value = node.bool { return .plain(value) }
        guard node.mapping != nil else {
            throw ProfileDecoder.Problem(message: "flag \"\(name)\" must be true, false or a mapping with default and rules", mark: node.mark)
        }
        var rules: [FlagRule] = []
        for rule in node[FlagKey.rules.rawValue]?.sequence ?? [] {
            rules.append(try self.rule(flag: name, rule))
        }
        return FlagDefinition(defaultValue: node[FlagKey.default.rawValue]?.bool ?? false, rules: rules)
    }

    private static func rule(flag: String, _ node: Node) throws(ProfileDecoder.Problem) -> FlagRule {
        let conditions = try self.conditions(node[FlagRuleKey.when.rawValue])
        if let rollout = node[FlagRuleKey.rollout.rawValue] {
            return FlagRule(conditions: conditions, outcome: .rollout(try self.rollout(flag: flag, rollout)))
        }
        return FlagRule(conditions: conditions, outcome: .value(node[FlagRuleKey.value.rawValue]?.bool ?? false))
    }

    private static func conditions(_ node: Node?) throws(ProfileDecoder.Problem) -> FlagConditions {
        guard let node else { return FlagConditions() }
        var conditions = FlagConditions()
        conditions.markets = node[FlagConditionKey.market.rawValue].map(strings)
        conditions.locales = node[FlagConditionKey.locale.rawValue].map { Set(strings($0).map { LocaleIdentifier($0) }) }
        conditions.platforms = node[FlagConditionKey.platform.rawValue].map { Set(strings($0).compactMap(FlagPlatform.init(rawValue:))) }
        if let range = node[FlagConditionKey.appVersion.rawValue] {
            guard let text = range.string, let parsed = VersionRange(text) else {
                throw ProfileDecoder.Problem(
                    message: "appVersion \"\(range.scalarText ?? "")\" is not a version range (write comparators such as \">=7.4.0 <8.0.0\")",
                    mark: range.mark)
            }
            conditions.appVersion = parsed
        }
        for entry in node[FlagConditionKey.user.rawValue]?.mapping?.entries ?? [] {
            conditions.user.append((entry.key, strings(entry.value)))
        }
        return conditions
    }

    /// A scalar or a list of scalars, as a set of their texts.
    private static func strings(_ node: Node) -> Set<String> {
        if let items = node.sequence { return Set(items.compactMap(\.scalarText)) }
        return node.scalarText.map { [$0] } ?? []
    }

    private static func rollout(flag: String, _ node: Node) throws(ProfileDecoder.Problem) -> FlagRollout {
        let percentNode = node[FlagRolloutKey.percent.rawValue]
        // Hundredths of a percent: 12.5 is written exactly as 1,250 in every generated language.
        guard let percent = percentNode?.double, percent.isFinite, percent >= 0, percent <= 100,
              abs(percent * 100 - (percent * 100).rounded()) < 1e-6
        else {
            throw ProfileDecoder.Problem(
                message: "rollout percent must be a number from 0 to 100 in steps of 0.01", mark: percentNode?.mark ?? node.mark)
        }
        return FlagRollout(
            basisPoints: Int((percent * 100).rounded()),
            bucketBy: node[FlagRolloutKey.by.rawValue]?.string ?? FlagContext.userIdKey,
            salt: node[FlagRolloutKey.salt.rawValue]?.scalarText ?? flag)
    }

    /// The declared flag context (`flagContext:`), after the schema checked its shape; left
    /// out, or a part of it left out, the standard one's.
    static func context(_ node: Node?) -> FlagContextDeclaration {
        guard let node else { return .standard }
        var declaration = FlagContextDeclaration.standard
        if let markets = node[FlagContextKey.markets.rawValue]?.sequence {
            declaration.markets = markets.compactMap(\.scalarText)
        }
        if let platforms = node[FlagContextKey.platforms.rawValue]?.sequence {
            declaration.platforms = platforms.compactMap { $0.string.flatMap(FlagPlatform.init(rawValue:)) }
        }
        for entry in node[FlagContextKey.user.rawValue]?.mapping?.entries ?? [] {
            let value = entry.value
            // `staff: boolean` is the short form of `staff: { type: boolean }`.
            let typeText = value.string ?? value[FlagAttributeKey.type.rawValue]?.string
            declaration.attributes.append(FlagContextDeclaration.Attribute(
                name: entry.key,
                type: typeText.flatMap(FlagAttributeType.init(rawValue:)) ?? .string,
                values: value[FlagAttributeKey.values.rawValue]?.sequence?.compactMap(\.scalarText),
                bucketing: value[FlagAttributeKey.bucketing.rawValue]?.bool ?? false))
        }
        // By name: the order says nothing, and a runtime document writes its keys sorted.
        declaration.attributes.sort { $0.name < $1.name }
        return declaration
    }
}
