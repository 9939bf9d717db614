/// Swift source text: literals and identifiers that compile whatever a profile holds.
enum SwiftText {
    /// A string literal; quotes, backslashes and every control or invisible-format
    /// character become escapes, so no profile text can end the literal or hide code.
    static func literal(_ text: String) -> String {
        UnicodeText.quoted(text) { "\\u{" + String($0.value, radix: 16) + "}" }
    }

    /// A `Double` literal.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : "\(value)"
    }

    /// An identifier, in backticks where it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "any", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "await", "async", "consume", "copy", "discard", "each", "borrowing",
        "consuming", "Type", "Protocol", "package", "some", "macro", "_",
    ]
}

/// Characters no generated file writes raw.
enum UnicodeText {
    /// `text` in double quotes with C-style escapes, as Swift and Kotlin write string
    /// literals: quotes, backslashes, line breaks and tabs escaped, `$` too when `escapesDollar` (Kotlin
    /// templates), and every character ``needsEscape(_:)`` names written by `unicodeEscape`.
    static func quoted(_ text: String, escapesDollar: Bool = false, unicodeEscape: (Unicode.Scalar) -> String) -> String {
        if isPlain(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$" where escapesDollar: result += "\\$"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += unicodeEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Printable ASCII without quotes, backslashes or the characters some platform's
    /// literal escapes (`$ % & < > @ ?`): text the Swift, Kotlin and CSS literal writers copy
    /// as it is, without looking at it a character at a time.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C && byte != 0x27 && byte != 0x24 && byte != 0x25
                && byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x40 && byte != 0x3F
        }
    }

    /// Controls, DEL and C1 controls, line and paragraph separators, the BOM, noncharacters,
    /// and the bidirectional controls that can make source read differently from how it compiles.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
