import BrandSchema
import Localization
import YAMLNode

/// Plainer words for schema violations whose cause is a YAML trap or a malformed locale
/// tag, as yamllint gives them: the evaluator sees only values, the source says why.
///
/// - `brand.primary: #0B2341` is a null: `#` after a space starts a comment.
/// - `login-native: no` is the string "no" in YAML 1.2, not a boolean.
/// - `en_GB` is not a BCP 47 tag, `en-GB` is.
enum ViolationAdvice {
    /// A better message and hint for `violation` of `document`, or nil to keep its own.
    /// `sourceText` gives the text of a source line from a mark to the end of that line.
    static func advise(
        _ violation: SchemaViolation, in document: Node, sourceText: (Mark) -> Substring?
    ) -> (message: String, hint: String?)? {
        let path = pathComponents(violation.instancePath)
        switch violation.keyword {
        case "pattern" where path.count == 2 && path[0] == "locales":
            return document.node(at: path)?.string.map(localeAdvice)
        case "propertyNames" where path.count == 2 && path[0] == "strings":
            return localeAdvice(path[1])
        case "pattern" where path == ["currency"]:
            guard let code = document.node(at: path)?.string else { return nil }
            let upper = code.uppercased()
            return ("\"\(code)\" is not an ISO 4217 code", ISO4217.isActive(upper) ? "codes are upper case: write `\(upper)`" : "three capital letters, e.g. AUD, EUR, GBP")
        case "type":
            // The value the violation carries: finding it by its path scans each mapping on the way.
            guard let node = violation.value ?? document.node(at: path) else { return nil }
            if node.isNull, let text = sourceText(violation.mark), let colour = commentedColour(in: text) {
                return (violation.message, "`#` starts a comment here, so the value is empty: quote the colour, \"\(colour)\"")
            }
            if let word = node.string, violation.message.contains("boolean"), let meaning = yaml11Booleans[word.lowercased()] {
                let quoted = sourceText(violation.mark)?.first.map { $0 == "\"" || $0 == "'" } ?? false
                return (violation.message, quoted
                    ? "a boolean is written without quotes: `\(meaning)`"
                    : "YAML 1.2 reads `\(word)` as a string: write `\(meaning)`")
            }
            return nil
        default:
            return nil
        }
    }

    /// Words YAML 1.1 read as booleans and YAML 1.2 reads as strings (yamllint's `truthy`).
    static let yaml11Booleans: [String: Bool] = ["yes": true, "no": false, "on": true, "off": false, "y": true, "n": false]

    private static func localeAdvice(_ text: String) -> (message: String, hint: String?) {
        let example = "language[-Script][-REGION][-variant] joined by hyphens, e.g. en-GB, zh-Hant-TW, sr-Latn"
        // Long text is cut as the evaluator's own messages cut it; a tag is short anyway.
        let shown = text.unicodeScalars.count > 40 ? String(text.prefix(37)) + "..." : text
        if let canonical = LocaleIdentifier.canonicalTag(for: text), canonical != text {
            return ("\"\(shown)\" is not a BCP 47 locale tag: write `\(canonical)`", example)
        }
        return ("\"\(shown)\" is not a BCP 47 locale tag", example)
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` where a value's text starts (after blanks).
    private static func commentedColour(in text: Substring) -> Substring? {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "#" else { return nil }
        let digits = rest.dropFirst().prefix { $0.isHexDigit && $0.isASCII }
        let after = rest.dropFirst(1 + digits.count).first
        guard [3, 4, 6, 8].contains(digits.count), after == nil || after == " " || after == "\t" || after == "\r" else { return nil }
        return rest.prefix(1 + digits.count)
    }

    /// The reference tokens of a JSON pointer, unescaped.
    private static func pathComponents(_ pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0.replacing("~1", with: "/").replacing("~0", with: "~"))
        }
    }
}
