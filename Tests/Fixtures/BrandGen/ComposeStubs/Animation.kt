// Stub of Compose's animation specs (see Graphics.kt).
package androidx.compose.animation.core

interface Easing {
    fun transform(fraction: Float): Float
}

class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float) : Easing {
    override fun transform(fraction: Float): Float = fraction
}

val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
val LinearOutSlowInEasing: Easing = CubicBezierEasing(0.0f, 0.0f, 0.2f, 1.0f)
val FastOutLinearInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 1.0f, 1.0f)
val LinearEasing: Easing = object : Easing {
    override fun transform(fraction: Float): Float = fraction
}

class SpringSpec<T>(val dampingRatio: Float, val stiffness: Float, val visibilityThreshold: T?)

class TweenSpec<T>(val durationMillis: Int, val delay: Int, val easing: Easing)

fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): SpringSpec<T> =
    SpringSpec(dampingRatio, stiffness, visibilityThreshold)

fun <T> tween(durationMillis: Int = 300, delayMillis: Int = 0, easing: Easing = FastOutSlowInEasing): TweenSpec<T> =
    TweenSpec(durationMillis, delayMillis, easing)
