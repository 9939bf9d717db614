package brandengine.profile

import brandengine.digest.Sha256
import brandengine.digest.Utf8
import brandengine.json.JsonException
import brandengine.json.JsonLimits
import brandengine.json.JsonReader
import brandengine.json.JsonValue
import brandengine.json.JsonWriter

/** Why a runtime profile envelope was refused: the Swift `RuntimeProfileError`'s message and hint. */
class RuntimeProfileException(val reason: String, val hint: String? = null) :
    Exception(if (hint == null) reason else "$reason (hint: $hint)")

/**
 * A checked runtime profile envelope (`brandgen --platform json`): the format, a version this
 * runtime reads, and the digest (SHA-256 of `profile` written compactly) all hold.
 */
class RuntimeProfile private constructor(val id: String, val base: String?, val digest: String, val profile: JsonValue.Obj) {
    companion object {
        const val FORMAT = "brandengine.runtime-profile"
        const val VERSION = 1
        /** The Swift loader's input cap (`ParseLimits.default.maxInputBytes`). */
        const val MAX_BYTES = 8 * 1024 * 1024

        private val brandId = Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
        fun isValidBrandId(id: String): Boolean = id.length in 1..64 && brandId.matches(id)

        /** `sha256:` and the hex digest of [profile] written compactly. */
        fun digest(profile: JsonValue): String = "sha256:" + Sha256.hex(Utf8.encode(JsonWriter.compact(profile)))

        /** Reads and checks the envelope of brand [id] from its UTF-8 [bytes]. */
        fun load(bytes: ByteArray, id: String): RuntimeProfile {
            if (bytes.size > MAX_BYTES) throw RuntimeProfileException("runtime profile is ${bytes.size} bytes, over the limit of $MAX_BYTES")
            val text = Utf8.decode(bytes) ?: throw RuntimeProfileException("not JSON: the bytes are not UTF-8", "regenerate it with brandgen")
            return load(text, id)
        }

        /** Reads and checks the envelope of brand [id] from its text. */
        fun load(text: String, id: String): RuntimeProfile {
            if (!isValidBrandId(id)) throw RuntimeProfileException("brand id \"${display(id)}\" is not lower-case letters, digits and dashes")
            val root = try {
                JsonReader.parse(text, JsonLimits(maxLength = MAX_BYTES))
            } catch (e: JsonException) {
                throw RuntimeProfileException("not JSON: ${e.message}", "regenerate it with brandgen")
            }
            if (root !is JsonValue.Obj) throw RuntimeProfileException("not a runtime profile: the document is not an object")
            if ((root["format"] as? JsonValue.Str)?.value != FORMAT) {
                throw RuntimeProfileException("not a runtime profile: `format` is not \"$FORMAT\"")
            }
            val version = root["version"]
            if ((version as? JsonValue.Number)?.toLongOrNull() != VERSION.toLong()) {
                val found = version?.let { display(JsonWriter.compact(it)) } ?: "none"
                throw RuntimeProfileException("runtime profile version $found is not $VERSION", "regenerate it with this engine's brandgen")
            }
            val profile = root["profile"] as? JsonValue.Obj ?: throw RuntimeProfileException("runtime profile has no `profile` object")
            val base = root["base"]
            if (base != null && !(base is JsonValue.Str && isValidBrandId(base.value))) {
                throw RuntimeProfileException("runtime profile's `base` is not a brand id")
            }
            val computed = digest(profile)
            if ((root["digest"] as? JsonValue.Str)?.value != computed) {
                throw RuntimeProfileException("runtime profile digest does not match its content (computed $computed)", "regenerate it with brandgen")
            }
            val profileId = (profile["id"] as? JsonValue.Str)?.value
            if (profileId != null && profileId != id) {
                throw RuntimeProfileException("runtime profile is brand \"${display(profileId)}\", not \"$id\"")
            }
            return RuntimeProfile(id, (base as? JsonValue.Str)?.value, computed, profile)
        }

        /** Text for a message: control and bidirectional characters escaped, at most 80 characters. */
        fun display(text: String): String {
            val out = StringBuilder()
            for (c in text.take(80)) if (JsonWriter.needsEscape(c.toInt())) out.append("\\u").append(c.toInt().toString(16).padStart(4, '0')) else out.append(c)
            return if (text.length > 80) "$out…" else out.toString()
        }
    }
}
