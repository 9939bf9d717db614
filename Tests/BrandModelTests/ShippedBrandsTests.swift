import BrandLint
import ProfileLoading
import Testing
import BrandModel
import TestSupport

/// The brands in `Brands/` load cleanly, whichever they are; the original apps' brands are as the
/// seeds describe them.
@Suite("Shipped brands", .tags(.shippedBrands))
struct ShippedBrandsTests {
    static func loadShipped() throws -> CatalogLoad {
        try Repository.loader().loadCatalog(at: Repository.brands)
    }

    @Test func everyBrandLoadsWithoutProblems() throws {
        let load = try Self.loadShipped()
        #expect(load.diagnostics.map(\.description) == [])
        #expect(!load.catalog.ids.isEmpty)
        #expect(load.catalog.ids == (try Repository.shippedBrandIDs()))
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
