// Runs the runtime's ActionSchedule through the engine's schedule differential
// (Tests/AppBarEngineTests/ScheduleDifferentialTests.swift): a list of operations in, one line
// per delivered action and per operation's waiting list out, as that test describes the engine's.
//
//   kotlin -classpath … brandengine.replay.ScheduleReplayKt OPERATIONS RESULTS
//
// OPERATIONS: one a line, tab-separated: `step EFFECTS` (one reducer step's effects joined by
// `;`, each `schedule,ID,DELAY,TAG` or `cancel,ID`) or `advance MILLISECONDS`. A scheduled
// action is a betslip count of TAG, which names it.
package brandengine.replay

import brandengine.runtime.ActionSchedule
import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarEffect
import brandengine.runtime.BetslipCountSource
import java.io.File

private fun effect(text: String): AppBarEffect {
    val fields = text.split(',')
    return when (fields[0]) {
        "schedule" -> AppBarEffect.Schedule(fields[1], fields[2].toLong(), AppBarAction.BetslipCountChanged(fields[3].toInt(), BetslipCountSource.NativeStore))
        "cancel" -> AppBarEffect.CancelScheduled(fields[1])
        else -> error("unknown effect $text")
    }
}

private fun tag(entry: ActionSchedule.Entry): Int = (entry.action as AppBarAction.BetslipCountChanged).count

fun main(args: Array<String>) {
    if (args.size < 2) error("usage: ScheduleReplay OPERATIONS RESULTS")
    val schedule = ActionSchedule()
    var now = 0L
    val out = StringBuilder()
    for (line in File(args[0]).readLines(Charsets.UTF_8)) {
        if (line.isEmpty()) continue
        val fields = line.split('\t')
        when (fields[0]) {
            "step" -> schedule.apply(fields[1].split(';').map { effect(it) }) { now }
            "advance" -> {
                val end = now + fields[1].toLong()
                while (true) {
                    val entry = schedule.takeNextDue(end) ?: break
                    now = maxOf(now, entry.dueMillis)
                    out.append("deliver ").append(entry.id).append(" tag=").append(tag(entry)).append(" at=").append(now).append('\n')
                }
                now = end
            }
            else -> error("unknown operation $line")
        }
        out.append("waiting")
        for (entry in schedule.inDueOrder()) out.append(' ').append(entry.id).append('@').append(entry.dueMillis).append('#').append(tag(entry))
        out.append('\n')
    }
    Replay.write(args[1], out)
}
