package brandengine.delivery

import java.io.ByteArrayOutputStream
import java.io.File
import java.time.Instant
import java.util.zip.GZIPOutputStream

/**
 * The Kotlin client's own tests, beyond the suite's outcomes: gzip to the byte, live updates
 * and unsubscribing, the store leaving no temporary file, and BouncyCastle agreeing with the JDK.
 * `java -cp delivery.jar:bcprov.jar brandengine.delivery.DeliveryClientTestsMain SUITE`.
 */
class DeliveryClientTests(private val suite: File) {
    private var failures = 0

    private fun expect(condition: Boolean, what: String) {
        if (!condition) {
            failures++
            println("FAIL $what")
        }
    }

    private fun code(block: () -> Unit): String? = try {
        block()
        null
    } catch (e: DeliveryRejection) {
        e.code
    }

    private fun gzip(bytes: ByteArray): ByteArray {
        val out = ByteArrayOutputStream()
        GZIPOutputStream(out).use { it.write(bytes) }
        return out.toByteArray()
    }

    fun gzipIsReadToTheByte() {
        val text = ByteArray(5000) { (it % 251).toByte() }
        val member = gzip(text)
        expect(Gzip.inflate(member, text.size, "a").contentEquals(text), "one member inflates")
        expect(Gzip.inflate(member + gzip(text), 2 * text.size, "a").contentEquals(text + text), "two members are one body")
        expect(code { Gzip.inflate(member, text.size - 1, "a") } == "too-large", "one byte over the cap is too large")
        expect(code { Gzip.inflate(member.copyOf(member.size - 3), text.size, "a") } == "network", "a cut member is refused")
        expect(code { Gzip.inflate(member + byteArrayOf(1, 2, 3), text.size, "a") } == "network", "trailing bytes are refused")
        val bad = member.copyOf().also { it[it.size - 8] = (it[it.size - 8].toInt() xor 1).toByte() }
        expect(code { Gzip.inflate(bad, text.size, "a") } == "network", "a wrong CRC is refused")
        for (cut in 0 until member.size) {
            expect(code { Gzip.inflate(member.copyOf(cut), text.size, "a") } == "network", "every truncation is refused ($cut)")
        }
    }

    private fun served(case: String, step: Int): Map<String, ByteArray> {
        val folder = File(suite, "$case/served/$step")
        return folder.walkTopDown().filter { it.isFile }.associate { it.relativeTo(folder).invariantSeparatorsPath to it.readBytes() }
    }

    fun listenersSeeEachUpdateUntilTheyUnsubscribe() {
        val case = "bundle-one-brand-changes"
        val pinned = File(suite, "$case/pinned-root.json").readBytes()
        val directory = java.nio.file.Files.createTempDirectory("delivery-listener").toFile()
        val host = InMemoryTransport(served(case, 1))
        val now = Instant.parse("2026-11-18T12:06:40Z")
        val client = DeliveryClient(pinned, directory, host, now = { now })
        val seen = ArrayList<Set<String>>()
        val rejections = ArrayList<String>()
        val subscription = client.addListener(object : DeliveryListener {
            override fun onUpdate(snapshot: DeliverySnapshot, changedBrands: Set<String>) {
                seen.add(changedBrands)
            }

            override fun onRejection(rejection: DeliveryRejection) {
                rejections.add(rejection.code)
            }
        })
        expect(client.refresh() == RefreshOutcome.Updated(1), "version 1 is taken")
        host.files = served(case, 2)
        expect(client.refresh() == RefreshOutcome.Updated(2), "version 2 is taken")
        expect(seen == listOf(setOf("fixture-1", "fixture-2"), setOf("fixture-2")), "the listener saw which brands changed: $seen")
        host.files = served(case, 1)
        expect(client.refresh() is RefreshOutcome.Rejected, "version 1 again is a rollback")
        expect(rejections == listOf("rollback"), "the listener saw the rollback: $rejections")
        subscription.close()
        host.files = emptyMap()
        client.refresh()
        expect(rejections.size == 1, "no call after unsubscribing")
        expect(client.snapshot.version == 2L && client.snapshot.documents.keys == setOf("fixture-1", "fixture-2"), "the last good snapshot stays")
        val leftovers = directory.walkTopDown().filter { it.name.endsWith(".tmp") }.toList()
        expect(leftovers.isEmpty(), "the store leaves no temporary file: $leftovers")
        directory.deleteRecursively()
    }

    fun bouncyCastleAgreesWithTheJdk() {
        val jdk = JdkEd25519Verifier()
        val bouncy = BouncyCastleEd25519Verifier()
        var checked = 0
        for (folder in suite.listFiles().orEmpty().sorted()) {
            val file = File(folder, "pinned-root.json")
            if (!file.isFile) continue
            val root = try {
                SignedTrustRoot.decode(file.readBytes())
            } catch (e: DeliveryRejection) {
                continue
            }
            for ((key, signature) in root.signatures) {
                val flipped = root.signed.copyOf().also { it[0] = (it[0].toInt() xor 1).toByte() }
                for (message in listOf(root.signed, flipped)) {
                    checked++
                    expect(jdk.isValid(key.raw, signature, message) == bouncy.isValid(key.raw, signature, message), "the verifiers agree on ${folder.name}")
                }
            }
        }
        expect(checked > 20, "signatures checked: $checked")
    }

    fun run(): Int {
        gzipIsReadToTheByte()
        listenersSeeEachUpdateUntilTheyUnsubscribe()
        bouncyCastleAgreesWithTheJdk()
        println(if (failures == 0) "all passed" else "$failures failed")
        return failures
    }
}

object DeliveryClientTestsMain {
    @JvmStatic
    fun main(args: Array<String>) {
        kotlin.system.exitProcess(if (DeliveryClientTests(File(args[0])).run() == 0) 0 else 1)
    }
}
