/// Escaping for the report's markup languages.
package enum Markup {
    /// Text or attribute value for HTML, SVG and XML: `& < > " '` become references.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
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
        escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
    }

    /// Inline code in markdown, for values such as `#E4002B`; backticks inside are dropped.
    package static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "") + "`"
    }

    /// A fragment id made of letters, digits and dashes (`brand-betsson-cm`).
    package static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
