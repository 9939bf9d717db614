import BrandModel
import Testing
@testable import OddsBoost

@Suite struct OddsBoostConfigurationTests {
    @Test func sortsTiers() throws {
        let configuration = try OddsBoostFixtures.configuration(tiers: OddsBoostFixtures.betssonCameroonTiers.reversed())
        #expect(configuration.tiers == OddsBoostFixtures.betssonCameroonTiers)
        #expect(configuration.display(selections: 4).capsule == "20%")
    }

    @Test(arguments: [
        ([OddsBoostTier(minSelections: 0, percent: 5)], OddsBoostConfigurationError.minSelectionsBelowOne(.init(minSelections: 0, percent: 5))),
        ([.init(minSelections: 2, percent: 5), .init(minSelections: 2, percent: 8)], .duplicateMinSelections(2)),
        ([.init(minSelections: 2, percent: 0)], .nonPositivePercent(.init(minSelections: 2, percent: 0))),
        // FuzzProfileDecode: a tier at 2^60 selections made the box render a display per count.
        ([.init(minSelections: 1 << 60, percent: 5)], .minSelectionsAboveMaximum(.init(minSelections: 1 << 60, percent: 5))),
        ([.init(minSelections: OddsBoostTierProfile.maximumMinSelections + 1, percent: 5)],
         .minSelectionsAboveMaximum(.init(minSelections: OddsBoostTierProfile.maximumMinSelections + 1, percent: 5))),
    ])
    func rejectsInvalidTiers(tiers: [OddsBoostTier], expected: OddsBoostConfigurationError) {
        #expect(throws: expected) { try OddsBoostFixtures.configuration(tiers: tiers) }
    }

    @Test func serverFractionsBecomeWholePercents() {
        #expect(OddsBoostTier(minSelections: 3, fraction: 0.15).percent == 15)
        #expect(OddsBoostTier(minSelections: 3, fraction: 0.07).percent == 7)
        #expect(OddsBoostTier(minSelections: 3, fraction: 0.29).percent == 29)
        #expect(OddsBoostTier(minSelections: 3, fraction: 0.57).percent == 57)
        #expect(OddsBoostTier(minSelections: 3, fraction: .nan).percent == 0)
        #expect(OddsBoostTier(minSelections: 3, fraction: 1e300).percent == 0)
    }

    @Test func noTiersMeansHidden() throws {
        let configuration = try OddsBoostFixtures.configuration(tiers: [])
        #expect(configuration.display(selections: 3) == .hidden)
    }

    @Test func negativeSelectionsAreHidden() throws {
        #expect(try OddsBoostFixtures.configuration().display(selections: -2) == .hidden)
    }

    @Test func singleTierLadder() throws {
        let configuration = try OddsBoostFixtures.configuration(tiers: [.init(minSelections: 3, percent: 5)])
        #expect(configuration.display(selections: 2).callToAction == "Add 1 more qualifying selection to get a 5% win boost")
        #expect(configuration.display(selections: 3).heading == "Max win boost activated! (5%)")
    }

    @Test func stairsConsistency() {
        let stairs = OddsBoostStairs(current: .init(minSelections: 3, percent: 15), next: .init(minSelections: 4, percent: 20))
        #expect(!stairs.isConsistent(withSelections: 2))
        #expect(stairs.isConsistent(withSelections: 3))
        #expect(!stairs.isConsistent(withSelections: 4))
    }

    @Test func frenchCountsAreFormattedForTheLocale() throws {
        // A thousand selections, the most a tier may ask for.
        let configuration = try OddsBoostFixtures.configuration(locale: "fr-CM", tiers: [.init(minSelections: 1_000, percent: 50)])
        let display = configuration.display(selections: 1)
        #expect(display.callToAction == "Ajoutez 999 sélections éligibles de plus pour obtenir un boost de gains de 50\u{202F}%")
        #expect(display.segments == ProgressSegments(total: 1_000, filled: 1))
    }
}
