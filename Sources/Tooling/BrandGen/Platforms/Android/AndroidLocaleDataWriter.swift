import BrandModel
import Localization
import YAMLNode

/// `assets/brandengine/<id>.locales.json`: the engine's locale data for a brand's locales and
/// currency, which the Kotlin runtime (Runtimes/Kotlin, `LocaleData`) reads beside the brand's
/// runtime profile envelope: each locale's number symbols, its plural rule as the engine's
/// sample table and the currency's affixes and fraction digits. Data only, from the
/// Localization module, so no locale table is copied into Kotlin.
enum AndroidLocaleDataWriter {
    static let format = "brandengine.locale-data"
    static let version = 1

    static func write(_ profile: BrandProfile, pluralSamples: PluralSampleCache) -> ByteWriter {
        var out = ByteWriter(capacity: 4096)
        let currency = CurrencyInfo.forCode(profile.currency)
        out += "{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n  \"locales\": {"
        for (index, locale) in profile.locales.enumerated() {
            let number = LocaleNumberFormat(locale: locale)
            let sample = pluralSamples.sample(for: locale)
            let affixes = number.currencyAffixes(for: currency)
            out += index == 0 ? "\n    " : ",\n    "
            JSONEmitter.quote(locale, into: &out)
            out += ": {\n      \"decimal\": "
            JSONEmitter.quote(number.decimalSeparator, into: &out)
            out += ",\n      \"grouping\": "
            JSONEmitter.quote(number.groupingSeparator, into: &out)
            out += ",\n      \"minimumGroupingDigits\": \(number.minimumGroupingDigits),\n      \"minus\": "
            JSONEmitter.quote(number.minusSign, into: &out)
            out += ",\n      \"percentSuffix\": "
            JSONEmitter.quote(number.percentSuffix, into: &out)
            out += ",\n      \"plural\": { \"small\": "
            JSONEmitter.quote(sample.small, into: &out)
            out += ", \"millions\": "
            JSONEmitter.quote(sample.millions.rawValue, into: &out)
            out += " },\n      \"currencies\": { "
            JSONEmitter.quote(profile.currency, into: &out)
            out += ": { \"prefix\": "
            JSONEmitter.quote(affixes.prefix, into: &out)
            out += ", \"suffix\": "
            JSONEmitter.quote(affixes.suffix, into: &out)
            out += ", \"fractionDigits\": \(ReactNativeCurrencyWriter.fractionDigits(of: currency)) } }\n    }"
        }
        out += "\n  }\n}\n"
        return out
    }
}
