package brandengine.profile

import brandengine.json.JsonValue
import brandengine.runtime.OddsBoostTier
import brandengine.runtime.SegmentAnimationPreset
import brandengine.runtime.SegmentAnimationTokens

/**
 * A brand's odds boost as the envelope writes it: the tiers of `betslip.oddsBoost` and the
 * segment presets of `theme.animation` (`segmentFill`, `segmentAdd`, `segmentRemove`, seconds).
 */
object OddsBoostDecoder {
    /** The highest `minSelections` of a tier (the engine's `OddsBoostTierProfile.maximumMinSelections`). */
    const val MAXIMUM_MIN_SELECTIONS = 1000

    /** The tiers, sorted; null when the brand has no odds boost. A tier the engine refuses fails the load. */
    fun tiers(profile: JsonValue.Obj): List<OddsBoostTier>? {
        val betslip = profile["betslip"] as? JsonValue.Obj ?: return null
        val boost = betslip["oddsBoost"] as? JsonValue.Obj ?: return null
        val written = (boost["tiers"] as? JsonValue.Arr)?.items ?: emptyList()
        val tiers = written.mapIndexed { index, value ->
            val where = "profile.betslip.oddsBoost.tiers[$index]"
            val fields = Fields(value, where)
            val min = fields.int("minSelections", 1, MAXIMUM_MIN_SELECTIONS)
            // Whole percents, rounded half up as the engine reads them.
            val percent = (fields.obj["percent"] as? JsonValue.Number)?.toDoubleOrNull()
                ?.takeIf { it.isFinite() && it < 1e9 }?.let { kotlin.math.floor(it + 0.5).toInt() }
                ?.takeIf { it > 0 }
                ?: throw RuntimeProfileException("$where.percent is not a positive number")
            OddsBoostTier(min, percent)
        }.sortedBy { it.minSelections }
        for (i in 1 until tiers.size) {
            if (tiers[i].minSelections == tiers[i - 1].minSelections) {
                throw RuntimeProfileException("profile.betslip.oddsBoost.tiers has two tiers from ${tiers[i].minSelections} selections")
            }
        }
        return tiers
    }

    /** The segment animation: the brand's presets over [SegmentAnimationTokens.standard]. */
    fun animation(profile: JsonValue.Obj): SegmentAnimationTokens {
        val theme = profile["theme"] as? JsonValue.Obj ?: return SegmentAnimationTokens.standard
        val animation = theme["animation"] as? JsonValue.Obj ?: return SegmentAnimationTokens.standard
        return SegmentAnimationTokens.of(preset(animation["segmentFill"]), preset(animation["segmentAdd"]), preset(animation["segmentRemove"]))
    }

    private fun preset(value: JsonValue?): SegmentAnimationPreset? {
        val obj = value as? JsonValue.Obj ?: return null
        fun number(key: String): Double? = (obj[key] as? JsonValue.Number)?.toDoubleOrNull()?.takeIf { it.isFinite() }
        val spring = obj["spring"] as? JsonValue.Obj
        fun springNumber(key: String): Double? = (spring?.get(key) as? JsonValue.Number)?.toDoubleOrNull()?.takeIf { it.isFinite() }
        return SegmentAnimationPreset(
            duration = number("duration"),
            delay = number("delay"),
            stagger = number("stagger"),
            scaleFrom = number("scaleFrom"),
            scaleTo = number("scaleTo"),
            springResponse = springNumber("response") ?: spring?.let { 0.0 },
            springDamping = springNumber("damping") ?: spring?.let { 0.0 },
            reduceMotionNone = (obj["reduceMotion"] as? JsonValue.Str)?.value == "none"
        )
    }
}
