package brandengine.delivery

import java.time.Instant
import java.util.Base64

/**
 * Checks Ed25519 signatures. The default is the JDK's ([JdkEd25519Verifier], Java 15 and later;
 * Android 13 and later); an app on an older Android plugs in BouncyCastle's
 * `Ed25519Signer` behind this interface (docs/delivery.md, "The Kotlin client").
 */
interface SignatureVerifier {
    /** Whether [signature] (64 bytes) is [publicKey]'s (32 raw bytes) over [message]'s exact bytes. */
    fun isValid(publicKey: ByteArray, signature: ByteArray, message: ByteArray): Boolean
}

/** `Signature.getInstance("Ed25519")`, the raw key wrapped in its X.509 encoding. */
class JdkEd25519Verifier : SignatureVerifier {
    private val factory = java.security.KeyFactory.getInstance("Ed25519")

    override fun isValid(publicKey: ByteArray, signature: ByteArray, message: ByteArray): Boolean {
        if (publicKey.size != 32 || signature.size != 64) return false
        return try {
            val key = factory.generatePublic(java.security.spec.X509EncodedKeySpec(X509_PREFIX + publicKey))
            val verifier = java.security.Signature.getInstance("Ed25519")
            verifier.initVerify(key)
            verifier.update(message)
            verifier.verify(signature)
        } catch (e: java.security.GeneralSecurityException) {
            false
        }
    }

    private companion object {
        /** SubjectPublicKeyInfo of an Ed25519 key (RFC 8410), before its 32 bytes. */
        val X509_PREFIX = byteArrayOf(0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00)
    }
}

/** An Ed25519 public key: 32 raw bytes, a canonical point encoding, not of small order. */
class PublicKey private constructor(val raw: ByteArray) {
    val base64: String get() = Base64.getEncoder().encodeToString(raw)
    override fun equals(other: Any?) = other is PublicKey && raw.contentEquals(other.raw)
    override fun hashCode() = raw.contentHashCode()
    override fun toString() = "ed25519:" + Digests.sha256Hex(raw).take(8)

    companion object {
        fun fromBase64(text: String): PublicKey {
            val raw = decodeBase64(text.trim()) ?: throw DeliveryRejection.malformedKey("not base64")
            if (raw.size != 32) throw DeliveryRejection.malformedKey("a public key is 32 bytes")
            if (!isCanonical(raw)) throw DeliveryRejection.malformedKey("not a canonical Ed25519 point encoding")
            if (hasSmallOrder(raw)) throw DeliveryRejection.malformedKey("a point of small order")
            return PublicKey(raw)
        }

        private fun isCanonical(bytes: ByteArray): Boolean {
            if (bytes[31].toInt() and 0x7F != 0x7F || (1 until 31).any { bytes[it] != 0xFF.toByte() }) return true
            return (bytes[0].toInt() and 0xFF) < 0xED
        }

        private val smallOrderY: List<ByteArray> = listOf(
            ByteArray(32),
            ByteArray(32).also { it[0] = 1 },
            ByteArray(32) { 0xFF.toByte() }.also { it[0] = 0xEC.toByte(); it[31] = 0x7F },
            hex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"),
            hex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")
        )

        private fun hasSmallOrder(bytes: ByteArray): Boolean {
            val y = bytes.copyOf()
            y[31] = (y[31].toInt() and 0x7F).toByte()
            return smallOrderY.any { it.contentEquals(y) }
        }

        private fun hex(text: String) = ByteArray(text.length / 2) { text.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
    }
}

internal fun decodeBase64(text: String): ByteArray? = try {
    Base64.getDecoder().decode(text)
} catch (e: IllegalArgumentException) {
    null
}

/** TUF's root role, kept small: who signs manifests, and who signs the next root. */
class TrustRoot(
    val version: Long,
    val expires: Instant,
    val rootKeys: List<PublicKey>,
    val rootThreshold: Int,
    val manifestKeys: List<PublicKey>,
    val manifestThreshold: Int,
    val versionEpoch: Long
) {
    companion object {
        const val MAXIMUM_FILE_SIZE = 64 shl 10
        const val MAXIMUM_KEYS = 16
        const val MAXIMUM_ROOT_SIGNATURES = 2 * MAXIMUM_KEYS

        /** Reads and checks a root document: format, every field's range, keys, thresholds. */
        fun decode(bytes: ByteArray): TrustRoot {
            if (bytes.size > MAXIMUM_FILE_SIZE) throw DeliveryRejection.malformedRoot("${bytes.size} bytes, more than a root may have")
            val fields = JsonFields.of(parse(bytes)) { DeliveryRejection.malformedRoot("not a root document: $it") }
            if (fields.string("format") != "brandengine.root") throw DeliveryRejection.malformedRoot("format is not \"brandengine.root\"")
            if (fields.long("formatVersion") != 1L) throw DeliveryRejection.malformedRoot("a format version this client does not read")
            val root = TrustRoot(
                version = fields.long("version"), expires = fields.instant("expires"),
                rootKeys = keys(fields.strings("rootKeys"), "rootKeys"), rootThreshold = fields.int("rootThreshold"),
                manifestKeys = keys(fields.strings("manifestKeys"), "manifestKeys"), manifestThreshold = fields.int("manifestThreshold"),
                versionEpoch = fields.long("versionEpoch")
            )
            if (root.version < 1) throw DeliveryRejection.malformedRoot("version ${root.version} is below 1")
            if (root.versionEpoch < 0) throw DeliveryRejection.malformedRoot("versionEpoch is negative")
            checkKeys(root.rootKeys, root.rootThreshold, "rootKeys")
            checkKeys(root.manifestKeys, root.manifestThreshold, "manifestKeys")
            return root
        }

        internal fun parse(bytes: ByteArray): Any? = try {
            StrictJson.parse(bytes)
        } catch (e: StrictJson.Problem) {
            throw DeliveryRejection.malformedRoot("not a root document: ${e.message}")
        }

        private fun keys(texts: List<String>, role: String): List<PublicKey> {
            if (texts.size !in 1..MAXIMUM_KEYS) throw DeliveryRejection.malformedRoot("$role lists ${texts.size} keys; 1 to $MAXIMUM_KEYS are allowed")
            return texts.map {
                try {
                    PublicKey.fromBase64(it)
                } catch (e: DeliveryRejection) {
                    throw DeliveryRejection.malformedRoot("$role holds a value that is not an Ed25519 public key")
                }
            }
        }

        private fun checkKeys(keys: List<PublicKey>, threshold: Int, role: String) {
            if (keys.toSet().size != keys.size) throw DeliveryRejection.malformedRoot("$role lists a key twice")
            if (threshold !in 1..keys.size) throw DeliveryRejection.malformedRoot("$role' threshold $threshold is not between 1 and ${keys.size}")
        }
    }
}

/** A `root/<n>.json` file: the root document's exact bytes and the signatures over them. */
class SignedTrustRoot(val root: TrustRoot, val signed: ByteArray, val signatures: Map<PublicKey, ByteArray>, val text: String) {
    /** How many of [keys] made a valid signature over [signed]; each key counts once. */
    fun validSignatures(keys: List<PublicKey>, verifier: SignatureVerifier): Int =
        keys.toSet().count { key -> signatures[key]?.let { verifier.isValid(key.raw, it, signed) } == true }

    fun checkSelfSigned(verifier: SignatureVerifier) {
        val valid = validSignatures(root.rootKeys, verifier)
        if (valid < root.rootThreshold) throw DeliveryRejection.rootThreshold(root.version, "its own keys", valid, root.rootThreshold)
    }

    /** TUF's root update, one step: the next version, signed by this root's threshold and its own, epoch rules. */
    fun checkSuccessor(next: SignedTrustRoot, verifier: SignatureVerifier) {
        if (root.version == Long.MAX_VALUE || next.root.version != root.version + 1) {
            throw DeliveryRejection.rootVersion(next.root.version, if (root.version == Long.MAX_VALUE) root.version else root.version + 1)
        }
        val byPrevious = next.validSignatures(root.rootKeys, verifier)
        if (byPrevious < root.rootThreshold) {
            throw DeliveryRejection.rootThreshold(next.root.version, "root ${root.version}", byPrevious, root.rootThreshold)
        }
        next.checkSelfSigned(verifier)
        if (next.root.versionEpoch < root.versionEpoch) throw DeliveryRejection.malformedRoot("root ${next.root.version} lowers versionEpoch")
        if (next.root.versionEpoch > root.versionEpoch && next.root.manifestKeys.any { it in root.manifestKeys }) {
            throw DeliveryRejection.malformedRoot("root ${next.root.version} raises versionEpoch but keeps a manifest key")
        }
    }

    companion object {
        /** Reads a root file: bounded, every signature well-formed and by a distinct key, the document valid. */
        fun decode(bytes: ByteArray): SignedTrustRoot {
            if (bytes.size > TrustRoot.MAXIMUM_FILE_SIZE) throw DeliveryRejection.malformedRoot("${bytes.size} bytes, more than a root file may have")
            val fields = JsonFields.of(TrustRoot.parse(bytes)) { DeliveryRejection.malformedRoot("not a signed root file: $it") }
            val entries = fields.list("signatures")
            if (entries.size > TrustRoot.MAXIMUM_ROOT_SIGNATURES) throw DeliveryRejection.malformedRoot("${entries.size} signatures")
            val signatures = LinkedHashMap<PublicKey, ByteArray>()
            for (entry in entries) {
                val signature = JsonFields.of(entry) { DeliveryRejection.malformedRoot("a signature entry: $it") }
                val key = try {
                    PublicKey.fromBase64(signature.string("key"))
                } catch (e: DeliveryRejection) {
                    if (e.code == "malformed-root") throw e
                    throw DeliveryRejection.malformedRoot("a signature's key is not an Ed25519 public key")
                }
                val bytesOfSignature = decodeBase64(signature.string("signature"))
                if (bytesOfSignature == null || bytesOfSignature.size != 64) throw DeliveryRejection.malformedRoot("a signature is not 64 bytes of base64")
                if (signatures.put(key, bytesOfSignature) != null) throw DeliveryRejection.malformedRoot("$key signs twice")
            }
            val signed = fields.string("signed").toByteArray(Charsets.UTF_8)
            return SignedTrustRoot(TrustRoot.decode(signed), signed, signatures, String(bytes, Charsets.UTF_8))
        }

        /** A root an app ships: well-formed and signed by its own threshold. */
        fun pinned(bytes: ByteArray, verifier: SignatureVerifier): SignedTrustRoot {
            val root = decode(bytes)
            root.checkSelfSigned(verifier)
            return root
        }
    }
}

internal object Digests {
    fun sha256Hex(bytes: ByteArray): String =
        java.security.MessageDigest.getInstance("SHA-256").digest(bytes).joinToString("") { "%02x".format(it) }
}
