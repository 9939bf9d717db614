// What the replay tools share: the engine's differential tests write their cases as lines of
// text, hex-encoded where any text may appear, and compare the lines these tools print.
package brandengine.replay

import brandengine.profile.BrandRuntime
import brandengine.profile.LocaleData
import java.io.File

internal object Replay {
    fun unhex(text: String): String {
        val bytes = ByteArray(text.length / 2)
        for (index in bytes.indices) bytes[index] = text.substring(2 * index, 2 * index + 2).toInt(16).toByte()
        return String(bytes, Charsets.UTF_8)
    }

    /** Lower-case hex of the UTF-8 bytes. */
    fun hex(text: String): String {
        val out = StringBuilder()
        for (byte in text.toByteArray(Charsets.UTF_8)) {
            val value = byte.toInt() and 0xFF
            out.append("0123456789abcdef"[value shr 4]).append("0123456789abcdef"[value and 0xF])
        }
        return out.toString()
    }

    /** A double by its bits: exact, and the same text the engine's test writes. */
    fun bits(value: Double): String = java.lang.Long.toHexString(java.lang.Double.doubleToRawLongBits(value))

    fun amount(hex: String): Double = java.lang.Double.longBitsToDouble(java.lang.Long.parseUnsignedLong(hex, 16))

    /** Every `*.locales.json` in [folder], merged: the locale data of every brand the test wrote. */
    fun localeData(folder: File): LocaleData =
        (folder.listFiles() ?: emptyArray()).filter { it.name.endsWith(".locales.json") }.sortedBy { it.name }
            .map { LocaleData.parse(it.readText(Charsets.UTF_8)) }
            .also { if (it.isEmpty()) throw IllegalArgumentException("${folder.path} has no <id>.locales.json") }
            .reduce { a, b -> a.merged(b) }

    /** Brands by envelope file, each loaded once: `<file>.json` in [folder], its id checked. */
    class Brands(private val folder: File) {
        private val locales by lazy { localeData(folder) }
        private val loaded = HashMap<String, BrandRuntime>()

        fun brand(file: String, id: String): BrandRuntime = loaded.getOrPut(file) {
            BrandRuntime.load(File(folder, "$file.json").readText(Charsets.UTF_8), id, locales)
        }
    }

    fun write(path: String, text: CharSequence) {
        File(path).writeText(text.toString(), Charsets.UTF_8)
    }
}
