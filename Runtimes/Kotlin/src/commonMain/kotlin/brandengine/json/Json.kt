package brandengine.json

/** A JSON value, as [JsonReader] reads it (RFC 8259). Objects keep their members' order. */
sealed class JsonValue {
    object Null : JsonValue() { override fun toString(): String = "null" }
    data class Bool(val value: Boolean) : JsonValue()
    /** A number kept as its source text, so that no precision is lost before the caller asks. */
    data class Number(val text: String) : JsonValue() {
        fun toDoubleOrNull(): Double? = text.toDoubleOrNull()
        /** The value as a Long when it is an integer in range, else null (no silent rounding). */
        fun toLongOrNull(): Long? = if (text.any { it == '.' || it == 'e' || it == 'E' }) null else text.toLongOrNull()
        fun toIntOrNull(): Int? = if (text.any { it == '.' || it == 'e' || it == 'E' }) null else text.toIntOrNull()
    }
    data class Str(val value: String) : JsonValue()
    data class Arr(val items: List<JsonValue>) : JsonValue()
    data class Obj(val members: Map<String, JsonValue>) : JsonValue() {
        operator fun get(key: String): JsonValue? = members[key]
    }
}

/** Why a document was refused, with the byte offset (0-based) and the line and column (1-based). */
class JsonException(val reason: String, val offset: Int, val line: Int, val column: Int) :
    Exception("$reason at line $line, column $column")

/** Limits for untrusted input: the reader refuses a document over them instead of exhausting memory or stack. */
data class JsonLimits(val maxLength: Int = 16 * 1024 * 1024, val maxDepth: Int = 64, val maxStringLength: Int = 1024 * 1024) {
    companion object { val standard = JsonLimits() }
}
