package brandengine.profile

import brandengine.json.JsonValue
import brandengine.runtime.BrandStrings
import brandengine.runtime.MessageFormat
import brandengine.runtime.MessageTemplate
import brandengine.runtime.PluralCategory
import brandengine.runtime.StringEntry

/**
 * A brand's `strings` (locale → key → text or plural forms) as [BrandStrings], with the engine's
 * message syntax: `{name}` a placeholder, `{{` a literal brace.
 */
object StringsDecoder {
    fun strings(profile: JsonValue.Obj, locales: List<String>, localeData: LocaleData): BrandStrings {
        val tables = profile["strings"] as? JsonValue.Obj ?: JsonValue.Obj(emptyMap())
        val byKey = LinkedHashMap<String, MutableList<Pair<String, JsonValue>>>()
        for ((locale, table) in tables.members) {
            val entries = table as? JsonValue.Obj ?: throw RuntimeProfileException("profile.strings.$locale is not an object")
            for ((key, value) in entries.members) byKey.getOrPut(key) { ArrayList() }.add(locale to value)
        }
        val entries = LinkedHashMap<String, StringEntry>()
        for ((key, forms) in byKey) {
            val names = ArrayList<String>()
            val parsed = forms.map { (locale, value) -> locale to format(key, locale, value, names) }
            entries[key] = StringEntry(names.toTypedArray(), *parsed.toTypedArray())
        }
        return BrandStrings(
            locales,
            locales.mapNotNull { l -> localeData.locales[l]?.let { l to it.plural } }.toMap(),
            locales.mapNotNull { l -> localeData.locales[l]?.let { l to it.number } }.toMap(),
            entries
        )
    }

    private fun format(key: String, locale: String, value: JsonValue, names: MutableList<String>): MessageFormat = when (value) {
        is JsonValue.Str -> MessageFormat.Text(template(value.value, key, names))
        is JsonValue.Obj -> MessageFormat.Plural(value.members.mapNotNull { (category, text) ->
            val c = PluralCategory.values().firstOrNull { it.cldr == category } ?: return@mapNotNull null
            val t = (text as? JsonValue.Str)?.value ?: throw RuntimeProfileException("profile.strings.$locale.$key.$category is not text")
            c to template(t, key, names)
        }.toMap())
        else -> throw RuntimeProfileException("profile.strings.$locale.$key is not text or plural forms")
    }

    /** `Add {count} more` as literal runs around parameters, each a position in [names] (added on first use). */
    fun template(text: String, key: String, names: MutableList<String>): MessageTemplate {
        val literals = arrayListOf("")
        val parameters = ArrayList<Int>()
        var i = 0
        val literal = StringBuilder()
        while (i < text.length) {
            val c = text[i]
            if (c != '{') { literal.append(c); i += 1; continue }
            if (i + 1 < text.length && text[i + 1] == '{') { literal.append('{'); i += 2; continue }
            val close = text.indexOf('}', i + 1)
            if (close < 0) throw RuntimeProfileException("string $key has an unterminated placeholder")
            val name = text.substring(i + 1, close)
            if (name.length == 0 || name.any { !(it in 'a'..'z' || it in 'A'..'Z' || it in '0'..'9' || it == '_') }) throw RuntimeProfileException("string $key has an invalid placeholder name")
            literals[literals.size - 1] = literals.last() + literal.toString()
            literal.clear()
            var position = names.indexOf(name)
            if (position < 0) { names.add(name); position = names.size - 1 }
            parameters.add(position)
            literals.add("")
            i = close + 1
        }
        literals[literals.size - 1] = literals.last() + literal.toString()
        return MessageTemplate(literals.toTypedArray(), parameters.toIntArray())
    }
}
