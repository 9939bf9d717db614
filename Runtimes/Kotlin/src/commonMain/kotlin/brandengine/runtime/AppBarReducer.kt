// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// The app bar's reducer: a brand's profile (read from its envelope by BrandRuntime) and the pure step.
package brandengine.runtime

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.round

/** Where the flag-dependent items lead: the profile's flags evaluated in the app's [FlagContext]. */
data class AppBarDestinations(val login: AppBarRoute, val betslip: AppBarRoute, val pendingBets: AppBarRoute, val betslipCountSource: BetslipCountSource) {
    /** Where tapping [item] leads; null for items that do not navigate (balance) or whose handler decides (tool slot). */
    fun route(item: AppBarItem): AppBarRoute? = when (item) {
        AppBarItem.Search -> AppBarRoute.search
        AppBarItem.Login -> login
        AppBarItem.Join -> AppBarRoute.join
        AppBarItem.BetslipCounter -> betslip
        AppBarItem.PendingBets -> pendingBets
        AppBarItem.UserTray -> AppBarRoute.userTray
        AppBarItem.Balance, AppBarItem.ToolSlot -> null
    }

    companion object {
        /** The flags that route the bar's items (the engine's `FeatureFlag`). */
        const val LOGIN_NATIVE = "login-native"
        const val BETSLIP_NATIVE = "betslip-native"
        const val PENDING_RESULTED_NATIVE = "pending-resulted-native"

        /** The flag that decides where [item] leads; null for items no flag routes. */
        fun flag(item: AppBarItem): String? = when (item) {
            AppBarItem.Login -> LOGIN_NATIVE
            AppBarItem.BetslipCounter -> BETSLIP_NATIVE
            AppBarItem.PendingBets -> PENDING_RESULTED_NATIVE
            else -> null
        }

        /** The routes in [context] by [flags]. */
        fun of(flags: FlagRules, context: FlagContext): AppBarDestinations =
            of(flags.evaluate(LOGIN_NATIVE, context).value, flags.evaluate(BETSLIP_NATIVE, context).value, flags.evaluate(PENDING_RESULTED_NATIVE, context).value)

        fun of(loginNative: Boolean, betslipNative: Boolean, pendingResultedNative: Boolean): AppBarDestinations = AppBarDestinations(
            if (loginNative) AppBarRoute.nativeLogin else AppBarRoute.rnLogin,
            if (betslipNative) AppBarRoute.nativeBetslip else AppBarRoute.rnBetslip,
            if (pendingResultedNative) AppBarRoute.pendingResultedBets else AppBarRoute.accountTransactionsPending,
            if (betslipNative) BetslipCountSource.NativeStore else BetslipCountSource.ReactNativeSharedState
        )
    }
}

/** A brand's app bar as data: what `BrandRuntime` reads from the envelope and the reducer reads. */
class AppBarProfile(
    val brand: String,
    /** The profile's locales, the default first. */
    val locales: List<String>,
    val signedOut: List<AppBarItem>,
    val signedIn: List<AppBarItem>,
    val minimumRightItems: Int,
    val potIcon: String?,
    val toolSlot: ToolSlotConfig,
    /** The pending-bets label in each locale (`My Bets`, `Our Bets`). */
    val pendingBetsLabels: Map<String, String>,
    /** The balance formatter of each locale. */
    val balanceFormatters: Map<String, BalanceFormatter>,
    /** The flags' routes in a context (the brand's `FlagRules`). */
    val destinations: (FlagContext) -> AppBarDestinations,
    /** The brand's flags, for the exposures the bar logs (`flag_exposure`). */
    val flags: FlagRules = FlagRules(emptyMap()),
    /** The brand's text styles by name (`theme.typography`): the same in every appearance. */
    val typography: Map<String, TextStyle> = emptyMap(),
    /** The brand's colours shown in each appearance (the profile's texts), which the bar's colours are drawn from. */
    val palettes: Map<Appearance, Map<String, String>> = emptyMap(),
    /** The theme's animation presets by name (`counterRoll`, `lockerToggle`, `buttonPress`): what [AppBarAnimationPlan] plays. */
    val animations: Map<String, MotionPreset> = emptyMap()
)

/** The app bar's pure core for one brand: `reduce(state, action) -> AppBarStep(state, effects)`. */
class AppBarReducer(
    val profile: AppBarProfile,
    registry: HandlerRegistry,
    locale: String? = null,
    appearance: Appearance = Appearance.values()[0],
    flagContext: FlagContext = FlagContext()
) {
    val handler: ErasedHandler<*, *> = registry.handler(profile.toolSlot)
    val locale: String = locale ?: profile.locales[0]
    val observesToolBalance: Boolean = profile.toolSlot.observesBalance && profile.toolSlot.kind != ToolSlotKind.None
    val balanceFormatter: BalanceFormatter = profile.balanceFormatters[this.locale]
        ?: throw AppBarSetupException("locale " + this.locale + " is not one of the profile's: " + profile.locales.joinToString(", "))
    private val hidesToolSlot = profile.toolSlot.kind == ToolSlotKind.None
    val signedOutItems: List<AppBarItem> = profile.signedOut.filter { !(hidesToolSlot && it == AppBarItem.ToolSlot) }
    val signedInItems: List<AppBarItem> = profile.signedIn.filter { !(hidesToolSlot && it == AppBarItem.ToolSlot) }
    val signedOutLayout: AppBarLayout = AppBarLayout.of(profile.signedOut, signedOutItems, profile.minimumRightItems)
    val signedInLayout: AppBarLayout = AppBarLayout.of(profile.signedIn, signedInItems, profile.minimumRightItems)

    /** The state a session starts in: signed out, nothing open, nothing counted. */
    val initialState: AppBarState = AppBarState(
        brand = profile.brand, authentication = AuthenticationState.SignedOut, items = signedOutItems, layout = signedOutLayout,
        balance = null, balanceAmount = null, betslipCount = 0, betslipCountSource = profile.destinations(flagContext).betslipCountSource,
        toolBadge = null, userTrayVisible = false, toolSlot = handler.initialState,
        pendingBetsLabel = profile.pendingBetsLabels[this.locale] ?: throw AppBarSetupException("no pending-bets label in " + this.locale),
        potIcon = profile.potIcon, toolSlotKind = profile.toolSlot.kind, appearance = appearance, reduceMotion = false, flagContext = flagContext
    )

    /** Whether this reducer's handler is another than [previous]'s: the tool slot starts again. */
    fun replacesToolSlot(previous: AppBarReducer): Boolean =
        handler.id != previous.handler.id || handler.handler.kind != previous.handler.handler.kind

    /**
     * [state] of [previous]'s bar carried over to this reducer's profile, as the engine's
     * `carrying(_:from:)`: the session stays (signed in, the balance, the flag context, the
     * count of the betslip it still counts, the tray, appearance and reduce motion), the
     * profile's parts are new, and a new handler starts the tool slot again.
     */
    fun carrying(state: AppBarState, previous: AppBarReducer): AppBarState {
        if (state.brand != profile.brand) throw AppBarSetupException("a profile of " + profile.brand + " cannot replace the bar of " + state.brand)
        val signedIn = state.authentication == AuthenticationState.SignedIn
        val amount = state.balanceAmount
        val source = profile.destinations(state.flagContext).betslipCountSource
        val keepsToolSlot = !replacesToolSlot(previous)
        val badge = state.toolBadge
        return initialState.copy(
            authentication = state.authentication,
            items = if (signedIn) signedInItems else signedOutItems,
            layout = if (signedIn) signedInLayout else signedOutLayout,
            balanceAmount = if (signedIn) amount else null,
            balance = if (signedIn && amount != null) balanceFormatter.format(amount) else null,
            flagContext = state.flagContext,
            betslipCountSource = source,
            betslipCount = if (source == state.betslipCountSource) state.betslipCount else 0,
            userTrayVisible = state.userTrayVisible,
            appearance = state.appearance,
            reduceMotion = state.reduceMotion,
            toolSlot = if (keepsToolSlot) state.toolSlot else initialState.toolSlot,
            toolBadge = if (keepsToolSlot && observesToolBalance && badge != null) handler.badge(ToolInfo(badge.count)) else null
        )
    }

    /** One step as a pure function: the state after [action] and the effects to perform, in order. */
    fun reduce(state: AppBarState, action: AppBarAction): AppBarStep = when (action) {
        is AppBarAction.SignedIn -> AppBarStep(
            withBalance(state.copy(authentication = AuthenticationState.SignedIn, items = signedInItems, layout = signedInLayout), action.balance),
            emptyList()
        )
        is AppBarAction.SignedOut -> handler.signedOut(
            state.copy(authentication = AuthenticationState.SignedOut, items = signedOutItems, layout = signedOutLayout, balance = null, balanceAmount = null)
        )
        is AppBarAction.BalanceChanged -> AppBarStep(if (state.authentication == AuthenticationState.SignedIn) withBalance(state, action.balance) else state, emptyList())
        is AppBarAction.ToolInfoArrived -> if (observesToolBalance) {
            AppBarStep(state.copy(toolBadge = handler.badge(action.info)), emptyList())
        } else {
            val reason = if (state.toolSlotKind == ToolSlotKind.None) "the brand has no tool slot" else "the profile does not observe the tool balance"
            AppBarStep(state, listOf(diagnostic(state, "tool info ignored: " + reason + "; no badge is shown")))
        }
        is AppBarAction.ToolInfoEnded -> {
            val error = action.end.error
            val message = if (error == null) "tool-info stream finished; the badge is hidden" else "tool-info stream failed (" + error + "); the badge is hidden"
            AppBarStep(state.copy(toolBadge = null), listOf(diagnostic(state, message)))
        }
        is AppBarAction.BetslipCountChanged -> AppBarStep(
            if (action.source == state.betslipCountSource) state.copy(betslipCount = maxOf(action.count, 0)) else state,
            emptyList()
        )
        is AppBarAction.ItemTapped -> tap(action.item, state)
        is AppBarAction.UserTrayVisibilityChanged -> AppBarStep(state.copy(userTrayVisible = action.visible), emptyList())
        is AppBarAction.ToolSlot -> handler.reduce(action.action, state)
            ?: AppBarStep(state, listOf(diagnostic(state, "action " + action.action + " is not one of this handler's; ignored")))
        is AppBarAction.ReduceMotionChanged -> AppBarStep(state.copy(reduceMotion = action.on), emptyList())
        is AppBarAction.AppearanceChanged -> AppBarStep(state.copy(appearance = action.appearance), emptyList())
        is AppBarAction.FlagContextChanged -> {
            val source = profile.destinations(action.context).betslipCountSource
            // The other source's count describes the other betslip: start from 0 until the new source reports.
            val next = if (source != state.betslipCountSource) state.copy(flagContext = action.context, betslipCountSource = source, betslipCount = 0) else state.copy(flagContext = action.context)
            // The counter shows the count of the source `betslip-native` chose: a use of it.
            if (AppBarItem.BetslipCounter !in next.items) AppBarStep(next, emptyList())
            else exposure(AppBarDestinations.BETSLIP_NATIVE, AppBarItem.BetslipCounter, next)?.let { (logged, effect) -> AppBarStep(logged, listOf(effect)) } ?: AppBarStep(next, emptyList())
        }
        is AppBarAction.RequestVisibility -> AppBarStep(
            if (action.panel == AppBarPanel.UserTray) state.copy(userTrayVisible = action.visible) else state,
            listOf(AppBarEffect.SetVisibility(action.panel, action.visible))
        )
    }

    /** The contract colour [token] in [state]'s appearance: the brand's, the handler's drawn from the brand's palette, or the contract's fallback (`#RRGGBB`). */
    fun color(state: AppBarState, token: String): String? = ColorContract.color(token, profile.palettes[state.appearance] ?: emptyMap(), handler.colors)

    /** The contract text style [token] (`balance`, `badge`, `label`): the brand's, or the contract's fallback. */
    fun textStyle(token: String): TextStyle = TypographyContract.resolved(token) { profile.typography[it] }

    /** The colour [name] in [state]'s appearance as the brand sets it, without the contract's fallback: what brandsim traces. */
    fun brandColor(state: AppBarState, name: String): String? = ColorContract.brandColor(name, profile.palettes[state.appearance] ?: emptyMap(), handler.colors)

    /**
     * The `flag_exposure` event of [flag], used for [item], when a split decided it in the state's context and the
     * flag and value were not logged this session (docs/app-bar-engine.md, "Exposures"), with the state that
     * remembers it; null otherwise.
     */
    private fun exposure(flag: String, item: AppBarItem, state: AppBarState): Pair<AppBarState, AppBarEffect>? {
        val evaluation = profile.flags.evaluate(flag, state.flagContext)
        val index = evaluation.ruleIndex
        if (evaluation.reason != "split" || index == null) return null
        val rollout = profile.flags.definitions[flag]?.rules?.getOrNull(index)?.rollout ?: return null
        val exposure = FlagExposure(flag, evaluation.value, evaluation.reason, index, rollout.by)
        if (exposure.onceKey in state.loggedExposures) return null
        val event = AnalyticsEvent(item, state.brand, state.authentication, name = AnalyticsEvent.EXPOSURE_NAME, exposure = exposure)
        return Pair(state.copy(loggedExposures = state.loggedExposures + exposure.onceKey), AppBarEffect.Analytics(event))
    }

    private fun diagnostic(state: AppBarState, message: String): AppBarEffect = AppBarEffect.Diagnostic(AppBarDiagnostic(state.brand, handler.id, message))

    private fun withBalance(state: AppBarState, amount: Double): AppBarState {
        if (state.balanceAmount == amount && state.balance != null) return state
        return state.copy(balanceAmount = amount, balance = balanceFormatter.format(amount))
    }

    /** Every tap on a visible item logs `app_bar_tap` first, then does what the item does; taps on hidden items are stale and ignored. */
    private fun tap(item: AppBarItem, state: AppBarState): AppBarStep {
        if (item !in state.items) return AppBarStep(state, emptyList())
        val event = AnalyticsEvent(item, state.brand, state.authentication)
        if (item == AppBarItem.UserTray) {
            val open = !state.userTrayVisible
            val next = state.copy(userTrayVisible = open)
            if (!open) return AppBarStep(next, listOf(AppBarEffect.Analytics(event), AppBarEffect.SetVisibility(AppBarPanel.UserTray, false)))
            return AppBarStep(next, listOf(
                AppBarEffect.Analytics(event.copy(route = AppBarRoute.userTray)), AppBarEffect.Navigate(AppBarRoute.userTray), AppBarEffect.SetVisibility(AppBarPanel.UserTray, true)
            ))
        }
        if (item != AppBarItem.ToolSlot) {
            val route = profile.destinations(state.flagContext).route(item) ?: return AppBarStep(state, listOf(AppBarEffect.Analytics(event)))
            val flag = AppBarDestinations.flag(item)
            val exposed = if (flag == null) null else exposure(flag, item, state)
            if (exposed != null) {
                return AppBarStep(exposed.first, listOf(AppBarEffect.Analytics(event.copy(route = route)), exposed.second, AppBarEffect.Navigate(route)))
            }
            return AppBarStep(state, listOf(AppBarEffect.Analytics(event.copy(route = route)), AppBarEffect.Navigate(route)))
        }
        val step = handler.tap(state)
        val route = step.effects.filterIsInstance<AppBarEffect.Navigate>().firstOrNull()?.route
        return AppBarStep(step.state, listOf(AppBarEffect.Analytics(event.copy(route = route, toolSlotHandler = handler.id))) + step.effects)
    }
}
