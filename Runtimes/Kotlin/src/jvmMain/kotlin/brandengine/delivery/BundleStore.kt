package brandengine.delivery

import java.io.File
import java.io.FileOutputStream
import java.nio.channels.FileChannel
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption
import java.util.Base64

/**
 * The client's folder. Every file is written whole (temporary file, `fsync`, atomic rename,
 * `fsync` of the folder), and a commit holds the folder's lock, so a crash or a second process
 * never leaves half a state:
 *
 * ```
 * <directory>/lock                     file lock: one writer at a time
 * <directory>/accepted-version         "<epoch> <version> <manifest sha256>": never lowered
 * <directory>/accepted.json            the accepted manifest, its signatures, ETag and epoch
 * <directory>/documents/<sha256>.json  its verified documents
 * <directory>/roots.json               the roots taken after the pinned one (their files' texts,
 *                                      a JSON array), trusted only as far as they chain from it
 * ```
 */
class BundleStore(val directory: File) {
    private val documents = File(directory, "documents")

    /** The accepted version: never lowered. */
    data class Accepted(val epoch: Long, val version: Long, val manifestDigest: String?) {
        companion object {
            val NONE = Accepted(0, 0, null)
        }
    }

    /** The accepted bundle as stored. */
    class StoredBundle(val manifest: ByteArray, val signatures: List<ByteArray>, val entityTag: String?, val epoch: Long)

    /** Runs [block] holding the folder's lock (other processes wait). */
    fun <T> locked(block: () -> T): T {
        directory.mkdirs()
        FileChannel.open(File(directory, "lock").toPath(), StandardOpenOption.CREATE, StandardOpenOption.WRITE).use { channel ->
            val held = channel.lock()
            try {
                return block()
            } finally {
                held.release()
            }
        }
    }

    fun accepted(): Accepted {
        val text = read(File(directory, "accepted-version"))?.toString(Charsets.UTF_8)?.trim() ?: return Accepted.NONE
        val parts = text.split(' ')
        val epoch = parts.getOrNull(0)?.toLongOrNull()
        val version = parts.getOrNull(1)?.toLongOrNull()
        if (parts.size != 3 || epoch == null || version == null || epoch < 0 || version < 0) {
            throw DeliveryRejection.storedBundle("accepted-version is damaged")
        }
        return Accepted(epoch, version, parts[2])
    }

    /** The stored bundle; null when none was accepted; `stored-bundle` when it cannot be read. */
    fun bundle(): StoredBundle? {
        val bytes = read(File(directory, "accepted.json")) ?: return null
        val problem = { text: String -> DeliveryRejection.storedBundle("accepted.json: $text") }
        val parsed = try {
            StrictJson.parse(bytes)
        } catch (e: StrictJson.Problem) {
            throw problem(e.message ?: "not JSON")
        }
        val fields = JsonFields.of(parsed, problem)
        val manifest = decodeBase64(fields.string("manifest")) ?: throw problem("manifest is not base64")
        val signatures = fields.strings("signatures").map { decodeBase64(it) ?: throw problem("a signature is not base64") }
        @Suppress("UNCHECKED_CAST")
        val tag = (parsed as Map<String, Any?>)["entityTag"] as? String
        return StoredBundle(manifest, signatures, tag, fields.long("epoch"))
    }

    /** A stored document's bytes, or null when it is missing. */
    fun document(digest: String): ByteArray? = read(File(documents, "$digest.json"))

    /** The stored roots' texts, oldest first. */
    fun roots(): List<String> {
        val bytes = read(File(directory, "roots.json")) ?: return emptyList()
        val parsed = try {
            StrictJson.parse(bytes)
        } catch (e: StrictJson.Problem) {
            return emptyList()
        }
        return (parsed as? List<*>)?.map { it as? String ?: return emptyList() } ?: emptyList()
    }

    fun writeRoots(texts: List<String>) {
        write(File(directory, "roots.json"), ("[" + texts.joinToString(",") { quoted(it) } + "]\n").toByteArray())
    }

    /** Writes the new documents, then the bundle, then the accepted version; drops documents no longer listed. */
    fun commit(bundle: StoredBundle, accepted: Accepted, newDocuments: Map<String, ByteArray>, listed: Set<String>) {
        documents.mkdirs()
        for ((digest, bytes) in newDocuments) write(File(documents, "$digest.json"), bytes)
        val encoder = Base64.getEncoder()
        val text = "{\"entityTag\":${bundle.entityTag?.let { quoted(it) } ?: "null"},\"epoch\":${bundle.epoch}," +
            "\"manifest\":${quoted(encoder.encodeToString(bundle.manifest))}," +
            "\"signatures\":[${bundle.signatures.joinToString(",") { quoted(encoder.encodeToString(it)) }}]}\n"
        write(File(directory, "accepted.json"), text.toByteArray())
        write(File(directory, "accepted-version"), "${accepted.epoch} ${accepted.version} ${accepted.manifestDigest}\n".toByteArray())
        documents.listFiles()?.forEach { file ->
            if (file.name.endsWith(".json") && file.name.removeSuffix(".json") !in listed) file.delete()
        }
    }

    private fun read(file: File): ByteArray? = try {
        if (file.isFile) file.readBytes() else null
    } catch (e: java.io.IOException) {
        null
    }

    /** Temporary file, `fsync`, atomic rename over [file], `fsync` of the folder. */
    private fun write(file: File, bytes: ByteArray) {
        val folder = file.parentFile
        folder.mkdirs()
        val temporary = File(folder, ".${file.name}.${System.nanoTime()}.tmp")
        try {
            FileOutputStream(temporary).use { stream ->
                stream.write(bytes)
                stream.fd.sync()
            }
            Files.move(temporary.toPath(), file.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
        } finally {
            temporary.delete()
        }
        try {
            FileChannel.open(folder.toPath(), StandardOpenOption.READ).use { it.force(true) }
        } catch (e: java.io.IOException) {
            // A platform that cannot open a folder for fsync: the rename is still atomic.
        }
    }

    private fun quoted(text: String): String {
        val out = StringBuilder("\"")
        for (c in text) {
            when {
                c == '"' -> out.append("\\\"")
                c == '\\' -> out.append("\\\\")
                c == '\n' -> out.append("\\n")
                c.toInt() < 0x20 -> out.append("\\u%04x".format(c.toInt()))
                else -> out.append(c)
            }
        }
        return out.append('"').toString()
    }
}
