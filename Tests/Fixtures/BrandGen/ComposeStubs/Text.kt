// Stub of Compose's text types used by brandgen's BrandTheme.kt (see Graphics.kt).
package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

class TextStyle(
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val lineHeight: TextUnit = TextUnit.Unspecified
)
