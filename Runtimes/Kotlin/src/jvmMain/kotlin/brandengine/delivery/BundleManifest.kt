package brandengine.delivery

import java.time.Duration
import java.time.Instant

/** `manifest.json`: which documents make up a bundle version (docs/delivery.md, "File layout"). */
class BundleManifest(val version: Long, val created: Instant, val expires: Instant, val brands: List<Entry>) {
    class Entry(val id: String, val digest: String, val size: Int, val minimumEngineVersion: Int) {
        /** Where the host serves the document. */
        val path: String get() = "brands/$digest.json"
    }

    companion object {
        const val MANIFEST = "manifest.json"
        const val SIGNATURE = "manifest.sig"
        const val MAXIMUM_MANIFEST_SIZE = 1 shl 20
        const val MAXIMUM_DOCUMENT_SIZE = 4 shl 20
        const val MAXIMUM_SIGNATURE_LINES = TrustRoot.MAXIMUM_KEYS
        const val MAXIMUM_SIGNATURE_FILE_SIZE = MAXIMUM_SIGNATURE_LINES * 90
        val MAXIMUM_LIFETIME: Duration = Duration.ofDays(90)
        val MAXIMUM_CLOCK_SKEW: Duration = Duration.ofSeconds(300)
        const val MAXIMUM_VERSION_JUMP = 1L shl 32
        private val brandID = Regex("[a-z0-9]+(-[a-z0-9]+)*")
        private val digestPattern = Regex("[0-9a-f]{64}")

        fun rootPath(version: Long) = "root/$version.json"

        /** Reads and checks a manifest: format, ranges, ids and digests well-formed, ids unique. */
        fun decode(bytes: ByteArray): BundleManifest {
            if (bytes.size > MAXIMUM_MANIFEST_SIZE) throw DeliveryRejection.malformedManifest("${bytes.size} bytes")
            val parsed = try {
                StrictJson.parse(bytes)
            } catch (e: StrictJson.Problem) {
                throw DeliveryRejection.malformedManifest("not a bundle manifest: ${e.message}")
            }
            val problem = { text: String -> DeliveryRejection.malformedManifest("not a bundle manifest: $text") }
            val fields = JsonFields.of(parsed, problem)
            if (fields.string("format") != "brandengine.bundle") throw DeliveryRejection.malformedManifest("format is not \"brandengine.bundle\"")
            if (fields.long("formatVersion") != 1L) throw DeliveryRejection.malformedManifest("a format version this client does not read")
            val manifest = BundleManifest(
                version = fields.long("version"), created = fields.instant("created"), expires = fields.instant("expires"),
                brands = fields.list("brands").map { item ->
                    val entry = JsonFields.of(item, problem)
                    Entry(entry.string("id"), entry.string("digest"), entry.int("size"), entry.int("minimumEngineVersion"))
                }
            )
            if (manifest.version < 1) throw DeliveryRejection.malformedManifest("version ${manifest.version} is below 1")
            if (!manifest.expires.isAfter(manifest.created)) throw DeliveryRejection.malformedManifest("expires is not after created")
            val ids = HashSet<String>()
            for (entry in manifest.brands) {
                if (entry.id.length > 64 || !brandID.matches(entry.id)) throw DeliveryRejection.malformedManifest("brand id is not an id")
                if (!ids.add(entry.id)) throw DeliveryRejection.malformedManifest("brand ${entry.id} is listed twice")
                if (!digestPattern.matches(entry.digest)) throw DeliveryRejection.malformedManifest("digest of ${entry.id} is not 64 hex digits")
                if (entry.size !in 0..MAXIMUM_DOCUMENT_SIZE) throw DeliveryRejection.malformedManifest("size of ${entry.id} is out of range")
            }
            return manifest
        }

        /** `manifest.sig`: one base64 Ed25519 signature a line, 1 to 16 of them. */
        fun signatures(bytes: ByteArray): List<ByteArray> {
            if (bytes.size > MAXIMUM_SIGNATURE_FILE_SIZE) throw DeliveryRejection.malformedManifest("manifest.sig is too large")
            val lines = String(bytes, Charsets.UTF_8).split('\n', '\r').map { it.trim(' ', '\t') }.filter { it.isNotEmpty() }
            if (lines.size !in 1..MAXIMUM_SIGNATURE_LINES) throw DeliveryRejection.malformedManifest("manifest.sig holds ${lines.size} signatures")
            return lines.map { line ->
                val signature: ByteArray = decodeBase64(line)?.takeIf { it.size == 64 }
                    ?: throw DeliveryRejection.malformedManifest("manifest.sig is not base64 Ed25519 signatures")
                signature
            }
        }

        /** How many of [keys] made one of [signatures] over [bytes], each key once, stopping at [enough]. */
        fun signers(bytes: ByteArray, signatures: List<ByteArray>, keys: List<PublicKey>, enough: Int, verifier: SignatureVerifier): Int {
            var count = 0
            for (key in keys.toSet()) {
                if (signatures.any { verifier.isValid(key.raw, it, bytes) }) {
                    count++
                    if (count >= enough) break
                }
            }
            return count
        }
    }
}
