import Localization

/// Formats balances for one locale and currency, exactly as
/// `LocaleNumberFormat.formatCurrency` does, but fast enough for a reducer step.
///
/// Everything locale-dependent (symbol, separators, placement) is looked up once at
/// creation; formatting whole minor units writes bytes straight into the string.
/// Amounts with sub-minor-unit digits (rare for balances) take Localization's path.
public struct BalanceFormatter: Sendable {
    public let numberFormat: LocaleNumberFormat
    public let currency: CurrencyInfo
    private let prefix: [UInt8]
    private let suffix: [UInt8]
    private let minus: [UInt8]
    private let decimal: [UInt8]
    private let grouping: [UInt8]
    private let minimumGroupedDigits: Int
    private let fractionDigits: Int
    private let minorUnitsPerMajor: Int
    private let scale: Double

    /// A formatter for `locale` (`en-AU`) and the ISO 4217 `currencyCode` (`AUD`).
    public init(locale: LocaleIdentifier, currencyCode: String) {
        numberFormat = LocaleNumberFormat(locale: locale)
        currency = CurrencyInfo.forCode(currencyCode)
        let affixes = numberFormat.currencyAffixes(for: currency)
        prefix = Array(affixes.prefix.utf8)
        suffix = Array(affixes.suffix.utf8)
        minus = Array(numberFormat.minusSign.utf8)
        decimal = Array(numberFormat.decimalSeparator.utf8)
        grouping = Array(numberFormat.groupingSeparator.utf8)
        minimumGroupedDigits = 3 + max(numberFormat.minimumGroupingDigits, 1)
        fractionDigits = min(max(currency.fractionDigits, 0), 6)
        var units = 1
        for _ in 0..<fractionDigits { units *= 10 }
        minorUnitsPerMajor = units
        scale = Double(units)
    }

    /// `$1,234.56` (en-AU, AUD), `1 235 FCFA` (fr, XAF).
    public func format(_ amount: Double) -> String {
        let scaled = amount * scale
        let rounded = scaled.rounded(.toNearestOrEven)
        // Whole minor units only; anything finer needs decimal-digit rounding.
        guard scaled.isFinite, rounded.magnitude < 1e15, (scaled - rounded).magnitude < 1e-6 else {
            return numberFormat.formatCurrency(amount, code: currency.code)
        }
        return format(minorUnits: Int(rounded))
    }

    /// Formats an amount given in minor units (cents): `123456` -> `$1,234.56`.
    public func format(minorUnits: Int) -> String {
        let magnitude = minorUnits.magnitude
        let integerPart = magnitude / UInt(minorUnitsPerMajor)
        var fractionPart = magnitude % UInt(minorUnitsPerMajor)
        var integerDigits = 1
        var remaining = integerPart
        while remaining >= 10 {
            remaining /= 10
            integerDigits += 1
        }
        let groupSeparators = integerDigits >= minimumGroupedDigits ? (integerDigits - 1) / 3 : 0
        let isNegative = minorUnits < 0
        let integerLength = integerDigits + groupSeparators * grouping.count
        let capacity = (isNegative ? minus.count : 0) + prefix.count + integerLength
            + (fractionDigits > 0 ? decimal.count + fractionDigits : 0) + suffix.count
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var position = 0
            func append(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[position] = byte
                    position += 1
                }
            }
            if isNegative { append(minus) }
            append(prefix)
            // Integer digits right to left, a separator before every third.
            var cursor = position + integerLength
            var value = integerPart
            for index in 0..<integerDigits {
                if index > 0, index % 3 == 0, groupSeparators > 0 {
                    for byte in grouping.reversed() {
                        cursor -= 1
                        buffer[cursor] = byte
                    }
                }
                cursor -= 1
                buffer[cursor] = UInt8(truncatingIfNeeded: value % 10) + 48
                value /= 10
            }
            position += integerLength
            if fractionDigits > 0 {
                append(decimal)
                var end = position + fractionDigits
                position = end
                for _ in 0..<fractionDigits {
                    end -= 1
                    buffer[end] = UInt8(truncatingIfNeeded: fractionPart % 10) + 48
                    fractionPart /= 10
                }
            }
            append(suffix)
            return position
        }
    }
}
