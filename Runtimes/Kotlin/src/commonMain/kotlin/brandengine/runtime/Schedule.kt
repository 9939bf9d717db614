package brandengine.runtime

/**
 * The scheduled actions of one app bar, waiting for their time: the engine's `ActionSchedule`
 * (Sources/Runtime/AppBarEngine/Core/ActionSchedule.swift), which its store, session and test
 * store share. [AppBarStore] runs on it.
 *
 * Time is the bar's own, in milliseconds on whatever clock drives it. An action scheduled under
 * an id that is already waiting replaces it; a cancel removes it. Actions come due in due order,
 * ties in the order they were scheduled. `ScheduleDifferentialTests` holds it to the engine's.
 */
class ActionSchedule {
    /** A scheduled action waiting for its time; [sequence] is its place in scheduling order. */
    data class Entry(val id: String, val dueMillis: Long, val action: AppBarAction, val sequence: Long)

    /** What applying a step's effects changed: the entries scheduled, and the ids dropped. */
    data class Change(val scheduled: List<Entry>, val cancelled: List<String>)

    private val waiting = ArrayList<Entry>()
    private var nextSequence = 0L

    /** The waiting entries, in the order they were scheduled. */
    val entries: List<Entry> get() = waiting.toList()

    /**
     * Takes the scheduling effects among [effects], produced at [now]: [AppBarEffect.Schedule]
     * replaces an entry with the same id, [AppBarEffect.CancelScheduled] removes one; other
     * effects are left alone. [now] is read once, and only if some effect schedules.
     */
    fun apply(effects: List<AppBarEffect>, now: () -> Long): Change {
        val scheduled = ArrayList<Entry>()
        val cancelled = ArrayList<String>()
        var instant: Long? = null
        for (effect in effects) {
            when (effect) {
                is AppBarEffect.Schedule -> {
                    waiting.removeAll { it.id == effect.id }
                    val start = instant ?: now()
                    instant = start
                    val entry = Entry(effect.id, start + effect.afterMillis, effect.action, nextSequence)
                    nextSequence += 1
                    waiting.add(entry)
                    scheduled.add(entry)
                }
                is AppBarEffect.CancelScheduled -> {
                    waiting.removeAll { it.id == effect.id }
                    cancelled.add(effect.id)
                }
                else -> {}
            }
        }
        return Change(scheduled, cancelled)
    }

    /** Removes and returns the first entry due at or before [endMillis], in due order. */
    fun takeNextDue(endMillis: Long): Entry? {
        var best: Entry? = null
        for (entry in waiting) {
            if (entry.dueMillis > endMillis) continue
            val current = best
            if (current == null || entry.dueMillis < current.dueMillis || (entry.dueMillis == current.dueMillis && entry.sequence < current.sequence)) best = entry
        }
        if (best != null) waiting.remove(best)
        return best
    }

    /** Removes and returns the entry scheduled as [sequence] under [id], if it still waits. */
    fun take(id: String, sequence: Long): Entry? {
        val index = waiting.indexOfFirst { it.id == id && it.sequence == sequence }
        return if (index < 0) null else waiting.removeAt(index)
    }

    /** Drops every waiting entry. */
    fun removeAll() = waiting.clear()

    /** The waiting entries in due order. */
    fun inDueOrder(): List<Entry> = waiting.sortedWith(compareBy<Entry>({ it.dueMillis }, { it.sequence }))
}
