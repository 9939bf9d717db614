import YAMLNode

/// Swift source text: literals and identifiers that compile whatever a profile holds.
enum SwiftText {
    /// A string literal; quotes, backslashes and every control or invisible-format
    /// character become escapes, so no profile text can end the literal or hide code.
    static func literal(_ text: String) -> String {
        var writer = ByteWriter(capacity: text.utf8.count + 2)
        appendLiteral(text, to: &writer)
        return writer.text
    }

    /// ``literal(_:)``, appended.
    static func appendLiteral(_ text: String, to writer: inout ByteWriter) {
        writer.append(byte: UInt8(ascii: "\""))
        appendEscaped(text, to: &writer)
        writer.append(byte: UInt8(ascii: "\""))
    }

    /// The inside of ``literal(_:)``: also what a `///` line holds.
    static func appendEscaped(_ text: String, to writer: inout ByteWriter) {
        UnicodeText.appendEscaped(text, escapesDollar: false, to: &writer) { scalar, writer in
            writer += "\\u{"
            writer.append(hex: scalar)
            writer.append(byte: UInt8(ascii: "}"))
        }
    }

    /// ``identifier(_:)``, appended.
    static func appendIdentifier(_ name: String, to writer: inout ByteWriter) {
        let isKeyword = keywords.contains(name)
        if isKeyword { writer.append(byte: UInt8(ascii: "`")) }
        writer.append(name)
        if isKeyword { writer.append(byte: UInt8(ascii: "`")) }
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
    /// The inside of a string literal as Swift and Kotlin write them, with C-style escapes:
    /// quotes, backslashes, line breaks and tabs escaped, `$` too when `escapesDollar`
    /// (Kotlin templates), and every character ``needsEscape(_:)`` names written by
    /// `unicodeEscape`. Runs of bytes that need no escape are copied whole, the rest are
    /// decoded a scalar at a time.
    static func appendEscaped(
        _ text: String, escapesDollar: Bool, to writer: inout ByteWriter, unicodeEscape: (UInt32, inout ByteWriter) -> Void
    ) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C, byte != 0x24 || !escapesDollar {
                    index += 1
                    continue
                }
                writer.append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                let length = min(UTF8Scalar.length(lead: byte), utf8.count - index)
                let value = UTF8Scalar.value(utf8, at: index, length: length)
                switch value {
                case 0x22: writer += "\\\""
                case 0x5C: writer += "\\\\"
                case 0x24: writer += "\\$"
                case 0x0A: writer += "\\n"
                case 0x0D: writer += "\\r"
                case 0x09: writer += "\\t"
                case _ where needsEscape(value): unicodeEscape(value, &writer)
                default: writer.append(bytes: UnsafeBufferPointer(rebasing: utf8[index..<index + length]))
                }
                index += length
                start = index
            }
            writer.append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        }
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
        needsEscape(scalar.value)
    }

    static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// Scalars read straight from valid UTF-8 (a `String`'s bytes).
enum UTF8Scalar {
    /// Bytes in the scalar a lead byte starts.
    static func length(lead byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    static func value(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        guard length > 1 else { return UInt32(utf8[index]) }
        var value = UInt32(utf8[index]) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return value
    }
}
