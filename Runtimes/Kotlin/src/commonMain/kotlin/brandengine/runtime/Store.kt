package brandengine.runtime

/** The store's time source, injected: a wall clock in an app, a manual one in tests. */
interface AppBarClock {
    fun nowMillis(): Long
}

/** A clock that moves only when told: for tests and replays. */
class ManualClock(private var now: Long = 0L) : AppBarClock {
    override fun nowMillis(): Long = now
    fun advance(millis: Long) { require(millis >= 0) { "time does not go back" }; now += millis }
}

/** Stops an observer: after [cancel] it is not called again. */
interface Subscription {
    fun cancel()
}

/**
 * Holds one bar's state and runs it: send actions, read [state], observe with [subscribe]. The
 * store runs its own schedule ([ActionSchedule], the engine's) on the injected [clock]:
 * [AppBarEffect.Schedule] and [AppBarEffect.CancelScheduled] are kept there, and [runDue] delivers
 * what is due (an app calls it
 * when [nextDueMillis] comes, as the JVM `StoreTimer` does); every other effect goes to [perform].
 * Every entry point is synchronized, so any thread may send.
 */
class AppBarStore(
    reducer: AppBarReducer,
    private val clock: AppBarClock = ManualClock(),
    private val perform: (AppBarEffect) -> Unit = {}
) {
    /** The reducer of the profile shown: the one the store started with, or the last delivered. */
    var reducer: AppBarReducer = reducer
        @kotlin.jvm.Synchronized get
        private set
    private var current: AppBarState = reducer.initialState
    private val observers = LinkedHashMap<Int, (AppBarState) -> Unit>()
    private var nextObserver = 0
    private val schedule = ActionSchedule()

    val state: AppBarState
        @kotlin.jvm.Synchronized get() = current

    /** Calls [observer] with the current state and after every change, until the subscription is cancelled. */
    @kotlin.jvm.Synchronized
    fun subscribe(observer: (AppBarState) -> Unit): Subscription {
        val id = nextObserver++
        observers[id] = observer
        observer(current)
        val store = this
        return object : Subscription {
            override fun cancel() = store.unsubscribe(id)
        }
    }

    /** [subscribe], for code written against the earlier store. */
    fun onChange(observer: (AppBarState) -> Unit): Subscription = subscribe(observer)

    @kotlin.jvm.Synchronized
    private fun unsubscribe(id: Int) { observers.remove(id) }

    /** Applies [action], tells the observers when the state changed, then keeps or performs the effects in order. */
    @kotlin.jvm.Synchronized
    fun send(action: AppBarAction) {
        val step = reducer.reduce(current, action)
        if (step.state != current) {
            current = step.state
            for (observer in observers.values.toList()) observer(current)
        }
        schedule.apply(step.effects) { clock.nowMillis() }
        for (effect in step.effects) {
            if (effect !is AppBarEffect.Schedule && effect !is AppBarEffect.CancelScheduled) perform(effect)
        }
    }

    /**
     * A delivered profile of the brand shown (a signed bundle's update, `BrandRuntime.reducer` of its
     * envelope): the session is carried over ([AppBarReducer.carrying]), a new handler starts the tool
     * slot again and drops what it scheduled, and the observers hear the new state. Another brand's
     * profile throws [AppBarSetupException] and changes nothing.
     */
    @kotlin.jvm.Synchronized
    fun deliver(next: AppBarReducer) {
        val state = next.carrying(current, reducer)
        if (next.replacesToolSlot(reducer)) schedule.removeAll()
        reducer = next
        current = state
        for (observer in observers.values.toList()) observer(current)
    }

    /** When the earliest scheduled action is due, on [clock]; null when nothing is scheduled. */
    @kotlin.jvm.Synchronized
    fun nextDueMillis(): Long? = schedule.inDueOrder().firstOrNull()?.dueMillis

    /** The ids of the scheduled actions, in the order they were scheduled. */
    @kotlin.jvm.Synchronized
    fun scheduledIds(): List<String> = schedule.entries.map { it.id }

    /** Delivers every scheduled action due by now, earliest first (each may schedule more). Returns how many ran. */
    @kotlin.jvm.Synchronized
    fun runDue(): Int {
        var ran = 0
        while (true) {
            val next = schedule.takeNextDue(clock.nowMillis()) ?: return ran
            send(next.action)
            ran += 1
        }
    }
}
