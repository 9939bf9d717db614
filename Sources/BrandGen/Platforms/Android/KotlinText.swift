import BrandModel

/// Kotlin source text: literals and identifiers that compile whatever a profile holds.
enum KotlinText {
    /// A string literal; `$` is escaped too, or Kotlin would read a template.
    static func literal(_ text: String) -> String {
        UnicodeText.quoted(text, escapesDollar: true) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// A `Float` literal without exponent (`0.7f`, `56f`).
    static func float(_ value: Double) -> String {
        CSSText.number(value) + "f"
    }

    /// `0xAARRGGBB`, or `#AARRGGBB` with `prefix: "#"` as Android resources write colours.
    static func argb(_ rgba: RGBA, prefix: String = "0x") -> String {
        prefix + [rgba.alpha, rgba.red, rgba.green, rgba.blue].map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// An identifier, in backticks where it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]
}

extension KotlinText {
    /// Text for a `/** */` comment: one line, and no `*/` or `/*` (Kotlin nests block comments).
    static func comment(_ text: String) -> String {
        SwiftText.commentSafe(text).replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
    }
}
