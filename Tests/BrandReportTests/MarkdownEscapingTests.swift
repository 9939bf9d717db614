import BrandModel
import BrandReport
import Foundation
import Testing

/// The markdown report is a pull-request comment: a brand name, a string, an asset name or
/// a lint message quoting a profile is text there, never markup. One fixture brand is made
/// hostile; its texts must come out whole, as written, where the report puts them.
@Suite("Markdown report: profile text stays text")
struct MarkdownEscapingTests {
    /// Markup of every kind a comment would obey: tags, a comment, emphasis, code, a link,
    /// an image, strikethrough, GitHub's math, an entity, a backslash, table pipes.
    static let markup = #"<img src=x onerror=alert(1)> <!-- c --> | *b* __s__ `t` [l](http://x) ![i](y) ~~d~~ $m$ &amp; \ end"#
    /// A line break followed by what would start a heading, a quote, a list, a table row.
    static let name = "Evil\n# FORGED-HEADING <script>alert(1)</script> | cell"
    static let potIcon = "> FORGED-QUOTE <b>bold</b> | split"
    /// A colour value that brandlint's message quotes: betcha fails to load with it.
    static let colour = "<i>FORGED-COLOUR</i> | `x` *y*"
    static let string = "- FORGED-ITEM " + markup

    struct Reports {
        var plain: String
        var compared: String
    }

    /// The fixture brands with neds made hostile and betcha failing on a hostile colour,
    /// reported alone and compared with the originals.
    static func reports() throws -> Reports {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        let neds = new + "/neds.yaml"
        try ReportFixtures.edit(neds, replacing: "name: Neds", with: "name: \(Self.quoted(Self.name))")
        try ReportFixtures.edit(neds, replacing: "potIcon: neds.pot", with: "potIcon: \(Self.quoted(Self.potIcon))")
        try ReportFixtures.edit(new + "/betcha.yaml", replacing: "brand.primary: \"#3B1F6E\"", with: "brand.primary: \(Self.quoted(Self.colour))")
        try ReportFixtures.edit(neds, replacing: "\ntheme:\n", with: "\nstrings:\n  en-AU:\n    appBar.search: \(Self.quoted(Self.string))\n\ntheme:\n")
        let builder = try ReportFixtures.builder()
        let model = try builder.build(paths: [new])
        let comparison = ReportComparison(old: try builder.build(paths: [old]), new: model)
        return Reports(plain: MarkdownRenderer(model: model).render(), compared: MarkdownRenderer(model: model, comparison: comparison).render())
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The text as the report shows it: control characters as visible escapes.
    static func shown(_ text: String) -> String { DisplayText.escaped(text) }

    /// Checks on the text alone, where no markdown parser is installed.
    @Test func noTagNoForgedBlockNoBrokenRowInTheText() throws {
        let reports = try Self.reports()
        #expect(reports.plain.contains("FORGED-COLOUR"), "the lint message is not in the report")
        for markdown in [reports.plain, reports.compared] {
            #expect(markdown.contains("FORGED-HEADING"), "the hostile brand is not in the report")
            for tag in ["<script", "<img", "<i>", "<b>", "<!--"] { #expect(!markdown.contains(tag), "\(tag)") }
            let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines where line.contains("FORGED") {
                for start in ["# FORGED", "> FORGED", "- FORGED", "FORGED"] { #expect(!line.hasPrefix(start), "\(line)") }
            }
            // Every row of a table has as many cells as its header.
            var columns: Int?
            for line in lines {
                guard line.hasPrefix("|") else {
                    columns = nil
                    continue
                }
                let cells = Self.unescapedPipes(in: line) - 1
                if let columns { #expect(cells == columns, "\(line)") } else { columns = cells }
            }
        }
    }

    static func unescapedPipes(in line: Substring) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if character == "|", !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    /// GitHub's own parser reads the report: the hostile texts are text in the cells,
    /// headings and list items the report made, and the only HTML is the report's own.
    @Test(.requires(.cmarkGFM))
    func gitHubReadsEveryHostileTextAsText() throws {
        let reports = try Self.reports()
        for markdown in [reports.plain, reports.compared] {
            let tree = try GitHubMarkdown.parse(markdown)
            // The report's own folds, their summaries plain text.
            for html in tree.elements(named: "html_block") where html.text != "</details>\n" {
                let summary = html.text.wholeMatch(of: /<details><summary>([^<>]*)<\/summary>\n/)
                #expect(summary != nil, "\(html.text)")
            }
            #expect(tree.elements(named: "html_inline").allSatisfy { $0.text == "<br>" }, "\(tree.elements(named: "html_inline").map(\.text))")
            for kind in ["code_block", "thematic_break", "link", "image", "strikethrough", "math", "footnote_reference"] {
                #expect(tree.elements(named: kind).isEmpty, "\(kind): \(tree.elements(named: kind).map(\.text))")
            }
            #expect(tree.elements(named: "emph").allSatisfy { $0.text == "none" }, "\(tree.elements(named: "emph").map(\.text))")
            #expect(tree.elements(named: "block_quote").allSatisfy { $0.text.hasPrefix("[!") }, "\(tree.elements(named: "block_quote").map(\.text))")
            // No block starts with hostile text: each is where the report put it, whole.
            for kind in ["heading", "item", "paragraph", "table_cell"] {
                #expect(!tree.elements(named: kind).contains { $0.text.hasPrefix("FORGED") || $0.text.hasPrefix("# FORGED") }, "\(kind)")
            }
            let cells = tree.elements(named: "table_cell").map(\.text)
            // A line break in a cell is the report's own `<br>`.
            #expect(cells.contains(Self.shown(Self.name.replacingOccurrences(of: "\n", with: "<br>"))), "brand name as one header cell")
            #expect(cells.contains(Self.potIcon), "pot icon as one cell")
        }
        let plain = try GitHubMarkdown.parse(reports.plain)
        #expect(plain.elements(named: "heading").map(\.text).contains("\(Self.shown(Self.name)) (neds)"))
        let items = plain.elements(named: "item").map(\.text)
        #expect(items.contains { $0.contains("is \"\(Self.colour)\", not #RGB") }, "the lint message quoting the colour, as text")
        #expect(plain.elements(named: "table_cell").map(\.text).contains(Self.string), "the string as one cell")
        let compared = try GitHubMarkdown.parse(reports.compared)
        #expect(compared.elements(named: "table_cell").map(\.text).contains(Self.string), "the changed string as one cell")
    }

    @Test(arguments: [
        ("a | b", "a \\| b"), ("*x* _y_ `z` ~w~ $m$ [l]", "\\*x\\* \\_y\\_ \\`z\\` \\~w\\~ \\$m\\$ \\[l\\]"),
        ("<b>&", "&lt;b&gt;&amp;"), ("# h", "\\# h"), ("- i", "\\- i"), ("12. n", "12\\. n"), ("  x", "&#32; x"),
        ("a\nb", "a\\\\u{A}b"), ("Neds", "Neds"), ("2026-11-26", "2026-11-26"),
        ("see https://x.io or www.x.io: 3", "see https\\://x.io or www\\.x.io: 3"),
    ])
    func inlineTextIsEscaped(_ text: String, _ expected: String) {
        #expect(Markup.markdown(text) == expected)
    }

    @Test func codeKeepsEveryCharacterAndPipesAreEscapedInCells() {
        #expect(Markup.code("#E4002B") == "`#E4002B`")
        #expect(Markup.code("a`b") == "``a`b``")
        #expect(Markup.code("`x") == "`` `x ``")
        #expect(Markup.codeCell("a|b") == "`a\\|b`")
        #expect(Markup.tableCell("#FF6B00") == "#FF6B00")
    }
}
