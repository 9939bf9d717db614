// Stub of Compose's Dp and TextUnit (see Graphics.kt).
package androidx.compose.ui.unit

class Dp(val value: Float)

class TextUnit(val value: Float) {
    companion object {
        val Unspecified = TextUnit(Float.NaN)
    }
}

val Float.sp: TextUnit get() = TextUnit(this)
val Int.sp: TextUnit get() = TextUnit(this.toFloat())
