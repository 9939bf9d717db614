// The Kotlin runtime (Runtimes/Kotlin): stale-while-revalidate, as the engine's RevalidatingCache
// (docs/cache.md): a value younger than its time to live is served as it is; an older one is
// served at once while one background refresh runs; with nothing stored, a bundled placeholder is
// served while the first fetch runs, and without one the caller waits for the fetch. Failed
// refreshes back off. Time, storage and where a refresh runs are the app's. Kotlin standard library only.
package brandengine.runtime

/** Where a value came from. */
enum class CacheSource(val rawValue: String) {
    /** A stored value younger than the time to live; no fetch was started. */
    Fresh("fresh"),
    /** A stored value at or past the time to live; a background refresh is running. */
    Stale("stale"),
    /** The caller's bundled placeholder, because nothing was stored; a fetch is running. */
    Placeholder("placeholder"),
    /** A value the caller waited for, because nothing was stored and no placeholder was given. */
    Fetched("fetched")
}

/** A value, where it came from, its age in milliseconds (null for a placeholder), and whether a fetch is still running. */
data class CacheResult<T>(val value: T, val source: CacheSource, val ageMillis: Long?, val refreshPending: Boolean)

/** The outcome of a fetch for a key: a refreshed value, or why it failed. */
sealed class CacheUpdate<out T> {
    data class Refreshed<T>(val value: T) : CacheUpdate<T>()
    data class RefreshFailed(val error: Throwable) : CacheUpdate<Nothing>()
}

/** A stored value and when it was stored, in milliseconds on the cache's clock. */
data class StoredValue<T>(val value: T, val storedAtMillis: Long)

/** Where a cache keeps its values between launches (an app's files), or memory. */
interface CacheStorage<T> {
    fun read(key: String): StoredValue<T>?
    fun write(key: String, stored: StoredValue<T>)
    fun remove(key: String)
}

/** Values in memory only. */
class MemoryCacheStorage<T> : CacheStorage<T> {
    private val values = LinkedHashMap<String, StoredValue<T>>()
    override fun read(key: String): StoredValue<T>? = values[key]
    override fun write(key: String, stored: StoredValue<T>) { values[key] = stored }
    override fun remove(key: String) { values.remove(key) }
}

/** Runs a background refresh: an executor in an app, a queue a test drains. */
interface RefreshRunner {
    fun run(task: () -> Unit)
}

/**
 * How long a key whose refreshes keep failing waits before the next background refresh:
 * `min(maximum, initial * 2^(n-1)) * (0.5 + 0.5 * jitter())` after the n-th consecutive failure,
 * as the engine's `RefreshBackoff`; any success resets the count.
 */
class RefreshBackoff(val initialMillis: Long = 1000, val maximumMillis: Long = 300_000, val jitter: () -> Double = { kotlin.random.Random.nextDouble() }) {
    fun delayMillis(failures: Int): Double {
        var capped = initialMillis.toDouble()
        for (i in 1 until minOf(maxOf(failures, 1), 63)) {
            capped *= 2
            if (capped >= maximumMillis) break
        }
        val random = jitter()
        val unit = if (random.isFinite()) minOf(maxOf(random, 0.0), 1.0) else 0.0
        return minOf(capped, maximumMillis.toDouble()) * (0.5 + 0.5 * unit)
    }
}

/**
 * Stale-while-revalidate for values of type [T] by key, fetched by [fetch] (it may throw), kept in
 * [storage], on the clock [now] (milliseconds). A background refresh runs on [runner]; one at a
 * time per key. Every entry point is synchronized.
 */
class RevalidatingCache<T : Any>(
    val timeToLiveMillis: Long,
    private val now: () -> Long,
    private val fetch: (String) -> T,
    private val runner: RefreshRunner,
    private val storage: CacheStorage<T> = MemoryCacheStorage(),
    private val backoff: RefreshBackoff = RefreshBackoff()
) {
    private val running = HashSet<String>()
    private val failures = HashMap<String, Pair<Int, Double>>()
    private val subscribers = LinkedHashMap<Int, Pair<String, (CacheUpdate<T>) -> Unit>>()
    private var nextSubscriber = 0

    /** The value for [key]: stored and fresh, stored and stale (a refresh starts), the [placeholder] (a fetch starts), or fetched now. */
    @kotlin.jvm.Synchronized
    fun value(key: String, placeholder: T? = null): CacheResult<T> {
        val stored = storage.read(key)
        if (stored != null) {
            val age = now() - stored.storedAtMillis
            if (age >= 0 && age < timeToLiveMillis) return CacheResult(stored.value, CacheSource.Fresh, age, key in running)
            refreshUnlessBackingOff(key)
            return CacheResult(stored.value, CacheSource.Stale, age, key in running)
        }
        if (placeholder != null) {
            refreshUnlessBackingOff(key)
            return CacheResult(placeholder, CacheSource.Placeholder, null, key in running)
        }
        val value = try { fetch(key) } catch (e: Exception) {
            finish(key, CacheUpdate.RefreshFailed(e))
            throw e
        }
        finish(key, CacheUpdate.Refreshed(value))
        return CacheResult(value, CacheSource.Fetched, 0, key in running)
    }

    /** Calls [listener] with the outcome of every fetch for [key] from now on, until the subscription is cancelled. */
    @kotlin.jvm.Synchronized
    fun subscribe(key: String, listener: (CacheUpdate<T>) -> Unit): Subscription {
        val id = nextSubscriber++
        subscribers[id] = Pair(key, listener)
        val cache = this
        return object : Subscription {
            override fun cancel() = cache.unsubscribe(id)
        }
    }

    /** Forgets [key]; a running fetch still stores its result. */
    @kotlin.jvm.Synchronized
    fun removeValue(key: String) = storage.remove(key)

    @kotlin.jvm.Synchronized
    private fun unsubscribe(id: Int) { subscribers.remove(id) }

    private fun refreshUnlessBackingOff(key: String) {
        if (key in running) return
        val failure = failures[key]
        if (failure != null && now() < failure.second) return
        running.add(key)
        runner.run {
            val outcome: CacheUpdate<T> = try { CacheUpdate.Refreshed(fetch(key)) } catch (e: Exception) { CacheUpdate.RefreshFailed(e) }
            synchronized(this) {
                running.remove(key)
                finish(key, outcome)
            }
        }
    }

    private fun finish(key: String, outcome: CacheUpdate<T>) {
        when (outcome) {
            is CacheUpdate.Refreshed -> {
                failures.remove(key)
                storage.write(key, StoredValue(outcome.value, now()))
            }
            is CacheUpdate.RefreshFailed -> {
                val count = (failures[key]?.first ?: 0) + 1
                failures[key] = Pair(count, now() + backoff.delayMillis(count))
            }
        }
        for ((subscribed, listener) in subscribers.values.toList()) if (subscribed == key) listener(outcome)
    }
}
