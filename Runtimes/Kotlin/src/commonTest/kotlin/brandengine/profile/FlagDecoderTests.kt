package brandengine.profile

import brandengine.json.JsonReader
import brandengine.runtime.FlagContext
import brandengine.runtime.FlagRules
import brandengine.testing.TestSuite
import brandengine.testing.checkEqual

object FlagDecoderTests : TestSuite {
    private val rules = FlagRules(FlagDecoder.definitions(JsonReader.parse("""
        {"betslip-native": {"default": false, "rules": [
            {"when": {"user": {"staff": "true"}}, "value": true},
            {"when": {"platform": "ios", "appVersion": ">=7.4.0 <8"}, "rollout": {"percent": 25, "by": "userId", "salt": "s"}}]},
         "plain": true}
    """.trimIndent())))

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "percentages are read exactly in hundredths" to {
            checkEqual(2500, FlagDecoder.basisPoints("25"), "25")
            checkEqual(1250, FlagDecoder.basisPoints("12.5"), "12.5")
            checkEqual(1, FlagDecoder.basisPoints("0.01"), "0.01")
            checkEqual(null, FlagDecoder.basisPoints("0.001"), "finer")
            checkEqual(null, FlagDecoder.basisPoints("100.01"), "over")
            checkEqual(null, FlagDecoder.basisPoints("-1"), "negative")
        },
        "rules decide in order, then the rollout, then the default" to {
            checkEqual("targeting-match", rules.evaluate("betslip-native", FlagContext(attributes = mapOf("staff" to "true"))).reason, "staff")
            checkEqual("default", rules.evaluate("betslip-native", FlagContext(platform = "ios", appVersion = "8.0")).reason, "out of range")
            val split = rules.evaluate("betslip-native", FlagContext(userId = "user-1", platform = "ios", appVersion = "7.4"))
            checkEqual("split", split.reason, "in range")
            checkEqual(rules.bucket("s", "user-1") < 2500, split.value, "bucketed")
            checkEqual(true, rules.evaluate("plain", FlagContext()).value, "plain")
        },
        "the documented bucketing" to {
            var inside = 0
            for (i in 0 until 100000) if (rules.bucket("betslip-2026-11", "user-$i") < 2500) inside += 1
            checkEqual(25134, inside, "users of 100,000 in a 25% split (docs/profile-format.md)")
        }
    )
}
