package brandengine.profile

import brandengine.json.JsonValue
import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarStore
import brandengine.runtime.AuthenticationState
import brandengine.runtime.FlagContext
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import brandengine.testing.checkThrows
import java.io.File

/**
 * A pure-JVM program (no Compose, no Android) loads two brands' envelopes in one process and
 * drives both app bars. The envelopes come from BRANDENGINE_ENVELOPES (brandgen --platform
 * android's assets of every brand in one folder, as the Swift test passes) or else from the fixtures beside this test.
 */
object TwoBrandsTests : TestSuite {
    private val fixtures = File(System.getenv("BRANDENGINE_KOTLIN_FIXTURES") ?: "src/jvmTest/resources/fixtures")
    private val envelopes = File(System.getenv("BRANDENGINE_ENVELOPES") ?: fixtures.path)
    private fun brands(): List<BrandRuntime> = brandengine.jvm.EnvelopeFolder(envelopes).loadAll().values.toList()

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "every envelope loads, digest checked" to {
            val all = brands()
            check(all.size >= 2) { "need two brands in ${envelopes.path}, found ${all.size}" }
            for (brand in all) check(brand.envelope.digest.startsWith("sha256:")) { brand.id }
        },
        "two brands in one process drive their own app bars" to {
            val all = brands().take(2)
            val stores = all.map { AppBarStore(it.reducer()) }
            val seen = all.map { ArrayList<AuthenticationState>() }
            stores.forEachIndexed { i, s -> s.onChange { seen[i].add(it.authentication) } }
            stores[0].send(AppBarAction.SignedIn(1234.5))
            stores[1].send(AppBarAction.BetslipCountChanged(3, stores[1].state.betslipCountSource))
            checkEqual(AuthenticationState.SignedIn, stores[0].state.authentication, "first brand signed in")
            checkEqual(AuthenticationState.SignedOut, stores[1].state.authentication, "second brand untouched")
            checkEqual(all[0].id, stores[0].state.brand, "first brand")
            checkEqual(all[1].id, stores[1].state.brand, "second brand")
            checkEqual(3, stores[1].state.betslipCount, "second brand's count")
            checkEqual(0, stores[0].state.betslipCount, "first brand's count")
            checkEqual(all[0].appBar.signedIn.filter { it != AppBarItem.ToolSlot || all[0].appBar.toolSlot.kind.rawValue != "none" }, stores[0].state.items, "signed-in items from the envelope")
            check(stores[0].state.balance != null) { "a balance is shown" }
            checkEqual(listOf(AuthenticationState.SignedOut, AuthenticationState.SignedIn), seen[0], "first brand's observer: the current state, then the change")
            stores[1].send(AppBarAction.ItemTapped(AppBarItem.Search))
        },
        "a locale of the same language resolves to the brand's (fr-CM → fr)" to {
            for (brand in brands()) {
                val fr = brand.locales.firstOrNull { it.startsWith("fr") } ?: continue
                checkEqual(fr, brand.resolveLocale("fr-CM"), "${brand.id} fr-CM")
                checkEqual(fr, brand.reducer(locale = "fr-CM").locale, "${brand.id} reducer in fr-CM")
            }
            for (brand in brands()) checkEqual(brand.locales[0], brand.resolveLocale("xx-YY"), "unknown language")
        },
        "strings render from the envelope: placeholders, plural forms, the locale's numbers" to {
            for (brand in brands()) for (locale in brand.locales) {
                checkEqual(brand.reducer(locale = locale).initialState.pendingBetsLabel,
                    brand.strings.translate(locale, "appBar.pendingBets." + (brand.envelope.profile["appBar"] as JsonValue.Obj).let { (it["pendingBetsLabel"] as JsonValue.Str).value }),
                    "${brand.id} $locale pending-bets label")
                val one = brand.strings.translate(locale, "appBar.betslip", count = 1)
                val many = brand.strings.translate(locale, "appBar.betslip", count = 1234)
                check(one.contains("1") && !one.contains("{")) { "${brand.id} $locale: $one" }
                check(!many.contains("{") && many != one) { "${brand.id} $locale: $many" }
            }
        },
        "flags come from the envelope's rules in a context" to {
            for (brand in brands()) {
                val flags = brand.envelope.profile["flags"] as JsonValue.Obj
                for ((name, value) in flags.members) if (value is JsonValue.Bool) {
                    checkEqual(value.value, brand.flags.evaluate(name, FlagContext()).value, "${brand.id} $name")
                }
                checkEqual("FLAG_NOT_FOUND", brand.flags.evaluate("no-such-flag", FlagContext()).errorCode, "unknown flag")
            }
        },
        "a tampered, truncated or wrong-version envelope is refused with the Swift loader's message" to {
            val file = envelopes.listFiles { f -> f.name.endsWith(".json") && !f.name.endsWith(".locales.json") }!!.sorted().first()
            val id = file.name.removeSuffix(".json")
            val text = file.readText()
            val tampered = text.replaceFirst("\"locales\"", "\"locales\"").replaceFirst("\"name\": \"", "\"name\": \"X")
            check(tampered != text) { "the fixture has a name to tamper with" }
            val e = checkThrows<RuntimeProfileException>("tampered") { RuntimeProfile.load(tampered, id) }
            check(e.reason.startsWith("runtime profile digest does not match its content (computed sha256:")) { e.reason }
            checkEqual("regenerate it with brandgen", e.hint, "hint")
            val v = checkThrows<RuntimeProfileException>("version") { RuntimeProfile.load(text.replaceFirst("\"version\": 1", "\"version\": 2"), id) }
            checkEqual("runtime profile version 2 is not 1", v.reason, "version")
            val t = checkThrows<RuntimeProfileException>("truncated") { RuntimeProfile.load(text.substring(0, text.length / 2), id) }
            check(t.reason.startsWith("not JSON: ")) { t.reason }
            val f = checkThrows<RuntimeProfileException>("format") { RuntimeProfile.load("{\"format\":\"x\"}", id) }
            checkEqual("not a runtime profile: `format` is not \"brandengine.runtime-profile\"", f.reason, "format")
            checkThrows<RuntimeProfileException>("id") { RuntimeProfile.load(text, "Bad/../id") }
            checkThrows<RuntimeProfileException>("not UTF-8") { RuntimeProfile.load(byteArrayOf(0x7b, 0xff.toByte(), 0x7d), id) }
        }
    )
}
