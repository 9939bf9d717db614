// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// The app bar's tool-slot handlers: the handler API, the standard handlers and the registry.
package brandengine.runtime

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.round

/**
 * The code behind a tool slot, typed: what its badge shows, what a tap does, the state [S] and actions [A] it keeps
 * for itself. The built-ins ([LockerHandler], [ToolboxHandler], [NoToolSlotHandler]) implement it; an app implements
 * it for a handler of its own and registers it under the id its profiles name ([HandlerRegistry.register]), which
 * knows [S] and [A] from the handler's type: nothing in this API is `Any`. A handler with no actions of its own
 * takes [NoToolSlotAction].
 */
interface OnLockerOrToolboxHandler<S : Any, A : Any> {
    /** The id profiles use (`locker`, `ladbrokes.locker`). */
    val id: String
    /** The kind of slot it serves; a profile's `toolSlot.kind` must match. */
    val kind: ToolSlotKind
    val initialState: S

    /** The colours the slot draws with, each from a palette token (the standard slot's unless it says). */
    val colors: List<HandlerColor> get() = HandlerColor.standard

    /** The badge for one tool info; null shows none. */
    fun badge(info: ToolInfo): ToolBadge? = if (info.balance > 0) ToolBadge(info.balance) else null

    /** A tap on the slot; the reducer logs the analytics event itself. */
    fun tap(state: S, bar: ToolSlotBar): HandlerStep<S>

    /** One of the handler's own actions. */
    fun reduce(state: S, action: A, bar: ToolSlotBar): HandlerStep<S> = HandlerStep(state)

    /** The user signed out: drop what must not outlive the session. */
    fun signedOut(state: S): HandlerStep<S> = HandlerStep(state)
}

/** A locker's state: open, and whether an opening waits for the user tray to close. */
data class LockerState(val isOpen: Boolean = false, val openingScheduled: Boolean = false) : ToolSlotPanelState {
    override val isPanelOpen: Boolean get() = isOpen
}

/** A locker's own actions. */
sealed class LockerAction {
    /** The app's shared state says the locker opened or closed. */
    data class VisibilityChanged(val visible: Boolean) : LockerAction() {
        override fun toString(): String = "visibilityChanged(" + visible + ")"
    }

    /** Show or hide the locker: what the scheduled opening delivers after the tray's delay. */
    data class RequestVisibility(val visible: Boolean) : LockerAction() {
        override fun toString(): String = "requestVisibility(" + visible + ")"
    }
}

/**
 * The locker's tap: toggle it, but when it would open over the user tray, dismiss the tray first and open the locker
 * only after [userTrayDismissalMillis] (a [AppBarEffect.Schedule]), so the two panels never animate over each other.
 */
class LockerToggle(val userTrayDismissalMillis: Long?, val secondTapDuringDismissal: SecondTapDuringDismissal) {
    fun tap(locker: LockerState, bar: ToolSlotBar): HandlerStep<LockerState> {
        if (locker.openingScheduled) {
            return when (secondTapDuringDismissal) {
                SecondTapDuringDismissal.Cancel -> HandlerStep(locker.copy(openingScheduled = false), listOf(AppBarEffect.CancelScheduled(AppBarEffect.LOCKER_OPENING)))
                SecondTapDuringDismissal.Open -> HandlerStep(
                    LockerState(isOpen = true, openingScheduled = false),
                    listOf(AppBarEffect.CancelScheduled(AppBarEffect.LOCKER_OPENING), AppBarEffect.SetVisibility(AppBarPanel.Locker, true))
                )
            }
        }
        if (locker.isOpen || !bar.userTrayVisible) {
            val open = !locker.isOpen
            return HandlerStep(locker.copy(isOpen = open), listOf(AppBarEffect.SetVisibility(AppBarPanel.Locker, open)))
        }
        val closed = bar.copy(userTrayVisible = false)
        val delay = userTrayDismissalMillis
        if (delay == null || delay <= 0L) {
            return HandlerStep(
                locker.copy(isOpen = true),
                listOf(AppBarEffect.SetVisibility(AppBarPanel.UserTray, false), AppBarEffect.SetVisibility(AppBarPanel.Locker, true)),
                closed
            )
        }
        return HandlerStep(
            locker.copy(openingScheduled = true),
            listOf(AppBarEffect.SetVisibility(AppBarPanel.UserTray, false), AppBarEffect.Schedule(AppBarEffect.LOCKER_OPENING, delay, opening)),
            closed
        )
    }

    fun reduce(locker: LockerState, action: LockerAction): HandlerStep<LockerState> = when (action) {
        is LockerAction.VisibilityChanged -> HandlerStep(locker.copy(isOpen = action.visible))
        is LockerAction.RequestVisibility -> HandlerStep(
            LockerState(isOpen = action.visible, openingScheduled = false),
            listOf(AppBarEffect.SetVisibility(AppBarPanel.Locker, action.visible))
        )
    }

    /** Signing out drops a waiting opening. */
    fun signedOut(locker: LockerState): HandlerStep<LockerState> {
        if (!locker.openingScheduled) return HandlerStep(locker)
        return HandlerStep(locker.copy(openingScheduled = false), listOf(AppBarEffect.CancelScheduled(AppBarEffect.LOCKER_OPENING)))
    }

    companion object {
        /** What the opening delivers when the tray's delay is over. */
        val opening: AppBarAction = AppBarAction.ToolSlot(LockerAction.RequestVisibility(true))

        fun of(config: ToolSlotConfig): LockerToggle = LockerToggle(config.userTrayDismissalMillis, config.secondTapDuringDismissal)
    }
}

/** A locker (`locker`, `ladbrokes.locker`): the [LockerToggle], and a badge capped at [badgeLimit] (`99+`) when set. */
class LockerHandler(
    override val id: String,
    val toggle: LockerToggle,
    val badgeLimit: Int? = null,
    override val colors: List<HandlerColor> = HandlerColor.standard
) : OnLockerOrToolboxHandler<LockerState, LockerAction> {
    override val kind: ToolSlotKind get() = ToolSlotKind.Locker
    override val initialState: LockerState get() = LockerState()
    override fun badge(info: ToolInfo): ToolBadge? = if (info.balance > 0) ToolBadge(info.balance, badgeLimit) else null
    override fun tap(state: LockerState, bar: ToolSlotBar): HandlerStep<LockerState> = toggle.tap(state, bar)
    override fun reduce(state: LockerState, action: LockerAction, bar: ToolSlotBar): HandlerStep<LockerState> = toggle.reduce(state, action)
    override fun signedOut(state: LockerState): HandlerStep<LockerState> = toggle.signedOut(state)
}

/** A toolbox (`toolbox`, `neds.toolbox`): a tap navigates to the toolbox. */
class ToolboxHandler(override val id: String, override val colors: List<HandlerColor> = HandlerColor.standard) : OnLockerOrToolboxHandler<NoToolSlotState, NoToolSlotAction> {
    override val kind: ToolSlotKind get() = ToolSlotKind.Toolbox
    override val initialState: NoToolSlotState get() = NoToolSlotState
    override fun tap(state: NoToolSlotState, bar: ToolSlotBar): HandlerStep<NoToolSlotState> = HandlerStep(state, listOf(AppBarEffect.Navigate(AppBarRoute.toolbox)))
}

/** No tool slot (`none`, TabNZ's `= Unit`): no badge, taps do nothing. */
class NoToolSlotHandler(override val id: String) : OnLockerOrToolboxHandler<NoToolSlotState, NoToolSlotAction> {
    override val kind: ToolSlotKind get() = ToolSlotKind.None
    override val initialState: NoToolSlotState get() = NoToolSlotState
    override val colors: List<HandlerColor> get() = emptyList()
    override fun badge(info: ToolInfo): ToolBadge? = null
    override fun tap(state: NoToolSlotState, bar: ToolSlotBar): HandlerStep<NoToolSlotState> = HandlerStep(state)
}

/** The actions of a handler that has none of its own: no value has this type. */
enum class NoToolSlotAction

/**
 * A handler with its types erased, as the reducer holds it: the state is taken back typed ([stateOf], [actionOf]:
 * casts to the handler's own types, which [HandlerRegistry.register] captures), changed and stored again.
 */
class ErasedHandler<S : Any, A : Any>(
    val handler: OnLockerOrToolboxHandler<S, A>,
    private val stateOf: (Any) -> S?,
    private val actionOf: (Any) -> A?
) {
    val id: String get() = handler.id
    val colors: List<HandlerColor> get() = handler.colors
    val initialState: Any get() = handler.initialState

    fun badge(info: ToolInfo): ToolBadge? = handler.badge(info)

    fun tap(state: AppBarState): AppBarStep = withOwnState(state) { own, bar -> handler.tap(own, bar) }

    /** Null when [action] is not one of this handler's. */
    fun reduce(action: Any, state: AppBarState): AppBarStep? {
        val own = actionOf(action) ?: return null
        return withOwnState(state) { current, bar -> handler.reduce(current, own, bar) }
    }

    fun signedOut(state: AppBarState): AppBarStep = withOwnState(state) { own, _ -> handler.signedOut(own) }

    private fun withOwnState(state: AppBarState, body: (S, ToolSlotBar) -> HandlerStep<S>): AppBarStep {
        val own = stateOf(state.toolSlot) ?: handler.initialState
        val step = body(own, ToolSlotBar(state.brand, state.authentication, state.userTrayVisible, state.toolBadge))
        val bar = step.bar
        val next = if (bar == null) state.copy(toolSlot = step.state) else state.copy(toolSlot = step.state, userTrayVisible = bar.userTrayVisible, toolBadge = bar.toolBadge)
        return AppBarStep(next, step.effects)
    }
}

/** Tool-slot handlers by id: an app builds one ([StandardHandlers.registry]) and adds its own; there is no shared instance. */
class HandlerRegistry {
    private val factories = LinkedHashMap<String, (ToolSlotConfig) -> ErasedHandler<*, *>>()

    /**
     * Adds the handler profiles name [id], made by [factory] from the profile's tool slot; an id can be registered
     * once. The handler's state and action types are taken from its type.
     */
    inline fun <reified S : Any, reified A : Any> register(id: String, noinline factory: (ToolSlotConfig) -> OnLockerOrToolboxHandler<S, A>): HandlerRegistry =
        register(id, factory, { it as? S }, { it as? A })

    /** [register] with the casts to the handler's own types given: what the inline form passes. */
    fun <S : Any, A : Any> register(
        id: String,
        factory: (ToolSlotConfig) -> OnLockerOrToolboxHandler<S, A>,
        stateOf: (Any) -> S?,
        actionOf: (Any) -> A?
    ): HandlerRegistry {
        if (factories.containsKey(id)) throw AppBarSetupException("tool-slot handler " + id + " is registered twice")
        factories[id] = { config -> ErasedHandler(factory(config), stateOf, actionOf) }
        return this
    }

    /** Registered ids, sorted. */
    val ids: List<String> get() = factories.keys.sorted()

    /** The handler for a profile's tool slot, set up with its config. */
    fun handler(config: ToolSlotConfig): ErasedHandler<*, *> {
        val factory = factories[config.handler]
            ?: throw AppBarSetupException("no tool-slot handler " + config.handler + " is registered (registered: " + ids.joinToString(", ") + "); register the app's OnLockerOrToolboxHandler under that id")
        val handler = factory(config)
        if (handler.handler.kind != config.kind) {
            throw AppBarSetupException("tool-slot handler " + handler.id + " serves " + handler.handler.kind.rawValue + " but the profile's tool slot is " + config.kind.rawValue)
        }
        return handler
    }
}


/**
 * The handlers an app gets without code, as the engine's `StandardHandlers`: the built-in `locker`, `toolbox` and `none`,
 * Ladbrokes' locker (its badge capped at `config.badgeLimit`, 99 by default) and Neds' toolbox.
 */
object StandardHandlers {
    fun registry(): HandlerRegistry = HandlerRegistry()
        .register("locker") { config -> LockerHandler(config.handler, LockerToggle.of(config)) }
        .register("toolbox") { config -> ToolboxHandler(config.handler) }
        .register("none") { config -> NoToolSlotHandler(config.handler) }
        .register("ladbrokes.locker") { config -> LockerHandler(config.handler, LockerToggle.of(config), (config.wholeNumber("badgeLimit", 1L) ?: 99L).toInt(), ladbrokesLockerColors) }
        .register("neds.toolbox") { config -> ToolboxHandler(config.handler, nedsToolboxColors) }

    /** Ladbrokes' locker's colours (the engine's `LadbrokesHandlers.lockerDeclaration`). */
    val ladbrokesLockerColors: List<HandlerColor> = listOf(
        HandlerColor("toolSlot.icon", "brand.accent", "appBar.foreground"),
        HandlerColor("toolSlot.badge.background", "brand.onPrimary", "badge.background"),
        HandlerColor("toolSlot.badge.text", "brand.primary", "badge.text")
    )

    /** Neds' toolbox's colours (the engine's `NedsHandlers.toolboxDeclaration`). */
    val nedsToolboxColors: List<HandlerColor> = listOf(
        HandlerColor("toolSlot.icon", "brand.accent", "appBar.foreground"),
        HandlerColor("toolSlot.badge.background", "brand.accent", "badge.background"),
        HandlerColor("toolSlot.badge.text", "brand.onAccent", "badge.text")
    )
}
