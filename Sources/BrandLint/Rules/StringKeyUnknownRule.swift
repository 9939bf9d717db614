import BrandModel
import BrandSchema

/// A string key that is a near miss of a key the locale lacks is probably misspelt.
///
/// Candidates are the engine's keys and the keys more locales write than the key itself:
/// between two locales that disagree, nothing says which spelling is right.
public struct StringKeyUnknownRule: LintRule {
    public static let description = RuleDescription(
        id: "string-key-unknown",
        summary: "A string key the engine does not read, close to one the locale lacks (an engine key, or a key another locale has), is reported at the key with a did-you-mean.",
        severity: .warning, reads: [.locales, .strings, .appBar, .betslip],
        triggering: [
            ##"{ locales: [en-AU, en-GB], strings: { en-GB: { appBar.serach: Search } } }"##,
            ##"{ locales: [en-AU, fr, de], strings: { fr: { promo.banner: Promo }, de: { promo.banner: Promo }, en-AU: { promo.baner: Promo } } }"##,
        ],
        nonTriggering: [
            ##"strings: { en-AU: { promo.banner: Promo, promo.title: Title } }"##,
            ##"{ locales: [en-AU, fr], strings: { fr: { promo.banner: Promo }, en-AU: { promo.baner: Promo } } }"##,
        ])

    /// Above this many comparisons in one locale, only the engine's keys are candidates,
    /// so a profile with thousands of unrelated keys stays linear.
    static let comparisonBudget = 4096

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let strings = context.stringsMapping
        // Each locale's keys with the file that writes them: a brand that misspells a key
        // its base defines overrides nothing, so the base's key counts as lacking there.
        let keySources = strings.map { locale in
            Dictionary(((locale.value.mapping ?? .init()).map { ($0.key, $0.keyMark.source) }), uniquingKeysWith: { first, _ in first })
        }
        // In how many locales each key is written.
        var localeCount: [String: Int] = [:]
        for keys in keySources { for key in keys.keys { localeCount[key, default: 0] += 1 } }
        let contractKeys = EngineContract.allStrings.map(\.key)
        var found: [Diagnostic] = []
        for (index, locale) in strings.enumerated() {
            let keys = keySources[index]
            let unknown = (locale.value.mapping ?? .init()).filter { EngineContract.stringsByKey[$0.key] == nil }
            guard !unknown.isEmpty else { continue }
            var elsewhere = localeCount.keys.filter { EngineContract.stringsByKey[$0] == nil }
            if unknown.count * elsewhere.count > Self.comparisonBudget { elsewhere = [] }
            elsewhere.sort()
            for entry in unknown {
                let count = localeCount[entry.key] ?? 0
                let lacks = { (key: String) in keys[key].map { $0 != entry.keyMark.source } ?? true }
                let candidates = contractKeys.filter(lacks) + elsewhere.filter { (localeCount[$0] ?? 0) > count && lacks($0) }
                guard let suggestion = SpellingSuggestion.didYouMean(entry.key, among: candidates) else { continue }
                let isEngineKey = EngineContract.stringsByKey[suggestion] != nil
                found.append(context.diagnostic(
                    Self.description, at: entry.keyMark,
                    message: "\(locale.key) \"\(entry.key)\" is not a string \(isEngineKey ? "the engine reads" : "other locales have")",
                    hint: "did you mean `\(suggestion)`?"))
            }
        }
        return found
    }
}
