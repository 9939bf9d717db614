package brandengine.delivery

import java.io.ByteArrayOutputStream
import java.io.IOException
import java.net.HttpURLConnection
import java.net.SocketTimeoutException
import java.net.URI
import java.util.zip.CRC32
import java.util.zip.DataFormatException
import java.util.zip.Inflater

/** One HTTP response as the client reads it. */
class TransportResponse(val status: Int, val body: ByteArray = ByteArray(0), val entityTag: String? = null)

/** When a request must be over, on a monotonic clock ([System.nanoTime]). */
class Deadline(private val endNanos: Long, val milliseconds: Long) {
    val remainingMillis: Long get() = (endNanos - System.nanoTime()) / 1_000_000
    val isPast: Boolean get() = System.nanoTime() - endNanos >= 0

    /** Throws `deadline` once past. */
    fun check(what: String) {
        if (isPast) throw DeliveryRejection.deadline(what, milliseconds)
    }

    companion object {
        fun after(milliseconds: Long) = Deadline(System.nanoTime() + milliseconds * 1_000_000, milliseconds)
        fun earliest(a: Deadline, b: Deadline) = if (a.remainingMillis <= b.remainingMillis) a else b
    }
}

/**
 * Fetches a bundle's files from the static host. Any HTTP status is a response; a transport
 * failure throws `network`, a body over [maximumBytes] `too-large` (as soon as it is known),
 * and a request still running at [deadline] `deadline`.
 */
interface BrandTransport {
    fun get(path: String, ifNoneMatch: String?, maximumBytes: Int, deadline: Deadline): TransportResponse
}

/** Files in memory, by path, with an ETag (the SHA-256 of the bytes) and 304s: tests and previews. */
class InMemoryTransport(files: Map<String, ByteArray> = emptyMap()) : BrandTransport {
    @Volatile
    var files: Map<String, ByteArray> = files

    override fun get(path: String, ifNoneMatch: String?, maximumBytes: Int, deadline: Deadline): TransportResponse {
        deadline.check(path)
        val body = files[path] ?: return TransportResponse(404)
        val tag = "\"" + Digests.sha256Hex(body) + "\""
        if (ifNoneMatch == tag) return TransportResponse(304, entityTag = tag)
        if (body.size > maximumBytes) throw DeliveryRejection.tooLarge(path, maximumBytes.toLong())
        return TransportResponse(200, body, tag)
    }
}

/**
 * The static host over HTTP(S) with `HttpURLConnection` (Android's and the JDK's): asks for
 * `identity`, inflates `gzip` itself under the cap ([Gzip]), refuses any other coding at the
 * headers, follows redirects only within [baseUrl]'s origin (and HTTP to HTTPS on its host),
 * and stops at the cap and at the deadline, whatever the host's pace.
 */
class HttpTransport(private val baseUrl: URI) : BrandTransport {
    override fun get(path: String, ifNoneMatch: String?, maximumBytes: Int, deadline: Deadline): TransportResponse {
        var url = baseUrl.resolve(path)
        repeat(MAXIMUM_REDIRECTS + 1) {
            deadline.check(path)
            val connection = url.toURL().openConnection() as HttpURLConnection
            try {
                val timeout = deadline.remainingMillis.coerceIn(1, Int.MAX_VALUE.toLong()).toInt()
                connection.connectTimeout = timeout
                connection.readTimeout = timeout
                connection.instanceFollowRedirects = false
                connection.useCaches = false
                connection.setRequestProperty("Accept-Encoding", "identity")
                if (ifNoneMatch != null) connection.setRequestProperty("If-None-Match", ifNoneMatch)
                val status = connection.responseCode
                val tag = connection.getHeaderField("ETag")
                if (status in 300..399 && status != 304) {
                    val location = connection.getHeaderField("Location") ?: return TransportResponse(status, entityTag = tag)
                    val target = try {
                        url.resolve(location)
                    } catch (e: IllegalArgumentException) {
                        throw DeliveryRejection.redirect(path, location)
                    }
                    if (!sameOrigin(url, target)) throw DeliveryRejection.redirect(path, location)
                    url = target
                    return@repeat
                }
                if (status != 200) return TransportResponse(status, entityTag = tag)
                val coding = connection.getHeaderField("Content-Encoding")?.trim()
                val body = when (coding?.toLowerCase()) {
                    null, "", "identity" -> identity(connection, path, maximumBytes, deadline)
                    "gzip" -> Gzip.inflate(read(connection, path, maximumBytes + maximumBytes / 64 + (64 shl 10), deadline), maximumBytes, path)
                    else -> throw DeliveryRejection.contentEncoding(path, coding)
                }
                return TransportResponse(200, body, tag)
            } catch (e: SocketTimeoutException) {
                throw DeliveryRejection.deadline(path, deadline.milliseconds)
            } catch (e: IOException) {
                throw DeliveryRejection.network("$path: ${e.message}")
            } catch (e: IllegalArgumentException) {
                throw DeliveryRejection.network("$path: ${e.message}")
            } finally {
                connection.disconnect()
            }
        }
        throw DeliveryRejection.network("$path: more than $MAXIMUM_REDIRECTS redirects")
    }

    private fun identity(connection: HttpURLConnection, path: String, maximumBytes: Int, deadline: Deadline): ByteArray {
        val announced = connection.contentLengthLong
        if (announced > maximumBytes) throw DeliveryRejection.tooLarge(path, maximumBytes.toLong())
        val body = read(connection, path, maximumBytes, deadline)
        if (announced >= 0 && body.size.toLong() != announced) throw DeliveryRejection.network("$path: the body was cut short")
        return body
    }

    /** The body as it arrives, stopping past [limit] bytes (`too-large`) or at the deadline. */
    private fun read(connection: HttpURLConnection, path: String, limit: Int, deadline: Deadline): ByteArray {
        val out = ByteArrayOutputStream()
        val buffer = ByteArray(16 shl 10)
        connection.inputStream.use { input ->
            while (true) {
                deadline.check(path)
                val count = input.read(buffer)
                if (count < 0) break
                if (out.size().toLong() + count > limit) throw DeliveryRejection.tooLarge(path, limit.toLong())
                out.write(buffer, 0, count)
            }
        }
        deadline.check(path)
        return out.toByteArray()
    }

    private fun sameOrigin(from: URI, to: URI): Boolean {
        fun port(uri: URI) = if (uri.port != -1) uri.port else if (uri.scheme.equals("https", true)) 443 else 80
        if (to.scheme == null || to.host == null || !to.host.equals(from.host, ignoreCase = true)) return false
        if (to.scheme.equals(from.scheme, true)) return port(to) == port(from)
        // HTTP to HTTPS on the same host; never back.
        return from.scheme.equals("http", true) && to.scheme.equals("https", true)
    }

    private companion object {
        const val MAXIMUM_REDIRECTS = 5
    }
}

/**
 * Inflates a gzip body (one or more members, RFC 1952) with `java.util.zip`, counting inflated
 * bytes against [limit] and stopping at the first byte over (`too-large`). A body cut short, or
 * followed by anything but another member, is refused (`network`): `GZIPInputStream` would
 * read trailing garbage as the end.
 */
object Gzip {
    fun inflate(wire: ByteArray, limit: Int, path: String): ByteArray {
        val out = ByteArrayOutputStream()
        val buffer = ByteArray(64 shl 10)
        var position = 0
        if (wire.isEmpty()) throw DeliveryRejection.network("$path: an empty gzip body")
        while (position < wire.size) {
            position = header(wire, position, path)
            val inflater = Inflater(true)
            val crc = CRC32()
            var size = 0L
            try {
                inflater.setInput(wire, position, wire.size - position)
                while (!inflater.finished()) {
                    val count = try {
                        inflater.inflate(buffer)
                    } catch (e: DataFormatException) {
                        throw DeliveryRejection.network("$path: not valid gzip")
                    }
                    if (count == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        throw DeliveryRejection.network("$path: the body ends inside a member")
                    }
                    if (out.size().toLong() + count > limit) throw DeliveryRejection.tooLarge(path, limit.toLong())
                    out.write(buffer, 0, count)
                    crc.update(buffer, 0, count)
                    size += count
                }
                position = wire.size - inflater.remaining
            } finally {
                inflater.end()
            }
            if (wire.size - position < 8) throw DeliveryRejection.network("$path: the body ends inside a member")
            if (littleEndian(wire, position) != crc.value || littleEndian(wire, position + 4) != size and 0xFFFFFFFFL) {
                throw DeliveryRejection.network("$path: not valid gzip (its check fails)")
            }
            position += 8
        }
        return out.toByteArray()
    }

    private fun littleEndian(bytes: ByteArray, at: Int): Long =
        (0 until 4).fold(0L) { value, index -> value or ((bytes[at + index].toLong() and 0xFF) shl (8 * index)) }

    /** The position after a member's header. */
    private fun header(wire: ByteArray, start: Int, path: String): Int {
        val magic = byteArrayOf(0x1f, 0x8b.toByte(), 8)
        for (index in magic.indices) {
            if (start + index >= wire.size) throw DeliveryRejection.network("$path: the body ends inside a member")
            if (wire[start + index] != magic[index]) throw DeliveryRejection.network("$path: not valid gzip")
        }
        if (wire.size - start < 10) throw DeliveryRejection.network("$path: the body ends inside a member")
        val flags = wire[start + 3].toInt()
        var position = start + 10
        fun need(count: Int) {
            if (wire.size - position < count) throw DeliveryRejection.network("$path: the body ends inside a member")
        }
        if (flags and 0x04 != 0) {
            need(2)
            val length = (wire[position].toInt() and 0xFF) or ((wire[position + 1].toInt() and 0xFF) shl 8)
            position += 2
            need(length)
            position += length
        }
        for (flag in listOf(0x08, 0x10)) {
            if (flags and flag != 0) {
                while (true) {
                    need(1)
                    if (wire[position++] == 0.toByte()) break
                }
            }
        }
        if (flags and 0x02 != 0) {
            need(2)
            position += 2
        }
        return position
    }
}
