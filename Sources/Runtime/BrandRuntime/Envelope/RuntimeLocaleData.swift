import BrandModel
import Localization
import YAMLNode

/// `<id>.locales.json`: the engine's locale data for a brand's locales and currency, which a
/// runtime without the engine's tables (the Kotlin runtime, `LocaleData`) reads beside the
/// brand's runtime profile envelope: each locale's number symbols, its plural rule as the
/// engine's sample table, and the currency's affixes and fraction digits. Data only, from the
/// Localization module, so no locale table is copied into another language. brandgen writes it
/// into Android's assets; brandsim writes it for `--runtime kotlin`.
public enum RuntimeLocaleData {
    public static let format = "brandengine.locale-data"
    public static let version = 1

    /// The locale data of `profile`; `sample` gives a locale's plural sample (a generator shares
    /// one cache across brands).
    public static func json(for profile: BrandProfile, sample: (LocaleIdentifier) -> PluralSample = { PluralSample(rules: PluralRules(locale: $0)) }) -> ByteWriter {
        var out = ByteWriter(capacity: 4096)
        let currency = CurrencyInfo.forCode(profile.currency)
        out += "{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n  \"locales\": {"
        for (index, locale) in profile.locales.enumerated() {
            let number = LocaleNumberFormat(locale: locale)
            let plural = sample(locale)
            let affixes = number.currencyAffixes(for: currency)
            out += index == 0 ? "\n    " : ",\n    "
            JSONEmitter.quote(locale.description, into: &out)
            out += ": {\n      \"decimal\": "
            JSONEmitter.quote(number.decimalSeparator, into: &out)
            out += ",\n      \"grouping\": "
            JSONEmitter.quote(number.groupingSeparator, into: &out)
            out += ",\n      \"minimumGroupingDigits\": \(number.minimumGroupingDigits),\n      \"minus\": "
            JSONEmitter.quote(number.minusSign, into: &out)
            out += ",\n      \"percentSuffix\": "
            JSONEmitter.quote(number.percentSuffix, into: &out)
            out += ",\n      \"plural\": { \"small\": "
            JSONEmitter.quote(plural.small, into: &out)
            out += ", \"millions\": "
            JSONEmitter.quote(plural.millions.rawValue, into: &out)
            out += " },\n      \"currencies\": { "
            JSONEmitter.quote(profile.currency, into: &out)
            out += ": { \"prefix\": "
            JSONEmitter.quote(affixes.prefix, into: &out)
            out += ", \"suffix\": "
            JSONEmitter.quote(affixes.suffix, into: &out)
            out += ", \"fractionDigits\": \(fractionDigits(of: currency)) } }\n    }"
        }
        out += "\n  }\n}\n"
        return out
    }

    /// `BalanceFormatter`'s clamp of the currency's minor-unit digits; the TypeScript package
    /// computes a balance's digits the same way (`balanceFractionDigits` in
    /// Runtimes/TypeScript/src/locale/currency.ts).
    public static func fractionDigits(of currency: CurrencyInfo) -> Int {
        min(max(currency.fractionDigits, 0), 6)
    }
}
