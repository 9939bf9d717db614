// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// The odds-boost box as the engine's OddsBoost module computes it (docs/odds-boost.md): the
// display state table, the minimal segment diff and the animation plan, the tiers and presets
// read from a brand's envelope (profile/OddsBoostDecoder.kt). Kotlin standard library only.
package brandengine.runtime

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.round

/** One step of the ladder: from [minSelections] qualifying selections, a [percent] win boost (whole percent: 15 is 15%). */
data class OddsBoostTier(val minSelections: Int, val percent: Int)

/** Live tiers from the server: they win over the profile's when consistent with the selections. */
data class OddsBoostStairs(val current: OddsBoostTier?, val next: OddsBoostTier?) {
    /** Whether this push can describe a betslip with [selections] qualifying selections (an overtaken push cannot). */
    fun isConsistent(selections: Int): Boolean =
        (current == null || current.minSelections <= selections) && (next == null || selections < next.minSelections)
}

/** The progress bar: [total] segments, the first [filled] of them filled. */
data class ProgressSegments(val total: Int, val filled: Int) {
    fun isFilled(index: Int): Boolean = index < filled
}

/** Everything the odds-boost box shows, assembled and localized. */
data class OddsBoostDisplay(
    val isVisible: Boolean,
    val capsule: String?,
    val heading: String?,
    val callToAction: String?,
    val segments: ProgressSegments?,
    val currentTier: OddsBoostTier?,
    val nextTier: OddsBoostTier?
) {
    companion object {
        /** The box hidden: no selection, no tier, or a brand without odds boost. */
        val hidden: OddsBoostDisplay = OddsBoostDisplay(false, null, null, null, null, null, null)
    }
}

/** What happens to the progress bar or one of its segments; [op] is the engine's name. */
enum class SegmentOperationKind(val op: String) {
    ADD("add"), REMOVE("remove"), FILL("fill"), UNFILL("unfill"), SHOW_BAR("showBar"), HIDE_BAR("hideBar")
}

/** One untimed change: [index] is null for the bar's own; [isFilled] is the state an added segment starts in. */
data class SegmentChange(val kind: SegmentOperationKind, val index: Int? = null, val isFilled: Boolean? = null)

/** The fewest changes that turn one progress bar into another (docs/odds-boost.md, "Progress segments: minimal diff"). */
object SegmentDiff {
    /** In application order: showBar, removes (right to left), unfills, fills, adds (left to right), hideBar. */
    fun changes(old: ProgressSegments?, new: ProgressSegments?): List<SegmentChange> {
        val changes = ArrayList<SegmentChange>()
        if (new == null) {
            if (old != null) changes.add(SegmentChange(SegmentOperationKind.HIDE_BAR))
            return changes
        }
        val previous = old ?: ProgressSegments(0, 0)
        if (old == null) changes.add(SegmentChange(SegmentOperationKind.SHOW_BAR))
        val common = minOf(previous.total, new.total)
        // Surplus segments go first, from the right, so the indices of the rest stay valid.
        var index = previous.total - 1
        while (index >= new.total) changes.add(SegmentChange(SegmentOperationKind.REMOVE, index--))
        // Within the common prefix only the band between the two fill levels changes.
        if (new.filled < previous.filled) {
            index = minOf(previous.filled, common) - 1
            while (index >= new.filled) changes.add(SegmentChange(SegmentOperationKind.UNFILL, index--))
        } else if (new.filled > previous.filled) {
            index = previous.filled
            while (index < minOf(new.filled, common)) changes.add(SegmentChange(SegmentOperationKind.FILL, index++))
        }
        index = common
        while (index < new.total) {
            changes.add(SegmentChange(SegmentOperationKind.ADD, index, new.isFilled(index)))
            index++
        }
        return changes
    }
}

/** What a segment animation changes. */
sealed class SegmentAnimationEffect {
    /** Between the empty and filled segment colours. */
    object ColorTransition : SegmentAnimationEffect()
    /** Scale and opacity, e.g. 0.3 to 1 and 0 to 1 for a segment appearing. */
    data class ScaleFade(val fromScale: Double, val toScale: Double, val fromOpacity: Double, val toOpacity: Double) : SegmentAnimationEffect()
    /** A plain cross-fade, no motion (reduce motion). */
    object CrossFade : SegmentAnimationEffect()
}

/** The timing curve; [Spring] takes SwiftUI's response (seconds) and damping fraction (BrandTheme.kt's springs say how Compose reads them). */
sealed class AnimationCurve {
    object Linear : AnimationCurve()
    object EaseIn : AnimationCurve()
    object EaseOut : AnimationCurve()
    object EaseInOut : AnimationCurve()
    data class Spring(val response: Double, val dampingFraction: Double) : AnimationCurve()
}

/** How one kind of operation animates; seconds. */
data class SegmentAnimation(val effect: SegmentAnimationEffect, val curve: AnimationCurve, val delay: Double, val duration: Double)

/** A profile's `segmentFill`, `segmentAdd` or `segmentRemove` preset: null where it says nothing. */
class SegmentAnimationPreset(
    val duration: Double? = null,
    val delay: Double? = null,
    val stagger: Double? = null,
    val scaleFrom: Double? = null,
    val scaleTo: Double? = null,
    val springResponse: Double? = null,
    val springDamping: Double? = null,
    /** `reduceMotion: none`: with reduce motion on, operations are instant. */
    val reduceMotionNone: Boolean = false
)

/** The animations of the progress segments; [reducedMotion] replaces every one, without stagger, under reduce motion. */
data class SegmentAnimationTokens(
    val fill: SegmentAnimation,
    val unfill: SegmentAnimation,
    val add: SegmentAnimation,
    val remove: SegmentAnimation,
    val showBar: SegmentAnimation,
    val hideBar: SegmentAnimation,
    val stagger: Double,
    val reducedMotion: SegmentAnimation
) {
    companion object {
        private val appear = SegmentAnimation(SegmentAnimationEffect.ScaleFade(0.3, 1.0, 0.0, 1.0), AnimationCurve.Spring(0.4, 0.8), 0.1, 0.4)
        private val disappear = SegmentAnimation(SegmentAnimationEffect.ScaleFade(1.0, 0.3, 1.0, 0.0), AnimationCurve.EaseIn, 0.0, 0.2)
        private val colour = SegmentAnimation(SegmentAnimationEffect.ColorTransition, AnimationCurve.EaseInOut, 0.0, 0.3)

        /** The seed's figures: colour 0.3 s; add 0.3 to 1 over 0.4 s after 0.1 s; remove over 0.2 s; 0.05 s stagger; a 0.2 s cross-fade under reduce motion. */
        val standard: SegmentAnimationTokens = SegmentAnimationTokens(
            colour, colour, appear, disappear, appear.copy(delay = 0.0), disappear, 0.05,
            SegmentAnimation(SegmentAnimationEffect.CrossFade, AnimationCurve.EaseInOut, 0.0, 0.2)
        )

        /** The brand's presets over [standard]: what a preset leaves out keeps the standard value. */
        fun of(fill: SegmentAnimationPreset?, add: SegmentAnimationPreset?, remove: SegmentAnimationPreset?): SegmentAnimationTokens {
            var tokens = standard
            if (fill != null) {
                tokens = tokens.copy(
                    fill = tokens.fill.copy(duration = fill.duration ?: tokens.fill.duration),
                    unfill = tokens.unfill.copy(duration = fill.duration ?: tokens.unfill.duration),
                    stagger = fill.stagger ?: tokens.stagger,
                    reducedMotion = if (fill.reduceMotionNone) SegmentAnimation(SegmentAnimationEffect.CrossFade, AnimationCurve.Linear, 0.0, 0.0) else tokens.reducedMotion
                )
            }
            if (add != null) {
                val curve = if (add.springResponse != null && add.springDamping != null) AnimationCurve.Spring(add.springResponse, add.springDamping) else tokens.add.curve
                val animation = SegmentAnimation(
                    SegmentAnimationEffect.ScaleFade(add.scaleFrom ?: 0.3, 1.0, 0.0, 1.0), curve, add.delay ?: tokens.add.delay, add.duration ?: tokens.add.duration
                )
                tokens = tokens.copy(add = animation, showBar = animation.copy(delay = 0.0))
            }
            if (remove != null) {
                val animation = SegmentAnimation(
                    SegmentAnimationEffect.ScaleFade(1.0, remove.scaleTo ?: 0.3, 1.0, 0.0), tokens.remove.curve, remove.delay ?: 0.0, remove.duration ?: tokens.remove.duration
                )
                tokens = tokens.copy(remove = animation, hideBar = animation)
            }
            return tokens
        }
    }
}

/** An operation's identity: the plan's [generation] and its position in the plan. */
data class OperationId(val generation: Int, val ordinal: Int)

/** One timed change: it starts [delay] seconds after its plan is issued and lasts [duration] seconds. */
data class SegmentOperation(val id: OperationId, val change: SegmentChange, val delay: Double, val duration: Double, val animation: SegmentAnimation) {
    val kind: SegmentOperationKind get() = change.kind
    /** The segment concerned; null for the bar's own operations. */
    val index: Int? get() = change.index
    val end: Double get() = delay + duration
}

/**
 * The operations that move the bar to the next display, and the not-yet-started operations of
 * the previous plan ([cancels]), which a renderer jumps to their end state before scheduling these.
 */
data class AnimationPlan(val generation: Int, val issuedAtMillis: Long, val operations: List<SegmentOperation>, val cancels: List<OperationId>) {
    /** Seconds from issue until the last operation ends. */
    val totalDuration: Double
        get() {
            var total = 0.0
            for (operation in operations) if (operation.end > total) total = operation.end
            return total
        }

    companion object {
        val initial: AnimationPlan = AnimationPlan(0, 0L, emptyList(), emptyList())
    }
}

/**
 * Turns display changes into timed plans: the n-th operation of a kind waits n x stagger more, so
 * fills and adds wave left to right and unfills and removes right to left; under reduce motion every
 * operation is [SegmentAnimationTokens.reducedMotion], without stagger. A plan with operations
 * cancels those of the last such plan that have not started by its issue time.
 */
class AnimationPlanner(var tokens: SegmentAnimationTokens = SegmentAnimationTokens.standard, var reduceMotion: Boolean = false) {
    /** The latest plan issued. */
    var latest: AnimationPlan = AnimationPlan.initial
        private set
    private var pending: AnimationPlan = AnimationPlan.initial

    /** The plan from [previous] to [next] at model time [nowMillis]. */
    fun plan(previous: ProgressSegments?, next: ProgressSegments?, nowMillis: Long): AnimationPlan {
        val generation = latest.generation + 1
        val operations = ArrayList<SegmentOperation>()
        var adds = 0
        var removes = 0
        var fills = 0
        var unfills = 0
        for (change in SegmentDiff.changes(previous, next)) {
            val (animation, rank) = when (change.kind) {
                SegmentOperationKind.ADD -> Pair(tokens.add, adds++)
                SegmentOperationKind.REMOVE -> Pair(tokens.remove, removes++)
                SegmentOperationKind.FILL -> Pair(tokens.fill, fills++)
                SegmentOperationKind.UNFILL -> Pair(tokens.unfill, unfills++)
                SegmentOperationKind.SHOW_BAR -> Pair(tokens.showBar, 0)
                SegmentOperationKind.HIDE_BAR -> Pair(tokens.hideBar, 0)
            }
            val used = if (reduceMotion) tokens.reducedMotion else animation
            val delay = if (reduceMotion) used.delay else used.delay + rank.toDouble() * tokens.stagger
            operations.add(SegmentOperation(OperationId(generation, operations.size), change, delay, used.duration, used))
        }
        val cancels = ArrayList<OperationId>()
        if (operations.size > 0) {
            val elapsed = seconds(nowMillis - pending.issuedAtMillis)
            for (operation in pending.operations) if (operation.delay > elapsed) cancels.add(operation.id)
        }
        val plan = AnimationPlan(generation, nowMillis, operations, cancels)
        latest = plan
        if (operations.size > 0) pending = plan
        return plan
    }

    /** Milliseconds in seconds as the engine converts a `Duration`; a clock that went back counts as no time. */
    private fun seconds(millis: Long): Double {
        if (millis <= 0L) return 0.0
        return (millis / 1000L).toDouble() + ((millis % 1000L) * 1000000000000000L).toDouble() * 1e-18
    }
}

/** A brand's odds boost in one locale: its tiers, its texts (through [strings]) and its animation. */
class OddsBoostConfiguration(
    tiers: List<OddsBoostTier>,
    private val strings: BrandStrings,
    locale: String,
    val animation: SegmentAnimationTokens = SegmentAnimationTokens.standard
) {
    /** Sorted by [OddsBoostTier.minSelections]. */
    val tiers: List<OddsBoostTier> = tiers.sortedBy { it.minSelections }
    /** The brand locale the texts are in. */
    val locale: String = strings.resolveLocale(locale)

    /**
     * The display for [selections] qualifying selections: consistent live [stairs] win over the
     * profile's tiers; a push the betslip has overtaken is ignored.
     */
    fun display(selections: Int, stairs: OddsBoostStairs? = null): OddsBoostDisplay {
        if (stairs != null && stairs.isConsistent(selections)) return display(selections, stairs.current, stairs.next)
        var current: OddsBoostTier? = null
        var next: OddsBoostTier? = null
        for (tier in tiers) {
            if (tier.minSelections > selections) {
                next = tier
                break
            }
            current = tier
        }
        return display(selections, current, next)
    }

    private fun percent(tier: OddsBoostTier): Map<String, String> =
        mapOf("percent" to strings.formatPercent(locale, tier.percent))

    private fun display(selections: Int, current: OddsBoostTier?, next: OddsBoostTier?): OddsBoostDisplay {
        if (selections <= 0) return OddsBoostDisplay.hidden
        val capsule = if (current == null) null else strings.translate(locale, "oddsBoost.capsule", null, percent(current))
        if (next == null) {
            if (current == null) return OddsBoostDisplay.hidden
            return OddsBoostDisplay(true, capsule, strings.translate(locale, "oddsBoost.heading.max", null, percent(current)), null, null, current, null)
        }
        return OddsBoostDisplay(
            true,
            capsule,
            strings.translate(locale, "oddsBoost.heading.next", null, percent(next)),
            strings.translate(locale, "oddsBoost.callToAction", next.minSelections - selections, percent(next)),
            ProgressSegments(next.minSelections, selections),
            current,
            next
        )
    }
}

/**
 * The odds-boost box for one betslip: feed it selection counts and live stairs, read the display
 * and the plan for the last change. Time is the caller's: the variants without `atMillis` act once
 * the previous plan has finished, so nothing is cancelled. Hold it in a view model and expose
 * [display] through a `StateFlow`.
 */
class OddsBoostEngine(val configuration: OddsBoostConfiguration?, reduceMotion: Boolean = false) {
    var selections: Int = 0
        private set
    var stairs: OddsBoostStairs? = null
        private set
    var display: OddsBoostDisplay = OddsBoostDisplay.hidden
        private set
    var lastPlan: AnimationPlan = AnimationPlan.initial
        private set
    private val planner = AnimationPlanner(configuration?.animation ?: SegmentAnimationTokens.standard, reduceMotion)

    /** Whether plans use the reduced-motion animation. */
    val reduceMotion: Boolean get() = planner.reduceMotion

    /** Switches reduce motion; it applies from the next plan on. */
    fun setReduceMotion(isOn: Boolean) {
        planner.reduceMotion = isOn
    }

    fun select(selections: Int): Pair<OddsBoostDisplay, AnimationPlan> = select(selections, settledMillis())

    fun select(selections: Int, atMillis: Long): Pair<OddsBoostDisplay, AnimationPlan> {
        this.selections = if (selections > 0) selections else 0
        return update(atMillis)
    }

    /** Replaces the live stairs (null: the profile's tiers). */
    fun setStairs(stairs: OddsBoostStairs?): Pair<OddsBoostDisplay, AnimationPlan> = setStairs(stairs, settledMillis())

    fun setStairs(stairs: OddsBoostStairs?, atMillis: Long): Pair<OddsBoostDisplay, AnimationPlan> {
        this.stairs = stairs
        return update(atMillis)
    }

    /** One millisecond after the last plan ends (at most a day after it is issued). */
    private fun settledMillis(): Long {
        val total = lastPlan.totalDuration
        val bounded = if (total.isNaN() || total > 86400.0) 86400.0 else if (total < 0.0) 0.0 else total
        return lastPlan.issuedAtMillis + ceil(bounded * 1000.0).toLong() + 1L
    }

    private fun update(nowMillis: Long): Pair<OddsBoostDisplay, AnimationPlan> {
        val next = configuration?.display(selections, stairs) ?: OddsBoostDisplay.hidden
        val plan = planner.plan(display.segments, next.segments, nowMillis)
        display = next
        lastPlan = plan
        return Pair(next, plan)
    }
}
