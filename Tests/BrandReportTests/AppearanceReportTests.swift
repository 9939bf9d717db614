import BrandModel
import BrandReport
import Foundation
import Testing
import TestSupport

/// The report's appearances, on the appearance fixtures (Tests/Fixtures/Appearances):
/// `dusk` has light, dark, high contrast and their combination; `solo` has light only.
@Suite("Report appearances")
struct AppearanceReportTests {
    static func report() throws -> ReportModel {
        try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Appearances")])
    }

    @Test func theMatrixHasAnAppearancesRow() throws {
        let model = try Self.report()
        #expect(model.matrix.cell("theme.appearances", brand: "dusk")?.text == "Light, Dark, High contrast, Dark high contrast")
        #expect(model.matrix.cell("theme.appearances", brand: "solo")?.text == "Light")
    }

    @Test func eachAppearanceIsDrawnWithItsOwnColoursAndMeasuredAtItsRatio() throws {
        let model = try Self.report()
        let section = try #require(model.brands.first { $0.id == "dusk" }?.section)
        #expect(section.appearances.map(\.appearance) == Appearance.allCases)
        for view in section.appearances {
            let background = section.profile.theme.colors(in: view.appearance)[ColorTokenName.appBarBackground.rawValue]?.rgba
            #expect(view.signedIn?.state.theme.hex(ColorTokenName.appBarBackground.rawValue) == background?.hex, "\(view.appearance)")
            #expect(view.contrast.allSatisfy { $0.minimumRatio == view.appearance.minimumTextContrast })
        }
        let html = HTMLRenderer(model: model).render()
        #expect(MarkupInspector.inspect(html).isWellFormed)
        for appearance in Appearance.allCases { #expect(html.contains("data-appearance=\"\(appearance.rawValue)\"")) }
        #expect(html.contains("dark high contrast (7.00:1 needed)"))
        // The dark bar is drawn on the dark appearance's background, which light does not have.
        let dark = try #require(section.appearances.first { $0.appearance == .dark }?.signedIn)
        let darkBackground = try #require(dark.state.theme.hex(ColorTokenName.appBarBackground.rawValue))
        #expect(darkBackground != section.profile.theme.colors[ColorTokenName.appBarBackground.rawValue]?.rgba?.hex)
        #expect(html.contains("fill=\"\(darkBackground)\""))
    }
}
