// The Kotlin runtime (Runtimes/Kotlin): the bar's colours in an appearance, as the engine's
// AppBarTheme resolves them: the brand's palette for that appearance, the tool-slot handler's
// colours drawn from it (HandlerColor), and the contract's fallbacks (ColorTokenName.fallback).
// Kotlin standard library only.
package brandengine.runtime

/** What a contract colour falls back to when the brand does not set it: another token, or a colour. */
sealed class ColorFallback {
    data class Token(val token: String) : ColorFallback()
    data class Hex(val hex: String) : ColorFallback()
}

/** A colour a tool-slot handler fills: [token] from the brand's palette token [from], else [fallback] (a contract token). */
data class HandlerColor(val token: String, val from: String, val fallback: String? = null) {
    companion object {
        /** The standard slot's colours: the icon in the bar's foreground, the badge in the badge colours. */
        val standard: List<HandlerColor> = listOf(
            HandlerColor("toolSlot.icon", "appBar.foreground"),
            HandlerColor("toolSlot.badge.background", "badge.background"),
            HandlerColor("toolSlot.badge.text", "badge.text")
        )
    }
}

/** The contract's colour tokens and how each falls back (the engine's `ColorTokenName`). */
object ColorContract {
    val fallbacks: Map<String, ColorFallback?> = linkedMapOf(
        "appBar.background" to ColorFallback.Hex("#000000"),
        "appBar.foreground" to ColorFallback.Hex("#FFFFFF"),
        "balancePill.background" to ColorFallback.Hex("#FFFFFF"),
        "balancePill.text" to ColorFallback.Hex("#000000"),
        "badge.background" to ColorFallback.Token("appBar.foreground"),
        "badge.text" to ColorFallback.Token("appBar.background"),
        "betslipCounter.background" to ColorFallback.Token("appBar.foreground"),
        "betslipCounter.text" to ColorFallback.Token("appBar.background"),
        "segment.empty" to null,
        "segment.filled" to null,
        "toolSlot.icon" to ColorFallback.Token("appBar.foreground"),
        "toolSlot.badge.background" to ColorFallback.Token("badge.background"),
        "toolSlot.badge.text" to ColorFallback.Token("badge.text")
    )

    /** `#RGB`, `#RRGGBB` or `#RRGGBBAA` as the engine writes a colour (`#RRGGBB`, or `#RRGGBBAA` when not opaque); null for anything else. */
    fun hex(text: String): String? {
        if (!text.startsWith("#")) return null
        var digits = text.substring(1)
        if (digits.length != 3 && digits.length != 6 && digits.length != 8) return null
        if (digits.any { it !in '0'..'9' && it !in 'a'..'f' && it !in 'A'..'F' }) return null
        digits = digits.toUpperCase()
        if (digits.length == 3) digits = digits.map { "$it$it" }.joinToString("")
        if (digits.length == 8 && digits.endsWith("FF")) digits = digits.substring(0, 6)
        return "#$digits"
    }

    /** `#RGB`, `#RRGGBB` or `#RRGGBBAA` as a 32-bit ARGB value (what Compose's `Color(Long)` takes); transparent when it is not a colour. */
    fun argb(text: String?): Long {
        val hex = text?.let { hex(it) } ?: return 0L
        val rgb = hex.substring(1, 7).toLong(16)
        val alpha = if (hex.length == 9) hex.substring(7, 9).toLong(16) else 0xFFL
        return (alpha shl 24) or rgb
    }

    /** The colour [lookup] gives [token], or else its fallback's, followed to the end; null when none gives one. */
    fun resolved(token: String, lookup: (String) -> String?, depth: Int = 0): String? {
        lookup(token)?.let { return it }
        return when (val fallback = fallbacks[token]) {
            null -> null
            is ColorFallback.Hex -> fallback.hex
            is ColorFallback.Token -> if (depth > 16) null else resolved(fallback.token, lookup, depth + 1)
        }
    }

    /**
     * The colour [name] as the brand sets it in [palette] (one appearance's colours), without the
     * contract's fallback: the palette's, else the handler's drawn from the palette. What brandsim traces.
     */
    fun brandColor(name: String, palette: Map<String, String>, handlerColors: List<HandlerColor>): String? {
        palette[name]?.let { return hex(it) }
        val color = handlerColors.firstOrNull { it.token == name } ?: return null
        return handlerValue(color, palette, handlerColors, 0)?.let { hex(it) }
    }

    /** The contract colour [token] shown with [palette] and the handler's colours, the contract's fallbacks applied. */
    fun color(token: String, palette: Map<String, String>, handlerColors: List<HandlerColor>): String? =
        resolved(token, { brandColor(it, palette, handlerColors) })?.let { hex(it) ?: it }

    /** What the handler gives its token: the palette's `from`, else its fallback resolved through the palette and the handler's colours. */
    private fun handlerValue(color: HandlerColor, palette: Map<String, String>, handlerColors: List<HandlerColor>, depth: Int): String? {
        palette[color.from]?.let { return it }
        val fallback = color.fallback ?: return null
        if (depth > 16) return null
        return resolved(fallback, { name ->
            palette[name] ?: handlerColors.firstOrNull { it.token == name }?.let { handlerValue(it, palette, handlerColors, depth + 1) }
        })
    }
}

/** A text style as the profile writes it: family, size and line height in points, weight by name. */
data class TextStyle(val family: String, val size: Double, val weight: String, val lineHeight: Double? = null) {
    /** The line height every platform is given: the profile's, else 1.2 times the size (`TextStyle.resolvedLineHeight`). */
    val resolvedLineHeight: Double get() = lineHeight ?: size * DEFAULT_LINE_HEIGHT_RATIO

    companion object {
        /** The line height, in sizes, of a style that writes none. */
        const val DEFAULT_LINE_HEIGHT_RATIO = 1.2
    }
}

/** The contract's text styles and their fallbacks (the engine's `TypographyTokenName`). */
object TypographyContract {
    /** The contract's text style tokens. */
    val tokens: List<String> = listOf("balance", "badge", "label")

    /** The style [name] of [styles]: a contract token with its fallback, another the brand's own, else the label's. */
    fun style(styles: Map<String, TextStyle>, name: String): TextStyle =
        if (name in tokens) resolved(name) { styles[it] } else styles[name] ?: resolved("label") { styles[it] }

    /** A profile font weight (`regular` ... `heavy`) on the 1-1000 scale Compose's `FontWeight(Int)` takes (the engine's `FontWeightScale`). */
    fun numericWeight(weight: String): Int = when (weight) {
        "thin" -> 100
        "ultraLight", "extraLight" -> 200
        "light" -> 300
        "medium" -> 500
        "semibold" -> 600
        "bold" -> 700
        "heavy", "extraBold" -> 800
        "black" -> 900
        else -> 400
    }

    /** The style [lookup] gives [token], or else the engine's fallback: `label` a plain 12-point sans-serif, `balance` the label's, `badge` the label's family at 11 points, bold. */
    fun resolved(token: String, lookup: (String) -> TextStyle?): TextStyle {
        lookup(token)?.let { return it }
        return when (token) {
            "balance" -> resolved("label", lookup)
            "badge" -> TextStyle(resolved("label", lookup).family, 11.0, "bold")
            else -> TextStyle("sans-serif", 12.0, "medium")
        }
    }
}
