package brandengine.digest

/** UTF-8 encoding and strict decoding in common Kotlin (Kotlin 1.3's common library has neither). */
object Utf8 {
    fun encode(text: String): ByteArray {
        val out = ArrayList<Byte>(text.length)
        var i = 0
        while (i < text.length) {
            val c = text[i]
            var cp = c.toInt()
            if (c.isHighSurrogate() && i + 1 < text.length && text[i + 1].isLowSurrogate()) {
                cp = 0x10000 + ((cp - 0xD800) shl 10) + (text[i + 1].toInt() - 0xDC00)
                i += 1
            } else if (c.isSurrogate()) cp = 0xFFFD
            when {
                cp < 0x80 -> out.add(cp.toByte())
                cp < 0x800 -> { out.add((0xC0 or (cp shr 6)).toByte()); out.add((0x80 or (cp and 0x3F)).toByte()) }
                cp < 0x10000 -> {
                    out.add((0xE0 or (cp shr 12)).toByte()); out.add((0x80 or ((cp shr 6) and 0x3F)).toByte())
                    out.add((0x80 or (cp and 0x3F)).toByte())
                }
                else -> {
                    out.add((0xF0 or (cp shr 18)).toByte()); out.add((0x80 or ((cp shr 12) and 0x3F)).toByte())
                    out.add((0x80 or ((cp shr 6) and 0x3F)).toByte()); out.add((0x80 or (cp and 0x3F)).toByte())
                }
            }
            i += 1
        }
        return out.toByteArray()
    }

    /** Decodes UTF-8, or returns null for malformed input (overlong forms, surrogates, truncation). */
    fun decode(bytes: ByteArray): String? {
        val sb = StringBuilder(bytes.size)
        var i = 0
        while (i < bytes.size) {
            val b = bytes[i].toInt() and 0xFF
            val (n, min, first) = when {
                b < 0x80 -> Triple(0, 0, b)
                b and 0xE0 == 0xC0 -> Triple(1, 0x80, b and 0x1F)
                b and 0xF0 == 0xE0 -> Triple(2, 0x800, b and 0x0F)
                b and 0xF8 == 0xF0 -> Triple(3, 0x10000, b and 0x07)
                else -> return null
            }
            if (i + n >= bytes.size && n > 0) return null
            var cp = first
            for (k in 1..n) {
                val cb = bytes[i + k].toInt() and 0xFF
                if (cb and 0xC0 != 0x80) return null
                cp = (cp shl 6) or (cb and 0x3F)
            }
            if (cp < min || cp > 0x10FFFF || cp in 0xD800..0xDFFF) return null
            if (cp >= 0x10000) {
                val v = cp - 0x10000
                sb.append((0xD800 + (v shr 10)).toChar()); sb.append((0xDC00 + (v and 0x3FF)).toChar())
            } else sb.append(cp.toChar())
            i += n + 1
        }
        return sb.toString()
    }
}
