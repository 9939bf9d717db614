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
        writer.appendQuoted(text, special: (0x22, 0x5C, 0x5C)) { value, bytes, writer in
            UnicodeText.escape(value, bytes, escapesDollar: false, to: &writer, unicodeEscape: appendUnicodeEscape)
        }
    }

    /// The inside of ``literal(_:)``: also what a `///` line holds.
    static func appendEscaped(_ text: String, to writer: inout ByteWriter) {
        UnicodeText.appendEscaped(text, escapesDollar: false, to: &writer, unicodeEscape: appendUnicodeEscape)
    }

    /// `\u{...}`: Swift's escape of a scalar by its value.
    private static func appendUnicodeEscape(_ scalar: UInt32, to writer: inout ByteWriter) {
        writer += "\\u{"
        writer.append(hex: scalar)
        writer.append(byte: UInt8(ascii: "}"))
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
        var writer = ByteWriter(capacity: 24)
        appendNumber(value, to: &writer)
        return writer.text
    }

    /// ``number(_:)``, appended: whole numbers as digits, without a `String` each.
    static func appendNumber(_ value: Double, to writer: inout ByteWriter) {
        if value == value.rounded() && abs(value) < 1e15 {
            writer.append(decimal: Int(value))
            writer += ".0"
        } else {
            writer += "\(value)"
        }
    }

    /// ``number(_:)`` of a colour channel, `channel / 255`: a brand writes four per colour,
    /// and there are only 256, each formatted once.
    static func appendChannel(_ channel: UInt8, to writer: inout ByteWriter) {
        channels[Int(channel)].withUnsafeBufferPointer { writer.append(bytes: $0) }
    }

    private static let channels: [[UInt8]] = (0...255).map { Array(number(Double($0) / 255).utf8) }

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
        writer.append(text, isPlain: { utf8, index in
            let byte = utf8[index]
            return byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C && (byte != 0x24 || !escapesDollar)
        }, escape: { value, bytes, writer in
            escape(value, bytes, escapesDollar: escapesDollar, to: &writer, unicodeEscape: unicodeEscape)
        })
    }

    /// One scalar ``appendEscaped(_:escapesDollar:to:unicodeEscape:)`` does not copy: its
    /// escape, or its bytes when it needs none.
    @inline(__always)
    static func escape(
        _ value: UInt32, _ bytes: UnsafeBufferPointer<UInt8>, escapesDollar: Bool, to writer: inout ByteWriter,
        unicodeEscape: (UInt32, inout ByteWriter) -> Void
    ) {
        if writer.appendSharedEscape(value) { return }
        if value == 0x24 && escapesDollar {
            writer += "\\$"
        } else if needsEscape(value) {
            unicodeEscape(value, &writer)
        } else {
            writer.append(bytes: bytes)
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

