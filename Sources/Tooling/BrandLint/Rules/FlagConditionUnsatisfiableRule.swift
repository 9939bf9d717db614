import BrandModel
import Spelling
import YAMLNode

/// A condition no context can satisfy switches its rule off without a word: `market: au`
/// never matches `AU`, and `by: userID` buckets nobody. Each condition and `rollout.by` is
/// checked against the group's declared flag context (`flagContext:`, usually in the base;
/// ISO 3166 markets, every platform and no user attributes when none is declared).
public struct FlagConditionUnsatisfiableRule: LintRule {
    public static let description = RuleDescription(
        id: FlagLintRuleID.conditionUnsatisfiable.rawValue,
        summary: "A flag condition or `rollout.by` that no context of the declared `flagContext` can satisfy (an undeclared market, platform or user attribute, a value of the wrong type, an empty version range): the rule is off for everyone.",
        severity: .error, reads: [.flags, .flagContext],
        triggering: [
            "flags: { betslip-native: { default: false, rules: [ { when: { market: au }, rollout: { percent: 25 } } ] } }",
            "flags: { betslip-native: { default: false, rules: [ { rollout: { percent: 25, by: userID } } ] } }",
            "{ flagContext: { user: { staff: boolean } }, flags: { betslip-native: { default: false, rules: [ { when: { user: { staf: \"true\" } }, value: true } ] } } }",
            "{ flagContext: { user: { staff: boolean } }, flags: { betslip-native: { default: false, rules: [ { when: { user: { staff: yes } }, value: true } ] } } }",
            "{ flagContext: { markets: [AU, NZ] }, flags: { betslip-native: { default: false, rules: [ { when: { market: GB }, value: true } ] } } }",
            "flags: { betslip-native: { default: false, rules: [ { when: { appVersion: \">=8 <7\" }, value: true } ] } }",
        ],
        nonTriggering: [
            "flags: { betslip-native: { default: false, rules: [ { when: { market: AU, platform: ios }, rollout: { percent: 25, by: userId } } ] } }",
            "{ flagContext: { user: { staff: boolean, accountId: { type: string, bucketing: true } } }, flags: { betslip-native: { default: false, rules: [ { when: { user: { staff: \"true\" } }, value: true }, { rollout: { percent: 25, by: accountId } } ] } } }",
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let flags = context.document["flags"]?.mapping else { return }
        // The declared context's tables (the standard one holds every ISO 3166 market) are
        // built for the first rule: most profiles' flags have none, and building them for
        // every profile was a twentieth of the corpus lint.
        var check: Check?
        for flag in flags.entries {
            guard let rules = flag.value[FlagKey.rules.rawValue]?.sequence else { continue }
            for (index, rule) in rules.enumerated() {
                if check == nil { check = Check(declaration: context.profile.flagContext) }
                check!.rule(rule, index: index, flag: flag.key, into: &found)
            }
        }
    }

    /// The declared context's names, looked up once per condition.
    private struct Check {
        let declaration: FlagContextDeclaration
        let markets: Set<String>
        let platforms: Set<String>
        let attributes: [String: FlagContextDeclaration.Attribute]
        /// Each attribute's declared values as a set: a hostile list is looked up, not scanned.
        let values: [String: Set<String>]
        let bucketingKeys: Set<String>
        lazy var marketNames = SpellingSuggestion.Vocabulary(declaration.markets)
        lazy var attributeNames = SpellingSuggestion.Vocabulary(declaration.attributes.map(\.name))
        lazy var bucketingNames = SpellingSuggestion.Vocabulary(declaration.bucketingKeys)

        /// The standard declaration's markets (every ISO 3166 code), hashed once per process.
        static let standardMarkets = Set(MarketCode.iso3166)

        init(declaration: FlagContextDeclaration) {
            self.declaration = declaration
            // The standard list is the same array (its storage compares first, at no cost).
            markets = declaration.markets == MarketCode.iso3166 ? Self.standardMarkets : Set(declaration.markets)
            platforms = Set(declaration.platforms.map(\.rawValue))
            attributes = Dictionary(declaration.attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            values = attributes.compactMapValues { $0.values.map(Set.init) }
            bucketingKeys = Set(declaration.bucketingKeys)
        }

        mutating func rule(_ rule: Node, index: Int, flag: String, into found: inout Findings) {
            let place = "rule \(index) of flag \"\(DisplayText.escaped(flag))\""
            if let when = rule[FlagRuleKey.when.rawValue] {
                for value in Self.values(when[FlagConditionKey.market.rawValue]) {
                    guard let text = value.scalarText, !markets.contains(text) else { continue }
                    let suggestion = found.count < Diagnostic.suggestionLimit ? marketNames.closest(to: text).first : nil
                    found.report(
                        description, at: value.mark,
                        message: "\(place): market \"\(DisplayText.escaped(text))\" is not a market of the declared flag context, so no context matches it",
                        hint: suggestion.map { "did you mean `\($0)`?" } ?? "declare it in `flagContext.markets` (ISO 3166-1 alpha-2 codes, upper case, when none are declared)")
                }
                for value in Self.values(when[FlagConditionKey.platform.rawValue]) {
                    guard let text = value.scalarText, FlagPlatform(rawValue: text) != nil, !platforms.contains(text) else { continue }
                    found.report(
                        description, at: value.mark,
                        message: "\(place): platform \"\(text)\" is not a platform of the declared flag context (\(declaration.platforms.map(\.rawValue).joined(separator: ", ")))",
                        hint: "declare it in `flagContext.platforms`, or remove it")
                }
                if let range = when[FlagConditionKey.appVersion.rawValue], let text = range.string, let parsed = VersionRange(text), !parsed.isSatisfiable {
                    found.report(
                        description, at: range.mark,
                        message: "\(place): appVersion \"\(DisplayText.escaped(text))\" holds no version",
                        hint: "write the lower bound below the upper one (\">=7.4.0 <8\")")
                }
                for attribute in when[FlagConditionKey.user.rawValue]?.mapping?.entries ?? [] {
                    user(attribute, place: place, into: &found)
                }
            }
            if let by = rule[FlagRuleKey.rollout.rawValue]?[FlagRolloutKey.by.rawValue], let text = by.scalarText,
               !bucketingKeys.contains(text) {
                let suggestion = found.count < Diagnostic.suggestionLimit ? bucketingNames.closest(to: text).first : nil
                let undeclared = attributes[text] == nil
                found.report(
                    description, at: by.mark,
                    message: "\(place): rollout by \"\(DisplayText.escaped(text))\", "
                        + (undeclared ? "which the declared flag context does not have" : "an attribute the declared flag context does not let bucket")
                        + ": nobody is bucketed",
                    hint: suggestion.map { "did you mean `\($0)`?" }
                        ?? "bucket by \(declaration.bucketingKeys.map { "`\($0)`" }.joined(separator: ", ")), or declare `flagContext.user.\(DisplayText.escaped(text))` with `bucketing: true`")
            }
        }

        private mutating func user(_ entry: Node.Mapping.Entry, place: String, into found: inout Findings) {
            guard let attribute = attributes[entry.key] else {
                let suggestion = found.count < Diagnostic.suggestionLimit ? attributeNames.closest(to: entry.key).first : nil
                found.report(
                    description, at: entry.keyMark,
                    message: "\(place): user attribute \"\(DisplayText.escaped(entry.key))\" is not declared in `flagContext.user`, so no context has it",
                    hint: suggestion.map { "did you mean `\($0)`?" }
                        ?? (declaration.attributes.isEmpty ? "declare it in the base's `flagContext.user` (`\(DisplayText.escaped(entry.key)): string`)"
                            : "the declared attributes are \(declaration.attributes.map(\.name).joined(separator: ", "))"))
                return
            }
            for value in Self.values(entry.value) {
                guard let text = value.scalarText else { continue }
                if !attribute.type.admits(text) {
                    found.report(
                        description, at: value.mark,
                        message: "\(place): user attribute \(attribute.name) is declared \(attribute.type.rawValue), and \"\(DisplayText.escaped(text))\" is not one",
                        hint: attribute.type == .boolean ? "write \"true\" or \"false\"" : "write a whole number")
                } else if let values = attribute.values, self.values[attribute.name]?.contains(text) == false {
                    let suggestion = found.count < Diagnostic.suggestionLimit ? SpellingSuggestion.didYouMean(text, among: values) : nil
                    found.report(
                        description, at: value.mark,
                        message: "\(place): user attribute \(attribute.name) is declared with values \(values.joined(separator: ", ")), not \"\(DisplayText.escaped(text))\"",
                        hint: suggestion.map { "did you mean `\($0)`?" } ?? "declare it in `flagContext.user.\(attribute.name).values`, or remove it")
                }
            }
        }

        /// A condition's values: the scalar, or each item of the list.
        private static func values(_ node: Node?) -> [Node] {
            guard let node else { return [] }
            return node.sequence ?? [node]
        }

        private var description: RuleDescription { FlagConditionUnsatisfiableRule.description }
    }
}
