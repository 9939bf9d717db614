// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// The app bar's runtime: state, actions, effects and the reducer, read from each flavour's BrandAppBarProfile.
package brandengine.runtime

import kotlin.math.abs
import kotlin.math.ceil
import kotlin.math.round

/** A group of the bar, in order from the leading edge. */
enum class AppBarGroup(val rawValue: String) {
    Left("left"),
    Center("center"),
    Right("right");

    companion object {
        /** The case whose raw value is [rawValue]; null for another. */
        fun of(rawValue: String): AppBarGroup? = values().firstOrNull { it.rawValue == rawValue }
    }
}

/** An item the app bar can show, and the group it sits in. */
enum class AppBarItem(val rawValue: String, val group: AppBarGroup) {
    Search("search", AppBarGroup.Right),
    Login("login", AppBarGroup.Right),
    Join("join", AppBarGroup.Right),
    BetslipCounter("betslipCounter", AppBarGroup.Right),
    Balance("balance", AppBarGroup.Center),
    PendingBets("pendingBets", AppBarGroup.Right),
    ToolSlot("toolSlot", AppBarGroup.Right),
    UserTray("userTray", AppBarGroup.Left);

    companion object {
        /** The case whose raw value is [rawValue]; null for another. */
        fun of(rawValue: String): AppBarItem? = values().firstOrNull { it.rawValue == rawValue }
    }
}

/** What the tool slot is. */
enum class ToolSlotKind(val rawValue: String) {
    Locker("locker"),
    Toolbox("toolbox"),
    None("none");

    companion object {
        /** The case whose raw value is [rawValue]; null for another. */
        fun of(rawValue: String): ToolSlotKind? = values().firstOrNull { it.rawValue == rawValue }
    }
}

/** An appearance the bar is shown in. */
enum class Appearance(val rawValue: String) {
    Light("light"),
    Dark("dark"),
    HighContrast("highContrast"),
    DarkHighContrast("darkHighContrast");

    companion object {
        /** The case whose raw value is [rawValue]; null for another. */
        fun of(rawValue: String): Appearance? = values().firstOrNull { it.rawValue == rawValue }
    }
}

/** What a second tap on the locker does while the opening waits for the user tray. */
enum class SecondTapDuringDismissal(val rawValue: String) {
    Open("open"),
    Cancel("cancel");

    companion object {
        /** The case whose raw value is [rawValue]; null for another. */
        fun of(rawValue: String): SecondTapDuringDismissal? = values().firstOrNull { it.rawValue == rawValue }
    }
}

/** A user's sign-in state; it picks which items the app bar shows. */
enum class AuthenticationState(val rawValue: String) { SignedOut("signedOut"), SignedIn("signedIn") }

/** Where the betslip count comes from (flag `betslip-native`); the other source's counts are ignored. */
enum class BetslipCountSource(val rawValue: String) { NativeStore("nativeStore"), ReactNativeSharedState("reactNativeSharedState") }

/** A panel whose visibility lives in the app's shared state, outside the app bar. */
enum class AppBarPanel(val rawValue: String) { UserTray("userTray"), Locker("locker") }

/** The badge on the tool slot: `7`, or `99+` beyond [limit]. */
data class ToolBadge(val count: Int, val limit: Int? = null) {
    val text: String get() = if (limit != null && count > limit) limit.toString() + "+" else count.toString()
}

/** What a tool's data source reports: new items in the locker or toolbox. */
data class ToolInfo(val balance: Int)

/** Why a tool-info stream stopped delivering: [error] is null when it finished, the error's text when it failed. */
data class ToolInfoEnd(val error: String? = null)

/** Where a tap sends the user: one of the bar's own routes, or a tool-slot handler's destination ([handler] set). */
data class AppBarRoute(val name: String, val handler: String? = null, val payload: Map<String, String> = emptyMap()) {
    /** `nativeBetslip`, or `galaxy.rewards/wallet` for a handler's destination. */
    override fun toString(): String = if (handler == null) name else handler + "/" + name

    companion object {
        val search = AppBarRoute("search")
        val login = AppBarRoute("login")
        val rnLogin = AppBarRoute("rnLogin")
        val nativeLogin = AppBarRoute("nativeLogin")
        val join = AppBarRoute("join")
        val nativeBetslip = AppBarRoute("nativeBetslip")
        val rnBetslip = AppBarRoute("rnBetslip")
        val pendingResultedBets = AppBarRoute("pendingResultedBets")
        val accountTransactionsPending = AppBarRoute("accountTransactionsPending")
        val toolbox = AppBarRoute("toolbox")
        val userTray = AppBarRoute("userTray")
        val locker = AppBarRoute("locker")

        /** A destination of a tool-slot handler's own, which the app maps to a screen. */
        fun toolSlot(handler: String, name: String, payload: Map<String, String> = emptyMap()): AppBarRoute = AppBarRoute(name, handler, payload)
    }
}

/** How a slot's width behaves: icons, reserved room and the balance pill are fixed; text buttons follow their text. */
enum class SlotWidth { Fixed, Flexible }

/** A slot of the bar: an item, or reserved room ([item] null) that keeps the right group as wide as the profile asks. */
data class AppBarSlot(val item: AppBarItem?, val width: SlotWidth) {
    val name: String get() = item?.rawValue ?: "reserved"

    companion object {
        val reserved = AppBarSlot(null, SlotWidth.Fixed)

        fun of(item: AppBarItem): AppBarSlot = AppBarSlot(item, widthOf(item))

        fun widthOf(item: AppBarItem): SlotWidth = when (item) {
            AppBarItem.Login, AppBarItem.Join, AppBarItem.PendingBets -> SlotWidth.Flexible
            else -> SlotWidth.Fixed
        }
    }
}

/** The bar's left, centre and right groups, as the UI renders them. */
data class AppBarLayout(val left: List<AppBarSlot>, val center: List<AppBarSlot>, val right: List<AppBarSlot>) {
    val slots: List<AppBarSlot> get() = left + center + right

    companion object {
        /**
         * The layout of [listed] items of which [shown] are visible, with at least [minimumRight] slots on the right:
         * a hidden right item keeps its room as reserved space where it was, any further shortfall is reserved at the
         * right group's leading edge.
         */
        fun of(listed: List<AppBarItem>, shown: List<AppBarItem>, minimumRight: Int): AppBarLayout {
            var room = maxOf(0, minimumRight - shown.count { it.group == AppBarGroup.Right })
            val left = ArrayList<AppBarSlot>()
            val center = ArrayList<AppBarSlot>()
            val right = ArrayList<AppBarSlot>()
            for (item in listed) {
                if (item !in shown) {
                    if (item.group == AppBarGroup.Right && room > 0) {
                        right.add(AppBarSlot.reserved)
                        room--
                    }
                    continue
                }
                when (item.group) {
                    AppBarGroup.Left -> left.add(AppBarSlot.of(item))
                    AppBarGroup.Center -> center.add(AppBarSlot.of(item))
                    AppBarGroup.Right -> right.add(AppBarSlot.of(item))
                }
            }
            repeat(room) { right.add(0, AppBarSlot.reserved) }
            return AppBarLayout(left, center, right)
        }
    }
}

/** A locale's number symbols, as the engine's `LocaleNumberFormat` has them. */
class NumberSymbols(val decimal: String, val grouping: String, val minimumGroupingDigits: Int, val minus: String) {
    /** Integer digits with the locale's grouping, from `3 + minimumGroupingDigits` digits on. */
    fun group(digits: String): String {
        val grouped = digits.length >= 3 + maxOf(minimumGroupingDigits, 1)
        val body = StringBuilder()
        for (index in 0 until digits.length) {
            if (grouped && index > 0 && (digits.length - index) % 3 == 0) body.append(grouping)
            body.append(digits[index])
        }
        return body.toString()
    }
}

/**
 * Formats balances in one locale and currency as the engine's `BalanceFormatter`: whole minor units directly,
 * anything finer rounded half-to-even on the amount's shortest decimal text.
 */
class BalanceFormatter(val symbols: NumberSymbols, val prefix: String, val suffix: String, val fractionDigits: Int) {
    private val minorUnitsPerMajor: Long
    private val scale: Double

    init {
        var units = 1L
        repeat(fractionDigits) { units *= 10L }
        minorUnitsPerMajor = units
        scale = units.toDouble()
    }

    /** `$1,234.56` (en-AU, AUD), `1 235 FCFA` (fr, XAF). */
    fun format(amount: Double): String {
        val scaled = amount * scale
        val rounded = round(scaled)
        if (!scaled.isNaN() && !scaled.isInfinite() && abs(rounded) < 1e15 && abs(scaled - rounded) < 1e-6) {
            return format(minorUnits = rounded.toLong())
        }
        var sign = ""
        val number: String
        if (amount.isNaN()) {
            number = "NaN"
        } else if (amount.isInfinite()) {
            number = "\u221E"
        } else {
            val digits = roundedDigits(abs(amount))
            number = symbols.group(digits.first) + (if (fractionDigits > 0) symbols.decimal + digits.second else "")
            if (amount < 0 && number.any { it in '1'..'9' }) sign = symbols.minus
        }
        return sign + prefix + number + suffix
    }

    /** An amount in minor units (cents): `123456` -> `$1,234.56`. */
    fun format(minorUnits: Long): String {
        val magnitude = abs(minorUnits)
        val fraction = (magnitude % minorUnitsPerMajor).toString()
        val text = StringBuilder()
        if (minorUnits < 0) text.append(symbols.minus)
        text.append(prefix).append(symbols.group((magnitude / minorUnitsPerMajor).toString()))
        if (fractionDigits > 0) {
            text.append(symbols.decimal)
            repeat(fractionDigits - fraction.length) { text.append('0') }
            text.append(fraction)
        }
        return text.append(suffix).toString()
    }

    /** A finite magnitude's integer and fraction digits, rounded half-to-even to [fractionDigits] places on its shortest decimal text. */
    private fun roundedDigits(magnitude: Double): Pair<String, String> {
        val text = magnitude.toString()
        val exponentAt = text.indexOfFirst { it == 'E' || it == 'e' }
        val mantissa = if (exponentAt < 0) text else text.substring(0, exponentAt)
        val digits = ArrayList<Int>()
        var point = 0
        var seenPoint = false
        for (character in mantissa) {
            if (character == '.') {
                seenPoint = true
            } else if (character in '0'..'9') {
                digits.add(character - '0')
                if (!seenPoint) point++
            }
        }
        if (exponentAt >= 0) point += text.substring(exponentAt + 1).toInt()
        while (digits.size > 0 && digits[0] == 0) {
            digits.removeAt(0)
            point--
        }
        val keep = point + fractionDigits
        if (keep < digits.size) {
            var roundUp = false
            if (keep >= 0) {
                val discarded = digits[keep]
                var restIsNonZero = false
                for (index in keep + 1 until digits.size) if (digits[index] != 0) restIsNonZero = true
                val lastKeptIsOdd = keep > 0 && digits[keep - 1] % 2 == 1
                roundUp = discarded > 5 || (discarded == 5 && (restIsNonZero || lastKeptIsOdd))
            }
            while (digits.size > maxOf(keep, 0)) digits.removeAt(digits.size - 1)
            if (keep < 0) point = -fractionDigits
            if (roundUp) {
                var position = digits.size - 1
                while (position >= 0 && digits[position] == 9) {
                    digits[position] = 0
                    position--
                }
                if (position >= 0) {
                    digits[position] = digits[position] + 1
                } else {
                    digits.add(0, 1)
                    point++
                }
            }
        }
        val integer = StringBuilder()
        val fraction = StringBuilder()
        for (position in minOf(point, 0) until maxOf(digits.size, point + fractionDigits)) {
            val digit = if (position >= 0 && position < digits.size) digits[position] else 0
            if (position < point) integer.append(digit) else if (fraction.length < fractionDigits) fraction.append(digit)
        }
        var leading = 0
        while (integer.length - leading > 1 && integer[leading] == '0') leading += 1
        val whole = integer.substring(leading)
        return Pair(if (whole.length == 0) "0" else whole, fraction.toString())
    }
}

/** An analytics event the app bar logs; [parameters] gives the flat form analytics SDKs take. */
data class AnalyticsEvent(
    val item: AppBarItem,
    val brand: String,
    val authentication: AuthenticationState,
    val route: AppBarRoute? = null,
    val toolSlotHandler: String? = null,
    val name: String = TAP_NAME
) {
    val parameters: Map<String, String>
        get() {
            val parameters = linkedMapOf("item" to item.rawValue, "brand" to brand, "auth_state" to authentication.rawValue)
            if (route != null) parameters["route"] = route.toString()
            if (toolSlotHandler != null) parameters["tool_slot_handler"] = toolSlotHandler
            return parameters
        }

    companion object {
        /** The event name of every app-bar tap. */
        const val TAP_NAME = "app_bar_tap"
    }
}

/** Something that happened to the app bar: a session change, live data, a tap, a visibility change, a scheduled action coming due. */
sealed class AppBarAction {
    /** The user signed in; [balance] is in major units of the brand's currency. */
    data class SignedIn(val balance: Double) : AppBarAction()
    object SignedOut : AppBarAction()
    data class BalanceChanged(val balance: Double) : AppBarAction()
    /** The tool slot's data source reported new tool info. */
    data class ToolInfoArrived(val info: ToolInfo) : AppBarAction()
    /** The tool-info stream finished or failed; the badge goes away. */
    data class ToolInfoEnded(val end: ToolInfoEnd) : AppBarAction()
    /** A betslip count from one of the two sources; the other source's counts are ignored. */
    data class BetslipCountChanged(val count: Int, val source: BetslipCountSource) : AppBarAction()
    data class ItemTapped(val item: AppBarItem) : AppBarAction()
    /** The app's shared state says the user tray opened or closed. */
    data class UserTrayVisibilityChanged(val visible: Boolean) : AppBarAction()
    /** One of the tool-slot handler's own actions ([LockerAction] for a locker); another handler's is ignored with a diagnostic. */
    data class ToolSlot(val action: Any) : AppBarAction()
    /** Ask the app to show or hide a panel. */
    data class RequestVisibility(val panel: AppBarPanel, val visible: Boolean) : AppBarAction()
    data class ReduceMotionChanged(val on: Boolean) : AppBarAction()
    /** The system's appearance changed, or the app switched it. */
    data class AppearanceChanged(val appearance: Appearance) : AppBarAction()
    /** The app set a new flag context: the flags are evaluated again, and the routes they pick change with them. */
    data class FlagContextChanged(val context: FlagContext) : AppBarAction()
}

/** A problem the bar survived, for the app's logs. */
data class AppBarDiagnostic(val brand: String, val handler: String, val message: String) {
    override fun toString(): String = brand + ": tool-slot handler " + handler + ": " + message
}

/** What the app bar asks the app to do; the reducer only returns them. */
sealed class AppBarEffect {
    data class Navigate(val route: AppBarRoute) : AppBarEffect()
    data class Analytics(val event: AnalyticsEvent) : AppBarEffect()
    /** Show or hide a panel in the app's shared state. */
    data class SetVisibility(val panel: AppBarPanel, val visible: Boolean) : AppBarEffect()
    /** Deliver [action] after [afterMillis] (`delay(afterMillis)` in a view model); scheduling again under [id] replaces it. */
    data class Schedule(val id: String, val afterMillis: Long, val action: AppBarAction) : AppBarEffect()
    /** Drop the scheduled action [id] if it has not been delivered yet. */
    data class CancelScheduled(val id: String) : AppBarEffect()
    data class Diagnostic(val diagnostic: AppBarDiagnostic) : AppBarEffect()
    /** An effect of the tool-slot handler's own, for the app to perform. */
    data class ToolSlot(val effect: Any) : AppBarEffect()

    companion object {
        /** The id of the locker opening that waits for the user tray to be dismissed. */
        const val LOCKER_OPENING = "lockerOpening"
    }
}

/** Everything an app-bar view renders, for one brand session; it changes only through [AppBarReducer.reduce]. */
data class AppBarState(
    val brand: String,
    val authentication: AuthenticationState,
    /** Items to show, in the profile's order for the authentication state; no tool slot when the brand has none. */
    val items: List<AppBarItem>,
    val layout: AppBarLayout,
    /** The balance as the pill shows it (`$1,234.56`); null while signed out. */
    val balance: String?,
    val balanceAmount: Double?,
    val betslipCount: Int,
    val betslipCountSource: BetslipCountSource,
    val toolBadge: ToolBadge?,
    val userTrayVisible: Boolean,
    /** The tool-slot handler's own state ([LockerState] for a locker, [NoToolSlotState] for one that keeps none). */
    val toolSlot: Any,
    val pendingBetsLabel: String,
    val potIcon: String?,
    val toolSlotKind: ToolSlotKind,
    val appearance: Appearance,
    val reduceMotion: Boolean,
    val flagContext: FlagContext
)

/** One reducer step: the state after the action and the effects to perform, in order. */
data class AppBarStep(val state: AppBarState, val effects: List<AppBarEffect>)

/** The part of the bar a tool-slot handler may read and change: the user tray, and the badge on its slot. */
data class ToolSlotBar(val brand: String, val authentication: AuthenticationState, val userTrayVisible: Boolean, val toolBadge: ToolBadge?)

/** A handler's step: its new state, the bar as it left it (null: unchanged) and the effects to perform. */
class HandlerStep<S>(val state: S, val effects: List<AppBarEffect> = emptyList(), val bar: ToolSlotBar? = null)

/** The state of a handler that keeps none. */
object NoToolSlotState {
    override fun toString(): String = "none"
}

/** How the profile sets the tool slot up: what a handler's factory reads. */
data class ToolSlotConfig(
    val kind: ToolSlotKind,
    val handler: String,
    val observesBalance: Boolean,
    /** With the user tray open, dismiss it and wait this long before opening the locker; null opens at once. */
    val userTrayDismissalMillis: Long?,
    val secondTapDuringDismissal: SecondTapDuringDismissal,
    val bundledBalance: Int?,
    /** The handler's own settings (`config`): `Long`, `Double`, `String`, `Boolean`, `List`, `Map` or null. */
    val settings: Map<String, Any?>
) {
    /** A whole-number setting of at least [minimum]; null when absent. */
    fun wholeNumber(key: String, minimum: Long): Long? {
        if (!settings.containsKey(key)) return null
        val raw = settings[key]
        // A whole double (`99.0`) counts, as the engine's `Node.int` takes it.
        val value = if (raw is Long) raw else if (raw is Double && raw == round(raw) && abs(raw) < 9.2e18) raw.toLong() else null
        if (value == null || value < minimum) throw AppBarSetupException("handler " + handler + ": config." + key + " must be a whole number of at least " + minimum)
        return value
    }
}

/** Why a bar cannot be set up for a profile: an unknown handler, a kind that does not match, a bad setting. */
class AppBarSetupException(message: String) : IllegalArgumentException(message)

/**
 * The code behind a tool slot, typed: what its badge shows, what a tap does, the state [S] and actions [A] it keeps
 * for itself. The built-ins ([LockerHandler], [ToolboxHandler], [NoToolSlotHandler]) implement it; an app implements
 * it for a handler of its own and registers it under the id its profiles name ([HandlerRegistry.register]).
 */
interface OnLockerOrToolboxHandler<S : Any, A : Any> {
    /** The id profiles use (`locker`, `ladbrokes.locker`). */
    val id: String
    /** The kind of slot it serves; a profile's `toolSlot.kind` must match. */
    val kind: ToolSlotKind
    val initialState: S

    /** [value] as this handler's state, or null when it is another's (`value as? MyState`). */
    fun stateOf(value: Any): S?

    /** [value] as one of this handler's actions, or null when it is another's (`value as? MyAction`). */
    fun actionOf(value: Any): A?

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
data class LockerState(val isOpen: Boolean = false, val openingScheduled: Boolean = false)

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
class LockerHandler(override val id: String, val toggle: LockerToggle, val badgeLimit: Int? = null) : OnLockerOrToolboxHandler<LockerState, LockerAction> {
    override val kind: ToolSlotKind get() = ToolSlotKind.Locker
    override val initialState: LockerState get() = LockerState()
    override fun stateOf(value: Any): LockerState? = value as? LockerState
    override fun actionOf(value: Any): LockerAction? = value as? LockerAction
    override fun badge(info: ToolInfo): ToolBadge? = if (info.balance > 0) ToolBadge(info.balance, badgeLimit) else null
    override fun tap(state: LockerState, bar: ToolSlotBar): HandlerStep<LockerState> = toggle.tap(state, bar)
    override fun reduce(state: LockerState, action: LockerAction, bar: ToolSlotBar): HandlerStep<LockerState> = toggle.reduce(state, action)
    override fun signedOut(state: LockerState): HandlerStep<LockerState> = toggle.signedOut(state)
}

/** A toolbox (`toolbox`, `neds.toolbox`): a tap navigates to the toolbox. */
class ToolboxHandler(override val id: String) : OnLockerOrToolboxHandler<NoToolSlotState, Nothing> {
    override val kind: ToolSlotKind get() = ToolSlotKind.Toolbox
    override val initialState: NoToolSlotState get() = NoToolSlotState
    override fun stateOf(value: Any): NoToolSlotState? = value as? NoToolSlotState
    override fun actionOf(value: Any): Nothing? = null
    override fun tap(state: NoToolSlotState, bar: ToolSlotBar): HandlerStep<NoToolSlotState> = HandlerStep(state, listOf(AppBarEffect.Navigate(AppBarRoute.toolbox)))
}

/** No tool slot (`none`, TabNZ's `= Unit`): no badge, taps do nothing. */
class NoToolSlotHandler(override val id: String) : OnLockerOrToolboxHandler<NoToolSlotState, Nothing> {
    override val kind: ToolSlotKind get() = ToolSlotKind.None
    override val initialState: NoToolSlotState get() = NoToolSlotState
    override fun stateOf(value: Any): NoToolSlotState? = value as? NoToolSlotState
    override fun actionOf(value: Any): Nothing? = null
    override fun badge(info: ToolInfo): ToolBadge? = null
    override fun tap(state: NoToolSlotState, bar: ToolSlotBar): HandlerStep<NoToolSlotState> = HandlerStep(state)
}

/** A handler with its types erased, as the reducer holds it: the state is taken back typed, changed and stored again. */
class ErasedHandler<S : Any, A : Any>(val handler: OnLockerOrToolboxHandler<S, A>) {
    val id: String get() = handler.id
    val initialState: Any get() = handler.initialState

    fun badge(info: ToolInfo): ToolBadge? = handler.badge(info)

    fun tap(state: AppBarState): AppBarStep = withOwnState(state) { own, bar -> handler.tap(own, bar) }

    /** Null when [action] is not one of this handler's. */
    fun reduce(action: Any, state: AppBarState): AppBarStep? {
        val own = handler.actionOf(action) ?: return null
        return withOwnState(state) { current, bar -> handler.reduce(current, own, bar) }
    }

    fun signedOut(state: AppBarState): AppBarStep = withOwnState(state) { own, _ -> handler.signedOut(own) }

    private fun withOwnState(state: AppBarState, body: (S, ToolSlotBar) -> HandlerStep<S>): AppBarStep {
        val own = handler.stateOf(state.toolSlot) ?: handler.initialState
        val step = body(own, ToolSlotBar(state.brand, state.authentication, state.userTrayVisible, state.toolBadge))
        val bar = step.bar
        val next = if (bar == null) state.copy(toolSlot = step.state) else state.copy(toolSlot = step.state, userTrayVisible = bar.userTrayVisible, toolBadge = bar.toolBadge)
        return AppBarStep(next, step.effects)
    }
}

/** Tool-slot handlers by id: an app builds one ([StandardHandlers.registry]) and adds its own; there is no shared instance. */
class HandlerRegistry {
    private val factories = LinkedHashMap<String, (ToolSlotConfig) -> ErasedHandler<*, *>>()

    /** Adds the handler profiles name [id], made by [factory] from the profile's tool slot; an id can be registered once. */
    fun <S : Any, A : Any> register(id: String, factory: (ToolSlotConfig) -> OnLockerOrToolboxHandler<S, A>): HandlerRegistry {
        if (factories.containsKey(id)) throw AppBarSetupException("tool-slot handler " + id + " is registered twice")
        factories[id] = { config -> ErasedHandler(factory(config)) }
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
        fun of(loginNative: Boolean, betslipNative: Boolean, pendingResultedNative: Boolean): AppBarDestinations = AppBarDestinations(
            if (loginNative) AppBarRoute.nativeLogin else AppBarRoute.rnLogin,
            if (betslipNative) AppBarRoute.nativeBetslip else AppBarRoute.rnBetslip,
            if (pendingResultedNative) AppBarRoute.pendingResultedBets else AppBarRoute.accountTransactionsPending,
            if (betslipNative) BetslipCountSource.NativeStore else BetslipCountSource.ReactNativeSharedState
        )
    }
}

/** A brand's app bar as data: what the generated `BrandAppBarProfile` holds and the reducer reads. */
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
    /** The flags' routes in a context (the generated flag evaluator). */
    val destinations: (FlagContext) -> AppBarDestinations
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
            AppBarStep(next, emptyList())
        }
        is AppBarAction.RequestVisibility -> AppBarStep(
            if (action.panel == AppBarPanel.UserTray) state.copy(userTrayVisible = action.visible) else state,
            listOf(AppBarEffect.SetVisibility(action.panel, action.visible))
        )
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
            return AppBarStep(state, listOf(AppBarEffect.Analytics(event.copy(route = route)), AppBarEffect.Navigate(route)))
        }
        val step = handler.tap(state)
        val route = step.effects.filterIsInstance<AppBarEffect.Navigate>().firstOrNull()?.route
        return AppBarStep(step.state, listOf(AppBarEffect.Analytics(event.copy(route = route, toolSlotHandler = handler.id))) + step.effects)
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
        .register("ladbrokes.locker") { config -> LockerHandler(config.handler, LockerToggle.of(config), (config.wholeNumber("badgeLimit", 1L) ?: 99L).toInt()) }
        .register("neds.toolbox") { config -> ToolboxHandler(config.handler) }
}
