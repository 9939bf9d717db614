// Replays app-bar sessions on the runtime's reducer for the engine's differential test
// (Tests/BrandGenTests/AppBarDifferentialTests.swift), printing after every step the state and
// the effects as that test describes the engine's.
//
//   kotlin -classpath … brandengine.replay.AppBarReplayKt SESSIONS RESULTS
//
// SESSIONS: blocks separated by a blank line. A block's header is `FILE<TAB>ID<TAB>LOCALE<TAB>BROKEN`
// (the envelope FILE.json in the working folder, with the locale data of every *.locales.json
// there); then one step a line: `start` begins a session, `fire<TAB>ACTION` delivers a scheduled
// action, anything else is an action. A BROKEN block (`true`) reduces with a deliberately broken
// locker handler, its badge capped one below its limit: the test must see the difference.
package brandengine.replay

import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarEffect
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarPanel
import brandengine.runtime.AppBarSlot
import brandengine.runtime.AppBarState
import brandengine.runtime.Appearance
import brandengine.runtime.BetslipCountSource
import brandengine.runtime.FlagContext
import brandengine.runtime.HandlerRegistry
import brandengine.runtime.LockerAction
import brandengine.runtime.LockerHandler
import brandengine.runtime.LockerState
import brandengine.runtime.LockerToggle
import brandengine.runtime.NoToolSlotHandler
import brandengine.runtime.OnLockerOrToolboxHandler
import brandengine.runtime.SlotWidth
import brandengine.runtime.StandardHandlers
import brandengine.runtime.ToolBadge
import brandengine.runtime.ToolInfo
import brandengine.runtime.ToolInfoEnd
import brandengine.runtime.ToolboxHandler
import java.io.File

/** The deliberate break: a locker whose badge shows `limit+` one count early. */
private class EarlyBadgeLocker(private val base: LockerHandler) : OnLockerOrToolboxHandler<LockerState, LockerAction> by base {
    override fun badge(info: ToolInfo): ToolBadge? = if (info.balance > 0) ToolBadge(info.balance, base.badgeLimit?.minus(1)) else null
}

private fun brokenRegistry(): HandlerRegistry {
    val standard = StandardHandlers.registry()
    return HandlerRegistry()
        .register("locker") { config -> EarlyBadgeLocker(standard.handler(config).handler as LockerHandler) }
        .register("ladbrokes.locker") { config -> EarlyBadgeLocker(standard.handler(config).handler as LockerHandler) }
        .register("toolbox") { config -> ToolboxHandler(config.handler) }
        .register("neds.toolbox") { config -> ToolboxHandler(config.handler) }
        .register("none") { config -> NoToolSlotHandler(config.handler) }
}

private fun action(fields: List<String>): AppBarAction = when (fields[0]) {
    "signedIn" -> AppBarAction.SignedIn(Replay.amount(fields[1]))
    "signedOut" -> AppBarAction.SignedOut
    "balance" -> AppBarAction.BalanceChanged(Replay.amount(fields[1]))
    "toolInfo" -> AppBarAction.ToolInfoArrived(ToolInfo(fields[1].toInt()))
    "toolInfoFinished" -> AppBarAction.ToolInfoEnded(ToolInfoEnd())
    "toolInfoFailed" -> AppBarAction.ToolInfoEnded(ToolInfoEnd(fields[1]))
    "betslip" -> AppBarAction.BetslipCountChanged(fields[1].toInt(), BetslipCountSource.values().first { it.rawValue == fields[2] })
    "tap" -> AppBarAction.ItemTapped(AppBarItem.of(fields[1]) ?: error("unknown item " + fields[1]))
    "tray" -> AppBarAction.UserTrayVisibilityChanged(fields[1] == "true")
    "lockerVisibility" -> AppBarAction.ToolSlot(LockerAction.VisibilityChanged(fields[1] == "true"))
    "lockerRequest" -> AppBarAction.ToolSlot(LockerAction.RequestVisibility(fields[1] == "true"))
    "request" -> AppBarAction.RequestVisibility(AppBarPanel.values().first { it.rawValue == fields[1] }, fields[2] == "true")
    "motion" -> AppBarAction.ReduceMotionChanged(fields[1] == "true")
    "appearance" -> AppBarAction.AppearanceChanged(Appearance.of(fields[1]) ?: error("unknown appearance " + fields[1]))
    "flags" -> {
        // userId, platform, appVersion, market, staff; "-" for none.
        val parts = fields.drop(1).map { if (it == "-") null else it }
        val staff = parts[4]
        AppBarAction.FlagContextChanged(FlagContext(parts[0], parts[1], parts[2], parts[3], null, if (staff == null) emptyMap() else mapOf("staff" to staff)))
    }
    else -> throw IllegalArgumentException("unknown action " + fields[0])
}

private fun slots(slots: List<AppBarSlot>): String = slots.joinToString(",") { it.name + ":" + (if (it.width == SlotWidth.Fixed) "fixed" else "flexible") }

private fun describe(state: AppBarState): String {
    val toolSlot = state.toolSlot
    val badge = state.toolBadge
    return listOf(
        state.authentication.rawValue, state.items.joinToString(",") { it.rawValue },
        slots(state.layout.left) + "|" + slots(state.layout.center) + "|" + slots(state.layout.right),
        state.balance ?: "-", state.balanceAmount?.let { Replay.bits(it) } ?: "-",
        state.betslipCount.toString(), state.betslipCountSource.rawValue, if (badge == null) "-" else badge.text + "/" + badge.count,
        state.userTrayVisible.toString(), if (toolSlot is LockerState) "locker(" + toolSlot.isOpen + "," + toolSlot.openingScheduled + ")" else toolSlot.toString(),
        state.pendingBetsLabel, state.potIcon ?: "-", state.toolSlotKind.rawValue, state.appearance.rawValue, state.reduceMotion.toString()
    ).joinToString("\t")
}

private fun describe(action: AppBarAction): String {
    if (action is AppBarAction.ToolSlot) {
        val locker = action.action
        if (locker is LockerAction.VisibilityChanged) return "lockerVisibility\t" + locker.visible
        if (locker is LockerAction.RequestVisibility) return "lockerRequest\t" + locker.visible
    }
    return "unsupported"
}

private fun describe(effect: AppBarEffect): String = when (effect) {
    is AppBarEffect.Navigate -> "navigate " + effect.route + effect.route.payload.toSortedMap().entries.joinToString("") { " " + it.key + "=" + it.value }
    is AppBarEffect.Analytics -> "analytics " + effect.event.name + " " + effect.event.parameters.toSortedMap().entries.joinToString(",") { it.key + "=" + it.value }
    is AppBarEffect.SetVisibility -> "visibility " + effect.panel.rawValue + "=" + effect.visible
    is AppBarEffect.Schedule -> "schedule " + effect.id + " " + effect.afterMillis + " " + describe(effect.action)
    is AppBarEffect.CancelScheduled -> "cancel " + effect.id
    is AppBarEffect.Diagnostic -> "diagnostic " + effect.diagnostic
    is AppBarEffect.ToolSlot -> "toolSlot " + effect.effect
}

fun main(args: Array<String>) {
    val sessions = args.getOrNull(0) ?: error("usage: AppBarReplay SESSIONS RESULTS")
    val results = args.getOrNull(1) ?: error("usage: AppBarReplay SESSIONS RESULTS")
    val brands = Replay.Brands(File("."))
    val out = StringBuilder()
    for (block in File(sessions).readText(Charsets.UTF_8).split("\n\n").filter { it.isNotEmpty() }) {
        val lines = block.split('\n').filter { it.isNotEmpty() }
        val (file, id, locale, broken) = lines[0].split('\t')
        val registry = if (broken == "true") brokenRegistry() else StandardHandlers.registry()
        val reducer = brands.brand(file, id).reducer(registry, locale)
        var state = reducer.initialState
        for (line in lines.drop(1)) {
            val fields = line.split('\t')
            var effects: List<AppBarEffect> = emptyList()
            if (fields[0] == "start") {
                state = reducer.initialState
            } else {
                val step = reducer.reduce(state, action(if (fields[0] == "fire") fields.drop(1) else fields))
                state = step.state
                effects = step.effects
            }
            out.append(describe(state)).append('\t').append(effects.joinToString(" ; ") { describe(it) }).append('\n')
        }
    }
    Replay.write(results, out)
}
