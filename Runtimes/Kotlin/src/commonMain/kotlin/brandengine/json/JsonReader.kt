package brandengine.json

/**
 * A small strict RFC 8259 reader: one value, no comments, no trailing commas, no leading zeros,
 * no unpaired surrogates, no control characters in strings, no duplicate keys. It is iterative
 * in its input length and refuses documents deeper or longer than [limits].
 * Kotlin common standard library only.
 */
class JsonReader(private val text: String, private val limits: JsonLimits = JsonLimits.standard) {
    private var pos = 0

    companion object {
        fun parse(text: String, limits: JsonLimits = JsonLimits.standard): JsonValue = JsonReader(text, limits).readDocument()
    }

    fun readDocument(): JsonValue {
        if (text.length > limits.maxLength) fail("document is ${text.length} characters, over the limit of ${limits.maxLength}", 0)
        skipWhitespace()
        val value = readValue(0)
        skipWhitespace()
        if (pos != text.length) fail("unexpected ${describe(pos)} after the value")
        return value
    }

    private fun fail(reason: String, at: Int = pos): Nothing {
        var line = 1
        var column = 1
        var i = 0
        val end = minOf(at, text.length)
        while (i < end) {
            if (text[i] == '\n') { line += 1; column = 1 } else column += 1
            i += 1
        }
        throw JsonException(reason, at, line, column)
    }

    private fun describe(at: Int): String {
        if (at >= text.length) return "end of input"
        val c = text[at]
        return if (c.toInt() < 0x20 || c.toInt() == 0x7f) "control character U+" + c.toInt().toString(16).padStart(4, '0') else "'$c'"
    }

    private fun skipWhitespace() {
        while (pos < text.length) {
            val c = text[pos]
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') pos += 1 else return
        }
    }

    private fun readValue(depth: Int): JsonValue {
        if (pos >= text.length) fail("expected a value, found end of input")
        return when (text[pos]) {
            '{' -> readObject(depth + 1)
            '[' -> readArray(depth + 1)
            '"' -> JsonValue.Str(readString())
            't' -> { expectWord("true"); JsonValue.Bool(true) }
            'f' -> { expectWord("false"); JsonValue.Bool(false) }
            'n' -> { expectWord("null"); JsonValue.Null }
            else -> if (text[pos] == '-' || text[pos] in '0'..'9') readNumber() else fail("expected a value, found ${describe(pos)}")
        }
    }

    private fun checkDepth(depth: Int) {
        if (depth > limits.maxDepth) fail("nesting deeper than ${limits.maxDepth}")
    }

    private fun readObject(depth: Int): JsonValue {
        checkDepth(depth)
        pos += 1
        val members = LinkedHashMap<String, JsonValue>()
        skipWhitespace()
        if (pos < text.length && text[pos] == '}') { pos += 1; return JsonValue.Obj(members) }
        while (true) {
            skipWhitespace()
            if (pos >= text.length || text[pos] != '"') fail("expected a member name, found ${describe(pos)}")
            val keyAt = pos
            val key = readString()
            if (members.containsKey(key)) fail("duplicate member \"$key\"", keyAt)
            skipWhitespace()
            if (pos >= text.length || text[pos] != ':') fail("expected ':', found ${describe(pos)}")
            pos += 1
            skipWhitespace()
            members[key] = readValue(depth)
            skipWhitespace()
            if (pos >= text.length) fail("unterminated object")
            when (text[pos]) {
                ',' -> pos += 1
                '}' -> { pos += 1; return JsonValue.Obj(members) }
                else -> fail("expected ',' or '}', found ${describe(pos)}")
            }
        }
    }

    private fun readArray(depth: Int): JsonValue {
        checkDepth(depth)
        pos += 1
        val items = ArrayList<JsonValue>()
        skipWhitespace()
        if (pos < text.length && text[pos] == ']') { pos += 1; return JsonValue.Arr(items) }
        while (true) {
            skipWhitespace()
            items.add(readValue(depth))
            skipWhitespace()
            if (pos >= text.length) fail("unterminated array")
            when (text[pos]) {
                ',' -> pos += 1
                ']' -> { pos += 1; return JsonValue.Arr(items) }
                else -> fail("expected ',' or ']', found ${describe(pos)}")
            }
        }
    }

    private fun expectWord(word: String) {
        if (!text.startsWith(word, pos)) fail("expected '$word', found ${describe(pos)}")
        pos += word.length
    }

    private fun readNumber(): JsonValue {
        val start = pos
        if (text[pos] == '-') pos += 1
        if (pos >= text.length) fail("expected a digit, found end of input")
        if (text[pos] == '0') {
            pos += 1
            if (pos < text.length && text[pos] in '0'..'9') fail("leading zero in a number", start)
        } else if (text[pos] in '1'..'9') {
            while (pos < text.length && text[pos] in '0'..'9') pos += 1
        } else fail("expected a digit, found ${describe(pos)}")
        if (pos < text.length && text[pos] == '.') {
            pos += 1
            if (pos >= text.length || text[pos] !in '0'..'9') fail("expected a digit after '.', found ${describe(pos)}")
            while (pos < text.length && text[pos] in '0'..'9') pos += 1
        }
        if (pos < text.length && (text[pos] == 'e' || text[pos] == 'E')) {
            pos += 1
            if (pos < text.length && (text[pos] == '+' || text[pos] == '-')) pos += 1
            if (pos >= text.length || text[pos] !in '0'..'9') fail("expected a digit in the exponent, found ${describe(pos)}")
            while (pos < text.length && text[pos] in '0'..'9') pos += 1
        }
        if (pos - start > 512) fail("number longer than 512 characters", start)
        return JsonValue.Number(text.substring(start, pos))
    }

    private fun hexDigit(at: Int): Int {
        if (at >= text.length) fail("unterminated escape", at)
        val c = text[at]
        return when (c) {
            in '0'..'9' -> c - '0'
            in 'a'..'f' -> c - 'a' + 10
            in 'A'..'F' -> c - 'A' + 10
            else -> fail("expected a hexadecimal digit, found ${describe(at)}", at)
        }
    }

    private fun readUnit(): Int {
        val v = (hexDigit(pos) shl 12) or (hexDigit(pos + 1) shl 8) or (hexDigit(pos + 2) shl 4) or hexDigit(pos + 3)
        pos += 4
        return v
    }

    private fun readString(): String {
        val start = pos
        pos += 1
        val out = StringBuilder()
        chars@ while (true) {
            if (pos >= text.length) fail("unterminated string", start)
            if (out.length > limits.maxStringLength) fail("string longer than ${limits.maxStringLength} characters", start)
            val c = text[pos]
            when {
                c == '"' -> { pos += 1; return out.toString() }
                c == '\\' -> {
                    pos += 1
                    if (pos >= text.length) fail("unterminated escape")
                    when (text[pos]) {
                        '"' -> out.append('"'); '\\' -> out.append('\\'); '/' -> out.append('/')
                        'b' -> out.append('\b'); 'f' -> out.append('\u000C'); 'n' -> out.append('\n')
                        'r' -> out.append('\r'); 't' -> out.append('\t')
                        'u' -> {
                            pos += 1
                            val unitAt = pos - 2
                            val unit = readUnit()
                            if (unit in 0xD800..0xDBFF) {
                                if (!text.startsWith("\\u", pos)) fail("unpaired surrogate", unitAt)
                                pos += 2
                                val low = readUnit()
                                if (low !in 0xDC00..0xDFFF) fail("unpaired surrogate", unitAt)
                                out.append(unit.toChar()); out.append(low.toChar())
                            } else if (unit in 0xDC00..0xDFFF) {
                                fail("unpaired surrogate", unitAt)
                            } else out.append(unit.toChar())
                            continue@chars
                        }
                        else -> fail("invalid escape ${describe(pos)}")
                    }
                    pos += 1
                }
                c.toInt() < 0x20 -> fail("unescaped ${describe(pos)} in a string")
                c.isHighSurrogate() -> {
                    if (pos + 1 >= text.length || !text[pos + 1].isLowSurrogate()) fail("unpaired surrogate")
                    out.append(c); out.append(text[pos + 1]); pos += 2
                }
                c.isLowSurrogate() -> fail("unpaired surrogate")
                else -> { out.append(c); pos += 1 }
            }
        }
    }
}
