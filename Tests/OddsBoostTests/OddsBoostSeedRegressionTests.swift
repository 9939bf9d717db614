import BrandModel
import Testing
import Localization
@testable import OddsBoost

/// The two bugs of the Betsson Cameroon sessions; each test fails if its bug comes back.
@Suite struct OddsBoostSeedRegressionTests {
    /// docs/domain.md, The odds boost: the call to action said "get a 11% win boost" whatever the next tier was.
    @Test(arguments: 1...9)
    func callToActionCarriesTheNextTiersPercent(selections: Int) throws {
        let configuration = try OddsBoostFixtures.configuration()
        let display = configuration.display(selections: selections)
        let next = try #require(display.nextTier)
        let callToAction = try #require(display.callToAction)
        #expect(callToAction.contains("get a \(next.percent)% win boost"))
        #expect(!callToAction.contains("11%"))
    }

    /// Live stairs with percentages the profile does not have still reach the text.
    @Test func callToActionFollowsLiveStairsPercent() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.setStairs(OddsBoostStairs(current: .init(minSelections: 3, fraction: 0.15), next: .init(minSelections: 4, fraction: 0.20)))
        #expect(engine.select(3).0.callToAction == "Add 1 more qualifying selection to get a 20% win boost")
        engine.setStairs(OddsBoostStairs(current: .init(minSelections: 3, fraction: 0.15), next: .init(minSelections: 4, fraction: 0.11)))
        #expect(engine.display.callToAction == "Add 1 more qualifying selection to get a 11% win boost")
        engine.setStairs(OddsBoostStairs(current: .init(minSelections: 3, fraction: 0.15), next: .init(minSelections: 4, fraction: 0.17)))
        #expect(engine.display.callToAction == "Add 1 more qualifying selection to get a 17% win boost")
    }

    /// A template with the percentage written in cannot be configured.
    @Test func hardCodedPercentIsRejected() throws {
        var table = try OddsBoostFixtures.englishTable()
        table["oddsBoost.callToAction"] = try LocalizedMessage(forms: [
            .one: "Add {count} more qualifying selection to get a 11% win boost",
            .other: "Add {count} more qualifying selections to get a {percent} win boost",
        ])
        #expect {
            try OddsBoostStrings(table: table, locale: "en")
        } throws: { error in
            (error as? OddsBoostStringsError)?.problems == [.missingPlaceholder(.oddsBoostCallToAction, "percent", form: .one)]
        }
    }

    /// docs/domain.md, The odds boost: "Max win boost activated!" showed at tier 2 of 5 because it keyed on the
    /// current tier existing instead of the next tier being absent.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
    func maxHeadingOnlyWithoutNextTier(selections: Int) throws {
        for locale in ["en", "fr"] {
            let display = try OddsBoostFixtures.configuration(locale: locale).display(selections: selections)
            let isMax = display.heading?.contains(locale == "en" ? "Max win boost activated!" : "maximal activé") ?? false
            #expect(isMax == (display.nextTier == nil), "\(locale) \(selections): \(display.heading ?? "-")")
            #expect(isMax == (selections >= 10))
        }
    }

    @Test func tierTwoOfFiveOffersTheNextTier() throws {
        let display = try OddsBoostFixtures.configuration().display(selections: 3)
        #expect(display.currentTier == OddsBoostTier(minSelections: 3, percent: 15))
        #expect(display.heading == "Get 20% win boost")
    }
}
