import BrandModel
import YAMLNode

/// Kotlin source text: literals and identifiers that compile whatever a profile holds.
enum KotlinText {
    /// A string literal; `$` is escaped too, or Kotlin would read a template.
    static func literal(_ text: String) -> String {
        var writer = ByteWriter(capacity: text.utf8.count + 2)
        writer.append(byte: UInt8(ascii: "\""))
        UnicodeText.appendEscaped(text, escapesDollar: true, to: &writer) { value, writer in
            writer += "\\u"
            writer.append(hex: value, minimumDigits: 4)
        }
        writer.append(byte: UInt8(ascii: "\""))
        return writer.text
    }

    /// A `Float` literal without exponent (`0.7f`, `56f`), appended as digits.
    static func appendFloat(_ value: Double, to writer: inout ByteWriter) {
        CSSText.appendNumber(value, to: &writer)
        writer.append(byte: UInt8(ascii: "f"))
    }

    /// `0xAARRGGBB`, or `#AARRGGBB` with `prefix: "#"` as Android resources write colours.
    static func appendARGB(_ rgba: RGBA, prefix: String = "0x", to writer: inout ByteWriter) {
        writer += prefix
        for byte in [rgba.alpha, rgba.red, rgba.green, rgba.blue] { writer.append(hex: UInt32(byte), minimumDigits: 2, uppercase: true) }
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
        let safe = SwiftText.commentSafe(text)
        // Both markers hold a `/` and a `*`: without both bytes there is nothing to replace.
        guard safe.utf8.contains(UInt8(ascii: "/")), safe.utf8.contains(UInt8(ascii: "*")) else { return safe }
        return safe.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
    }
}
