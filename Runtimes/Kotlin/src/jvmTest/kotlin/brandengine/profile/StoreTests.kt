package brandengine.profile

import brandengine.runtime.AppBarAction
import brandengine.runtime.AppBarEffect
import brandengine.runtime.AppBarItem
import brandengine.runtime.AppBarState
import brandengine.runtime.AppBarStore
import brandengine.runtime.ManualClock
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import kotlinx.coroutines.channels.ConflatedBroadcastChannel
import java.io.File
import java.util.concurrent.CountDownLatch
import java.util.concurrent.atomic.AtomicInteger

/**
 * A state-holder view of a store, compiled against Debian's kotlinx-coroutines 1.0.1, which
 * predates `StateFlow` (1.3.6): its conflated broadcast channel is the same contract (the latest
 * value, conflated). With a current kotlinx-coroutines the adapter is `MutableStateFlow` and
 * `flow.value = it`, the same three lines. Compiled here, not run: Debian's 1.0.1 jar is
 * missing kotlinx-atomicfu, which its channels need at run time.
 */
class AppBarStateFlow(store: AppBarStore) {
    val state = ConflatedBroadcastChannel(store.state)
    val subscription = store.subscribe { state.offer(it) }
}

object StoreTests : TestSuite {
    private val fixtures = File(System.getenv("BRANDENGINE_KOTLIN_FIXTURES") ?: "src/jvmTest/resources/fixtures")
    private fun brands() = brandengine.jvm.EnvelopeFolder(fixtures).loadAll().values.toList()

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "the store runs its own schedule on the injected clock" to {
            val brand = brands().firstOrNull { it.appBar.toolSlot.userTrayDismissalMillis != null }
                ?: error("a fixture brand with dismissUserTrayFirst")
            val delay = brand.appBar.toolSlot.userTrayDismissalMillis!!
            val clock = ManualClock()
            val performed = ArrayList<AppBarEffect>()
            val store = AppBarStore(brand.reducer(), clock) { performed.add(it) }
            store.send(AppBarAction.SignedIn(10.0))
            store.send(AppBarAction.UserTrayVisibilityChanged(true))
            store.send(AppBarAction.ItemTapped(AppBarItem.ToolSlot))
            checkEqual(listOf(AppBarEffect.LOCKER_OPENING), store.scheduledIds(), "the opening waits")
            checkEqual(delay, store.nextDueMillis(), "due after the tray's delay")
            clock.advance(delay - 1)
            checkEqual(0, store.runDue(), "not yet")
            val before = store.state
            clock.advance(1)
            checkEqual(1, store.runDue(), "delivered")
            check(store.state != before) { "the delivered opening changed the state" }
            checkEqual(emptyList<String>(), store.scheduledIds(), "nothing left")
            check(performed.none { it is AppBarEffect.Schedule }) { "the store keeps its schedule" }
        },
        "a cancelled subscription is not called again" to {
            val store = AppBarStore(brands().first().reducer())
            val calls = AtomicInteger()
            val sub = store.subscribe { calls.incrementAndGet() }
            var latest = store.state
            val view = store.subscribe { latest = it }
            store.send(AppBarAction.BetslipCountChanged(1, store.state.betslipCountSource))
            sub.cancel()
            store.send(AppBarAction.BetslipCountChanged(2, store.state.betslipCountSource))
            checkEqual(2, calls.get(), "initial and one change")
            checkEqual(2, latest.betslipCount, "a live subscription has the latest")
            view.cancel()
        },
        "sends from many threads lose nothing" to {
            val store = AppBarStore(brands().first().reducer())
            val threads = 8
            val perThread = 500
            val start = CountDownLatch(1)
            val changes = AtomicInteger()
            store.subscribe { changes.incrementAndGet() }
            val workers = (0 until threads).map { t ->
                Thread {
                    start.await()
                    for (i in 0 until perThread) store.send(AppBarAction.BetslipCountChanged(t * perThread + i + 1, store.state.betslipCountSource))
                }.also { it.start() }
            }
            start.countDown()
            workers.forEach { it.join() }
            checkEqual(1 + threads * perThread, changes.get(), "every change observed once")
        }
    )
}
