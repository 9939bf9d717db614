package brandengine.jvm

import brandengine.json.JsonReader
import brandengine.json.JsonValue
import brandengine.json.JsonWriter
import brandengine.profile.BrandRuntime
import brandengine.profile.LocaleData
import brandengine.profile.RuntimeProfile
import brandengine.runtime.AnimationPlan
import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarAnimationPlan
import brandengine.runtime.AppBarEffect
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarPanel
import brandengine.runtime.AppBarReducer
import brandengine.runtime.AppBarState
import brandengine.runtime.Appearance
import brandengine.runtime.AuthenticationState
import brandengine.runtime.BetslipCountSource
import brandengine.runtime.CacheSource
import brandengine.runtime.CacheUpdate
import brandengine.runtime.RefreshRunner
import brandengine.runtime.RevalidatingCache
import brandengine.runtime.Subscription
import brandengine.runtime.ColorContract
import brandengine.runtime.FlagContext
import brandengine.runtime.FlagDefinition
import brandengine.runtime.FlagRules
import brandengine.runtime.LockerAction
import brandengine.runtime.LockerState
import brandengine.runtime.OddsBoostEngine
import brandengine.runtime.OddsBoostStairs
import brandengine.runtime.OddsBoostTier
import brandengine.runtime.StandardHandlers
import brandengine.runtime.ToolInfo
import brandengine.runtime.ToolInfoEnd
import brandengine.runtime.buttonPress
import java.io.BufferedReader
import java.io.File
import java.io.InputStreamReader
import java.io.PrintStream

/**
 * A scenario session on the Kotlin runtime, driven by `brandsim --runtime kotlin` (docs/brandsim.md):
 * the brand read from its envelope and locale data, its app bar on a virtual clock and its odds-boost
 * box, as the engine's brandsim drives its own. brandsim parses the scenario, sends each step, and
 * judges the state this session reports under the same keys.
 *
 * The protocol is JSON lines on standard input and output, one request and one answer each:
 * - `{"load": {"envelope", "localeData", "id", "locale", "flags": {name: bool}, "engineFlags": [name], "colorTokens": [token]}}`
 *   starts a session; the answer lists the `keys` this runtime reports, with the first `state`;
 * - `{"send": ACTION}`, `{"advance": MILLIS}`, `{"selections": N}`, `{"stairs": null | {"current", "next"}}`,
 *   `{"reduceMotion": BOOL}`, `{"appearance": NAME}` answer `{"effects": [...], "state": {...}}`;
 * - anything refused answers `{"error": TEXT}`, and the session goes on.
 * ACTION is one of `{"signedIn": AMOUNT}`, `{"signedOut": true}`, `{"balanceChanged": AMOUNT}`,
 * `{"toolInfoArrived": N}`, `{"toolInfoEnded": null | ERROR}`, `{"betslipCountChanged": {"count", "source"}}`,
 * `{"itemTapped": ITEM}`, `{"userTrayVisibilityChanged": BOOL}`, `{"lockerVisibilityChanged": BOOL}`,
 * `{"requestVisibility": {"panel", "visible"}}`, `{"flagContextChanged": {"userId", "platform", "appVersion",
 * "market", "locale", "attributes"}}`.
 */
class ScenarioSession(private val brand: BrandRuntime, locale: String, flagOverrides: Map<String, Boolean>, private val engineFlags: List<String>, private val colorTokens: List<String>) {
    private val flags = FlagRules(
        if (flagOverrides.isEmpty()) brand.flags.definitions
        else brand.flags.definitions + flagOverrides.mapValues { FlagDefinition(it.value, emptyList()) }
    )
    private val reducer: AppBarReducer = brand.reducer(locale = locale, rules = flags)
    private val locale = reducer.locale
    private var state: AppBarState = reducer.initialState
    private var now = 0L
    private var sequence = 0L
    /** Scheduled actions by id: due time, scheduling order, the action. */
    private val pending = LinkedHashMap<String, Triple<Long, Long, AppBarAction>>()
    private var animation = AppBarAnimationPlan.none
    private val oddsBoost: OddsBoostEngine = brand.oddsBoost(locale)
    private var lastPlan: AnimationPlan? = null
    private val cache = ScenarioToolInfoCache(brand.cacheTimeToLiveMillis, brand.appBar.toolSlot.bundledBalance?.let { ToolInfo(it) })

    /** A cache step: what it serves reaches the bar as tool info, a failure as the cache's diagnostic. */
    fun cache(step: String, argument: JsonValue?): List<AppBarEffect> {
        val effects = ArrayList<AppBarEffect>()
        for (delivered in cache.apply(step, argument)) {
            if (delivered is ToolInfo) effects += send(AppBarAction.ToolInfoArrived(delivered))
            else effects += AppBarEffect.Diagnostic(brandengine.runtime.AppBarDiagnostic(state.brand, "cache", delivered.toString()))
        }
        return effects
    }

    fun send(action: AppBarAction): List<AppBarEffect> {
        val before = state
        val step = reducer.reduce(state, action)
        state = step.state
        for (effect in step.effects) when (effect) {
            is AppBarEffect.Schedule -> { pending.remove(effect.id); pending[effect.id] = Triple(now + effect.afterMillis, sequence++, effect.action) }
            is AppBarEffect.CancelScheduled -> pending.remove(effect.id)
            else -> Unit
        }
        animation = AppBarAnimationPlan.between(before, state, reducer.profile)
        return step.effects
    }

    /** Moves the clock, delivering due actions in due order (ties in scheduling order). */
    fun advance(millis: Long): List<AppBarEffect> {
        cache.advance(millis)
        val end = now + millis
        val effects = ArrayList<AppBarEffect>()
        while (true) {
            val next = pending.entries.filter { it.value.first <= end }.minWith(compareBy({ it.value.first }, { it.value.second })) ?: break
            pending.remove(next.key)
            now = next.value.first
            effects += send(next.value.third)
        }
        now = end
        return effects
    }

    fun select(count: Int) { lastPlan = oddsBoost.select(count, now).second }
    fun setStairs(stairs: OddsBoostStairs?) { lastPlan = oddsBoost.setStairs(stairs, now).second }

    fun setReduceMotion(on: Boolean): List<AppBarEffect> {
        oddsBoost.setReduceMotion(on)
        return send(AppBarAction.ReduceMotionChanged(on))
    }

    /** The state under the keys brandsim's `expect` reads, in its trace order. */
    fun snapshot(): JsonValue.Obj {
        val out = LinkedHashMap<String, JsonValue>()
        out["items"] = JsonValue.Arr(state.items.map { JsonValue.Str(it.rawValue) })
        out["layout"] = JsonValue.Obj(linkedMapOf(
            "left" to names(state.layout.left.map { it.name }), "center" to names(state.layout.center.map { it.name }), "right" to names(state.layout.right.map { it.name })
        ))
        out["signedIn"] = JsonValue.Bool(state.authentication == AuthenticationState.SignedIn)
        out["balance"] = text(state.balance)
        val badge = state.toolBadge
        out["toolBadge"] = when {
            badge == null -> JsonValue.Null
            badge.limit != null && badge.count > badge.limit -> JsonValue.Str(badge.text)
            else -> JsonValue.Number(badge.count.toString())
        }
        out["lockerVisible"] = JsonValue.Bool((state.toolSlot as? LockerState)?.isOpen ?: false)
        out["userTrayVisible"] = JsonValue.Bool(state.userTrayVisible)
        out["betslipCount"] = JsonValue.Number(state.betslipCount.toString())
        out["betslipCounterAnimation"] = JsonValue.Str(animation.betslipCounter?.direction?.rawValue ?: "none")
        out["counterRollAnimation"] = text(animation.betslipCounter?.motion?.name)
        out["lockerAnimation"] = text(animation.locker?.name)
        out["buttonPressAnimation"] = JsonValue.Str(reducer.profile.buttonPress(state).name)
        out["pendingBetsLabel"] = JsonValue.Str(state.pendingBetsLabel)
        out["potIcon"] = text(state.potIcon)
        out["appearance"] = JsonValue.Str(state.appearance.rawValue)
        out["toolSlot.state"] = JsonValue.Null
        for (flag in engineFlags) {
            val evaluation = flags.evaluate(flag, state.flagContext)
            out["flag.$flag"] = JsonValue.Bool(evaluation.value)
            out["flag.$flag.reason"] = JsonValue.Str(evaluation.reason)
            out["flag.$flag.rule"] = evaluation.ruleIndex?.let { JsonValue.Number(it.toString()) } ?: JsonValue.Null
        }
        // As the brand sets them (the engine's brandsim traces no contract fallback).
        for (token in colorTokens) out["color.$token"] = text(reducer.brandColor(state, token))
        val display = oddsBoost.display
        cache.snapshot(out)
        out["oddsBoost.visible"] = JsonValue.Bool(display.isVisible)
        out["oddsBoost.capsule"] = text(display.capsule)
        out["oddsBoost.heading"] = text(display.heading)
        out["oddsBoost.callToAction"] = text(display.callToAction)
        out["oddsBoost.segments"] = display.segments?.let {
            JsonValue.Obj(linkedMapOf("total" to JsonValue.Number(it.total.toString()), "filled" to JsonValue.Number(it.filled.toString())))
        } ?: JsonValue.Null
        val palette = brand.palettes[state.appearance] ?: emptyMap()
        out["oddsBoost.segmentColors"] = if (brand.oddsBoostTiers == null) JsonValue.Null else JsonValue.Obj(linkedMapOf(
            "empty" to text(palette["segment.empty"]?.let { ColorContract.hex(it) }), "filled" to text(palette["segment.filled"]?.let { ColorContract.hex(it) })
        ))
        val labels = brand.oddsBoostTiers != null
        out["oddsBoost.winBoostLabel"] = if (labels) JsonValue.Str(brand.strings.translate(locale, "oddsBoost.label.winBoost")) else JsonValue.Null
        out["oddsBoost.oddsLabel"] = if (labels) JsonValue.Str(brand.strings.translate(locale, "oddsBoost.label.odds")) else JsonValue.Null
        out["oddsBoost.ops"] = JsonValue.Arr((lastPlan?.operations ?: emptyList()).map { operation ->
            val fields = LinkedHashMap<String, JsonValue>()
            fields["op"] = JsonValue.Str(operation.kind.op)
            operation.index?.let { fields["index"] = JsonValue.Number(it.toString()) }
            fields["delay"] = JsonValue.Number(operation.delay.toString())
            fields["duration"] = JsonValue.Number(operation.duration.toString())
            JsonValue.Obj(fields)
        })
        return JsonValue.Obj(out)
    }

    /** An effect as brandsim's `expectEffect` and `--trace` name it. */
    fun describe(effect: AppBarEffect): JsonValue = JsonValue.Obj(linkedMapOf(when (effect) {
        is AppBarEffect.Navigate -> "navigate" to JsonValue.Str(effect.route.toString())
        is AppBarEffect.Analytics -> "analytics" to JsonValue.Obj(
            linkedMapOf<String, JsonValue>("event" to JsonValue.Str(effect.event.name)).also { fields ->
                for ((key, value) in effect.event.parameters.toSortedMap()) fields[key] = JsonValue.Str(value)
            })
        is AppBarEffect.SetVisibility -> "setVisibility" to JsonValue.Obj(linkedMapOf(effect.panel.rawValue to JsonValue.Bool(effect.visible)))
        is AppBarEffect.Schedule -> "schedule" to JsonValue.Obj(linkedMapOf("id" to JsonValue.Str(effect.id), "after" to JsonValue.Str(durationText(effect.afterMillis))))
        is AppBarEffect.CancelScheduled -> "cancelScheduled" to JsonValue.Str(effect.id)
        is AppBarEffect.Diagnostic -> "diagnostic" to JsonValue.Str(effect.diagnostic.toString())
        is AppBarEffect.ToolSlot -> "toolSlot" to JsonValue.Str(effect.effect.toString())
    }))

    companion object {
        /** What [snapshot] reports (the flag keys come from the engine's flags, named by brandsim). */
        fun keys(engineFlags: List<String>, colorTokens: List<String>): List<String> = listOf(
            "items", "layout", "signedIn", "balance", "toolBadge", "lockerVisible", "userTrayVisible", "betslipCount",
            "betslipCounterAnimation", "counterRollAnimation", "lockerAnimation", "buttonPressAnimation", "pendingBetsLabel", "potIcon",
            "appearance", "toolSlot.state"
        ) + engineFlags.flatMap { listOf("flag.$it", "flag.$it.reason", "flag.$it.rule") } + colorTokens.map { "color.$it" } + ScenarioToolInfoCache.keys + listOf(
            "oddsBoost.visible", "oddsBoost.capsule", "oddsBoost.heading", "oddsBoost.callToAction", "oddsBoost.segments",
            "oddsBoost.segmentColors", "oddsBoost.winBoostLabel", "oddsBoost.oddsLabel", "oddsBoost.ops"
        )

        /** The engine's `DurationText.format`: whole hours, minutes or seconds where exact, else milliseconds. */
        fun durationText(millis: Long): String = when {
            millis > 0 && millis % 3_600_000L == 0L -> "${millis / 3_600_000L}h"
            millis > 0 && millis % 60_000L == 0L -> "${millis / 60_000L}m"
            millis % 1000L == 0L -> "${millis / 1000L}s"
            else -> "${millis}ms"
        }

        private fun text(value: String?): JsonValue = if (value == null) JsonValue.Null else JsonValue.Str(value)
        private fun names(values: List<String>): JsonValue = JsonValue.Arr(values.map { JsonValue.Str(it) })
    }
}

/**
 * The tool-info cache as a scenario drives it: the runtime's [RevalidatingCache] on a virtual wall
 * clock over a scripted fetch, its background refreshes queued until a `settle` step runs them.
 */
class ScenarioToolInfoCache(timeToLiveMillis: Long, private var placeholder: ToolInfo?) {
    private var wallClock = 1_800_000_000_000L
    /** What the next fetch gives: a balance, or the error it fails with. */
    private class Scripted(val balance: Int?, val error: String?)
    private var nextFetch: Scripted? = null
    private val queue = java.util.ArrayDeque<() -> Unit>()
    private val cache = RevalidatingCache(timeToLiveMillis, { wallClock }, { _ ->
        val next = nextFetch ?: throw IllegalStateException("no fetchResult step before this fetch")
        ToolInfo(next.balance ?: throw IllegalStateException(next.error))
    }, object : RefreshRunner {
        override fun run(task: () -> Unit) { queue.addLast(task) }
    })
    private var updates: MutableList<CacheUpdate<ToolInfo>>? = null
    private var subscription: Subscription? = null
    private var source: CacheSource? = null
    private var refreshPending = false
    private var failures = 0

    fun advance(millis: Long) { wallClock += millis }

    /** A cache step; what reaches the app bar: tool infos, or a diagnostic's message. */
    fun apply(step: String, argument: JsonValue?): List<Any> {
        when (step) {
            "cached" -> {
                val fields = argument as JsonValue.Obj
                val previous = nextFetch
                nextFetch = Scripted(number(fields["balance"]).toInt(), null)
                cache.removeValue(KEY)
                try { cache.value(KEY) } catch (e: Exception) { }
                nextFetch = previous
                advance(number(fields["age"]))
            }
            "fetchResult" -> nextFetch = Scripted(number(argument).toInt(), null)
            "fetchFailure" -> nextFetch = Scripted(null, (argument as JsonValue.Str).value)
            "bundled" -> placeholder = ToolInfo(number(argument).toInt())
            "openAppBar" -> {
                subscription?.cancel()
                val received = ArrayList<CacheUpdate<ToolInfo>>()
                updates = received
                subscription = cache.subscribe(KEY) { received.add(it) }
                return try {
                    val result = cache.value(KEY, placeholder)
                    source = result.source
                    refreshPending = result.refreshPending
                    listOf(result.value)
                } catch (e: Exception) {
                    source = null
                    refreshPending = false
                    failures += 1
                    listOf("tool info could not be loaded: " + e.message)
                }
            }
            "settle" -> {
                val received = updates
                if (!refreshPending || received == null) return emptyList()
                while (received.isEmpty() && queue.isNotEmpty()) queue.removeFirst()()
                refreshPending = false
                val update = received.firstOrNull() ?: return emptyList()
                received.removeAt(0)
                return when (update) {
                    is CacheUpdate.Refreshed -> listOf(update.value)
                    is CacheUpdate.RefreshFailed -> {
                        failures += 1
                        listOf("background refresh failed, keeping the cached value: " + update.error.message)
                    }
                }
            }
            else -> throw IllegalArgumentException("this runtime takes no cache step $step")
        }
        return emptyList()
    }

    fun snapshot(out: MutableMap<String, JsonValue>) {
        out["cache.source"] = source?.let { JsonValue.Str(it.rawValue) } ?: JsonValue.Null
        out["cache.refreshPending"] = JsonValue.Bool(refreshPending)
        out["cache.failures"] = JsonValue.Number(failures.toString())
    }

    private fun number(value: JsonValue?): Long = (value as? JsonValue.Number)?.toLongOrNull() ?: throw IllegalArgumentException("not a whole number: $value")

    companion object {
        const val KEY = "toolInfo"
        val keys = listOf("cache.source", "cache.refreshPending", "cache.failures")
    }
}

/** Reads one request after another from [input], answering each on [output]. */
class ScenarioHost(private val input: BufferedReader, private val output: PrintStream) {
    private var session: ScenarioSession? = null

    fun run() {
        while (true) {
            val line = input.readLine() ?: return
            if (line.isEmpty()) continue
            val answer = try { answer(JsonReader.parse(line) as? JsonValue.Obj ?: throw IllegalArgumentException("a request is a JSON object")) } catch (e: Exception) {
                JsonValue.Obj(linkedMapOf("error" to JsonValue.Str(e.message ?: e.toString())))
            }
            output.print(JsonWriter.compact(answer))
            output.print('\n')
            output.flush()
        }
    }

    private fun answer(request: JsonValue.Obj): JsonValue {
        val (command, argument) = request.members.entries.singleOrNull()?.toPair() ?: throw IllegalArgumentException("a request has one command")
        if (command == "load") {
            val load = argument as? JsonValue.Obj ?: throw IllegalArgumentException("load takes an object")
            fun string(key: String) = (load[key] as? JsonValue.Str)?.value ?: throw IllegalArgumentException("load has no $key")
            val localeData = LocaleData.parse(File(string("localeData")).readText(Charsets.UTF_8))
            val brand = BrandRuntime(RuntimeProfile.load(File(string("envelope")).readBytes(), string("id")), localeData)
            val overrides = (load["flags"] as? JsonValue.Obj)?.members?.mapValues { (it.value as? JsonValue.Bool)?.value ?: throw IllegalArgumentException("flag ${it.key} is not true or false") } ?: emptyMap()
            fun names(key: String) = (load[key] as? JsonValue.Arr)?.items?.map { string(it) } ?: emptyList()
            val engineFlags = names("engineFlags")
            val colorTokens = names("colorTokens")
            val started = ScenarioSession(brand, string("locale"), overrides, engineFlags, colorTokens)
            session = started
            return JsonValue.Obj(linkedMapOf("keys" to JsonValue.Arr(ScenarioSession.keys(engineFlags, colorTokens).map { JsonValue.Str(it) }), "state" to started.snapshot()))
        }
        val session = session ?: throw IllegalArgumentException("no session: load a brand first")
        val effects = when (command) {
            "send" -> session.send(action(argument as? JsonValue.Obj ?: throw IllegalArgumentException("send takes an action")))
            "advance" -> session.advance(long(argument))
            "selections" -> { session.select(long(argument).toInt()); emptyList() }
            "stairs" -> { session.setStairs(stairs(argument)); emptyList() }
            "reduceMotion" -> session.setReduceMotion(bool(argument))
            "cache" -> when (argument) {
                is JsonValue.Str -> session.cache(argument.value, null)
                is JsonValue.Obj -> argument.members.entries.single().let { (step, value) -> session.cache(step, value) }
                else -> throw IllegalArgumentException("cache takes a step")
            }
            "appearance" -> session.send(AppBarAction.AppearanceChanged(Appearance.of(string(argument)) ?: throw IllegalArgumentException("no appearance ${string(argument)}")))
            else -> throw IllegalArgumentException("unknown command $command")
        }
        return JsonValue.Obj(linkedMapOf("effects" to JsonValue.Arr(effects.map { session.describe(it) }), "state" to session.snapshot()))
    }

    private fun action(value: JsonValue.Obj): AppBarAction {
        val (name, argument) = value.members.entries.singleOrNull()?.toPair() ?: throw IllegalArgumentException("an action has one name")
        return when (name) {
            "signedIn" -> AppBarAction.SignedIn(double(argument))
            "signedOut" -> AppBarAction.SignedOut
            "balanceChanged" -> AppBarAction.BalanceChanged(double(argument))
            "toolInfoArrived" -> AppBarAction.ToolInfoArrived(ToolInfo(long(argument).toInt()))
            "toolInfoEnded" -> AppBarAction.ToolInfoEnded(ToolInfoEnd((argument as? JsonValue.Str)?.value))
            "betslipCountChanged" -> {
                val fields = argument as JsonValue.Obj
                val source = string(fields["source"])
                AppBarAction.BetslipCountChanged(long(fields["count"]).toInt(), BetslipCountSource.values().firstOrNull { it.rawValue == source } ?: throw IllegalArgumentException("no betslip count source $source"))
            }
            "itemTapped" -> AppBarAction.ItemTapped(AppBarItem.of(string(argument)) ?: throw IllegalArgumentException("no item ${string(argument)}"))
            "userTrayVisibilityChanged" -> AppBarAction.UserTrayVisibilityChanged(bool(argument))
            "lockerVisibilityChanged" -> AppBarAction.ToolSlot(LockerAction.VisibilityChanged(bool(argument)))
            "requestVisibility" -> {
                val fields = argument as JsonValue.Obj
                val panel = string(fields["panel"])
                AppBarAction.RequestVisibility(AppBarPanel.values().firstOrNull { it.rawValue == panel } ?: throw IllegalArgumentException("no panel $panel"), bool(fields["visible"]))
            }
            "flagContextChanged" -> {
                val fields = argument as JsonValue.Obj
                fun part(key: String) = (fields[key] as? JsonValue.Str)?.value
                val attributes = (fields["attributes"] as? JsonValue.Obj)?.members?.mapValues { string(it.value) } ?: emptyMap()
                AppBarAction.FlagContextChanged(FlagContext(part("userId"), part("platform"), part("appVersion"), part("market"), part("locale"), attributes))
            }
            else -> throw IllegalArgumentException("this runtime takes no action $name")
        }
    }

    private fun stairs(value: JsonValue?): OddsBoostStairs? {
        val fields = value as? JsonValue.Obj ?: return null
        fun tier(key: String) = (fields[key] as? JsonValue.Obj)?.let { OddsBoostTier(long(it["minSelections"]).toInt(), long(it["percent"]).toInt()) }
        return OddsBoostStairs(tier("current"), tier("next"))
    }

    private fun string(value: JsonValue?): String = (value as? JsonValue.Str)?.value ?: throw IllegalArgumentException("not a string: $value")
    private fun bool(value: JsonValue?): Boolean = (value as? JsonValue.Bool)?.value ?: throw IllegalArgumentException("not true or false: $value")
    private fun long(value: JsonValue?): Long = (value as? JsonValue.Number)?.toLongOrNull() ?: throw IllegalArgumentException("not a whole number: $value")
    private fun double(value: JsonValue?): Double = (value as? JsonValue.Number)?.toDoubleOrNull() ?: throw IllegalArgumentException("not a number: $value")
}

fun main() {
    ScenarioHost(BufferedReader(InputStreamReader(System.`in`, Charsets.UTF_8)), PrintStream(System.out, false, "UTF-8")).run()
}
