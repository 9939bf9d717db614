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

    /// Text for a markdown table cell: pipes escaped, line breaks as `<br>`, HTML escaped.
    package static func tableCell(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "<br>")
            .replacingOccurrences(of: "|", with: "\\|")
    }

    /// Inline code in markdown, for values such as `#E4002B`; backticks inside are dropped,
    /// control characters escaped.
    package static func code(_ text: String) -> String {
        "`" + DisplayText.escaped(text).replacingOccurrences(of: "`", with: "") + "`"
    }

    /// A fragment id made of letters, digits and dashes (`brand-betsson-cm`).
    package static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
