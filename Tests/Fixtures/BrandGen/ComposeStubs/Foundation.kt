// A minimal stub of the Jetpack Compose API that brandgen's BrandTheme.kt uses (see Graphics.kt).
package androidx.compose.foundation

import androidx.compose.runtime.Composable

/** Compose reads the configuration's night mode; the stub reads a test's setting. */
@Composable
fun isSystemInDarkTheme(): Boolean = System.getProperty("stub.dark") == "true"
