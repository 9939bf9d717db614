// A minimal stub of the Jetpack Compose API that brandgen's BrandTheme.kt uses, with the
// same packages, names and signatures, so the generated Kotlin is compiled in tests
// without the Android SDK. Not Compose: nothing here draws or animates.
package androidx.compose.ui.graphics

class Color(val value: Long) {
    constructor(color: Int) : this(color.toLong() and 0xFFFFFFFFL)
}
