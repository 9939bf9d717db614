// The Kotlin runtime (Runtimes/Kotlin): real code, compiled and tested by ./build.
// The app bar's values: items, state, actions, effects, profile settings and balance formats.
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

        /**
         * The contrast level from which Android's high-contrast appearance is picked: `UiModeManager.getContrast()`
         * runs from -1 to 1, and Material's contrast schemes switch to high at 0.5 (a brand has no medium scheme).
         */
        const val HIGH_CONTRAST_LEVEL = 0.5f

        /** The appearance for the system's dark theme or not, at a contrast level from -1 to 1. */
        fun forSystem(darkTheme: Boolean, contrastLevel: Float): Appearance = when {
            darkTheme && contrastLevel >= HIGH_CONTRAST_LEVEL -> DarkHighContrast
            darkTheme -> Dark
            contrastLevel >= HIGH_CONTRAST_LEVEL -> HighContrast
            else -> Light
        }
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
    val name: String = TAP_NAME,
    /** For [EXPOSURE_NAME]: the flag a split decided, and how. */
    val exposure: FlagExposure? = null
) {
    val parameters: Map<String, String>
        get() {
            val parameters = linkedMapOf("item" to item.rawValue, "brand" to brand, "auth_state" to authentication.rawValue)
            if (route != null) parameters["route"] = route.toString()
            if (toolSlotHandler != null) parameters["tool_slot_handler"] = toolSlotHandler
            if (exposure != null) for ((key, value) in exposure.parameters) if (key !in parameters) parameters[key] = value
            return parameters
        }

    companion object {
        /** The event name of every app-bar tap. */
        const val TAP_NAME = "app_bar_tap"
        /** The event name of a flag exposure ([FlagExposure]): a split decided a flag the bar used. */
        const val EXPOSURE_NAME = "flag_exposure"
    }
}

/**
 * A user was bucketed into a split and the bar used the flag's value: what an experiment's analysis
 * counts. Carries the name of the bucketing key, never its value, so no user id reaches analytics.
 */
data class FlagExposure(val flag: String, val value: Boolean, val reason: String, val ruleIndex: Int, val bucketBy: String) {
    /** `flag`, `flag_value`, `flag_reason`, `flag_rule`, `flag_bucket_by`. */
    val parameters: Map<String, String>
        get() = linkedMapOf("flag" to flag, "flag_value" to value.toString(), "flag_reason" to reason, "flag_rule" to ruleIndex.toString(), "flag_bucket_by" to bucketBy)

    /** What makes an exposure logged once per session: the flag and the value. */
    val onceKey: String get() = "$flag=$value"
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
    val flagContext: FlagContext,
    /** The exposures logged this session ([FlagExposure.onceKey]): each flag and value once. */
    val loggedExposures: Set<String> = emptySet()
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
