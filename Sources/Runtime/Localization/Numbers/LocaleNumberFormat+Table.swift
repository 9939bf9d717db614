extension LocaleNumberFormat {
    /// Per-language data from CLDR (Latin digits, standard patterns).
    ///
    /// Deliberate simplifications: Arabic uses Latin digits and no bidi marks (as the
    /// Maghreb CLDR locales and most betting apps do); regional variants other than the
    /// overrides in `lookUp` use their language's data, so fr-CM formats like fr.
    private struct Entry {
        let region: String
        let decimal: String
        let grouping: String
        var minimumGroupingDigits = 1
        var minus = "-"
        let percent: String
        let currency: CurrencyPlacement
    }

    private static let noBreak = "\u{00A0}"
    private static let narrowNoBreak = "\u{202F}"

    private static let english = Entry(region: "US", decimal: ".", grouping: ",", percent: "%", currency: .beforeAmount(separator: ""))

    private static let entries: [String: Entry] = [
        "en": english,
        "fr": Entry(region: "FR", decimal: ",", grouping: narrowNoBreak, percent: narrowNoBreak + "%", currency: .afterAmount(separator: noBreak)),
        "de": Entry(region: "DE", decimal: ",", grouping: ".", percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "es": Entry(region: "ES", decimal: ",", grouping: ".", minimumGroupingDigits: 2, percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "it": Entry(region: "IT", decimal: ",", grouping: ".", percent: "%", currency: .afterAmount(separator: noBreak)),
        "pt": Entry(region: "BR", decimal: ",", grouping: ".", percent: "%", currency: .beforeAmount(separator: noBreak)),
        "nl": Entry(region: "NL", decimal: ",", grouping: ".", percent: "%", currency: .beforeAmount(separator: noBreak)),
        "sv": Entry(region: "SE", decimal: ",", grouping: noBreak, minus: "\u{2212}", percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "da": Entry(region: "DK", decimal: ",", grouping: ".", percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "nb": Entry(region: "NO", decimal: ",", grouping: noBreak, minus: "\u{2212}", percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "fi": Entry(region: "FI", decimal: ",", grouping: noBreak, minus: "\u{2212}", percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "pl": Entry(region: "PL", decimal: ",", grouping: noBreak, minimumGroupingDigits: 2, percent: "%", currency: .afterAmount(separator: noBreak)),
        "ru": Entry(region: "RU", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "cs": Entry(region: "CZ", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
        "ar": Entry(region: "EG", decimal: ".", grouping: ",", percent: "%", currency: .afterAmount(separator: noBreak)),
        "ja": Entry(region: "JP", decimal: ".", grouping: ",", percent: "%", currency: .beforeAmount(separator: "")),
        "zh": Entry(region: "CN", decimal: ".", grouping: ",", percent: "%", currency: .beforeAmount(separator: "")),
        "ko": Entry(region: "KR", decimal: ".", grouping: ",", percent: "%", currency: .beforeAmount(separator: "")),
    ]

    /// Regional data that differs from the language's: `language-REGION` keys.
    private static let regionalEntries: [String: Entry] = [
        "pt-PT": Entry(region: "PT", decimal: ",", grouping: noBreak, minimumGroupingDigits: 2, percent: "%", currency: .afterAmount(separator: noBreak)),
        "fr-CA": Entry(region: "CA", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: .afterAmount(separator: noBreak)),
    ]

    /// Languages with their own data; others format as English.
    public static var supportedLanguages: Set<String> { Set(entries.keys) }

    /// `language-REGION` locales whose data differs from their language's (`pt-PT`, `fr-CA`).
    public static var regionalLocales: Set<String> { Set(regionalEntries.keys) }

    static func lookUp(_ locale: LocaleIdentifier) -> LocaleNumberFormat {
        let regionalKey = locale.region.map { "\(locale.language)-\($0)" }
        let entry = regionalKey.flatMap { regionalEntries[$0] } ?? entries[locale.language] ?? english
        return LocaleNumberFormat(
            locale: locale,
            region: locale.region ?? entry.region,
            decimalSeparator: entry.decimal,
            groupingSeparator: entry.grouping,
            minimumGroupingDigits: entry.minimumGroupingDigits,
            minusSign: entry.minus,
            percentSuffix: entry.percent,
            currencyPlacement: entry.currency
        )
    }
}
