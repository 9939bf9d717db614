package brandengine.delivery

/**
 * The strict JSON reading every signed document (root, root file, manifest) passes, as the
 * Swift client's StrictJSON: one RFC 8259 document, no member twice in an object, nothing after
 * the value, every number an integer that fits a Long, nesting at most [MAXIMUM_DEPTH] deep.
 * Linear in its input. (The delivery client's own reader: the runtime's JSON reader was not yet
 * on its branch when this was written.)
 */
internal object StrictJson {
    const val MAXIMUM_DEPTH = 128

    class Problem(message: String) : Exception(message)

    /**
     * Objects are [Map]s (insertion order), arrays [List]s, numbers [Long]s; with
     * [integersOnly] false (a brand document, not a signed one), other numbers are [Double]s.
     */
    fun parse(bytes: ByteArray, integersOnly: Boolean = true): Any? {
        val text = try {
            Charsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString()
        } catch (e: java.nio.charset.CharacterCodingException) {
            throw Problem("not UTF-8")
        }
        val reader = Reader(text, integersOnly)
        reader.skipSpace()
        val value = reader.value(0)
        reader.skipSpace()
        if (reader.index != text.length) throw Problem("text after the value at offset ${reader.index}")
        return value
    }

    private class Reader(val text: String, val integersOnly: Boolean) {
        var index = 0

        fun skipSpace() {
            while (index < text.length && text[index] in " \t\r\n") index++
        }

        fun fail(what: String): Nothing = throw Problem("$what at offset $index")

        fun value(depth: Int): Any? {
            if (depth > MAXIMUM_DEPTH) fail("nesting deeper than $MAXIMUM_DEPTH")
            if (index >= text.length) fail("the document ends")
            return when (val c = text[index]) {
                '{' -> obj(depth)
                '[' -> array(depth)
                '"' -> string()
                't' -> literal("true", true)
                'f' -> literal("false", false)
                'n' -> literal("null", null)
                else -> if (c == '-' || c in '0'..'9') number() else fail("unexpected ${describe(c)}")
            }
        }

        private fun describe(c: Char) = if (c.toInt() < 0x20) "control character" else "'$c'"

        private fun literal(word: String, value: Any?): Any? {
            if (!text.startsWith(word, index)) fail("not a value")
            index += word.length
            return value
        }

        private fun obj(depth: Int): Map<String, Any?> {
            index++
            val members = LinkedHashMap<String, Any?>()
            skipSpace()
            if (index < text.length && text[index] == '}') { index++; return members }
            while (true) {
                skipSpace()
                if (index >= text.length || text[index] != '"') fail("a member name expected")
                val name = string()
                skipSpace()
                if (index >= text.length || text[index] != ':') fail("':' expected")
                index++
                skipSpace()
                if (members.containsKey(name)) fail("member \"$name\" twice")
                members[name] = value(depth + 1)
                skipSpace()
                if (index >= text.length) fail("the document ends")
                when (text[index]) {
                    ',' -> index++
                    '}' -> { index++; return members }
                    else -> fail("',' or '}' expected")
                }
            }
        }

        private fun array(depth: Int): List<Any?> {
            index++
            val items = ArrayList<Any?>()
            skipSpace()
            if (index < text.length && text[index] == ']') { index++; return items }
            while (true) {
                skipSpace()
                items.add(value(depth + 1))
                skipSpace()
                if (index >= text.length) fail("the document ends")
                when (text[index]) {
                    ',' -> index++
                    ']' -> { index++; return items }
                    else -> fail("',' or ']' expected")
                }
            }
        }

        private fun string(): String {
            index++
            val out = StringBuilder()
            while (true) {
                if (index >= text.length) fail("a string does not end")
                val c = text[index++]
                when {
                    c == '"' -> return out.toString()
                    c == '\\' -> {
                        if (index >= text.length) fail("a string does not end")
                        when (val e = text[index++]) {
                            '"' -> out.append('"'); '\\' -> out.append('\\'); '/' -> out.append('/')
                            'b' -> out.append('\b'); 'f' -> out.append('\u000C'); 'n' -> out.append('\n')
                            'r' -> out.append('\r'); 't' -> out.append('\t')
                            'u' -> {
                                if (index + 4 > text.length) fail("a short \\u escape")
                                val code = text.substring(index, index + 4).toIntOrNull(16) ?: fail("a bad \\u escape")
                                out.append(code.toChar())
                                index += 4
                            }
                            else -> fail("a bad escape \\$e")
                        }
                    }
                    c.toInt() < 0x20 -> fail("a control character in a string")
                    else -> out.append(c)
                }
            }
        }

        private fun number(): Any {
            val start = index
            if (text[index] == '-') index++
            if (index >= text.length || text[index] !in '0'..'9') fail("a bad number")
            if (text[index] == '0') index++ else while (index < text.length && text[index] in '0'..'9') index++
            var integer = true
            if (index < text.length && text[index] == '.') {
                integer = false
                index++
                if (index >= text.length || text[index] !in '0'..'9') fail("a bad number")
                while (index < text.length && text[index] in '0'..'9') index++
            }
            if (index < text.length && (text[index] == 'e' || text[index] == 'E')) {
                integer = false
                index++
                if (index < text.length && (text[index] == '+' || text[index] == '-')) index++
                if (index >= text.length || text[index] !in '0'..'9') fail("a bad number")
                while (index < text.length && text[index] in '0'..'9') index++
            }
            if (!integer && !integersOnly) return text.substring(start, index).toDouble()
            if (!integer) { index = start; fail("a number that is not an integer") }
            return text.substring(start, index).toLongOrNull()
                ?: if (integersOnly) run { index = start; fail("a number beyond a 64-bit integer") } else text.substring(start, index).toDouble()
        }
    }
}

/** Typed reads of a parsed object, each failing with [problem]'s rejection. */
internal class JsonFields(private val members: Map<String, Any?>, private val problem: (String) -> DeliveryRejection) {
    fun string(name: String): String = members[name] as? String ?: throw problem("`$name` is missing or not a string")
    fun long(name: String): Long = members[name] as? Long ?: throw problem("`$name` is missing or not an integer")
    fun int(name: String): Int {
        val value = long(name)
        if (value < Int.MIN_VALUE || value > Int.MAX_VALUE) throw problem("`$name` is out of range")
        return value.toInt()
    }
    fun list(name: String): List<Any?> = members[name] as? List<Any?> ?: throw problem("`$name` is missing or not an array")
    fun strings(name: String): List<String> = list(name).map { it as? String ?: throw problem("`$name` holds a value that is not a string") }
    /** An internet date-time (RFC 3339), as the Swift client reads dates. */
    fun instant(name: String): java.time.Instant {
        val text = string(name)
        if (!internetDateTime.matches(text)) throw problem("`$name` is not an RFC 3339 time")
        return try {
            java.time.OffsetDateTime.parse(text).toInstant()
        } catch (e: java.time.format.DateTimeParseException) {
            throw problem("`$name` is not an ISO 8601 time")
        }
    }

    companion object {
        private val internetDateTime = Regex("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})")

        fun of(value: Any?, problem: (String) -> DeliveryRejection): JsonFields {
            @Suppress("UNCHECKED_CAST")
            val members = value as? Map<String, Any?> ?: throw problem("not a JSON object")
            return JsonFields(members, problem)
        }
    }
}
