import Testing
@testable import Localization

@Suite struct LocaleNumberFormatTests {
    @Test(arguments: [
        ("en", "15%"), ("en-GB", "15%"), ("fr", "15\u{202F}%"), ("fr-CM", "15\u{202F}%"),
        ("fr-CA", "15\u{00A0}%"), ("de", "15\u{00A0}%"), ("es", "15\u{00A0}%"), ("it", "15%"),
        ("pt", "15%"), ("nl", "15%"), ("sv", "15\u{00A0}%"), ("da", "15\u{00A0}%"),
        ("nb", "15\u{00A0}%"), ("fi", "15\u{00A0}%"), ("pl", "15%"), ("ru", "15\u{00A0}%"),
        ("cs", "15\u{00A0}%"), ("ar", "15%"), ("ja", "15%"), ("zh", "15%"), ("ko", "15%"),
        ("xx", "15%"),
    ])
    func formatsPercent(locale: String, expected: String) {
        #expect(LocaleNumberFormat(locale: LocaleIdentifier(locale)).formatPercent(15) == expected)
    }

    @Test(arguments: [
        ("en", 1234567.891, 2, "1,234,567.89"),
        ("fr", 1234567.891, 2, "1\u{202F}234\u{202F}567,89"),
        ("de", 1234.5, 1, "1.234,5"),
        ("es", 1234.5, 1, "1234,5"),
        ("es", 12345.5, 1, "12.345,5"),
        ("pl", 1234.0, 0, "1234"),
        ("pl", 12345.0, 0, "12\u{00A0}345"),
        ("sv", -1234.5, 2, "\u{2212}1\u{00A0}234,50"),
        ("en", 0.125, 2, "0.12"),
        ("en", 0.135, 2, "0.14"),
        ("en", 1.015, 2, "1.02"),
        ("en", 2.5, 0, "2"),
        ("en", 3.5, 0, "4"),
        ("en", 999.995, 2, "1,000.00"),
        ("en", 0.0004, 2, "0.00"),
        ("en", -0.001, 2, "0.00"),
        ("en", 1e-7, 8, "0.00000010"),
        ("en", 1e20, 0, "100,000,000,000,000,000,000"),
        ("en", 42, -3, "42"),
    ])
    func formatsDecimals(locale: String, value: Double, digits: Int, expected: String) {
        #expect(LocaleNumberFormat(locale: LocaleIdentifier(locale)).formatDecimal(value, fractionDigits: digits) == expected)
    }

    @Test func formatsNonFiniteValues() {
        let english = LocaleNumberFormat(locale: "en")
        #expect(english.formatDecimal(.nan, fractionDigits: 2) == "NaN")
        #expect(english.formatDecimal(-.infinity, fractionDigits: 2) == "-∞")
    }

    @Test(arguments: [
        ("en-GB", 125.5, "GBP", "£125.50"),
        ("en-AU", 125.5, "AUD", "$125.50"),
        ("en-NZ", 125.5, "NZD", "$125.50"),
        ("en-GB", 125.5, "AUD", "A$125.50"),
        ("en-AU", 125.5, "NZD", "NZ$125.50"),
        ("en", 125.5, "USD", "$125.50"),
        ("fr-CM", 125.5, "XAF", "126\u{00A0}FCFA"),
        ("en", 1234.56, "XAF", "FCFA\u{00A0}1,235"),
        ("en-GB", 12.5, "CHF", "CHF\u{00A0}12.50"),
        ("fr-CM", 124.5, "XAF", "124\u{00A0}FCFA"),
        ("fr-CM", 1250000, "XAF", "1\u{202F}250\u{202F}000\u{00A0}FCFA"),
        ("fr", 125.5, "EUR", "125,50\u{00A0}€"),
        ("de", 1234.5, "EUR", "1.234,50\u{00A0}€"),
        ("pt", 125.5, "BRL", "R$\u{00A0}125,50"),
        ("sv", 125.5, "SEK", "125,50\u{00A0}kr"),
        ("de", 125.5, "SEK", "125,50\u{00A0}SEK"),
        ("ja", 1234.5, "JPY", "￥1,234"),
        ("en-GB", -125.5, "GBP", "-£125.50"),
        ("en-GB", -0.001, "GBP", "£0.00"),
        ("en-GB", 10, "gbp", "£10.00"),
        ("en-GB", 10, "ZZZ", "ZZZ\u{00A0}10.00"),
    ])
    func formatsCurrency(locale: String, amount: Double, code: String, expected: String) {
        #expect(LocaleNumberFormat(locale: LocaleIdentifier(locale)).formatCurrency(amount, code: code) == expected)
    }

    @Test func formatsIntegersWithGrouping() {
        #expect(LocaleNumberFormat(locale: "en").formatInteger(-1_234_567) == "-1,234,567")
        #expect(LocaleNumberFormat(locale: "en").formatInteger(Int.min) == "-9,223,372,036,854,775,808")
        #expect(LocaleNumberFormat(locale: "fr").formatInteger(999) == "999")
        #expect(LocaleNumberFormat(locale: "fr").formatInteger(1000) == "1\u{202F}000")
    }

    @Test func regionFallsBackToTheLanguagesMainRegion() {
        #expect(LocaleNumberFormat(locale: "fr").region == "FR")
        #expect(LocaleNumberFormat(locale: "fr-CM").region == "CM")
        #expect(LocaleNumberFormat(locale: "en").region == "US")
    }

    @Test func everyPluralLanguageHasNumberData() {
        let pluralLanguages = PluralRules.supportedLanguages.subtracting(["ca", "uk", "be", "sk", "no"])
        #expect(pluralLanguages.isSubset(of: LocaleNumberFormat.supportedLanguages))
    }

    /// BCP 47 tags with scripts and variants fall back as documented: `language-REGION`
    /// entry, then language, then English; the tag's own region picks currency symbols.
    @Test(arguments: [
        ("zh-Hant-TW", "zh", "TW"), ("pt-Latn-PT", "pt-PT", "PT"), ("sr-Latn", "en", "US"), ("fr-CA-fonipa", "fr-CA", "CA"),
    ] as [(String, String, String)])
    func scriptsAndVariantsFallBack(tag: String, dataFrom: String, region: String) {
        let format = LocaleNumberFormat(locale: LocaleIdentifier(tag))
        let reference = LocaleNumberFormat(locale: LocaleIdentifier(dataFrom))
        #expect(format.region == region)
        #expect(format.groupingSeparator == reference.groupingSeparator)
        #expect(format.percentSuffix == reference.percentSuffix)
        #expect(format.formatDecimal(-1234.5, fractionDigits: 2) == reference.formatDecimal(-1234.5, fractionDigits: 2))
    }
}
