// The Kotlin runtime (Runtimes/Kotlin): a brand's flags, read from its runtime profile and
// evaluated in a flag context as docs/profile-format.md ("Evaluating a flag") says.
package brandengine.runtime

data class FlagContext(
    val userId: String? = null,
    /** `ios`, `android`, `react-native` or `web`. */
    val platform: String? = null,
    val appVersion: String? = null,
    val market: String? = null,
    val locale: String? = null,
    val attributes: Map<String, String> = emptyMap()
)

/** OpenFeature's evaluation details: the value, why, and the rule that decided. */
data class FlagEvaluation(val value: Boolean, val reason: String, val ruleIndex: Int? = null, val errorCode: String? = null)

class FlagComparator(val operation: String, val major: Int, val minor: Int, val patch: Int)

class FlagRollout(val basisPoints: Int, val by: String, val salt: String)

class FlagRule(
    val market: Set<String>?,
    val locale: Set<String>?,
    val platform: Set<String>?,
    val appVersion: List<FlagComparator>?,
    val user: List<Pair<String, Set<String>>>,
    val value: Boolean,
    val rollout: FlagRollout?
)

class FlagDefinition(val default: Boolean, val rules: List<FlagRule>)

/** A brand's flag rules (the envelope's `flags`), evaluated in a [FlagContext]. */
class FlagRules(val definitions: Map<String, FlagDefinition>) {
    /** The flag [name] in [context]: the first rule that matches decides, else the default. */
    fun evaluate(name: String, context: FlagContext): FlagEvaluation {
        val definition = definitions[name] ?: return FlagEvaluation(false, "error", null, "FLAG_NOT_FOUND")
        val version = version(context.appVersion)
        // The context's locale as the engine reads it (`en_AU` is `en-AU`; a rule's is written so),
        // read only for a flag with a rule on the locale.
        val locale = if (definition.rules.any { it.locale != null }) context.locale?.let { canonicalLocale(it) } else null
        for ((index, rule) in definition.rules.withIndex()) {
            if (!matches(rule, context, version, locale)) continue
            val rollout = rule.rollout ?: return FlagEvaluation(rule.value, "targeting-match", index)
            val key = (if (rollout.by == "userId") context.userId else context.attributes[rollout.by]) ?: continue
            return FlagEvaluation(bucket(rollout.salt, key) < rollout.basisPoints, "split", index)
        }
        return FlagEvaluation(definition.default, "default")
    }

    /** FNV-1a (32-bit) over the UTF-8 bytes of [text], finalized with MurmurHash3's fmix32. */
    fun hash(text: String): Int {
        var hash = 0x811c9dc5.toInt()
        fun add(byte: Int) {
            hash = (hash xor byte) * 0x01000193
        }
        var index = 0
        while (index < text.length) {
            // A Char minus '\u0000' is its code unit in every Kotlin (`code` needs 1.5, `toInt()` is deprecated after it).
            var code = text[index] - '\u0000'
            val next = if (index + 1 < text.length) text[index + 1] - '\u0000' else -1
            if (code in 0xD800..0xDBFF && next in 0xDC00..0xDFFF) {
                code = 0x10000 + ((code - 0xD800) shl 10) + (next - 0xDC00)
                index++
            }
            if (code in 0xD800..0xDFFF) code = 0xFFFD
            when {
                code < 0x80 -> add(code)
                code < 0x800 -> { add(0xC0 or (code shr 6)); add(0x80 or (code and 0x3F)) }
                code < 0x10000 -> { add(0xE0 or (code shr 12)); add(0x80 or ((code shr 6) and 0x3F)); add(0x80 or (code and 0x3F)) }
                else -> { add(0xF0 or (code shr 18)); add(0x80 or ((code shr 12) and 0x3F)); add(0x80 or ((code shr 6) and 0x3F)); add(0x80 or (code and 0x3F)) }
            }
            index++
        }
        hash = hash xor (hash ushr 16)
        hash *= 0x85ebca6b.toInt()
        hash = hash xor (hash ushr 13)
        hash *= 0xc2b2ae35.toInt()
        hash = hash xor (hash ushr 16)
        return hash
    }

    /** The bucket, 0 to 9999, of [key] under [salt]. */
    fun bucket(salt: String, key: String): Int = ((hash(salt + ":" + key).toLong() and 0xFFFFFFFFL) % 10000L).toInt()

    private fun version(text: String?): IntArray? {
        if (text == null) return null
        val parts = text.split('.')
        if (parts.size > 3) return null
        val numbers = IntArray(3)
        for ((index, part) in parts.withIndex()) {
            // `length == 0`: on JDK 15+ Kotlin 1.3 resolves `isEmpty()` to a member it warns about.
            if (part.length == 0 || part.length > 9 || part.any { it !in '0'..'9' }) return null
            numbers[index] = part.toInt()
        }
        return numbers
    }

    private fun holds(version: IntArray, comparator: FlagComparator): Boolean {
        val bounds = intArrayOf(comparator.major, comparator.minor, comparator.patch)
        var order = 0
        for (index in 0 until 3) {
            if (order != 0) break
            order = version[index].compareTo(bounds[index])
        }
        return when (comparator.operation) {
            ">=" -> order >= 0
            "<=" -> order <= 0
            ">" -> order > 0
            "<" -> order < 0
            else -> order == 0
        }
    }

    private fun matches(rule: FlagRule, context: FlagContext, version: IntArray?, locale: String?): Boolean {
        if (rule.market != null && (context.market == null || context.market !in rule.market)) return false
        if (rule.locale != null && (locale == null || locale !in rule.locale)) return false
        if (rule.platform != null && (context.platform == null || context.platform !in rule.platform)) return false
        if (rule.appVersion != null) {
            if (version == null) return false
            for (comparator in rule.appVersion) if (!holds(version, comparator)) return false
        }
        for ((name, values) in rule.user) {
            val value = context.attributes[name] ?: return false
            if (value !in values) return false
        }
        return true
    }
}

/**
 * [identifier] in the engine's canonical form (`LocaleIdentifier.description`): `en_au.UTF-8` is
 * `en-AU`, `ca_es_VALENCIA` is `ca-ES-valencia`. Subtags split at `-` and `_`, a POSIX suffix
 * (`.UTF-8`, `@euro`) is dropped; the language is lower case, a script title case, a region upper
 * case (two letters or three digits), variants lower case.
 */
fun canonicalLocale(identifier: String): String {
    val end = identifier.indexOfFirst { it == '.' || it == '@' }
    val core = if (end < 0) identifier else identifier.substring(0, end)
    val subtags = core.split('-', '_').filter { it.isNotEmpty() }
    fun letters(text: String) = text.all { it in 'a'..'z' || it in 'A'..'Z' }
    fun digits(text: String) = text.all { it in '0'..'9' }
    var script: String? = null
    var region: String? = null
    val variants = ArrayList<String>()
    for (subtag in subtags.drop(1)) {
        if (script == null && region == null && variants.isEmpty() && subtag.length == 4 && letters(subtag)) {
            script = subtag.substring(0, 1).toUpperCase() + subtag.substring(1).toLowerCase()
        } else if (region == null && variants.isEmpty() && ((subtag.length == 2 && letters(subtag)) || (subtag.length == 3 && digits(subtag)))) {
            region = subtag.toUpperCase()
        } else if (subtag.all { it in 'a'..'z' || it in 'A'..'Z' || it in '0'..'9' } &&
            (subtag.length in 5..8 || (subtag.length == 4 && subtag[0] in '0'..'9'))) {
            variants.add(subtag.toLowerCase())
        }
    }
    return (listOfNotNull((subtags.firstOrNull() ?: "").toLowerCase(), script, region) + variants).joinToString("-")
}
