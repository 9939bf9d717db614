import BrandModel
import TestSupport
import Testing
@testable import OddsBoost

/// The Betsson Cameroon fixture profile drives the odds-boost box, in both its locales.
@Suite("Odds boost from a brand profile")
struct ProfileConfigurationTests {
    static func profile(_ id: String) throws -> BrandProfile {
        try #require(Repository.loader().loadBrand(at: Repository.fixtureBrands + "/\(id).yaml").profile)
    }

    @Test func betssonInEnglish() throws {
        let configuration = try OddsBoostConfiguration(profile: try Self.profile("betsson-cm"), locale: "en")
        var engine = OddsBoostEngine(configuration: configuration)
        let (display, _) = engine.select(3)
        #expect(display.capsule == "15%")
        #expect(display.heading == "Get 20% win boost")
        #expect(display.callToAction == "Add 1 more qualifying selection to get a 20% win boost")
        #expect(engine.select(10).0.heading == "Max win boost activated! (40%)")
    }

    @Test func betssonInFrench() throws {
        let configuration = try OddsBoostConfiguration(profile: try Self.profile("betsson-cm"), locale: "fr")
        var engine = OddsBoostEngine(configuration: configuration)
        #expect(engine.select(3).0.capsule == "15\u{202F}%")
        #expect(engine.select(4).0.callToAction == "Ajoutez 2 sélections éligibles de plus pour obtenir un boost de gains de 30\u{202F}%")
    }

    @Test func aBrandWithoutOddsBoostIsRefusedAsSuch() throws {
        let error = #expect(throws: OddsBoostConfiguration.ProfileError.self) {
            try OddsBoostConfiguration(profile: try Self.profile("ladbrokes"), locale: "en-AU")
        }
        #expect(error?.brandHasNoOddsBoost == true)
    }

    @Test func animationTokensComeFromTheProfile() throws {
        var theme = try Self.profile("betsson-cm").theme
        theme.animation["segmentFill"] = AnimationPreset(duration: 0.5, stagger: 0.1)
        let tokens = SegmentAnimationTokens(theme: theme)
        #expect(tokens.fill.duration == 0.5)
        #expect(tokens.stagger == 0.1)
        #expect(tokens.add.duration == 0.4)
        #expect(tokens.remove.duration == 0.2)
    }

    /// The runtime reads the keys the contract requires of a brand with odds boost.
    @Test func stringKeysAreTheContractsOddsBoostKeys() {
        #expect(StringKey.oddsBoost.allSatisfy { $0.rawValue.hasPrefix("oddsBoost.") })
        #expect(StringKey.allCases.filter { $0.rawValue.hasPrefix("oddsBoost.") } == StringKey.oddsBoost)
    }
}
