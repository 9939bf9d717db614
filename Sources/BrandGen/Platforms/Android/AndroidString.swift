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
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "%": result += formatted ? "%%" : "\\u0025"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case " " where index > 0 && scalars[index - 1] == " ": result += "\\u0020"
            case _ where UnicodeText.needsEscape(scalar): result += unicodeEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The whole text's ends: a leading `@` or `?` gets a backslash (or Android reads a
    /// resource reference), and a leading or trailing space becomes `\u0020` (or aapt2 trims it).
    static func protectEnds(_ body: String) -> String {
        var body = body
        if body.hasPrefix("@") || body.hasPrefix("?") { body = "\\" + body }
        if body.hasPrefix(" ") { body = "\\u0020" + body.dropFirst() }
        if body.hasSuffix(" ") { body = body.dropLast() + "\\u0020" }
        return body
    }

    /// `\uHHHH`, the only escape aapt2 has for a code point (BMP only, which every
    /// character escaped here is).
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Text for an XML comment: no `--`, no control characters.
    static func comment(_ text: String) -> String {
        SwiftText.commentSafe(text).replacingOccurrences(of: "--", with: "- -")
    }
}
