import BrandModel

/// Escaping for the report's markup languages.
package enum Markup {
    /// Text or attribute value for HTML, SVG and XML: `& < > " '` become references, and
    /// control and bidirectional characters visible escapes (`\u{1B}`, ``DisplayText``):
    /// the Markdown report goes to terminals too, and a raw line break would forge a line.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in DisplayText.escaped(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for inline markdown (CommonMark and GitHub's extensions), shown as written and
    /// never read as markup: control and bidirectional characters as visible escapes (so no
    /// line break starts a block), `& < >` as references (no tag, entity or autolink), every
    /// character that is inline syntax anywhere backslash-escaped (emphasis, code, links,
    /// strikethrough, GitHub's math, table pipes), the `:` of `://` and the `.` of `www.`
    /// (GitHub links bare addresses), and what starts a block only at the start of a line
    /// (`#`, `-`, `+`, `=`, `1.`, indentation) escaped when it begins the text.
    package static func markdown(_ text: String) -> String {
        markdown(text, mayStartBlock: true)
    }

    /// ``markdown(_:)``; escaping what starts a block only where the text may begin a line
    /// (not in a table cell, which holds inline content alone).
    private static func markdown(_ text: String, mayStartBlock: Bool) -> String {
        let shown = Array(DisplayText.escaped(text))
        var result = ""
        result.reserveCapacity(shown.count + 8)
        var onlyDigits = true
        for (position, character) in shown.enumerated() {
            let startsBlock: Bool = switch character {
            case "#", "-", "+", "=": mayStartBlock && position == 0
            case ".", ")": mayStartBlock && position > 0 && onlyDigits
            default: false
            }
            let linksAddress: Bool = switch character {
            case ":": shown[(position + 1)...].starts(with: ["/", "/"])
            case ".": position >= 3 && shown[(position - 3)..<position].allSatisfy { $0 == "w" || $0 == "W" }
            default: false
            }
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case " " where position == 0 && mayStartBlock: result += "&#32;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$":
                result += "\\"
                result.append(character)
            default:
                if startsBlock || linksAddress { result += "\\" }
                result.append(character)
            }
            onlyDigits = onlyDigits && character.isASCII && character.isNumber
        }
        return result
    }

    /// Text for a markdown table cell: ``markdown(_:)`` line by line, line breaks as `<br>`
    /// (pipes are escaped there too).
    package static func tableCell(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { markdown(String($0), mayStartBlock: false) }.joined(separator: "<br>")
    }

    /// Inline code in markdown, for values such as `#E4002B`, shown whole: fenced by one more
    /// backtick than the longest run inside, padded with a space where a backtick or a space
    /// at its ends would otherwise be read as part of the fence or trimmed; control
    /// characters escaped. Outside a table only: see ``codeCell(_:)``.
    package static func code(_ text: String) -> String {
        let shown = DisplayText.escaped(text)
        var longest = 0
        var run = 0
        for byte in shown.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = shown.isEmpty || shown.first == "`" || shown.last == "`"
            || (shown.first == " " && shown.last == " " && shown.contains { $0 != " " })
        return padded ? fence + " " + shown + " " + fence : fence + shown + fence
    }

    /// ``code(_:)`` for a table cell: GitHub splits a row at every pipe not escaped, even
    /// inside code, and drops the backslash of an escaped one there.
    package static func codeCell(_ text: String) -> String {
        code(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// A fragment id made of letters, digits and dashes (`brand-betsson-cm`).
    package static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
