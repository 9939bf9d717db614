// A ramp with no rebuild, on the JVM as an Android app runs it: loads brands from their
// envelopes (what the app ships in its assets), takes a signed bundle from a loopback server,
// shows the share of users a flag is on for, then the server publishes the next bundle and the
// same process shows the new share. The Kotlin twin of Runtimes/TypeScript/examples/ramp.ts.
//
//   kotlin -classpath … brandengine.examples.RampKt <assets folder> <flag> <brand> <bundle folder>...
//
// The assets folder is `brandgen --platform android`'s `assets/brandengine/` (envelopes and
// locale data); each bundle folder is `brandgen bundle`'s output, and the pinned root is the
// first's `root/1.json`.
package brandengine.examples

import brandengine.delivery.DeliveryClient
import brandengine.delivery.DeliveryListener
import brandengine.delivery.DeliverySnapshot
import brandengine.delivery.HttpTransport
import brandengine.delivery.RefreshOutcome
import brandengine.jvm.EnvelopeFolder
import brandengine.profile.BrandRuntime
import brandengine.profile.LocaleData
import brandengine.profile.RuntimeProfile
import brandengine.runtime.FlagContext
import java.io.File
import java.net.InetAddress
import java.net.ServerSocket
import java.net.URI
import java.nio.file.Files
import kotlin.concurrent.thread
import kotlin.system.exitProcess

fun main(args: Array<String>) {
    if (args.size < 4) {
        System.err.println("usage: ramp <assets folder> <flag> <brand> <bundle folder>...")
        exitProcess(2)
    }
    val (assets, flag, brandId) = Triple(File(args[0]), args[1], args[2])
    val bundles = args.drop(3).map { File(it) }
    val started = System.nanoTime()
    val brands = EnvelopeFolder(assets).loadAll().toMutableMap()
    val localeData = assets.listFiles().orEmpty().filter { it.name.endsWith(".locales.json") }.sortedBy { it.name }
        .map { LocaleData.parse(it.readText()) }.reduce { a, b -> a.merged(b) }
    println("bundled: ${brands.keys.sorted().joinToString(", ")} in ${"%.1f".format((System.nanoTime() - started) / 1e6)} ms")
    fun share(): String {
        val brand = brands.getValue(brandId)
        val on = (0 until 10_000).count { brand.flags.evaluate(flag, FlagContext(userId = "user-$it", platform = "android")).value }
        return "%.2f%%".format(on / 100.0)
    }
    println("$brandId $flag: on for ${share()} of 10,000 users (bundled)")

    var serving = bundles.first()
    // A loopback static host (java.net only: no JDK module beyond java.base), one request a connection.
    val server = ServerSocket(0, 50, InetAddress.getLoopbackAddress())
    thread(isDaemon = true) {
        while (!server.isClosed) {
            val socket = try { server.accept() } catch (e: java.io.IOException) { break }
            socket.use {
                val line = it.getInputStream().bufferedReader().readLine() ?: return@use
                val path = line.split(' ').getOrNull(1)?.substringBefore('?')?.trimStart('/') ?: ""
                val root = serving.canonicalFile
                val file = File(root, path).canonicalFile
                val out = it.getOutputStream()
                if (path.contains("..") || !file.path.startsWith(root.path) || !file.isFile) {
                    out.write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".toByteArray())
                } else {
                    val bytes = file.readBytes()
                    out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${bytes.size}\r\nConnection: close\r\n\r\n".toByteArray())
                    out.write(bytes)
                }
                out.flush()
            }
        }
    }
    val port = server.localPort
    val folder = Files.createTempDirectory("ramp-").toFile()
    try {
        val client = DeliveryClient(File(bundles.first(), "root/1.json").readBytes(), folder, HttpTransport(URI("http://127.0.0.1:$port/")))
        client.addListener(object : DeliveryListener {
            override fun onUpdate(snapshot: DeliverySnapshot, changedBrands: Set<String>) {
                // Each changed brand is read from its delivered envelope, checked, and replaces the one shown.
                for (id in changedBrands.sorted()) {
                    val envelope = snapshot.documents[id] ?: continue
                    brands[id] = BrandRuntime(RuntimeProfile.load(envelope, id), localeData)
                    println("  live update: $id from a bundle")
                }
            }
        })
        for (bundle in bundles) {
            serving = bundle
            val before = System.nanoTime()
            val what = when (val outcome = client.refresh()) {
                is RefreshOutcome.Updated -> "updated to version ${outcome.version}"
                is RefreshOutcome.Unchanged -> "unchanged"
                is RefreshOutcome.Rejected -> "rejected: ${outcome.rejection.message}"
            }
            println("refresh from http://127.0.0.1:$port/ (${bundle.path}): $what in ${"%.1f".format((System.nanoTime() - before) / 1e6)} ms")
            println("$brandId $flag: on for ${share()} of 10,000 users (bundle ${client.snapshot.version ?: "-"}, no rebuild)")
        }
    } finally {
        server.close()
        folder.deleteRecursively()
    }
}
