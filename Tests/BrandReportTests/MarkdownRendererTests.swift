import BrandReport
import Testing

@Suite("Markdown report")
struct MarkdownRendererTests {
    @Test func matrixAndSectionsForEveryBrand() throws {
        let model = try ReportFixtures.fixtureReport()
        let markdown = MarkdownRenderer(model: model).render()
        #expect(markdown.hasPrefix("# Brand report\n"))
        #expect(markdown.contains("| Feature | Betcha | Betsson Cameroon | Ladbrokes | Neds | TAB New Zealand |"))
        for row in model.matrix.rows { #expect(markdown.contains("| \(row.label) |"), "\(row.key)") }
        for brand in model.brands { #expect(markdown.contains("## \(brand.name) (`\(brand.id)`)")) }
        #expect(markdown.contains("| Tool-slot tap (user tray open) | navigates to toolbox | none | dismisses user tray, waits 300 ms, opens locker |"))
    }

    @Test func tableCellsAreEscaped() {
        #expect(Markup.tableCell("a | b\nc <d>") == "a \\| b<br>c &lt;d&gt;")
    }

    @Test(arguments: ["a\n# forged heading", "\u{1B}]0;title\u{7}", "\u{1B}[2J", "x\r\u{202E}evil\u{2069}"])
    func controlCharactersInProfileTextAreShownNotObeyed(_ text: String) {
        for escaped in [Markup.escape(text), Markup.tableCell(text), Markup.code(text)] {
            #expect(!escaped.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
        }
        #expect(Markup.escape(text).contains("\\u{"))
        #expect(Markup.code(text).contains("\\u{"))
        #expect(Markup.tableCell("a\nb") == "a<br>b")
    }
}
