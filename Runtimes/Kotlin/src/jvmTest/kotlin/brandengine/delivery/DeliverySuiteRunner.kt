package brandengine.delivery

import java.io.File
import java.net.URI
import java.time.Instant

/**
 * Runs Tests/DeliverySuite (its README.md) on [DeliveryClient]: a served folder holding a
 * control file goes over loopback HTTP through [HttpTransport] and serve-bundle.py, any other
 * from memory. Prints one line a case, `PASS <case>` or `FAIL <case> step <n>: ...`.
 */
class DeliverySuiteRunner(private val suite: File, private val server: File, private val verifier: SignatureVerifier) {
    private class Expect(val outcome: String, val code: String?, val version: Long?) {
        override fun equals(other: Any?) = other is Expect && outcome == other.outcome && code == other.code && version == other.version
        override fun hashCode() = outcome.hashCode()
        override fun toString() = "{outcome: $outcome, code: $code, version: $version}"
    }

    private class Switching : BrandTransport {
        @Volatile
        var current: BrandTransport = InMemoryTransport()
        override fun get(path: String, ifNoneMatch: String?, maximumBytes: Int, deadline: Deadline) =
            current.get(path, ifNoneMatch, maximumBytes, deadline)
    }

    fun caseNames(): List<String> = suite.listFiles().orEmpty().filter { File(it, "case.json").isFile }.map { it.name }.sorted()

    /** Null when every step gave its expected outcome; else what differed. */
    fun run(name: String): String? {
        val folder = File(suite, name)
        val case = StrictJson.parse(File(folder, "case.json").readBytes()) as Map<*, *>
        val settingsJson = case["settings"] as Map<*, *>
        val settings = DeliverySettings(
            engineVersion = (settingsJson["engineVersion"] as Long).toInt(),
            maximumRootSteps = (settingsJson["maximumRootSteps"] as Long).toInt(),
            requestDeadlineMillis = settingsJson["requestDeadlineMilliseconds"] as Long,
            refreshDeadlineMillis = settingsJson["refreshDeadlineMilliseconds"] as Long
        )
        val pinned = File(folder, case["pinnedRoot"] as String).readBytes()
        val directory = java.nio.file.Files.createTempDirectory("delivery-suite-state").toFile()
        val transport = Switching()
        var clock = Instant.EPOCH
        var client: DeliveryClient? = null
        var host: Process? = null
        fun start() = DeliveryClient(pinned, directory, transport, settings, verifier, now = { clock })
        try {
            for ((index, item) in (case["steps"] as List<*>).withIndex()) {
                val step = item as Map<*, *>
                (step["now"] as String?)?.let { clock = Instant.parse(it) }
                val expectJson = step["expect"] as Map<*, *>
                val expected = Expect(expectJson["outcome"] as String, expectJson["code"] as String?, expectJson["version"] as Long?)
                val actual = when (step["action"]) {
                    "pin" -> try {
                        SignedTrustRoot.pinned(pinned, verifier)
                        Expect("pinned", null, null)
                    } catch (e: DeliveryRejection) {
                        Expect("rejected", e.code, null)
                    }
                    "refresh" -> {
                        host?.destroy()
                        host = serve(File(folder, step["served"] as String), transport)
                        val current = client ?: start().also { client = it }
                        when (val outcome = current.refresh()) {
                            is RefreshOutcome.Updated -> Expect("updated", null, current.snapshot.version)
                            is RefreshOutcome.Unchanged -> Expect("unchanged", null, current.snapshot.version)
                            is RefreshOutcome.Rejected -> Expect("rejected", outcome.rejection.code, current.snapshot.version)
                        }
                    }
                    "restart" -> {
                        (step["damage"] as List<*>?)?.forEach { damage(it as Map<*, *>, folder, directory) }
                        val restarted = start()
                        client = restarted
                        Expect("started", restarted.lastRejection?.code, restarted.snapshot.version)
                    }
                    else -> return "step ${index + 1}: unknown action ${step["action"]}"
                }
                if (actual != expected) return "step ${index + 1} (${step["action"]}): expected $expected, got $actual"
            }
            return null
        } catch (e: Exception) {
            return "threw $e"
        } finally {
            host?.destroy()
            host?.waitFor()
            directory.deleteRecursively()
        }
    }

    /** Serves [served]: from memory, or with serve-bundle.py when it holds a control file. */
    private fun serve(served: File, transport: Switching): Process? {
        val files = served.walkTopDown().filter { it.isFile }.associate { it.relativeTo(served).invariantSeparatorsPath to it.readBytes() }
        if (files.keys.none { it.startsWith(".") }) {
            transport.current = InMemoryTransport(files)
            return null
        }
        val copy = java.nio.file.Files.createTempDirectory("delivery-suite-site").toFile()
        served.copyRecursively(copy, overwrite = true)
        val process = ProcessBuilder("python3", server.path, copy.path, "--port", "0", "--lifetime", "300")
            .redirectError(ProcessBuilder.Redirect.DISCARD).start()
        val line = process.inputStream.bufferedReader().readLine() ?: error("serve-bundle.py did not start")
        val port = line.removePrefix("port ").trim().toInt()
        transport.current = HttpTransport(URI("http://127.0.0.1:$port/"))
        return process
    }

    private fun damage(damage: Map<*, *>, folder: File, directory: File) {
        when (damage["target"]) {
            "document" -> {
                val file = File(directory, "documents/${damage["digest"]}.json")
                val bytes = file.readBytes()
                when (damage["how"]) {
                    "bit-flipped" -> file.writeBytes(bytes.also { it[it.size / 3] = (it[it.size / 3].toInt() xor 0x10).toByte() })
                    "truncated" -> file.writeBytes(bytes.copyOf(bytes.size - 7))
                    "removed" -> file.delete()
                    else -> error("unknown damage ${damage["how"]}")
                }
            }
            "manifest" -> {
                val store = BundleStore(directory)
                val bundle = store.bundle() ?: error("no stored bundle to damage")
                val manifest = bundle.manifest.copyOf().also { it[it.size / 3] = (it[it.size / 3].toInt() xor 0x10).toByte() }
                val accepted = store.accepted()
                store.commit(BundleStore.StoredBundle(manifest, bundle.signatures, bundle.entityTag, bundle.epoch), accepted, emptyMap(),
                    directory.resolve("documents").list().orEmpty().map { it.removeSuffix(".json") }.toSet())
            }
            "roots" -> {
                val texts = (damage["roots"] as List<*>).map { File(folder, it as String).readText() }
                BundleStore(directory).writeRoots(texts)
            }
            else -> error("unknown damage target ${damage["target"]}")
        }
    }
}

/**
 * `java -cp delivery.jar:bcprov.jar brandengine.delivery.DeliverySuiteMain SUITE SERVE_BUNDLE_PY`, then
 * optionally `--bouncycastle` (the BouncyCastle verifier instead of the JDK's) and case names.
 */
object DeliverySuiteMain {
    @JvmStatic
    fun main(args: Array<String>) {
        val verifier = if ("--bouncycastle" in args) BouncyCastleEd25519Verifier() else JdkEd25519Verifier()
        val runner = DeliverySuiteRunner(File(args[0]), File(args[1]), verifier)
        val chosen = args.drop(2).filter { it != "--bouncycastle" }
        val names = if (chosen.isEmpty()) runner.caseNames() else chosen
        var failures = 0
        for (name in names) {
            val problem = runner.run(name)
            if (problem == null) println("PASS $name") else {
                failures++
                println("FAIL $name $problem")
            }
        }
        println("${names.size - failures} of ${names.size} cases passed")
        System.out.flush()
        kotlin.system.exitProcess(if (failures == 0) 0 else 1)
    }
}
