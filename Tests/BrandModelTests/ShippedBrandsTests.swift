import Testing
import BrandModel

/// The brands in `Brands/` load cleanly, each as the seeds describe it.
@Suite("Shipped brands")
struct ShippedBrandsTests {
    static let repository = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

    static func loadShipped() throws -> CatalogLoad {
        let schemas = try ProfileSchemas.load(from: "/" + repository + "/Schemas")
        return ProfileLoader(schemas: schemas).loadCatalog(at: "/" + repository + "/Brands")
    }

    @Test func everyBrandLoadsWithoutProblems() throws {
        let load = try Self.loadShipped()
        #expect(load.diagnostics.map(\.description) == [])
        #expect(load.catalog.ids == ["betcha", "betsson-cm", "ladbrokes", "neds", "tabnz"])
    }

    @Test func ladbrokesHasTheLockerWithItsDelay() throws {
        let ladbrokes = try #require(try Self.loadShipped().catalog["ladbrokes"])
        #expect(ladbrokes.appBar.toolSlot.kind == .locker)
        #expect(ladbrokes.appBar.toolSlot.observesBalance)
        #expect(ladbrokes.appBar.toolSlot.userTrayDismissalDelay == .milliseconds(300))
        #expect(ladbrokes.theme.colors["appBar.background"]?.text == "#E4002B")
        #expect(ladbrokes.locales == ["en-AU"])
        #expect(ladbrokes.appBar.signedIn == [.search, .balance, .pendingBets, .toolSlot, .betslipCounter, .userTray])
    }

    @Test func nedsAndBetchaHaveToolboxes() throws {
        let catalog = try Self.loadShipped().catalog
        #expect(catalog["neds"]?.appBar.toolSlot.kind == .toolbox)
        #expect(catalog["neds"]?.appBar.toolSlot.observesBalance == true)
        #expect(catalog["betcha"]?.appBar.toolSlot.kind == .toolbox)
        #expect(catalog["betcha"]?.appBar.toolSlot.observesBalance == false)
    }

    @Test func tabNZHasNoToolSlotAndNoPotIcon() throws {
        let tabnz = try #require(try Self.loadShipped().catalog["tabnz"])
        #expect(tabnz.appBar.toolSlot.kind == .none)
        #expect(tabnz.appBar.potIcon == nil)
        #expect(tabnz.currency == "NZD")
    }

    @Test func betssonHasOddsBoostInEnglishAndFrench() throws {
        let betsson = try #require(try Self.loadShipped().catalog["betsson-cm"])
        #expect(betsson.oddsBoost?.tiers.map(\.minSelections) == [2, 3, 4, 6, 10])
        #expect(betsson.locales == ["en", "fr"])
        #expect(betsson.strings.message("oddsBoost.heading.max", locale: "fr") != nil)
    }
}
