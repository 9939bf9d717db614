#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Android resource XML read back: Foundation's XMLParser for the XML, then aapt2's string
/// rules undone, so a test sees the text an app would get.
final class AndroidResources: NSObject, XMLParserDelegate {
    /// `name` for strings, `name#quantity` for plural items, with the raw (still escaped) body.
    private(set) var values: [(name: String, body: String)] = []
    private(set) var error: String?
    private var name: String?
    private var quantity: String?
    private var text = ""

    static func parse(_ data: Data) -> AndroidResources {
        let reader = AndroidResources()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        if !parser.parse() { reader.error = parser.parserError.map { "\($0)" } ?? "parse failed" }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "string", "plurals", "color", "dimen": name = attributes["name"]; text = ""
        case "item": quantity = attributes["quantity"]; text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        switch element {
        case "string", "color", "dimen": values.append((name ?? "", text))
        case "item": values.append(("\(name ?? "")#\(quantity ?? "")", text))
        default: break
        }
    }

    /// The text aapt2 makes of an unquoted body: escapes undone, whitespace runs collapsed
    /// and the ends trimmed, `%%` kept (formatting turns it into `%`).
    static func unescape(_ body: String) -> String {
        var result = ""
        var scalars = Array(body.unicodeScalars)[...]
        var lastWasSpace = false
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.popFirst() {
                lastWasSpace = false
                switch next {
                case "n": result += "\n"
                case "t": result += "\t"
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    scalars = scalars.dropFirst(4)
                    result.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16) ?? 0x3F) ?? "?")
                default: result.unicodeScalars.append(next)
                }
            } else if scalar == " " || scalar == "\n" || scalar == "\t" {
                if !lastWasSpace { result += " " }
                lastWasSpace = true
            } else {
                lastWasSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        // aapt2 trims unescaped whitespace at the ends; escaped spaces were appended above as
        // characters, so only raw ones are trimmed here.
        if body.unicodeScalars.first == " ", result.hasPrefix(" ") { result.removeFirst() }
        if body.unicodeScalars.last == " ", result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
