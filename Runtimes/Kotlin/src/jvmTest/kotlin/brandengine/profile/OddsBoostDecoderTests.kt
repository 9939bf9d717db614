package brandengine.profile

import brandengine.json.JsonReader
import brandengine.json.JsonValue
import brandengine.runtime.AnimationCurve
import brandengine.runtime.OddsBoostTier
import brandengine.runtime.SegmentAnimationEffect
import brandengine.runtime.SegmentAnimationTokens
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import brandengine.testing.checkThrows
import java.io.File

/** A brand's odds boost read from its envelope: the tiers, the segment presets, and the box they make. */
object OddsBoostDecoderTests : TestSuite {
    private val fixtures = File(System.getenv("BRANDENGINE_KOTLIN_FIXTURES") ?: "src/jvmTest/resources/fixtures")
    private fun profile(json: String): JsonValue.Obj = JsonReader.parse(json) as JsonValue.Obj

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "tiers are sorted and rounded half up; a profile without odds boost has none" to {
            val tiers = OddsBoostDecoder.tiers(profile("""{"betslip":{"oddsBoost":{"tiers":[{"minSelections":4,"percent":20},{"minSelections":2,"percent":12.5}]}}}"""))
            checkEqual(listOf(OddsBoostTier(2, 13), OddsBoostTier(4, 20)), tiers, "tiers")
            checkEqual(null, OddsBoostDecoder.tiers(profile("""{"betslip":{}}""")), "no odds boost")
        },
        "a tier the engine refuses fails the load, naming it" to {
            for ((json, reason) in listOf(
                """[{"minSelections":0,"percent":10}]""" to "profile.betslip.oddsBoost.tiers[0].minSelections is 0, not within 1...1000",
                """[{"minSelections":2,"percent":0.2}]""" to "profile.betslip.oddsBoost.tiers[0].percent is not a positive number",
                """[{"minSelections":2,"percent":"10"}]""" to "profile.betslip.oddsBoost.tiers[0].percent is not a positive number",
                """[{"minSelections":2,"percent":10},{"minSelections":2,"percent":15}]""" to "profile.betslip.oddsBoost.tiers has two tiers from 2 selections"
            )) {
                val e = checkThrows<RuntimeProfileException>(json) { OddsBoostDecoder.tiers(profile("""{"betslip":{"oddsBoost":{"tiers":$json}}}""")) }
                checkEqual(reason, e.reason, json)
            }
        },
        "the segment presets apply over the standard figures" to {
            checkEqual(SegmentAnimationTokens.standard, OddsBoostDecoder.animation(profile("{}")), "no theme")
            val tokens = OddsBoostDecoder.animation(profile("""{"theme":{"animation":{
                "segmentFill":{"duration":0.5,"stagger":0.1,"reduceMotion":"none"},
                "segmentAdd":{"delay":0.2,"duration":0.6,"scaleFrom":0.5,"spring":{"response":0.3,"damping":0.7}},
                "segmentRemove":{"duration":0.25,"scaleTo":0.1}}}}"""))
            checkEqual(0.5, tokens.fill.duration, "fill")
            checkEqual(0.1, tokens.stagger, "stagger")
            checkEqual(0.0, tokens.reducedMotion.duration, "reduce motion none")
            checkEqual(AnimationCurve.Spring(0.3, 0.7), tokens.add.curve, "add curve")
            checkEqual(SegmentAnimationEffect.ScaleFade(0.5, 1.0, 0.0, 1.0), tokens.add.effect, "add effect")
            checkEqual(0.0, tokens.showBar.delay, "the bar shows at once")
            checkEqual(SegmentAnimationEffect.ScaleFade(1.0, 0.1, 1.0, 0.0), tokens.remove.effect, "remove effect")
        },
        "a brand's box reads its envelope: shown from the first tier, hidden without odds boost" to {
            val brands = brandengine.jvm.EnvelopeFolder(fixtures).loadAll().values
            val boosted = brands.first { it.oddsBoostTiers != null }
            val first = boosted.oddsBoostTiers!!.first()
            val (display, plan) = boosted.oddsBoost(boosted.locales.last()).select(first.minSelections)
            check(display.isVisible && display.currentTier == first) { "$display" }
            check(plan.operations.isNotEmpty()) { "a plan animates the change" }
            for (brand in brands.filter { it.oddsBoostTiers == null }) {
                check(!brand.oddsBoost().select(5).first.isVisible) { "${brand.id} has no odds boost" }
            }
        }
    )
}
