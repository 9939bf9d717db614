import YAMLNode

/// Text as an Android string resource holds it (aapt2's rules), inside XML.
enum AndroidString {
    /// Escapes `text` for a `<string>` or `<item>` body.
    ///
    /// - `\`, `'`, `"` get a backslash; line breaks and tabs become `\n` and `\t`.
    /// - A literal `%` becomes `%%` in a formatted string; in a string without arguments,
    ///   which apps read unformatted, it becomes `\u0025`.
    /// - `&`, `<` and `>` become XML entities.
    /// - A space after another space (aapt2 would collapse the run) and every control or
    ///   invisible-format character become `\uHHHH`.
    ///
    /// Literal runs are escaped one at a time, between specifiers; ``protectEnds(_:)`` then
    /// handles what only the whole text's ends need.
    static func escape(_ text: String, formatted: Bool) -> String {
        var writer = ByteWriter(capacity: text.utf8.count + 8)
        writer.append(text, isPlain: { utf8, index in
            let byte = utf8[index]
            // A space is plain unless it follows a space.
            return (byte > 0x20 && byte < 0x7F && !specialASCII[Int(byte)]) || (byte == 0x20 && (index == 0 || utf8[index - 1] != 0x20))
        }, escape: { value, bytes, writer in
            switch value {
            case 0x5C: writer += "\\\\"
            case 0x27: writer += "\\'"
            case 0x22: writer += "\\\""
            case 0x0A: writer += "\\n"
            case 0x09: writer += "\\t"
            case 0x25: writer += formatted ? "%%" : "\\u0025"
            case 0x26: writer += "&amp;"
            case 0x3C: writer += "&lt;"
            case 0x3E: writer += "&gt;"
            case 0x20: writer += "\\u0020"
            case _ where UnicodeText.needsEscape(value): appendUnicodeEscape(value, to: &writer)
            default: writer.append(bytes: bytes)
            }
        })
        return writer.text
    }

    /// ASCII that ``escape(_:formatted:)`` writes otherwise.
    private static let specialASCII: [Bool] = (0..<128).map { Array("\\'\"%&<>".utf8).contains(UInt8($0)) }

    /// The whole text's ends: a leading `@` or `?` gets a backslash (or Android reads a
    /// resource reference), and a leading or trailing space becomes `\u0020` (or aapt2 trims it).
    static func protectEnds(_ body: String) -> String {
        // Only the first and last bytes can ask for a change; most texts need none.
        guard let first = body.utf8.first, let last = body.utf8.last,
              first == UInt8(ascii: "@") || first == UInt8(ascii: "?") || first == UInt8(ascii: " ") || last == UInt8(ascii: " ")
        else { return body }
        var body = body
        if body.hasPrefix("@") || body.hasPrefix("?") { body = "\\" + body }
        if body.hasPrefix(" ") { body = "\\u0020" + body.dropFirst() }
        if body.hasSuffix(" ") { body = body.dropLast() + "\\u0020" }
        return body
    }

    /// `\uHHHH`, the only escape aapt2 has for a code point (BMP only, which every
    /// character escaped here is).
    private static func appendUnicodeEscape(_ value: UInt32, to writer: inout ByteWriter) {
        writer += "\\u"
        writer.append(hex: value, minimumDigits: 4, uppercase: true)
    }

    /// Text for an XML comment: no `--`, no control characters.
    static func comment(_ text: String) -> String {
        let safe = SwiftText.commentSafe(text)
        guard safe.utf8.contains(UInt8(ascii: "-")) else { return safe }
        return safe.replacingOccurrences(of: "--", with: "- -")
    }
}
