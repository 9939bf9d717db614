package brandengine.json

/**
 * Writes a [JsonValue] compactly (no whitespace), as the Swift engine's JSONEmitter writes it:
 * members in their order, numbers as their source text, and the same characters escaped
 * (controls, DEL and C1, U+2028/9, U+FEFF, U+FFFE/F and the bidirectional controls, as
 * lower-case `\u` escapes). A runtime profile's digest is the SHA-256 of this text.
 */
object JsonWriter {
    fun compact(value: JsonValue): String {
        val out = StringBuilder()
        write(value, out)
        return out.toString()
    }

    private fun write(value: JsonValue, out: StringBuilder) {
        when (value) {
            is JsonValue.Null -> out.append("null")
            is JsonValue.Bool -> out.append(if (value.value) "true" else "false")
            is JsonValue.Number -> out.append(value.text)
            is JsonValue.Str -> quote(value.value, out)
            is JsonValue.Arr -> {
                out.append('[')
                value.items.forEachIndexed { i, item -> if (i > 0) out.append(','); write(item, out) }
                out.append(']')
            }
            is JsonValue.Obj -> {
                out.append('{')
                var first = true
                for ((k, v) in value.members) {
                    if (!first) out.append(',')
                    first = false
                    quote(k, out); out.append(':'); write(v, out)
                }
                out.append('}')
            }
        }
    }

    fun needsEscape(code: Int): Boolean =
        code < 0x20 || code in 0x7F..0x9F || code == 0x2028 || code == 0x2029 || code == 0xFEFF ||
            code == 0xFFFE || code == 0xFFFF || code == 0x061C || code == 0x200E || code == 0x200F ||
            code in 0x202A..0x202E || code in 0x2066..0x2069

    fun quote(text: String, out: StringBuilder) {
        out.append('"')
        for (c in text) {
            when (c) {
                '"' -> out.append("\\\"")
                '\\' -> out.append("\\\\")
                '\n' -> out.append("\\n")
                '\r' -> out.append("\\r")
                '\t' -> out.append("\\t")
                else -> if (needsEscape(c.toInt())) {
                    out.append("\\u").append(c.toInt().toString(16).padStart(4, '0'))
                } else out.append(c)
            }
        }
        out.append('"')
    }
}
