/// Display data for one ISO 4217 currency.
///
/// Symbols follow CLDR: the short local symbol (`$`, `kr`) is used only in the currency's
/// home regions, elsewhere an unambiguous one (`A$`, `NZ$`, `SEK`). Fraction digits are
/// ISO 4217's minor units (``ISO4217``), e.g. 0 for XAF, XOF, JPY and KRW, unless an
/// entry says otherwise.
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

    /// Creates currency data; `fractionDigits` defaults to the code's ISO 4217 minor units
    /// (2 for a code without any), `homeSymbol` to `symbol`.
    public init(code: String, fractionDigits: Int? = nil, symbol: String, homeSymbol: String? = nil, homeRegions: Set<String> = []) {
        self.code = code
        self.fractionDigits = fractionDigits ?? ISO4217.minorUnits[code] ?? 2
        self.symbol = symbol
        self.homeSymbol = homeSymbol ?? symbol
        self.homeRegions = homeRegions
    }

    /// The symbol to show to someone in `region`.
    public func symbol(inRegion region: String) -> String {
        homeRegions.contains(region) ? homeSymbol : symbol
    }

    /// Data for `code` (case-insensitive); a code without an entry shows itself, with its
    /// ISO 4217 minor units (2 for a code ISO does not know).
    public static func forCode(_ code: String) -> CurrencyInfo {
        let normalized = code.uppercased()
        return table[normalized] ?? CurrencyInfo(code: normalized, symbol: normalized)
    }

    /// The currencies of the brands' markets and of the supported locales.
    public static let table: [String: CurrencyInfo] = Dictionary(
        uniqueKeysWithValues: [
            CurrencyInfo(code: "GBP", symbol: "£"),
            CurrencyInfo(code: "EUR", symbol: "€"),
            CurrencyInfo(code: "USD", symbol: "US$", homeSymbol: "$", homeRegions: ["US"]),
            CurrencyInfo(code: "AUD", symbol: "A$", homeSymbol: "$", homeRegions: ["AU"]),
            CurrencyInfo(code: "NZD", symbol: "NZ$", homeSymbol: "$", homeRegions: ["NZ"]),
            CurrencyInfo(code: "CAD", symbol: "CA$", homeSymbol: "$", homeRegions: ["CA"]),
            CurrencyInfo(code: "XAF", symbol: "FCFA"),
            CurrencyInfo(code: "XOF", symbol: "F\u{202F}CFA"),
            CurrencyInfo(code: "CHF", symbol: "CHF"),
            CurrencyInfo(code: "BRL", symbol: "R$"),
            CurrencyInfo(code: "SEK", symbol: "SEK", homeSymbol: "kr", homeRegions: ["SE"]),
            CurrencyInfo(code: "NOK", symbol: "NOK", homeSymbol: "kr", homeRegions: ["NO"]),
            CurrencyInfo(code: "DKK", symbol: "DKK", homeSymbol: "kr.", homeRegions: ["DK"]),
            CurrencyInfo(code: "PLN", symbol: "PLN", homeSymbol: "zł", homeRegions: ["PL"]),
            CurrencyInfo(code: "CZK", symbol: "CZK", homeSymbol: "Kč", homeRegions: ["CZ"]),
            CurrencyInfo(code: "RUB", symbol: "RUB", homeSymbol: "₽", homeRegions: ["RU"]),
            CurrencyInfo(code: "JPY", symbol: "¥", homeSymbol: "￥", homeRegions: ["JP"]),
            CurrencyInfo(code: "CNY", symbol: "CN¥", homeSymbol: "¥", homeRegions: ["CN"]),
            CurrencyInfo(code: "KRW", symbol: "₩"),
            CurrencyInfo(code: "EGP", symbol: "EGP"),
            CurrencyInfo(code: "SAR", symbol: "SAR"),
        ].map { ($0.code, $0) }
    )
}
