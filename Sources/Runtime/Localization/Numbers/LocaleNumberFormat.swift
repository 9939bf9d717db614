/// Locale-specific number, percent and currency formatting without Foundation formatters.
///
/// Deterministic: the same output on Linux and Apple platforms, whatever ICU or CLDR
/// version the OS ships. Data comes from a built-in per-language table (see
/// `LocaleNumberFormat+Table.swift`) with a few regional overrides; Latin digits everywhere.
public struct LocaleNumberFormat: Sendable, Hashable {
    /// The locale the data was chosen for.
    public let locale: LocaleIdentifier
    /// Region used to pick currency symbols: the locale's region, else the language's main one.
    public let region: String
    /// Separator between integer and fraction digits.
    public let decimalSeparator: String
    /// Separator between groups of three integer digits.
    public let groupingSeparator: String
    /// Grouping starts only when the integer part has at least `3 + minimumGroupingDigits`
    /// digits (CLDR: 2 for es, pl, pt-PT, so `1234` but `12.345`).
    public let minimumGroupingDigits: Int
    /// Sign for negative numbers (U+2212 in sv, nb, fi; `-` elsewhere).
    public let minusSign: String
    /// Text after the number in a percentage: `%`, `\u{00A0}%`, or `\u{202F}%` (French).
    public let percentSuffix: String
    /// Where the currency symbol goes.
    public let currencyPlacement: CurrencyPlacement

    /// Creates a format from explicit data.
    public init(
        locale: LocaleIdentifier,
        region: String,
        decimalSeparator: String,
        groupingSeparator: String,
        minimumGroupingDigits: Int = 1,
        minusSign: String = "-",
        percentSuffix: String,
        currencyPlacement: CurrencyPlacement
    ) {
        self.locale = locale
        self.region = region
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minimumGroupingDigits = minimumGroupingDigits
        self.minusSign = minusSign
        self.percentSuffix = percentSuffix
        self.currencyPlacement = currencyPlacement
    }

    /// The format for `locale` (`en-GB`, `fr_CM`, `zh-Hant-TW`, ...): the `language-REGION`
    /// entry when the table has one (`pt-PT`), else the language's, else English. Script
    /// and variants are not consulted; the locale's region, when given, picks currency symbols.
    public init(locale: LocaleIdentifier) {
        self = Self.lookUp(locale)
    }

    /// An integer with grouping: `1,234,567` (en), `1 234 567` with U+202F (fr).
    public func formatInteger(_ value: Int) -> String {
        let body = grouped(DecimalDigits.digits(of: value.magnitude))
        return value < 0 ? minusSign + body : body
    }

    /// A whole percentage: `15%` (en), `15\u{202F}%` (fr), `15\u{00A0}%` (de).
    public func formatPercent(_ percent: Int) -> String {
        formatInteger(percent) + percentSuffix
    }

    /// `value` rounded half-to-even to `fractionDigits` (clamped to 0...15), with grouping.
    public func formatDecimal(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else {
            if value.isNaN { return "NaN" }
            return value < 0 ? minusSign + "∞" : "∞"
        }
        let digits = DecimalDigits(magnitude: value.magnitude, fractionDigits: min(max(fractionDigits, 0), 15))
        var body = grouped(digits.integer)
        if !digits.fraction.isEmpty {
            body += decimalSeparator
            body += String(decoding: digits.fraction.map { $0 + 48 }, as: UTF8.self)
        }
        return value < 0 && !digits.isZero ? minusSign + body : body
    }

    /// A currency amount with the currency's usual fraction digits and the symbol for this
    /// locale's region: `£125.50` (en-GB), `$125.50` (en-AU with AUD), `126 FCFA` (fr-CM with XAF,
    /// U+00A0 before the symbol). The minus sign, if any, always comes first.
    public func formatCurrency(_ amount: Double, code: String) -> String {
        let currency = CurrencyInfo.forCode(code)
        let number = formatDecimal(amount.magnitude, fractionDigits: currency.fractionDigits)
        let affixes = currencyAffixes(for: currency)
        let body = affixes.prefix + number + affixes.suffix
        let isNegative = amount < 0 && number.contains { $0 != "0" && $0.isNumber }
        return isNegative ? minusSign + body : body
    }

    /// What goes before and after the number of an amount in `currency`.
    ///
    /// CLDR's currency spacing: a symbol that ends (or starts) with a letter where it meets
    /// the digits gets a no-break space, so English reads `FCFA 1,235` and `CHF 12.50`, not
    /// `FCFA1,235`, while `$12.50` stays tight.
    public func currencyAffixes(for currency: CurrencyInfo) -> (prefix: String, suffix: String) {
        let symbol = currency.symbol(inRegion: region)
        switch currencyPlacement {
        case .beforeAmount(let separator):
            let spacing = separator.isEmpty && symbol.unicodeScalars.last.map(\.properties.isAlphabetic) == true ? "\u{00A0}" : separator
            return (symbol + spacing, "")
        case .afterAmount(let separator):
            let spacing = separator.isEmpty && symbol.unicodeScalars.first.map(\.properties.isAlphabetic) == true ? "\u{00A0}" : separator
            return ("", spacing + symbol)
        }
    }

    private func grouped(_ digits: [UInt8]) -> String {
        var result = ""
        let shouldGroup = digits.count >= 3 + max(minimumGroupingDigits, 1)
        for (position, digit) in digits.enumerated() {
            if shouldGroup, position > 0, (digits.count - position) % 3 == 0 {
                result += groupingSeparator
            }
            result.unicodeScalars.append(Unicode.Scalar(digit + 48))
        }
        return result
    }
}
