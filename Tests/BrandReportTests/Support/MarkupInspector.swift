import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the report's markup as XML, the way a browser's strict parser would: well-formedness,
/// elements with their attributes, and text, in document order.
final class MarkupInspector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Text directly and indirectly inside the element.
        var text: String
        /// Names of the enclosing elements, outermost first.
        var ancestors: [String]
    }

    private(set) var elements: [Element] = []
    private(set) var error: String?
    private var open: [Int] = []

    /// Parses `markup`; nil when it is well-formed, else the parser's complaint.
    static func inspect(_ markup: String) -> MarkupInspector {
        let inspector = MarkupInspector()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = inspector
        if !parser.parse() {
            inspector.error = parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" } ?? "unknown error"
        }
        return inspector
    }

    var isWellFormed: Bool { error == nil }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, text: "", ancestors: open.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }
}
