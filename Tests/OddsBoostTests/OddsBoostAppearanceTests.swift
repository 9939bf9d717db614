import BrandModel
import OddsBoost
import ProfileLoading
import Testing
import TestSupport

/// The odds-boost box in each appearance (Tests/Fixtures/Appearances: `dusk` inherits a
/// dark palette whose border, the empty segment, is #545458).
@Suite("Odds boost appearance")
struct OddsBoostAppearanceTests {
    static func profile(_ id: String) throws -> BrandProfile {
        try #require(try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Appearances")).catalog[id])
    }

    /// The odds-boost box's segment colours follow the appearance; the display, the
    /// selections and the last plan stay.
    @Test func theOddsBoostSegmentsTakeTheAppearancesColoursWithoutReplaying() throws {
        var profile = try Self.profile("dusk")
        profile.oddsBoost = OddsBoostProfile(tiers: [OddsBoostTierProfile(minSelections: 2, percent: 10)])
        profile.strings = try Self.profile("solo").strings
        profile.locales = try Self.profile("solo").locales
        let configuration = try OddsBoostConfiguration(profile: profile, locale: profile.defaultLocale)
        var engine = OddsBoostEngine(configuration: configuration)
        engine.select(1)
        let (display, plan) = (engine.display, engine.lastPlan)
        #expect(engine.segmentColors?.empty?.hex == profile.theme.colors[ColorTokenName.segmentEmpty]?.rgba?.hex)

        engine.setAppearance(.dark)

        #expect(engine.segmentColors?.empty?.hex == "#545458")
        #expect(engine.display == display)
        #expect(engine.lastPlan == plan)
        #expect(engine.selections == 1)
    }
}
