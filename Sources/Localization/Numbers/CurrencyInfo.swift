/// Display data for one ISO 4217 currency.
///
/// Symbols follow CLDR: the short local symbol (`$`, `kr`) is used only in the currency's
/// home regions, elsewhere an unambiguous one (`A$`, `NZ$`, `SEK`). Fraction digits are the
/// ones used in practice (CLDR `currencyData`), e.g. 0 for XAF, XOF, JPY and KRW.
public struct CurrencyInfo: Sendable, Hashable {
    /// ISO 4217 code, e.g. `XAF`.
    public let code: String
    /// Digits after the decimal separator.
    public let fractionDigits: Int
    /// Symbol outside the home regions.
    public let symbol: String
    /// Symbol inside the home regions.
    public let homeSymbol: String
    /// Regions (upper-case) where `homeSymbol` is used.
    public let homeRegions: Set<String>

    /// Creates currency data; `homeSymbol` defaults to `symbol`.
    public init(code: String, fractionDigits: Int, symbol: String, homeSymbol: String? = nil, homeRegions: Set<String> = []) {
        self.code = code
        self.fractionDigits = fractionDigits
        self.symbol = symbol
        self.homeSymbol = homeSymbol ?? symbol
        self.homeRegions = homeRegions
    }

    /// The symbol to show to someone in `region`.
    public func symbol(inRegion region: String) -> String {
        homeRegions.contains(region) ? homeSymbol : symbol
    }

    /// Data for `code` (case-insensitive); an unknown code shows itself with 2 fraction digits.
    public static func forCode(_ code: String) -> CurrencyInfo {
        let normalized = code.uppercased()
        return table[normalized] ?? CurrencyInfo(code: normalized, fractionDigits: 2, symbol: normalized)
    }

    /// The currencies of the brands' markets and of the supported locales.
    public static let table: [String: CurrencyInfo] = Dictionary(
        uniqueKeysWithValues: [
            CurrencyInfo(code: "GBP", fractionDigits: 2, symbol: "£"),
            CurrencyInfo(code: "EUR", fractionDigits: 2, symbol: "€"),
            CurrencyInfo(code: "USD", fractionDigits: 2, symbol: "US$", homeSymbol: "$", homeRegions: ["US"]),
            CurrencyInfo(code: "AUD", fractionDigits: 2, symbol: "A$", homeSymbol: "$", homeRegions: ["AU"]),
            CurrencyInfo(code: "NZD", fractionDigits: 2, symbol: "NZ$", homeSymbol: "$", homeRegions: ["NZ"]),
            CurrencyInfo(code: "CAD", fractionDigits: 2, symbol: "CA$", homeSymbol: "$", homeRegions: ["CA"]),
            CurrencyInfo(code: "XAF", fractionDigits: 0, symbol: "FCFA"),
            CurrencyInfo(code: "XOF", fractionDigits: 0, symbol: "F\u{202F}CFA"),
            CurrencyInfo(code: "CHF", fractionDigits: 2, symbol: "CHF"),
            CurrencyInfo(code: "BRL", fractionDigits: 2, symbol: "R$"),
            CurrencyInfo(code: "SEK", fractionDigits: 2, symbol: "SEK", homeSymbol: "kr", homeRegions: ["SE"]),
            CurrencyInfo(code: "NOK", fractionDigits: 2, symbol: "NOK", homeSymbol: "kr", homeRegions: ["NO"]),
            CurrencyInfo(code: "DKK", fractionDigits: 2, symbol: "DKK", homeSymbol: "kr.", homeRegions: ["DK"]),
            CurrencyInfo(code: "PLN", fractionDigits: 2, symbol: "PLN", homeSymbol: "zł", homeRegions: ["PL"]),
            CurrencyInfo(code: "CZK", fractionDigits: 2, symbol: "CZK", homeSymbol: "Kč", homeRegions: ["CZ"]),
            CurrencyInfo(code: "RUB", fractionDigits: 2, symbol: "RUB", homeSymbol: "₽", homeRegions: ["RU"]),
            CurrencyInfo(code: "JPY", fractionDigits: 0, symbol: "¥", homeSymbol: "￥", homeRegions: ["JP"]),
            CurrencyInfo(code: "CNY", fractionDigits: 2, symbol: "CN¥", homeSymbol: "¥", homeRegions: ["CN"]),
            CurrencyInfo(code: "KRW", fractionDigits: 0, symbol: "₩"),
            CurrencyInfo(code: "EGP", fractionDigits: 2, symbol: "EGP"),
            CurrencyInfo(code: "SAR", fractionDigits: 2, symbol: "SAR"),
        ].map { ($0.code, $0) }
    )
}
