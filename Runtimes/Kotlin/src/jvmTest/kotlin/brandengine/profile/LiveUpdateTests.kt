package brandengine.profile

import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarProfile
import brandengine.runtime.AppBarReducer
import brandengine.runtime.AppBarSetupException
import brandengine.runtime.AppBarStore
import brandengine.runtime.AuthenticationState
import brandengine.runtime.LockerState
import brandengine.runtime.ManualClock
import brandengine.runtime.StandardHandlers
import brandengine.runtime.ToolInfo
import brandengine.runtime.ToolSlotConfig
import brandengine.runtime.ToolSlotKind
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import brandengine.testing.checkThrows
import java.io.File

/** A delivered profile of the brand shown replaces the bar's profile and keeps the session, as the engine's store does. */
object LiveUpdateTests : TestSuite {
    private val fixtures = File(System.getenv("BRANDENGINE_KOTLIN_FIXTURES") ?: "src/jvmTest/resources/fixtures")
    private fun brands() = brandengine.jvm.EnvelopeFolder(fixtures).loadAll().values.toList()

    /** [brand]'s bar with its tool slot set up as [slot] says. */
    private fun reducer(brand: BrandRuntime, slot: (ToolSlotConfig) -> ToolSlotConfig): AppBarReducer {
        val bar = brand.appBar
        val profile = AppBarProfile(
            bar.brand, bar.locales, bar.signedOut, bar.signedIn, bar.minimumRightItems, bar.potIcon, slot(bar.toolSlot),
            bar.pendingBetsLabels, bar.balanceFormatters, bar.destinations, bar.flags, bar.typography, bar.palettes, bar.animations
        )
        return AppBarReducer(profile, StandardHandlers.registry())
    }

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "a delivered profile keeps the session, shows the new badge limit and starts a new handler's slot again" to {
            val brand = brands().first { it.appBar.toolSlot.handler == "ladbrokes.locker" }
            val clock = ManualClock()
            val store = AppBarStore(brand.reducer(), clock)
            val seen = ArrayList<String>()
            store.subscribe { seen.add(it.toolBadge?.text ?: "-") }
            store.send(AppBarAction.SignedIn(12.5))
            store.send(AppBarAction.BetslipCountChanged(3, store.state.betslipCountSource))
            store.send(AppBarAction.ToolInfoArrived(ToolInfo(150)))
            store.send(AppBarAction.UserTrayVisibilityChanged(true))
            store.send(AppBarAction.ItemTapped(brandengine.runtime.AppBarItem.ToolSlot))
            check(store.nextDueMillis() != null) { "the locker's opening waits for the tray" }
            checkEqual("99+", store.state.toolBadge?.text, "the shipped limit")

            store.deliver(reducer(brand) { it.copy(settings = it.settings + ("badgeLimit" to 9L)) })
            checkEqual(AuthenticationState.SignedIn, store.state.authentication, "still signed in")
            checkEqual("$12.50", store.state.balance, "the balance, formatted by the new profile")
            checkEqual(3, store.state.betslipCount, "the count")
            checkEqual("9+", store.state.toolBadge?.text, "the cached count under the new limit")
            checkEqual(LockerState(isOpen = false, openingScheduled = true), store.state.toolSlot, "the same handler keeps its state")
            check(store.nextDueMillis() != null) { "and what it scheduled" }
            checkEqual("9+", seen.last(), "observers hear the delivered state")

            store.deliver(reducer(brand) { it.copy(handler = "locker") })
            checkEqual(LockerState(), store.state.toolSlot, "a new handler starts the slot again")
            checkEqual(null, store.nextDueMillis(), "and drops what the old one scheduled")
            checkEqual(3, store.state.betslipCount, "the session stays")
        },
        "another brand's profile is refused and changes nothing" to {
            val all = brands()
            val first = all.first { it.appBar.toolSlot.kind != ToolSlotKind.None }
            val other = all.first { it.id != first.id }
            val store = AppBarStore(first.reducer())
            store.send(AppBarAction.SignedIn(5.0))
            val before = store.state
            checkThrows<AppBarSetupException>("another brand") { store.deliver(other.reducer()) }
            checkEqual(before, store.state, "unchanged")
            checkEqual(first.id, store.reducer.profile.brand, "the profile shown")
        }
    )
}
