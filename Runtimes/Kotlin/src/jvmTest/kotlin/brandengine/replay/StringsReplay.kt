// Replays the engine's strings, numbers and odds-boost cases on the runtime for the engine's
// differential test (Tests/BrandGenTests/AndroidDifferentialTests.swift), one result line a case
// (an odds-boost run gives one line a step: the display and the timed plan).
//
//   kotlin -classpath … brandengine.replay.StringsReplayKt CASES RESULTS [stagger]
//
// CASES: one case a line, tab-separated, texts in hex; each brand is the envelope <id>.json in the
// working folder, with the locale data of every *.locales.json there:
//   text      BRAND LOCALE KEY COUNT|- NAME=VALUE,…
//   category  BRAND LOCALE COUNT
//   number    BRAND LOCALE VALUE
//   boost     BRAND LOCALE REDUCE-MOTION(1/0) TIMED(1/0) STAIRS(-|CURRENT|NEXT) SELECTIONS
// `stagger` breaks the odds boost deliberately (its segments animate without stagger).
package brandengine.replay

import brandengine.profile.BrandRuntime
import brandengine.runtime.AnimationCurve
import brandengine.runtime.AnimationPlan
import brandengine.runtime.OddsBoostConfiguration
import brandengine.runtime.OddsBoostDisplay
import brandengine.runtime.OddsBoostEngine
import brandengine.runtime.OddsBoostStairs
import brandengine.runtime.OddsBoostTier
import brandengine.runtime.SegmentAnimationEffect
import java.io.File

private fun text(value: String?): String = if (value == null) "-" else Replay.hex(value)
private fun tier(value: OddsBoostTier?): String = if (value == null) "-" else "${value.minSelections}:${value.percent}"

private fun parseTier(text: String): OddsBoostTier? {
    if (text == "-") return null
    val parts = text.split(':')
    return OddsBoostTier(parts[0].toInt(), parts[1].toInt())
}

private fun line(display: OddsBoostDisplay, plan: AnimationPlan): String {
    val segments = display.segments
    val fields = mutableListOf(
        "boost", if (display.isVisible) "1" else "0", text(display.capsule), text(display.heading), text(display.callToAction),
        if (segments == null) "-" else "${segments.total}/${segments.filled}",
        tier(display.currentTier), tier(display.nextTier), plan.generation.toString()
    )
    fields.add(plan.operations.joinToString(";") { operation ->
        val effect = when (val e = operation.animation.effect) {
            is SegmentAnimationEffect.ColorTransition -> "colour"
            is SegmentAnimationEffect.CrossFade -> "crossFade"
            is SegmentAnimationEffect.ScaleFade -> "scale:" + listOf(e.fromScale, e.toScale, e.fromOpacity, e.toOpacity).joinToString(":") { Replay.bits(it) }
        }
        val curve = when (val c = operation.animation.curve) {
            is AnimationCurve.Linear -> "linear"
            is AnimationCurve.EaseIn -> "easeIn"
            is AnimationCurve.EaseOut -> "easeOut"
            is AnimationCurve.EaseInOut -> "easeInOut"
            is AnimationCurve.Spring -> "spring:" + Replay.bits(c.response) + ":" + Replay.bits(c.dampingFraction)
        }
        val filled = when (operation.change.isFilled) { null -> "-"; true -> "1"; false -> "0" }
        listOf(operation.kind.op, operation.index?.toString() ?: "-", filled, Replay.bits(operation.delay), Replay.bits(operation.duration), effect, curve,
            "${operation.id.generation}.${operation.id.ordinal}").joinToString(",")
    })
    fields.add(plan.cancels.joinToString(";") { "${it.generation}.${it.ordinal}" })
    return fields.joinToString(" ")
}

private fun oddsBoost(brand: BrandRuntime, locale: String, reduceMotion: Boolean, breakStagger: Boolean): OddsBoostEngine {
    if (!breakStagger) return brand.oddsBoost(locale, reduceMotion)
    val tiers = brand.oddsBoostTiers
    val configuration = tiers?.let { OddsBoostConfiguration(it, brand.strings, brand.resolveLocale(locale), brand.segmentAnimation.copy(stagger = 0.0)) }
    return OddsBoostEngine(configuration, reduceMotion)
}

/** The model time of selection [step]: steps 50, 100, 150 and 60 ms apart, in turn. */
private fun time(step: Int): Long = (0..step).fold(0L) { total, index -> total + longArrayOf(50L, 100L, 150L, 60L)[index % 4] }

fun main(args: Array<String>) {
    val cases = args.getOrNull(0) ?: error("usage: StringsReplay CASES RESULTS [stagger]")
    val results = args.getOrNull(1) ?: error("usage: StringsReplay CASES RESULTS [stagger]")
    val breakStagger = args.getOrNull(2) == "stagger"
    val folder = File(".")
    val locales = Replay.localeData(folder)
    val brands = HashMap<String, BrandRuntime>()
    fun brand(hexId: String): BrandRuntime {
        val id = Replay.unhex(hexId)
        return brands.getOrPut(id) { BrandRuntime.load(File(folder, "$id.json").readText(Charsets.UTF_8), id, locales) }
    }
    val out = StringBuilder()
    for (row in File(cases).readLines(Charsets.UTF_8)) {
        if (row.isEmpty()) continue
        val fields = row.split('\t')
        val locale by lazy { Replay.unhex(fields[2]) }
        when (fields[0]) {
            "category" -> out.append("category ").append(brand(fields[1]).strings.pluralCategory(locale, fields[3].toInt()).cldr).append('\n')
            "number" -> {
                val strings = brand(fields[1]).strings
                val value = fields[3].toInt()
                out.append("number ").append(Replay.hex(strings.formatNumber(locale, value))).append(' ').append(Replay.hex(strings.formatPercent(locale, value))).append('\n')
            }
            "text" -> {
                val arguments = HashMap<String, String>()
                if (fields[5].isNotEmpty()) for (pair in fields[5].split(',')) {
                    val (name, value) = pair.split('=')
                    arguments[Replay.unhex(name)] = Replay.unhex(value)
                }
                val count = if (fields[4] == "-") null else fields[4].toInt()
                out.append("text ").append(Replay.hex(brand(fields[1]).strings.translate(locale, Replay.unhex(fields[3]), count, arguments))).append('\n')
            }
            "boost" -> {
                val reduceMotion = fields[3] == "1"
                val timed = fields[4] == "1"
                val stairs = if (fields[5] == "-") null else fields[5].split('|').let { OddsBoostStairs(parseTier(it[0]), parseTier(it[1])) }
                val selections = fields[6].split(',').map { it.toInt() }
                val engine = oddsBoost(brand(fields[1]), locale, reduceMotion, breakStagger)
                val first = if (timed) engine.setStairs(stairs, 0L) else engine.setStairs(stairs)
                out.append(line(first.first, first.second)).append('\n')
                for ((step, count) in selections.withIndex()) {
                    if (timed && step == selections.size / 2) engine.setReduceMotion(!reduceMotion)
                    val result = if (timed) engine.select(count, time(step)) else engine.select(count)
                    out.append(line(result.first, result.second)).append('\n')
                }
            }
            else -> throw IllegalArgumentException("unknown case " + fields[0])
        }
    }
    Replay.write(results, out)
}
