package brandengine.profile

import brandengine.json.JsonValue
import brandengine.runtime.AppBarDestinations
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarProfile
import brandengine.runtime.AppBarReducer
import brandengine.runtime.Appearance
import brandengine.runtime.BalanceFormatter
import brandengine.runtime.FlagComparator
import brandengine.runtime.FlagContext
import brandengine.runtime.FlagDefinition
import brandengine.runtime.FlagRollout
import brandengine.runtime.FlagRule
import brandengine.runtime.FlagRules
import brandengine.runtime.HandlerRegistry
import brandengine.runtime.MotionPreset
import brandengine.runtime.OddsBoostConfiguration
import brandengine.runtime.OddsBoostEngine
import brandengine.runtime.OddsBoostTier
import brandengine.runtime.SecondTapDuringDismissal
import brandengine.runtime.SegmentAnimationTokens
import brandengine.runtime.StandardHandlers
import brandengine.runtime.ToolSlotConfig
import brandengine.runtime.ToolSlotKind

/**
 * One brand, read at run time from its checked [RuntimeProfile] and the engine's [LocaleData]:
 * its flags, its app bar and its reducers. Any number of brands live side by side in one process.
 */
class BrandRuntime(val envelope: RuntimeProfile, val localeData: LocaleData) {
    private val profile = Fields(envelope.profile, "profile")
    val id: String = envelope.id
    val name: String = profile.optionalString("name") ?: id
    val locales: List<String> = profile.strings("locales").also {
        if (it.isEmpty()) throw RuntimeProfileException("profile.locales is empty")
    }
    val currency: String = profile.string("currency")
    val flags: FlagRules = FlagRules(FlagDecoder.definitions(envelope.profile["flags"]))
    /** The brand's strings, plurals and numbers, rendered as the engine renders them. */
    val strings: brandengine.runtime.BrandStrings = StringsDecoder.strings(envelope.profile, locales, localeData)
    /** How long a cached tool info stays fresh (`cache.ttl`, 10 minutes when the profile says nothing). */
    val cacheTimeToLiveMillis: Long = (profile.obj["cache"] as? JsonValue.Obj)?.let { cache ->
        (cache["ttl"] as? JsonValue.Str)?.value?.let { DurationText.milliseconds(it) ?: throw RuntimeProfileException("profile.cache.ttl is not a duration (`10m`)") }
    } ?: 600_000L
    /** The brand's colours shown in each appearance, as the profile writes them. */
    val palettes: Map<Appearance, Map<String, String>> = ThemeDecoder.palettes(envelope.profile)
    val appBar: AppBarProfile = appBarProfile(flags)
    /** The betslip's odds-boost tiers, sorted; null when the brand has no odds boost. */
    val oddsBoostTiers: List<OddsBoostTier>? = OddsBoostDecoder.tiers(envelope.profile)
    /** How the odds-boost segments animate: the brand's `theme.animation` presets over the standard figures. */
    val segmentAnimation: SegmentAnimationTokens = OddsBoostDecoder.animation(envelope.profile)

    /**
     * The brand locale that reads for [requested] (`fr-CM` → `fr`): itself, else the first of its language, else the
     * source locale. The runtime's one locale resolution: strings, odds boost and the app bar all read through it.
     */
    fun resolveLocale(requested: String?): String = if (requested == null) locales[0] else strings.resolveLocale(requested)

    /** The bar's reducer in [locale] (resolved as [resolveLocale] does), its tool-slot handler from [registry]. */
    fun reducer(
        registry: HandlerRegistry = StandardHandlers.registry(),
        locale: String? = null,
        appearance: Appearance = Appearance.values()[0],
        flagContext: FlagContext = FlagContext(),
        /** The flags that route the bar's items: the brand's, or the app's overrides of them. */
        rules: FlagRules = flags
    ): AppBarReducer = AppBarReducer(if (rules === flags) appBar else appBarProfile(rules), registry, resolveLocale(locale), appearance, flagContext)

    /**
     * A betslip's odds-boost box in [locale] (resolved as [resolveLocale] does): feed it selection counts and live
     * stairs, read its display and animation plans. A brand without odds boost gives a box that stays hidden.
     */
    fun oddsBoost(locale: String? = null, reduceMotion: Boolean = false): OddsBoostEngine =
        OddsBoostEngine(oddsBoostTiers?.let { OddsBoostConfiguration(it, strings, resolveLocale(locale), segmentAnimation) }, reduceMotion)

    private fun message(key: String, locale: String): String? {
        val strings = envelope.profile["strings"] as? JsonValue.Obj ?: return null
        val table = strings[locale] as? JsonValue.Obj ?: return null
        return when (val v = table[key]) {
            is JsonValue.Str -> v.value
            is JsonValue.Obj -> (v["other"] as? JsonValue.Str)?.value
                ?: v.members.values.mapNotNull { (it as? JsonValue.Str)?.value }.sorted().firstOrNull() ?: ""
            else -> null
        }
    }

    private fun appBarProfile(flags: FlagRules): AppBarProfile {
        val bar = Fields(profile.obj("appBar"), "profile.appBar")
        val slot = Fields(bar.obj("toolSlot"), "profile.appBar.toolSlot")
        val kind = ToolSlotKind.of(slot.string("kind")) ?: ToolSlotKind.None
        val labelKey = "appBar.pendingBets." + bar.string("pendingBetsLabel")
        val labels = LinkedHashMap<String, String>()
        val formatters = LinkedHashMap<String, BalanceFormatter>()
        for (locale in locales) {
            message(labelKey, locale)?.let { labels[locale] = it }
            val format = localeData.locales[locale] ?: throw RuntimeProfileException("no locale data for $locale", "regenerate the brand's <id>.locales.json with brandgen --platform android")
            formatters[locale] = format.balanceFormatter(currency)
                ?: throw RuntimeProfileException("no locale data for $currency in $locale", "regenerate the brand's <id>.locales.json with brandgen --platform android")
        }
        val layout = bar.obj["layout"]?.let { Fields(it, "profile.appBar.layout") }
        return AppBarProfile(
            brand = id,
            locales = locales,
            signedOut = items(bar, "signedOut"),
            signedIn = items(bar, "signedIn"),
            minimumRightItems = layout?.obj?.get("minimumRightItems")?.let { layout.int("minimumRightItems", 0, 64) } ?: 0,
            potIcon = bar.optionalString("potIcon"),
            toolSlot = ToolSlotConfig(
                kind = kind,
                handler = slot.string("handler"),
                observesBalance = slot.bool("observeBalance", false),
                userTrayDismissalMillis = slot.optionalString("dismissUserTrayFirst")?.let {
                    DurationText.milliseconds(it) ?: throw RuntimeProfileException("profile.appBar.toolSlot.dismissUserTrayFirst is not a duration (`300ms`)")
                },
                secondTapDuringDismissal = slot.optionalString("secondTapDuringDismissal")?.let { SecondTapDuringDismissal.of(it) } ?: SecondTapDuringDismissal.Open,
                bundledBalance = slot.obj["bundled"]?.let { Fields(it, "profile.appBar.toolSlot.bundled").int("balance", Int.MIN_VALUE, Int.MAX_VALUE) },
                settings = (slot.obj["config"] as? JsonValue.Obj)?.members?.mapValues { plain(it.value) } ?: emptyMap()
            ),
            pendingBetsLabels = labels,
            balanceFormatters = formatters,
            destinations = { context -> AppBarDestinations.of(flags, context) },
            flags = flags,
            typography = ThemeDecoder.typography(envelope.profile),
            palettes = palettes,
            animations = animations()
        )
    }

    /** `theme.animation`'s presets, as the bar's motions read them. */
    private fun animations(): Map<String, MotionPreset> {
        val theme = envelope.profile["theme"] as? JsonValue.Obj ?: return emptyMap()
        val animation = theme["animation"] as? JsonValue.Obj ?: return emptyMap()
        return animation.members.mapNotNull { (name, value) ->
            val preset = value as? JsonValue.Obj ?: return@mapNotNull null
            name to MotionPreset(preset["spring"] is JsonValue.Obj, (preset["reduceMotion"] as? JsonValue.Str)?.value)
        }.toMap()
    }

    private fun items(bar: Fields, key: String): List<AppBarItem> = bar.strings(key).map {
        AppBarItem.of(it) ?: throw RuntimeProfileException("profile.appBar.$key has an unknown item \"${RuntimeProfile.display(it)}\"")
    }

    companion object {
        /** A handler setting as the reducer's settings hold it: Long, Double, String, Boolean, List, Map or null. */
        fun plain(value: JsonValue): Any? = when (value) {
            is JsonValue.Null -> null
            is JsonValue.Bool -> value.value
            is JsonValue.Number -> value.toLongOrNull() ?: value.toDoubleOrNull()
            is JsonValue.Str -> value.value
            is JsonValue.Arr -> value.items.map { plain(it) }
            is JsonValue.Obj -> value.members.mapValues { plain(it.value) }
        }

        /** Loads brand [id] from its envelope's text with the engine's locale data. */
        fun load(envelope: String, id: String, localeData: LocaleData): BrandRuntime = BrandRuntime(RuntimeProfile.load(envelope, id), localeData)
    }
}

/** The profile format's durations: `300ms`, `2s`, `1.5m`, `1h`, in whole milliseconds. */
object DurationText {
    fun milliseconds(text: String): Long? {
        val (length, factor) = when {
            text.endsWith("ms") -> 2 to 1.0
            text.endsWith("s") -> 1 to 1000.0
            text.endsWith("m") -> 1 to 60000.0
            text.endsWith("h") -> 1 to 3600000.0
            else -> return null
        }
        val number = text.substring(0, text.length - length)
        if (number.length == 0 || number.length > 30 || number.any { it !in '0'..'9' && it != '.' }) return null
        val value = number.toDoubleOrNull() ?: return null
        val ms = kotlin.math.round(value * factor)
        return if (ms >= 0 && ms < 9.2e18) ms.toLong() else null
    }
}

/** A brand's `flags` as the envelope writes them: a value, or `{ default, rules }`. */
object FlagDecoder {
    fun definitions(flags: JsonValue?): Map<String, FlagDefinition> {
        val obj = flags as? JsonValue.Obj ?: return emptyMap()
        return obj.members.mapValues { (name, value) -> definition(name, value) }
    }

    private fun definition(name: String, value: JsonValue): FlagDefinition = when (value) {
        is JsonValue.Bool -> FlagDefinition(value.value, emptyList())
        is JsonValue.Obj -> {
            val f = Fields(value, "flags.$name")
            val default = (value["default"] as? JsonValue.Bool)?.value ?: throw RuntimeProfileException("flags.$name.default is not true or false")
            val rules = (value["rules"] as? JsonValue.Arr)?.items ?: emptyList()
            FlagDefinition(default, rules.mapIndexed { i, r -> rule(name, i, r) }).also { f.obj }
        }
        else -> throw RuntimeProfileException("flags.$name is not a flag")
    }

    private fun set(value: JsonValue?): Set<String>? = when (value) {
        null -> null
        is JsonValue.Str -> setOf(value.value)
        is JsonValue.Arr -> value.items.map { (it as? JsonValue.Str)?.value ?: JsonWriterText.of(it) }.toSet()
        else -> setOf(JsonWriterText.of(value))
    }

    private fun rule(name: String, index: Int, value: JsonValue): FlagRule {
        val where = "flags.$name.rules[$index]"
        val r = Fields(value, where)
        val conditions = r.obj["when"]?.let { Fields(it, "$where.when").obj }
        val user = (conditions?.get("user") as? JsonValue.Obj)?.members?.map { (k, v) -> k to (set(v) ?: emptySet()) } ?: emptyList()
        val versions = (conditions?.get("appVersion") as? JsonValue.Str)?.value?.let { comparators(it, where) }
        val rollout = r.obj["rollout"]?.let { rolloutOf(name, it, "$where.rollout") }
        val outcome = if (rollout == null) (r.obj["value"] as? JsonValue.Bool)?.value ?: throw RuntimeProfileException("$where has neither a `value` nor a `rollout`") else false
        return FlagRule(set(conditions?.get("market")), set(conditions?.get("locale")), set(conditions?.get("platform")), versions, user, outcome, rollout)
    }

    private fun rolloutOf(name: String, value: JsonValue, where: String): FlagRollout {
        val f = Fields(value, where)
        val percent = (f.obj["percent"] as? JsonValue.Number)?.text ?: throw RuntimeProfileException("$where.percent is not a number")
        return FlagRollout(basisPoints(percent) ?: throw RuntimeProfileException("$where.percent is not 0 to 100 in steps of 0.01"),
            f.optionalString("by") ?: "userId", f.optionalString("salt") ?: name)
    }

    /** A percentage's decimal text in hundredths, exactly (`12.5` → 1250); null outside 0...100 or finer than 0.01. */
    fun basisPoints(text: String): Int? {
        if (text.startsWith("-") || text.contains('e') || text.contains('E') || text.length > 12) return null
        val parts = text.split('.')
        val whole = parts[0].toIntOrNull() ?: return null
        val fraction = parts.getOrNull(1)?.trimEnd('0') ?: ""
        if (fraction.length > 2) return null
        val points = whole * 100 + (fraction.padEnd(2, '0').toIntOrNull() ?: 0)
        return if (points in 0..10000) points else null
    }

    /** `">=7.4.0 <8"` as comparators; an operator may stand apart from its version (`>= 7.4`). */
    fun comparators(text: String, where: String): List<FlagComparator> {
        val tokens = text.split(' ').filter { it.length > 0 }
        val out = ArrayList<FlagComparator>()
        var i = 0
        while (i < tokens.size) {
            var token = tokens[i]
            if (token in listOf(">=", "<=", ">", "<", "=") && i + 1 < tokens.size) { token += tokens[i + 1]; i += 1 }
            val op = listOf(">=", "<=", ">", "<", "=").firstOrNull { token.startsWith(it) } ?: "="
            val parts = token.removePrefix(op).split('.')
            if (parts.size > 3 || parts.any { it.length == 0 || it.length > 9 || it.any { c -> c !in '0'..'9' } }) {
                throw RuntimeProfileException("$where.when.appVersion \"${RuntimeProfile.display(text)}\" is not a version range")
            }
            val n = parts.map { it.toInt() } + listOf(0, 0)
            out.add(FlagComparator(op, n[0], n[1], n[2]))
            i += 1
        }
        return out
    }
}

private object JsonWriterText {
    fun of(value: JsonValue): String = when (value) {
        is JsonValue.Str -> value.value
        is JsonValue.Number -> value.text
        is JsonValue.Bool -> value.value.toString()
        else -> brandengine.json.JsonWriter.compact(value)
    }
}
