import BrandModel
import Localization
import TestSupport

/// Random flag definitions and evaluation contexts from a seed, for the differential tests:
/// every condition kind, version ranges, user attributes, rollouts by user id and by attribute,
/// unicode keys and salts, and contexts with parts missing or malformed.
enum FlagFixtures {
    static let markets = ["AU", "NZ", "GB", "CM", "IE"]
    static let locales = ["en-AU", "en-NZ", "en-GB", "fr-CM"]
    static let tiers = ["gold", "silver", "bronze", "üñï"]
    static let segments = ["a", "b"]
    static let attributeNames = ["tier", "segment"]

    static func flags(count: Int, using random: inout SeededGenerator) -> FeatureFlags {
        FeatureFlags((0..<count).map { index in
            let rules = (0..<Int.random(in: 0...5, using: &random)).map { _ in rule(using: &random) }
            return ("fixture-flag-\(index)", FlagDefinition(defaultValue: Bool.random(using: &random), rules: rules))
        })
    }

    static func rule(using random: inout SeededGenerator) -> FlagRule {
        func some<Element>(_ pool: [Element]) -> Set<Element>? {
            guard Int.random(in: 0..<3, using: &random) == 0 else { return nil }
            return Set((0..<Int.random(in: 1...2, using: &random)).map { _ in pool.randomElement(using: &random)! })
        }
        var conditions = FlagConditions(
            markets: some(markets), locales: some(locales)?.reduce(into: Set<LocaleIdentifier>()) { $0.insert(LocaleIdentifier($1)) }, platforms: some(FlagPlatform.allCases))
        if Int.random(in: 0..<3, using: &random) == 0 {
            conditions.appVersion = VersionRange(comparators: (0..<Int.random(in: 1...2, using: &random)).map { _ in
                VersionRange.Comparator(operation: VersionRange.Operator.allCases.randomElement(using: &random)!, version: version(using: &random))
            })
        }
        if Int.random(in: 0..<4, using: &random) == 0 { conditions.user.append(("tier", some(tiers) ?? ["gold"])) }
        if Int.random(in: 0..<6, using: &random) == 0 { conditions.user.append(("segment", ["a"])) }
        guard Bool.random(using: &random) else { return FlagRule(conditions: conditions, outcome: .value(Bool.random(using: &random))) }
        let basisPoints = [0, 1, 2_500, 1_250, 5_000, 9_999, 10_000, Int.random(in: 0...10_000, using: &random)].randomElement(using: &random)!
        let bucketBy = Int.random(in: 0..<5, using: &random) == 0 ? attributeNames.randomElement(using: &random)! : FlagContext.userIdKey
        let salt = ["rollout-\(Int.random(in: 0..<1000, using: &random))", "sälz-🎲", ""].randomElement(using: &random)!
        return FlagRule(conditions: conditions, outcome: .rollout(FlagRollout(basisPoints: basisPoints, bucketBy: bucketBy, salt: salt)))
    }

    static func version(using random: inout SeededGenerator) -> SemanticVersion {
        SemanticVersion(major: Int.random(in: 6...9, using: &random), minor: Int.random(in: 0...12, using: &random), patch: Int.random(in: 0...3, using: &random))
    }

    /// `count` contexts: every other one has every part set, the next is it with random parts
    /// left out, so each evaluation is compared with and without missing attributes.
    static func contexts(count: Int, using random: inout SeededGenerator) -> [FlagContext] {
        var contexts: [FlagContext] = []
        while contexts.count < count {
            let number = Int.random(in: 0..<1_000_000, using: &random)
            let userId = ["user-\(number)", "ユーザー\(number)", "😀\(number)", "\(number)"].randomElement(using: &random)!
            let version = self.version(using: &random)
            let appVersion = [
                version.description, "\(version.major).\(version.minor)", "\(version.major)", "7.x", "", "1.2.3.4", "0\(version.major).1",
                "\(version.major).\(version.minor).\(version.patch)-beta",
            ][Int.random(in: 0..<8, using: &random) < 5 ? 0 : Int.random(in: 1..<8, using: &random)]
            let full = FlagContext(
                userId: userId, platform: FlagPlatform.allCases.randomElement(using: &random), appVersion: appVersion,
                market: (markets + ["US"]).randomElement(using: &random), locale: (locales + ["de-DE"]).randomElement(using: &random).map { LocaleIdentifier($0) },
                attributes: ["tier": (tiers + ["platinum"]).randomElement(using: &random)!, "segment": segments.randomElement(using: &random)!])
            contexts.append(full)
            var partial = full
            if Bool.random(using: &random) { partial.userId = nil }
            if Bool.random(using: &random) { partial.platform = nil }
            if Bool.random(using: &random) { partial.appVersion = nil }
            if Bool.random(using: &random) { partial.market = nil }
            if Bool.random(using: &random) { partial.locale = nil }
            for name in attributeNames where Bool.random(using: &random) { partial.attributes[name] = nil }
            contexts.append(partial)
        }
        return contexts
    }

    /// One line per context, its fields separated by tabs, `\u{1}` for a missing one:
    /// userId, platform, appVersion, market, locale, tier, segment. With `posixLocales`, every
    /// other context's locale is written as a platform hands it over (`en_au.UTF-8` for `en-AU`),
    /// which reads as the same locale.
    static func tabSeparated(_ contexts: [FlagContext], posixLocales: Bool = false) -> String {
        let missing = "\u{1}"
        return contexts.enumerated().map { index, context in
            let locale = posixLocales && index % 2 == 1 ? context.locale.map(Self.posix) : context.locale?.description
            return [context.userId, context.platform?.rawValue, context.appVersion, context.market, locale,
                    context.attributes["tier"], context.attributes["segment"]].map { $0 ?? missing }.joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
    }

    /// `en-AU` as POSIX writes it, case mixed: `en_au.UTF-8`.
    static func posix(_ locale: LocaleIdentifier) -> String {
        ([locale.language.uppercased()] + [locale.script?.lowercased(), locale.region?.lowercased()].compactMap { $0 } + locale.variants.map { $0.uppercased() })
            .joined(separator: "_") + ".UTF-8"
    }
}
