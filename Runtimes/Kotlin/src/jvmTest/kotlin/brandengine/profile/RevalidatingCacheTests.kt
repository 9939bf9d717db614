package brandengine.profile

import brandengine.runtime.CacheSource
import brandengine.runtime.CacheUpdate
import brandengine.runtime.RefreshBackoff
import brandengine.runtime.RefreshRunner
import brandengine.runtime.RevalidatingCache
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual

/** Stale-while-revalidate as the engine's cache, on a clock the test moves, with refreshes queued until it drains them. */
object RevalidatingCacheTests : TestSuite {
    private class Scripted(ttl: Long) {
        var now = 0L
        var next: Any = 1
        var fetches = 0
        val queue = java.util.ArrayDeque<() -> Unit>()
        val cache = RevalidatingCache(ttl, { now }, { _ ->
            fetches++
            (next as? Int) ?: throw IllegalStateException(next.toString())
        }, object : RefreshRunner {
            override fun run(task: () -> Unit) { queue.addLast(task) }
        }, backoff = RefreshBackoff(jitter = { 1.0 }))
        fun drain() { while (queue.isNotEmpty()) queue.removeFirst()() }
    }

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "fresh, stale and refreshed; a placeholder while the first fetch runs; fetched when there is neither" to {
            val s = Scripted(10_000)
            val first = s.cache.value("k", 0)
            checkEqual(CacheSource.Placeholder, first.source, "placeholder")
            check(first.refreshPending) { "the first fetch runs" }
            val updates = ArrayList<CacheUpdate<Int>>()
            s.cache.subscribe("k") { updates.add(it) }
            s.drain()
            checkEqual(listOf<CacheUpdate<Int>>(CacheUpdate.Refreshed(1)), updates, "the refresh is told")
            s.now += 9_999
            checkEqual(CacheSource.Fresh, s.cache.value("k").source, "fresh")
            s.now += 1
            s.next = 2
            val stale = s.cache.value("k")
            checkEqual(Triple(1, CacheSource.Stale, true), Triple(stale.value, stale.source, stale.refreshPending), "stale")
            s.drain()
            checkEqual(2, s.cache.value("k").value, "refreshed")
            s.cache.removeValue("k")
            s.next = 3
            val fetched = s.cache.value("k")
            checkEqual(Pair(3, CacheSource.Fetched), Pair(fetched.value, fetched.source), "fetched")
        },
        "a failed refresh keeps the stale value and backs off before the next" to {
            val s = Scripted(1_000)
            s.cache.value("k")
            s.now += 1_000
            s.next = "down"
            s.cache.value("k")
            s.drain()
            val before = s.fetches
            s.now += 999
            val stale = s.cache.value("k")
            checkEqual(Triple(1, CacheSource.Stale, false), Triple(stale.value, stale.source, stale.refreshPending), "within the back-off no refresh starts")
            s.now += 1
            check(s.cache.value("k").refreshPending) { "after it one does" }
            s.drain()
            checkEqual(before + 1, s.fetches, "one fetch")
        },
        "the back-off is the engine's: doubling from 1 s to 5 min, half to all of it" to {
            checkEqual(listOf(1_000.0, 2_000.0, 4_000.0, 256_000.0, 300_000.0, 300_000.0), listOf(1, 2, 3, 9, 10, 100).map { RefreshBackoff(jitter = { 1.0 }).delayMillis(it) }, "full")
            checkEqual(500.0, RefreshBackoff(jitter = { 0.0 }).delayMillis(1), "half")
            checkEqual(500.0, RefreshBackoff(jitter = { Double.NaN }).delayMillis(1), "NaN jitter")
        }
    )
}
