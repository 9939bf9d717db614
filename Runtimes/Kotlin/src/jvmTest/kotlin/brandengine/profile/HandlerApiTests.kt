package brandengine.profile

import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarEffect
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarRoute
import brandengine.runtime.AppBarProfile
import brandengine.runtime.AppBarReducer
import brandengine.runtime.AppBarSetupException
import brandengine.runtime.HandlerStep
import brandengine.runtime.LockerAction
import brandengine.runtime.OnLockerOrToolboxHandler
import brandengine.runtime.StandardHandlers
import brandengine.runtime.ToolSlotBar
import brandengine.runtime.ToolSlotKind
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import brandengine.testing.checkThrows
import java.io.File

/** An app's own handler (docs/exports.md's wallet): one class, one registration, its state and actions typed. */
object HandlerApiTests : TestSuite {
    data class WalletState(val points: Long = 0)

    sealed class WalletAction {
        data class Earned(val points: Long) : WalletAction()
    }

    class WalletHandler(override val id: String) : OnLockerOrToolboxHandler<WalletState, WalletAction> {
        override val kind = ToolSlotKind.Toolbox
        override val initialState = WalletState()
        override fun tap(state: WalletState, bar: ToolSlotBar) =
            HandlerStep(state, listOf(AppBarEffect.Navigate(AppBarRoute.toolSlot(id, "wallet", mapOf("points" to state.points.toString())))))
        override fun reduce(state: WalletState, action: WalletAction, bar: ToolSlotBar) = when (action) {
            is WalletAction.Earned -> HandlerStep(state.copy(points = state.points + action.points))
        }
    }

    private val fixtures = File(System.getenv("BRANDENGINE_KOTLIN_FIXTURES") ?: "src/jvmTest/resources/fixtures")

    /** A fixture brand's bar with its tool slot handed to `acme.wallet`, of [kind]. */
    private fun reducer(kind: ToolSlotKind): AppBarReducer {
        val bar = brandengine.jvm.EnvelopeFolder(fixtures).loadAll().values.first { it.appBar.toolSlot.kind != ToolSlotKind.None }.appBar
        val profile = AppBarProfile(
            bar.brand, bar.locales, bar.signedOut, bar.signedIn, bar.minimumRightItems, bar.potIcon,
            bar.toolSlot.copy(kind = kind, handler = "acme.wallet"), bar.pendingBetsLabels, bar.balanceFormatters, bar.destinations, bar.flags, bar.typography, bar.palettes, bar.animations
        )
        return AppBarReducer(profile, StandardHandlers.registry().register("acme.wallet") { WalletHandler(it.handler) })
    }

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "an app's handler keeps its own typed state, takes its own actions and ignores another's" to {
            val reducer = reducer(ToolSlotKind.Toolbox)
            var state = reducer.reduce(reducer.initialState, AppBarAction.SignedIn(10.0)).state
            state = reducer.reduce(state, AppBarAction.ToolSlot(WalletAction.Earned(40))).state
            checkEqual(WalletState(40), state.toolSlot, "the wallet's own state")
            val tap = reducer.reduce(state, AppBarAction.ItemTapped(AppBarItem.ToolSlot))
            check(tap.effects.contains(AppBarEffect.Navigate(AppBarRoute.toolSlot("acme.wallet", "wallet", mapOf("points" to "40"))))) { "${tap.effects}" }
            val other = reducer.reduce(state, AppBarAction.ToolSlot(LockerAction.VisibilityChanged(true)))
            checkEqual(state, other.state, "another handler's action changes nothing")
            check(other.effects.single() is AppBarEffect.Diagnostic) { "${other.effects}" }
        },
        "an id registered twice, or a handler of another kind, is refused naming it" to {
            checkThrows<AppBarSetupException>("twice") { StandardHandlers.registry().register("locker") { WalletHandler(it.handler) } }
            val e = checkThrows<AppBarSetupException>("kind") { reducer(ToolSlotKind.Locker) }
            check(e.message!!.contains("serves toolbox but the profile's tool slot is locker")) { e.message!! }
        }
    )
}
