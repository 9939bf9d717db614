// Stub of Compose's FontWeight (see Graphics.kt).
package androidx.compose.ui.text.font

class FontWeight(val weight: Int) {
    init {
        require(weight in 1..1000) { "Font weight can be in range [1, 1000]. Current value: $weight" }
    }
}
