import BrandReport
import TestSupport
import Testing
import YAMLNode

@Suite("JSON report")
struct JSONRendererTests {
    @Test func versionedWithKeysInAFixedOrder() throws {
        let text = JSONRenderer(model: try ReportFixtures.fixtureReport()).render()
        let document = try JSONParser().parse(text)
        #expect(document.mapping?.keys == ["format", "version", "generatedAt", "inputs", "sample", "summary", "matrix", "brands", "comparison"])
        #expect(document["format"]?.string == "brandreport")
        #expect(document["version"]?.int == 1)
        #expect(document["generatedAt"]?.isNull == true)
        #expect(document["comparison"]?.isNull == true)
    }

    @Test func everyBrandWithItsEngineResults() throws {
        let model = try ReportFixtures.fixtureReport()
        let document = try JSONParser().parse(JSONRenderer(model: model).render())
        let brands = try #require(document["brands"]?.sequence)
        #expect(brands.map { $0["id"]?.string } == model.brands.map(\.id))
        for brand in brands {
            #expect(brand.mapping?.keys == ["id", "name", "path", "status", "failure", "lint", "profile", "engine"])
            #expect(brand["profile"]?.mapping?.keys == ["base", "locales", "currency", "features", "appBar", "flags", "oddsBoost", "theme", "strings"])
        }
        let ladbrokes = try #require(brands.first { $0["id"]?.string == "ladbrokes" })
        #expect(ladbrokes["engine"]?["toolSlotTap"]?["summary"]?.string == "dismisses user tray, waits 300 ms, opens locker")
        #expect(ladbrokes["engine"]?["signedIn"]?["toolBadge"]?.string == "99+")
        #expect(ladbrokes["engine"]?["toolSlotTap"]?["steps"]?.sequence?[1]["milliseconds"]?.int == 300)
        let matrix = try #require(document["matrix"]?["rows"]?.sequence)
        #expect(matrix.count == model.matrix.rows.count)
        #expect(matrix.allSatisfy { $0["cells"]?.sequence?.count == model.brands.count })
    }

    @Test func sameInputGivesTheSameBytes() throws {
        #expect(JSONRenderer(model: try ReportFixtures.fixtureReport()).render() == JSONRenderer(model: try ReportFixtures.fixtureReport()).render())
    }

    @Test func aTimestampIsAddedOnlyWhenGiven() throws {
        let model = try ReportFixtures.builder().build(paths: [ReportFixtures.brands], generatedAt: "2026-11-22T00:00:00Z")
        let document = try JSONParser().parse(JSONRenderer(model: model).render())
        #expect(document["generatedAt"]?.string == "2026-11-22T00:00:00Z")
    }

    @Test func theReportIsTheSameForAnyNumberOfJobs() throws {
        let paths = [ReportFixtures.brands, Repository.path("Tests/Fixtures/Lint")]
        let alone = JSONRenderer(model: try ReportFixtures.builder(jobs: 1).build(paths: paths, generatedAt: "now")).render()
        let together = JSONRenderer(model: try ReportFixtures.builder(jobs: 3).build(paths: paths, generatedAt: "now")).render()
        #expect(together == alone)
        #expect(alone.contains("\"betsson-cm\""))
    }
}
