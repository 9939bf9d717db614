package brandengine.profile

import brandengine.json.JsonException
import brandengine.json.JsonReader
import brandengine.json.JsonValue
import brandengine.runtime.BalanceFormatter
import brandengine.runtime.NumberFormat
import brandengine.runtime.NumberSymbols
import brandengine.runtime.PluralCategory
import brandengine.runtime.PluralRule

/** One locale's number format, plural rule and currency affixes, as the engine's Localization module has them. */
class LocaleFormat(
    val number: NumberFormat,
    val plural: PluralRule,
    val currencies: Map<String, Triple<String, String, Int>>
) {
    /** The balance formatter for [currency] (ISO 4217), or null when the data has no entry for it. */
    fun balanceFormatter(currency: String): BalanceFormatter? = currencies[currency]?.let { (prefix, suffix, digits) ->
        BalanceFormatter(NumberSymbols(number.decimal, number.grouping, number.minimumGroupingDigits, number.minus), prefix, suffix, digits)
    }
}

/**
 * The engine's locale data (`assets/brandengine/<id>.locales.json`, which brandgen writes for Android from
 * the Swift Localization module): numbers, plural rules and currency affixes per locale.
 * Read at run time like the envelopes, so no locale table is copied into Kotlin.
 */
class LocaleData(val locales: Map<String, LocaleFormat>) {
    /** This data and [other]'s (each brand's file covers its own locales and currency): a locale in both gets both's currencies. */
    fun merged(other: LocaleData): LocaleData {
        val out = LinkedHashMap(locales)
        for ((locale, format) in other.locales) {
            val mine = out[locale]
            out[locale] = if (mine == null) format else LocaleFormat(mine.number, mine.plural, mine.currencies + format.currencies)
        }
        return LocaleData(out)
    }

    companion object {
        const val FORMAT = "brandengine.locale-data"
        const val VERSION = 1

        fun parse(text: String): LocaleData {
            val root = try { JsonReader.parse(text) } catch (e: JsonException) {
                throw RuntimeProfileException("locale data is not JSON: ${e.message}", "regenerate it with brandgen")
            }
            val obj = root as? JsonValue.Obj ?: throw RuntimeProfileException("locale data is not an object")
            if ((obj["format"] as? JsonValue.Str)?.value != FORMAT) throw RuntimeProfileException("not locale data: `format` is not \"$FORMAT\"")
            if ((obj["version"] as? JsonValue.Number)?.toLongOrNull() != VERSION.toLong()) {
                throw RuntimeProfileException("locale data version is not $VERSION", "regenerate it with this engine's brandgen")
            }
            val locales = obj["locales"] as? JsonValue.Obj ?: throw RuntimeProfileException("locale data has no `locales` object")
            return LocaleData(locales.members.mapValues { (locale, value) -> format(locale, value) })
        }

        private fun format(locale: String, value: JsonValue): LocaleFormat {
            val d = Fields(value, "locale data's $locale")
            val plural = Fields(d.obj("plural"), "locale data's $locale.plural")
            val millions = PluralCategory.values().firstOrNull { it.cldr == plural.string("millions") }
                ?: throw RuntimeProfileException("locale data's $locale.plural.millions is not a plural category")
            val small = plural.string("small")
            if (small.length > 1000 || small.any { it !in "zotfmx" }) throw RuntimeProfileException("locale data's $locale.plural.small is not z o t f m x letters")
            val currencies = d.obj("currencies").members.mapValues { (code, c) ->
                val f = Fields(c, "locale data's $locale.currencies.$code")
                Triple(f.string("prefix"), f.string("suffix"), f.int("fractionDigits", 0, 6))
            }
            return LocaleFormat(
                NumberFormat(d.string("decimal"), d.string("grouping"), d.int("minimumGroupingDigits", 1, 4), d.string("minus"), d.string("percentSuffix")),
                PluralRule(small, millions), currencies
            )
        }
    }
}

/** Typed reads of an object's members, each failure naming the field. */
internal class Fields(value: JsonValue?, private val where: String) {
    val obj: JsonValue.Obj = value as? JsonValue.Obj ?: throw RuntimeProfileException("$where is not an object")

    fun string(key: String): String = optionalString(key) ?: throw RuntimeProfileException("$where.$key is missing")
    fun optionalString(key: String): String? = when (val v = obj[key]) {
        null, is JsonValue.Null -> null
        is JsonValue.Str -> v.value
        else -> throw RuntimeProfileException("$where.$key is not a string")
    }
    fun obj(key: String): JsonValue.Obj = obj[key] as? JsonValue.Obj ?: throw RuntimeProfileException("$where.$key is not an object")
    fun int(key: String, min: Int, max: Int): Int {
        val n = (obj[key] as? JsonValue.Number)?.toIntOrNull() ?: throw RuntimeProfileException("$where.$key is not a whole number")
        if (n < min || n > max) throw RuntimeProfileException("$where.$key is $n, not within $min...$max")
        return n
    }
    fun bool(key: String, default: Boolean): Boolean = when (val v = obj[key]) {
        null -> default
        is JsonValue.Bool -> v.value
        else -> throw RuntimeProfileException("$where.$key is not true or false")
    }
    fun strings(key: String): List<String> = (obj[key] as? JsonValue.Arr ?: throw RuntimeProfileException("$where.$key is not a list")).items.map {
        (it as? JsonValue.Str)?.value ?: throw RuntimeProfileException("$where.$key has an item that is not a string")
    }
}
