import TestSupport
import Testing
@testable import Localization

@Suite struct PluralRulesTests {
    /// Counts probed; the expected strings below hold one category code per probe (CLDR 46):
    /// z zero, 1 one, 2 two, f few, m many, o other.
    static let probes = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 111, 1_000_000]

    @Test(arguments: [
        ("en", "o1ooooooooooooo"),
        ("en-GB", "o1ooooooooooooo"),
        ("de", "o1ooooooooooooo"),
        ("nl", "o1ooooooooooooo"),
        ("sv", "o1ooooooooooooo"),
        ("da", "o1ooooooooooooo"),
        ("nb", "o1ooooooooooooo"),
        ("fi", "o1ooooooooooooo"),
        ("fr", "11oooooooooooom"),
        ("fr-CM", "11oooooooooooom"),
        ("pt", "11oooooooooooom"),
        ("pt-PT", "o1oooooooooooom"),
        ("es", "o1oooooooooooom"),
        ("it", "o1oooooooooooom"),
        ("pl", "m1fffmmmmfmmmmm"),
        ("ru", "m1fffmmm1fmm1mm"),
        ("cs", "o1fffoooooooooo"),
        ("ar", "z12fffmmmmmoomo"),
        ("ja", "ooooooooooooooo"),
        ("zh-Hant-TW", "ooooooooooooooo"),
        ("ko", "ooooooooooooooo"),
        ("xx", "ooooooooooooooo"),
    ])
    func categoriesMatchCLDR(locale: String, expected: String) {
        let codes: [Character: PluralCategory] = ["z": .zero, "1": .one, "2": .two, "f": .few, "m": .many, "o": .other]
        let rules = PluralRules(locale: LocaleIdentifier(locale))
        let actual = Self.probes.map { rules.category(for: $0) }
        #expect(actual == expected.compactMap { codes[$0] }, "\(locale)")
    }

    @Test func negativeCountsUseTheirMagnitude() {
        #expect(PluralRules(locale: "en").category(for: -1) == .one)
        #expect(PluralRules(locale: "ru").category(for: -22) == .few)
        #expect(PluralRules(locale: "ar").category(for: Int.min) == PluralRules(locale: "ar").category(for: 8))
    }

    @Test(arguments: [
        ("en", [.one, .other]),
        ("fr", [.one, .other]),
        ("es", [.one, .other]),
        ("pl", [.one, .few, .many, .other]),
        ("ru", [.one, .few, .many, .other]),
        ("cs", [.one, .few, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
    ] as [(String, Set<PluralCategory>)])
    func requiredCategories(locale: String, expected: Set<PluralCategory>) {
        #expect(PluralRules(locale: LocaleIdentifier(locale)).requiredCategories == expected)
    }

    /// The documented definition: reachable by integers below one million, plus `other`.
    /// Every rule here is periodic modulo 100 below a million, so 0..<1000 covers them all.
    @Test(arguments: ["en", "de", "fr", "pt", "pt-PT", "es", "it", "nl", "sv", "da", "nb", "fi", "pl", "ru", "cs", "ar", "ja", "zh", "ko"])
    func requiredCategoriesAreTheReachableOnes(locale: String) {
        let rules = PluralRules(locale: LocaleIdentifier(locale))
        let reachable = Set((0..<1000).map(rules.category(for:))).union([.other])
        #expect(rules.requiredCategories == reachable)
    }

    @Test func unknownLanguageFallsBackToRoot() {
        let rules = PluralRules(locale: "tlh-KX")
        #expect(rules.language == "root")
        #expect(rules.requiredCategories == [.other])
        #expect(PluralRules(locale: "fr-CM").language == "fr")
    }

    @Test(arguments: [1, 2, 3] as [UInt64]) func categoriesSortInCLDROrder(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        #expect(PluralCategory.allCases.shuffled(using: &generator).sorted() == [.zero, .one, .two, .few, .many, .other])
    }

    @Test(arguments: [
        ("en", [.one, .other]),
        ("fr", [.one, .many, .other]),
        ("es", [.one, .many, .other]),
        ("pt-PT", [.one, .many, .other]),
        ("pl", [.one, .few, .many, .other]),
        ("cs", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
    ] as [(String, Set<PluralCategory>)])
    func allowedCategories(locale: String, expected: Set<PluralCategory>) {
        let rules = PluralRules(locale: LocaleIdentifier(locale))
        #expect(rules.categories == expected)
        #expect(rules.requiredCategories.isSubset(of: rules.categories))
    }

    /// A script or region the tables do not know falls back to the language's rules.
    @Test func scriptsAndRegionsFallBackToTheLanguage() {
        #expect(PluralRules(locale: "zh-Hant-TW").language == "zh")
        #expect(PluralRules(locale: "pt-Latn-PT").requiredCategories == PluralRules(locale: "pt-PT").requiredCategories)
        #expect(PluralRules(locale: "sr-Latn").hasLanguageData == false)
        #expect(PluralRules(locale: "en-GB").hasLanguageData)
    }
}
