// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// Strings as the engine renders them: plural categories from the engine's CLDR rules as data,
// the engine's number formats and message templates, read from a brand's envelope and locale
// data (profile/StringsDecoder.kt). Kotlin standard library only.
package brandengine.runtime

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.round

/** A plural category; [cldr] is its CLDR name. */
enum class PluralCategory(val cldr: String) {
    ZERO("zero"), ONE("one"), TWO("two"), FEW("few"), MANY("many"), OTHER("other")
}

/** The placeholder a plural string is chosen by, written as a number in the locale's format. */
const val COUNT_PLACEHOLDER: String = "count"

/**
 * A locale's plural rule as the engine's data: the category of each count from 0 to 199, a letter
 * each (z o t f m x), and of an exact non-zero million; any other count has the category of
 * 100 + count % 100. A language the engine has no rule for is `x` throughout.
 */
class PluralRule(private val small: String, private val millions: PluralCategory) {
    fun category(count: Int): PluralCategory {
        if (count != 0 && count % 1000000 == 0) return millions
        val rest = count % 100
        val index = if (count > -200 && count < 200) (if (count < 0) -count else count) else 100 + (if (rest < 0) -rest else rest)
        if (index >= small.length) return PluralCategory.OTHER
        return when (small[index]) {
            'z' -> PluralCategory.ZERO
            'o' -> PluralCategory.ONE
            't' -> PluralCategory.TWO
            'f' -> PluralCategory.FEW
            'm' -> PluralCategory.MANY
            else -> PluralCategory.OTHER
        }
    }
}

/** How the engine writes numbers in a locale: `1,234` in English, `1 234` (U+202F) in French. */
class NumberFormat(val decimal: String, val grouping: String, val minimumGroupingDigits: Int, val minus: String, val percentSuffix: String) {
    /** A whole number, grouped from 3 + [minimumGroupingDigits] digits on. */
    fun formatInteger(value: Int): String {
        val digits = (if (value < 0) -value.toLong() else value.toLong()).toString()
        val grouped = digits.length >= 3 + (if (minimumGroupingDigits > 1) minimumGroupingDigits else 1)
        val body = StringBuilder()
        for (index in 0 until digits.length) {
            if (grouped && index > 0 && (digits.length - index) % 3 == 0) body.append(grouping)
            body.append(digits[index])
        }
        return if (value < 0) minus + body else body.toString()
    }

    /** A whole percentage: `15%`, `15 %` (U+202F) in French. */
    fun formatPercent(percent: Int): String = formatInteger(percent) + percentSuffix
}

/** A message split at its placeholders: `literals[0]`, parameter `parameters[0]`, `literals[1]`, ...; a parameter is a position in its entry's parameters. */
class MessageTemplate(private val literals: Array<String>, private val parameters: IntArray) {
    internal fun render(names: Array<String>, count: String?, arguments: Map<String, String>): String {
        val text = StringBuilder(literals[0])
        for (index in 0 until parameters.size) {
            val name = names.getOrNull(parameters[index])
            val value = if (name == null) null else if (name == COUNT_PLACEHOLDER && count != null) count else arguments[name]
            if (value != null) text.append(value)
            if (index + 1 < literals.size) text.append(literals[index + 1])
        }
        return text.toString()
    }
}

/** A string in one locale: plain, or a template per plural category. */
sealed class MessageFormat {
    class Text(val template: MessageTemplate) : MessageFormat()
    class Plural(val forms: Map<PluralCategory, MessageTemplate>) : MessageFormat()
}

/** One string key: the placeholders its texts take, and its format in each locale that has it. */
class StringEntry(val parameters: Array<String>, vararg formats: Pair<String, MessageFormat>) {
    val formats: Map<String, MessageFormat> = mapOf(*formats)
}

/** A brand's strings and how to render them, as the engine does. */
open class BrandStrings(
    /** The brand's locales; the first is the source locale. */
    val locales: List<String>,
    private val pluralRules: Map<String, PluralRule>,
    private val numberFormats: Map<String, NumberFormat>,
    private val entries: Map<String, StringEntry>
) {
    val sourceLocale: String get() = locales.firstOrNull() ?: ""

    /** The brand locale that reads for [requested] (`fr-CM`, `fr_CM`): itself, else the first of its language, else the source locale. */
    fun resolveLocale(requested: String): String {
        if (requested in locales) return requested
        val language = requested.split('-', '_')[0]
        for (locale in locales) if (locale.split('-')[0] == language) return locale
        return sourceLocale
    }

    /** The engine's plural category of [count] in [locale]. */
    fun pluralCategory(locale: String, count: Int): PluralCategory =
        pluralRules[resolveLocale(locale)]?.category(count) ?: PluralCategory.OTHER

    /** [value] as the engine writes a count in [locale]. */
    fun formatNumber(locale: String, value: Int): String = format(resolveLocale(locale)).formatInteger(value)

    /** [percent] as the engine writes a whole percentage in [locale]. */
    fun formatPercent(locale: String, percent: Int): String = format(resolveLocale(locale)).formatPercent(percent)

    private fun format(locale: String): NumberFormat = numberFormats[locale] ?: NumberFormat(".", ",", 1, "-", "%")

    /**
     * The text of [key] in [locale] (a key the locale lacks reads in the source locale; an unknown key
     * is itself): [count] picks the plural form and fills `{count}`, written in the locale's format;
     * [arguments] fill every other placeholder, already formatted. A missing one is empty.
     */
    fun translate(locale: String, key: String, count: Int? = null, arguments: Map<String, String> = emptyMap()): String {
        val entry = entries[key] ?: return key
        val resolved = resolveLocale(locale)
        val own = entry.formats[resolved]
        val formatLocale = if (own == null) sourceLocale else resolved
        val format: MessageFormat = own ?: entry.formats[sourceLocale] ?: return key
        val template = when (format) {
            is MessageFormat.Text -> format.template
            is MessageFormat.Plural -> {
                val category = if (count == null) PluralCategory.OTHER else pluralRules[formatLocale]?.category(count) ?: PluralCategory.OTHER
                format.forms[category] ?: format.forms[PluralCategory.OTHER] ?: return ""
            }
        }
        return template.render(entry.parameters, if (count == null) null else format(formatLocale).formatInteger(count), arguments)
    }
}
