/// CLDR cardinal plural rules for integer counts, selected by locale with language fallback.
///
/// Only integers are modelled (the operands `v`, `f`, `t` are 0), which is all a count of
/// selections, bets or items needs. Negative counts use their magnitude, as CLDR does.
/// A language without rules here gets the CLDR root rule: everything is `other`.
public struct PluralRules: Sendable, Hashable {
    /// The language whose rules apply, e.g. `fr` for `fr-CM`; `root` when the language is unknown.
    public let language: String
    private let family: Family

    /// Languages with explicit rules; any other language uses the root rule (`other` only).
    public static let supportedLanguages: Set<String> = Set(Family.byLanguage.keys).union(["pt"])

    /// Rules for `locale` (`en`, `en-GB`, `fr-CM`, `pt-PT`, ...).
    public init(locale: LocaleIdentifier) {
        if locale.language == "pt" {
            // European Portuguese counts 0 as `other`; Brazilian (the CLDR default) as `one`.
            family = locale.region == "PT" ? .oneIsOneWithMillions : .zeroAndOneWithMillions
            language = "pt"
        } else if let family = Family.byLanguage[locale.language] {
            self.family = family
            language = locale.language
        } else {
            family = .otherOnly
            language = "root"
        }
    }

    /// The category CLDR assigns to `count`.
    public func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        switch family {
        case .oneIsOne:
            return n == 1 ? .one : .other
        case .oneIsOneWithMillions:
            if n == 1 { return .one }
            return n != 0 && n % 1_000_000 == 0 ? .many : .other
        case .zeroAndOneWithMillions:
            if n <= 1 { return .one }
            return n % 1_000_000 == 0 ? .many : .other
        case .polish:
            if n == 1 { return .one }
            let (mod10, mod100) = (n % 10, n % 100)
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
            return .many
        case .eastSlavic:
            let (mod10, mod100) = (n % 10, n % 100)
            if mod10 == 1, mod100 != 11 { return .one }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
            return .many
        case .czechSlovak:
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        case .arabic:
            if n <= 2 { return [.zero, .one, .two][Int(n)] }
            let mod100 = n % 100
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case .otherOnly:
            return .other
        }
    }

    /// The categories a translation must provide for this locale.
    ///
    /// These are the categories reachable by integer counts below one million, plus `other`,
    /// which ICU message formats always require and which renders any category a
    /// translation leaves out (e.g. the French, Spanish, Italian and Portuguese `many`
    /// that only exact millions reach; the Polish and Russian `other` reached only by fractions).
    public var requiredCategories: Set<PluralCategory> {
        switch family {
        case .oneIsOne, .oneIsOneWithMillions, .zeroAndOneWithMillions: [.one, .other]
        case .polish, .eastSlavic: [.one, .few, .many, .other]
        case .czechSlovak: [.one, .few, .other]
        case .arabic: Set(PluralCategory.allCases)
        case .otherOnly: [.other]
        }
    }

    /// Every category CLDR gives the language, for integers and decimals alike: what a
    /// translation may provide. A category outside it is never chosen, so its text is dead.
    public var categories: Set<PluralCategory> {
        switch family {
        case .oneIsOne: [.one, .other]
        case .oneIsOneWithMillions, .zeroAndOneWithMillions: [.one, .many, .other]
        // Polish, Russian and Czech `other` (and Czech `many`) are reached by fractions.
        case .polish, .eastSlavic, .czechSlovak: [.one, .few, .many, .other]
        case .arabic: Set(PluralCategory.allCases)
        case .otherOnly: [.other]
        }
    }

    /// Whether the rules are the language's own; false for the root rule that stands in
    /// for a language without data here (`sr`, `tr`, ...), whose real categories are unknown.
    public var hasLanguageData: Bool { language != "root" }

    /// Rule shapes shared by several languages; integer-only projections of the CLDR rules.
    private enum Family: Sendable, Hashable {
        /// one: i = 1 (en, de, nl, sv, da, nb, fi).
        case oneIsOne
        /// one: i = 1; many: i != 0 and i % 1000000 = 0 (es, it, ca, pt-PT).
        case oneIsOneWithMillions
        /// one: i = 0,1; many: i != 0 and i % 1000000 = 0 (fr, pt).
        case zeroAndOneWithMillions
        /// one: 1; few: i % 10 = 2..4 and i % 100 != 12..14; many: the rest (pl).
        case polish
        /// one: i % 10 = 1 and i % 100 != 11; few as Polish; many: the rest (ru, uk, be).
        case eastSlavic
        /// one: 1; few: 2..4; other: the rest (cs, sk).
        case czechSlovak
        /// zero, one, two; few: n % 100 = 3..10; many: n % 100 = 11..99 (ar).
        case arabic
        /// CLDR root: everything is `other` (ja, zh, ko, and unknown languages).
        case otherOnly

        static let byLanguage: [String: Family] = [
            "en": .oneIsOne, "de": .oneIsOne, "nl": .oneIsOne, "sv": .oneIsOne,
            "da": .oneIsOne, "nb": .oneIsOne, "no": .oneIsOne, "fi": .oneIsOne,
            "es": .oneIsOneWithMillions, "it": .oneIsOneWithMillions, "ca": .oneIsOneWithMillions,
            "fr": .zeroAndOneWithMillions,
            "pl": .polish,
            "ru": .eastSlavic, "uk": .eastSlavic, "be": .eastSlavic,
            "cs": .czechSlovak, "sk": .czechSlovak,
            "ar": .arabic,
            "ja": .otherOnly, "zh": .otherOnly, "ko": .otherOnly,
        ]
    }
}
