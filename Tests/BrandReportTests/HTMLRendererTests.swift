import BrandModel
import BrandReport
import Foundation
import Testing

@Suite("HTML report structure, without a browser")
struct HTMLRendererTests {
    static func html() throws -> (model: ReportModel, html: String, inspector: MarkupInspector) {
        let model = try ReportFixtures.fixtureReport()
        let html = HTMLRenderer(model: model).render()
        return (model, html, MarkupInspector.inspect(html))
    }

    @Test func theWholePageIsWellFormed() throws {
        let (_, html, inspector) = try Self.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(inspector.isWellFormed, "\(inspector.error ?? "")")
    }

    @Test func everySVGFragmentIsWellFormedOnItsOwn() throws {
        let (model, html, _) = try Self.html()
        var fragments: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest[start.upperBound...].range(of: "</svg>") {
            fragments.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        // Each brand: the gallery's signed-in bar, then signed out and signed in in its section;
        // a brand with appearances beyond light, its bar in each, in the Appearances gallery and its section.
        let appearanceBars = model.brands.map { brand in
            let count = brand.section?.appearances.count ?? 0
            return count > 1 ? count * 2 : 0
        }.reduce(0, +)
        #expect(fragments.count == model.brands.count * 3 + appearanceBars)
        for fragment in fragments {
            let inspector = MarkupInspector.inspect(String(fragment))
            #expect(inspector.isWellFormed, "\(inspector.error ?? "") in \(fragment.prefix(120))")
            #expect(inspector.elements.first?.attributes["role"] == "img")
            #expect(inspector.elements.first?.attributes["aria-label"]?.isEmpty == false)
            #expect(inspector.elements(named: "title").count == 1)
        }
    }

    @Test func everyBrandHasASectionAndAMatrixColumn() throws {
        let (model, _, inspector) = try Self.html()
        let sections = inspector.elements(named: "section").compactMap { $0.attributes["id"] }
        #expect(sections == model.brands.map { "brand-\($0.id)" })
        let matrix = try #require(inspector.elements(named: "table").first { $0.attributes["class"] == "matrix" })
        for brand in model.brands { #expect(matrix.text.contains(brand.name)) }
    }

    @Test func everyMatrixCellIsThere() throws {
        let (model, _, inspector) = try Self.html()
        let rows = inspector.elements(named: "tr").filter { $0.attributes["data-row"] != nil }
        #expect(rows.map { $0.attributes["data-row"]! } == model.matrix.rows.map(\.key))
        let cells = inspector.elements(named: "td").filter { $0.ancestors.contains("table") && $0.attributes["class"]?.hasPrefix("tone-") == true }
        #expect(cells.count == model.matrix.rows.count * model.brands.count)
        let texts = cells.map(\.text)
        #expect(texts == model.matrix.rows.flatMap { $0.cells.map(\.text) })
    }

    @Test func headingsDescendOneLevelAtATime() throws {
        let (model, _, inspector) = try Self.html()
        let levels = inspector.elements.compactMap { element -> Int? in
            guard element.name.count == 2, element.name.first == "h", let level = Int(element.name.dropFirst()) else { return nil }
            return level
        }
        #expect(levels.first == 1)
        #expect(levels.count { $0 == 1 } == 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "h\(previous) followed by h\(next)")
        }
        let titles = inspector.elements(named: "h2").map(\.text)
        for brand in model.brands { #expect(titles.contains { $0.hasPrefix(brand.name) }) }
    }

    @Test func tablesHaveCaptionsAndScopedHeaders() throws {
        let (_, _, inspector) = try Self.html()
        let tables = inspector.elements(named: "table").count
        #expect(tables > 20)
        #expect(inspector.elements(named: "caption").count == tables)
        let headers = inspector.elements(named: "th")
        #expect(headers.allSatisfy { ["col", "row"].contains($0.attributes["scope"] ?? "") })
    }

    @Test func colourSwatchesAndContrastForEveryToken() throws {
        let (model, html, _) = try Self.html()
        for brand in model.brands {
            let section = try #require(brand.section)
            for token in section.tokens(in: .colors) { #expect(html.contains(token.value)) }
            for check in section.contrast { #expect(html.contains(ReportText.ratio(try #require(check.ratio)))) }
        }
        #expect(html.contains("class=\"swatch\" style=\"background-color:#E4002B\""))
    }

    @Test func selfContainedWithResponsiveAndPrintStyles() throws {
        let (_, html, inspector) = try Self.html()
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src="))
        #expect(inspector.elements(named: "link").isEmpty && inspector.elements(named: "script").isEmpty)
        #expect(html.contains("name=\"viewport\""))
        #expect(html.contains("@media print"))
        #expect(html.contains("@media (max-width:"))
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let first = HTMLRenderer(model: try ReportFixtures.fixtureReport()).render()
        let second = HTMLRenderer(model: try ReportFixtures.fixtureReport()).render()
        #expect(first == second)
    }

    @Test(arguments: ReportPalette.textPairs.map { "\($0.text) on \($0.background)" })
    func theReportsOwnColoursReachAA(pair: String) throws {
        let names = pair.components(separatedBy: " on ")
        let text = try #require(ReportPalette.color(names[0]))
        let background = try #require(ReportPalette.color(names[1]))
        #expect(text.contrastRatio(with: background) >= 4.5)
    }

    @Test func aFailedBrandIsFlaggedWithItsDiagnostics() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/tabnz.yaml", replacing: "kind: none", with: "kind: drawer")
        let html = HTMLRenderer(model: try ReportFixtures.builder().build(paths: [brands])).render()
        let inspector = MarkupInspector.inspect(html)
        #expect(inspector.isWellFormed)
        let section = try #require(inspector.elements(named: "section").first { $0.attributes["id"] == "brand-tabnz" })
        #expect(section.text.contains("Failed to load"))
        #expect(section.text.contains("schema-enum"))
        #expect(html.contains("<strong>Flagged:</strong>"))
    }
}
