/// The active ISO 4217 currency codes (list one) with their minor units, declared once.
///
/// Source: ISO 4217 list one as Debian's iso-codes 4.15 publishes it, with the later
/// amendments applied: HRK withdrawn (2023), ZWL replaced by ZWG (2024), XCG added (2025).
/// Minor units are ISO's (the digits an amount is written with), which `CurrencyInfo`
/// uses unless it knows better.
public enum ISO4217 {
    /// Minor units by code, for the currencies that have them (`GBP`: 2, `JPY`: 0, `KWD`: 3).
    public static let minorUnits: [String: Int] = {
        var table: [String: Int] = [:]
        for (digits, codes) in [(2, twoDigits), (0, noDigits), (3, threeDigits), (4, fourDigits)] {
            for code in codes { table[code] = digits }
        }
        return table
    }()

    /// Codes ISO gives no minor unit: precious metals, bond-market units, the SDR, the
    /// testing code `XTS` and "no currency" `XXX`. Active codes, but not money to count.
    public static let codesWithoutMinorUnits: Set<String> = [
        "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX"
    ]

    /// Whether `code` (exactly as written: upper case) is an active ISO 4217 code.
    public static func isActive(_ code: String) -> Bool {
        minorUnits[code] != nil || codesWithoutMinorUnits.contains(code)
    }

    /// Every active code, sorted.
    public static var activeCodes: [String] {
        (Array(minorUnits.keys) + codesWithoutMinorUnits).sorted()
    }

    private static let twoDigits = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN",
        "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHE", "CHF",
        "CHW", "CNY", "COP", "COU", "CRC", "CUC", "CUP", "CVE", "CZK", "DKK", "DOP", "DZD", "EGP", "ERN",
        "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD", "HKD", "HNL", "HTG",
        "HUF", "IDR", "ILS", "INR", "IRR", "JMD", "KES", "KGS", "KHR", "KPW", "KYD", "KZT", "LAK", "LBP",
        "LKR", "LRD", "LSL", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK",
        "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "PAB", "PEN", "PGK", "PHP",
        "PKR", "PLN", "QAR", "RON", "RSD", "RUB", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE",
        "SLL", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TOP", "TRY", "TTD",
        "TWD", "TZS", "UAH", "USD", "USN", "UYU", "UZS", "VED", "VES", "WST", "XCD", "XCG", "YER", "ZAR",
        "ZMW", "ZWG"
    ]
    private static let noDigits = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV",
        "XAF", "XOF", "XPF"
    ]
    private static let threeDigits = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
    private static let fourDigits = ["CLF", "UYW"]
}
