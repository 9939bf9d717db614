// A minimal stub of the Jetpack Compose API that brandgen's BrandTheme.kt uses (see Graphics.kt).
package androidx.compose.runtime

@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable
