import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A markdown document as GitHub reads it: cmark-gfm, GitHub's own CommonMark parser with
/// its extensions (tables, strikethrough, autolinks, the tag filter), asked for its syntax
/// tree (`--to xml`) and read back as blocks and inlines in document order.
final class GitHubMarkdown: NSObject, XMLParserDelegate {
    struct Element {
        /// The node's kind as cmark names it: `heading`, `table_cell`, `html_inline`, ...
        var name: String
        /// The text of the leaves inside it (text, code, raw HTML), a soft or hard line break as `\n`.
        var text: String
        /// Kinds of the enclosing nodes, outermost first.
        var ancestors: [String]
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private static let leaves: Set<String> = ["text", "code", "html_inline", "html_block", "code_block"]

    /// cmark-gfm on PATH, or nil (a test that needs it: `.requires(.cmarkGFM)`).
    static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("cmark-gfm") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }


    /// `markdown` parsed by cmark-gfm.
    static func parse(_ markdown: String) throws -> GitHubMarkdown {
        guard let executable else { throw Unreadable(description: "cmark-gfm is not on PATH (apt-get install cmark-gfm)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).md")
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].flatMap { ["--extension", $0] }
        let process = Process()
        process.executableURL = executable
        process.arguments = extensions + ["--to", "xml", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Unreadable(description: "cmark-gfm exited \(process.terminationStatus)") }
        let tree = GitHubMarkdown()
        let parser = XMLParser(data: data)
        parser.delegate = tree
        guard parser.parse() else { throw Unreadable(description: "cmark-gfm's XML does not parse: \(String(describing: parser.parserError))") }
        return tree
    }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "softbreak" || name == "linebreak" { append("\n") }
        elements.append(Element(name: name, text: "", ancestors: open.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    /// Only a leaf's characters: the rest is the XML's indentation.
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let innermost = open.last, Self.leaves.contains(elements[innermost].name) else { return }
        append(string)
    }

    private func append(_ text: String) {
        for index in open { elements[index].text += text }
    }
}
