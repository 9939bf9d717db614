package brandengine.profile

import brandengine.json.JsonValue
import brandengine.runtime.Appearance
import brandengine.runtime.TextStyle

/**
 * A brand's colours in every appearance, as the engine's `Theme.colors(in:)` shows them: the
 * light colours (`theme.colors`) with each layer of `theme.appearances` laid over them (dark
 * high contrast is light, dark, high contrast and its own), and an appearance the profile lacks
 * shown as its first fallback it has. Values are the profile's texts; a reader checks them.
 */
object ThemeDecoder {
    private val layers: Map<Appearance, List<Appearance>> = mapOf(
        Appearance.Light to emptyList(),
        Appearance.Dark to listOf(Appearance.Dark),
        Appearance.HighContrast to listOf(Appearance.HighContrast),
        Appearance.DarkHighContrast to listOf(Appearance.Dark, Appearance.HighContrast, Appearance.DarkHighContrast)
    )

    /** The appearances shown, best first, when one is asked for (`Appearance.fallbacks`). */
    private val fallbacks: Map<Appearance, List<Appearance>> = mapOf(
        Appearance.Light to listOf(Appearance.Light),
        Appearance.Dark to listOf(Appearance.Dark, Appearance.Light),
        Appearance.HighContrast to listOf(Appearance.HighContrast, Appearance.Light),
        Appearance.DarkHighContrast to listOf(Appearance.DarkHighContrast, Appearance.Dark, Appearance.HighContrast, Appearance.Light)
    )

    /** The colours shown for each appearance asked for. */
    fun palettes(profile: JsonValue.Obj): Map<Appearance, Map<String, String>> {
        val theme = profile["theme"] as? JsonValue.Obj
        val light = strings(theme?.get("colors"))
        val declared = theme?.get("appearances") as? JsonValue.Obj
        fun layer(appearance: Appearance): Map<String, String>? {
            val written = declared?.get(appearance.rawValue) as? JsonValue.Obj ?: return null
            return strings(written["colors"])
        }
        fun has(appearance: Appearance): Boolean = appearance == Appearance.Light || layer(appearance) != null ||
            (appearance == Appearance.DarkHighContrast && layer(Appearance.Dark) != null && layer(Appearance.HighContrast) != null)
        val shown = LinkedHashMap<Appearance, Map<String, String>>()
        for (appearance in Appearance.values()) {
            if (!has(appearance)) continue
            val colors = LinkedHashMap(light)
            for (over in layers.getValue(appearance)) for ((name, value) in layer(over) ?: emptyMap()) if (name in colors) colors[name] = value
            shown[appearance] = colors
        }
        return Appearance.values().associate { requested ->
            requested to (fallbacks.getValue(requested).firstOrNull { it in shown }?.let { shown.getValue(it) } ?: light)
        }
    }

    /** The text styles of `theme.typography`; a style without family, size or weight is left out, as the engine refuses it. */
    fun typography(profile: JsonValue.Obj): Map<String, TextStyle> {
        val theme = profile["theme"] as? JsonValue.Obj ?: return emptyMap()
        val written = theme["typography"] as? JsonValue.Obj ?: return emptyMap()
        val out = LinkedHashMap<String, TextStyle>()
        for ((name, value) in written.members) {
            val style = value as? JsonValue.Obj ?: continue
            val family = (style["family"] as? JsonValue.Str)?.value ?: continue
            val size = (style["size"] as? JsonValue.Number)?.toDoubleOrNull() ?: continue
            val weight = (style["weight"] as? JsonValue.Str)?.value ?: continue
            out[name] = TextStyle(family, size, weight, (style["lineHeight"] as? JsonValue.Number)?.toDoubleOrNull())
        }
        return out
    }

    private fun strings(value: JsonValue?): Map<String, String> {
        val obj = value as? JsonValue.Obj ?: return emptyMap()
        val out = LinkedHashMap<String, String>()
        for ((name, item) in obj.members) out[name] = (item as? JsonValue.Str)?.value ?: ""
        return out
    }
}
