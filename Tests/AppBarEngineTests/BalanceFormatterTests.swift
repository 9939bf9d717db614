import AppBarEngine
import Localization
import Testing

/// The fast balance formatter says exactly what Localization's `formatCurrency` says.
@Suite("Balance formatter")
struct BalanceFormatterTests {
    static let amounts: [Double] = [
        0, 0.5, 1, 9.99, 10, 999.99, 1000, 1234.56, 12_345.678, 99_999.995, 1_000_000, 123_456_789.12, -0.001, -5, -1234.5,
        1.015, 0.1 + 0.2, 2.675, 1e15, -1e16, .infinity, .nan,
    ]

    static let markets = [("en-AU", "AUD"), ("en-NZ", "NZD"), ("en", "XAF"), ("fr", "XAF"), ("de", "EUR"), ("es", "EUR"), ("sv", "SEK"), ("ja", "JPY")]

    @Test(arguments: markets)
    func matchesLocalization(locale: String, currency: String) {
        let formatter = BalanceFormatter(locale: LocaleIdentifier(locale), currencyCode: currency)
        let reference = LocaleNumberFormat(locale: LocaleIdentifier(locale))
        for amount in Self.amounts {
            #expect(formatter.format(amount) == reference.formatCurrency(amount, code: currency), "\(amount)")
        }
    }

    @Test func formatsMinorUnits() {
        let formatter = BalanceFormatter(locale: "en-AU", currencyCode: "AUD")
        #expect(formatter.format(minorUnits: 123_456) == "$1,234.56")
        #expect(formatter.format(minorUnits: -5) == "-$0.05")
        #expect(formatter.format(minorUnits: 0) == "$0.00")
        #expect(BalanceFormatter(locale: "es", currencyCode: "EUR").format(minorUnits: 123_456) == "1234,56\u{00A0}€")
    }
}
