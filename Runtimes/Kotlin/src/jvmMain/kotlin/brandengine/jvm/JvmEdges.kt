package brandengine.jvm

import brandengine.profile.BrandRuntime
import brandengine.profile.LocaleData
import brandengine.profile.RuntimeProfile
import brandengine.runtime.AppBarClock
import brandengine.runtime.AppBarStore
import java.io.File
import java.util.concurrent.Executors
import java.util.concurrent.ScheduledExecutorService
import java.util.concurrent.ScheduledFuture
import java.util.concurrent.TimeUnit

/** The wall clock (monotonic: `System.nanoTime`), for a store in an app. */
object SystemClock : AppBarClock {
    override fun nowMillis(): Long = System.nanoTime() / 1_000_000L
}

/**
 * Every brand in a folder of brandgen's Android assets (`<id>.json` envelopes and `<id>.locales.json`),
 * loaded into one process. Only the folder's own regular files are read (no path from a file
 * name leaves it); a bad envelope fails the load with its file named and leaves nothing half-loaded.
 */
class EnvelopeFolder(private val folder: File) {
    fun loadAll(): Map<String, BrandRuntime> {
        val all = (folder.listFiles() ?: throw IllegalArgumentException("${folder.path} is not a folder")).filter { it.isFile }.sortedBy { it.name }
        val localeFiles = all.filter { it.name.endsWith(".locales.json") }
        if (localeFiles.isEmpty()) throw IllegalArgumentException("${folder.path} has no <id>.locales.json (brandgen --platform android writes them)")
        val locales = localeFiles.map { f ->
            try { LocaleData.parse(f.readText()) } catch (e: Exception) { throw IllegalArgumentException("${f.path}: ${e.message}", e) }
        }.reduce { a, b -> a.merged(b) }
        val files = all.filter { it.name.endsWith(".json") && !it.name.endsWith(".locales.json") }
        val out = LinkedHashMap<String, BrandRuntime>()
        for (file in files) {
            val id = file.name.removeSuffix(".json")
            if (file.length() > RuntimeProfile.MAX_BYTES) throw IllegalArgumentException("${file.path}: over ${RuntimeProfile.MAX_BYTES} bytes")
            out[id] = try { BrandRuntime(RuntimeProfile.load(file.readBytes(), id), locales) } catch (e: Exception) {
                throw IllegalArgumentException("${file.path}: ${e.message}", e)
            }
        }
        return out
    }
}

/** Runs a store's schedule on a JVM executor: after each send, call [wake] (or [send] through it). */
class StoreTimer(private val store: AppBarStore, private val executor: ScheduledExecutorService = Executors.newSingleThreadScheduledExecutor()) {
    private var pending: ScheduledFuture<*>? = null

    @Synchronized
    fun wake() {
        pending?.cancel(false)
        val due = store.nextDueMillis() ?: return
        val wait = maxOf(0L, due - SystemClock.nowMillis())
        pending = executor.schedule({ store.runDue(); wake() }, wait, TimeUnit.MILLISECONDS)
    }

    fun send(action: brandengine.runtime.AppBarAction) { store.send(action); wake() }

    fun shutdown() { executor.shutdownNow() }
}
