import AppBarEngine
import Foundation
import BrandModel
import BrandReport
import Testing

@Suite("App-bar preview (SVG)")
struct AppBarPreviewTests {
    static func previews() throws -> [(id: String, preview: AppBarPreview)] {
        try ReportFixtures.fixtureReport().brands.flatMap { brand -> [(String, AppBarPreview)] in
            guard let section = brand.section, let appBar = section.appBar else { return [] }
            return [appBar.signedOut, appBar.signedIn].map { (brand.id, AppBarPreview(snapshot: $0, brandName: section.profile.name)) }
        }
    }

    @Test func everyPreviewIsWellFormedAndLabelled() throws {
        let previews = try Self.previews()
        #expect(previews.count == 2 * (try ReportFixtures.ids().count))
        for (id, preview) in previews {
            let inspector = MarkupInspector.inspect(preview.svg)
            #expect(inspector.isWellFormed, "\(id): \(inspector.error ?? "")")
            let svg = try #require(inspector.elements.first)
            #expect(svg.name == "svg")
            #expect(svg.attributes["role"] == "img")
            #expect(svg.attributes["aria-label"] == preview.accessibleName)
            #expect(inspector.elements(named: "title").first?.text == preview.accessibleName)
        }
    }

    @Test func slotsAreDrawnInTheEnginesLayout() throws {
        for (id, preview) in try Self.previews() {
            let groups = MarkupInspector.inspect(preview.svg).elements(named: "g")
            let drawn = groups.compactMap { $0.attributes["data-item"] ?? $0.attributes["data-reserved"].map { _ in "reserved" } }
            #expect(drawn == preview.snapshot.state.layout.slots.map(\.name), "\(id)")
            let drawnGroups = groups.compactMap { $0.attributes["data-group"] }
            #expect(drawnGroups == AppBarGroup.allCases.filter { !preview.snapshot.state.layout[$0].isEmpty }.map(\.rawValue), "\(id)")
        }
    }

    /// Reserved room (docs/domain.md, The app bar's minimum of right-hand items) is drawn as empty space, on a
    /// fixture brand whose tool slot is hidden.
    @Test func reservedRoomIsDrawnEmpty() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.addNedsCopy(to: brands, id: "acme-bet", name: "Acme Bet")
        try ReportFixtures.edit(brands + "/acme-bet.yaml", replacing: "kind: toolbox\n    handler: neds.toolbox\n    observeBalance: true", with: "kind: none\n    handler: none")
        let section = try #require(try ReportFixtures.builder().build(paths: [brands]).brand(id: "acme-bet")?.section?.appBar)
        let layout = section.signedIn.state.layout
        #expect(layout.right.contains(.reserved))
        let svg = AppBarPreview(snapshot: section.signedIn, brandName: "Acme Bet").svg
        #expect(svg.contains("data-reserved=\"true\""))
        #expect(!svg.contains("data-item=\"toolSlot\""))
    }

    @Test func theSignedInBarShowsTheEnginesTextsInTheBrandsColours() throws {
        let model = try ReportFixtures.fixtureReport()
        let ladbrokes = try #require(model.brand(id: "ladbrokes")?.section?.appBar)
        let inspector = MarkupInspector.inspect(AppBarPreview(snapshot: ladbrokes.signedIn, brandName: "Ladbrokes").svg)
        let texts = inspector.elements(named: "text").map(\.text)
        #expect(texts == ["$1,234.56", "My Bets", "99+", "3"])
        let theme = ladbrokes.signedIn.state.theme
        let background = try #require(inspector.elements(named: "rect").first?.attributes["fill"])
        #expect(background == theme.hex("appBar.background"))
        #expect(background == "#E4002B")
        let pill = inspector.elements(named: "g").first { $0.attributes["data-item"] == "balance" }
        #expect(pill != nil)
        let pillFill = inspector.elements.first { $0.name == "rect" && $0.ancestors.last == "g" && $0.attributes["fill"] == theme.hex("balancePill.background") }
        #expect(pillFill != nil)
        // The badge is drawn with the handler's tokens (Ladbrokes: white badge, red count).
        let badge = inspector.elements.first { $0.name == "text" && $0.text == "99+" }
        #expect(badge?.attributes["fill"] == theme.hex("toolSlot.badge.text"))
    }

    @Test func aBrandWithoutToolSlotDrawsNone() throws {
        let tabnz = try #require(try ReportFixtures.fixtureReport().brand(id: "tabnz")?.section?.appBar)
        let svg = AppBarPreview(snapshot: tabnz.signedIn, brandName: "TAB New Zealand").svg
        #expect(!svg.contains("data-item=\"toolSlot\""))
        #expect(svg.contains("data-item=\"balance\""))
    }

    @Test func labelsAreEscaped() throws {
        let neds = try #require(try ReportFixtures.fixtureReport().brand(id: "neds")?.section?.appBar)
        var snapshot = neds.signedIn
        snapshot.state.pendingBetsLabel = "Bets & <Tips>"
        snapshot.labels[.pendingBets] = "Bets & <Tips>"
        let inspector = MarkupInspector.inspect(AppBarPreview(snapshot: snapshot, brandName: "N\"eds").svg)
        #expect(inspector.isWellFormed, "\(inspector.error ?? "")")
        #expect(inspector.elements(named: "text").contains { $0.text == "Bets & <Tips>" })
    }
}
