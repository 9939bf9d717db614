import BrandModel
import Foundation
import Localization
import ProfileLoading
import TestSupport
import Testing
@testable import OddsBoost

/// Every brand in `Brands/` that declares odds-boost tiers, whatever its id: its state table,
/// derived here from its own tiers and strings, is what the engine shows, in every locale.
/// A brand dropped into `Brands/` is checked the same way.
@Suite("Odds boost of the shipped brands", .tags(.shippedBrands))
struct ShippedOddsBoostTests {
    static let catalog: BrandCatalog = (try? Repository.loader().loadCatalog(at: Repository.brands).catalog) ?? BrandCatalog()

    /// `brand/locale` for every shipped brand with odds boost.
    static let cases: [String] = catalog.ids.flatMap { id -> [String] in
        guard let profile = catalog[id], profile.oddsBoost != nil else { return [] }
        return profile.locales.map { "\(id)/\($0)" }
    }

    /// What a row of the state table says, built from the profile's strings by plain
    /// placeholder substitution (not through the engine's templates).
    struct Row: Equatable, CustomStringConvertible {
        var visible: Bool
        var capsule: String?
        var heading: String?
        var callToAction: String?
        var segments: String?
        var description: String { "\(visible) | \(capsule ?? "—") | \(heading ?? "—") | \(callToAction ?? "—") | \(segments ?? "—")" }
    }

    private static func text(_ profile: BrandProfile, _ key: String, _ locale: LocaleIdentifier, count: Int? = nil) throws -> String {
        switch try #require(profile.strings.message(key, locale: locale), "\(profile.id) \(locale) lacks \(key)") {
        case .text(let text): return text
        case .plural(let forms):
            let category = PluralRules(locale: locale).category(for: try #require(count))
            return try #require(forms[category] ?? forms[.other])
        }
    }

    private static func fill(_ text: String, percent: Int, count: Int? = nil, format: LocaleNumberFormat) -> String {
        var result = text.replacingOccurrences(of: "{percent}", with: format.formatPercent(percent))
        if let count { result = result.replacingOccurrences(of: "{count}", with: format.formatInteger(count)) }
        return result
    }

    @Test func theShippedBrandsLoad() throws {
        #expect(Self.catalog.ids == (try Repository.shippedBrandIDs()))
    }

    @Test(arguments: cases)
    func theStateTableFollowsTheBrandsOwnTiersAndStrings(_ brandAndLocale: String) throws {
        let parts = brandAndLocale.split(separator: "/").map(String.init)
        let (id, locale) = (parts[0], LocaleIdentifier(parts[1]))
        let profile = try #require(Self.catalog[id])
        let configuration = try OddsBoostConfiguration(profile: profile, locale: locale)
        let format = LocaleNumberFormat(locale: locale)
        let tiers = try #require(profile.oddsBoost).tiers
            .map { (minSelections: $0.minSelections, percent: Int($0.percent.rounded())) }
            .sorted { $0.minSelections < $1.minSelections }
        let top = try #require(tiers.last)
        for selections in 0...(top.minSelections + 2) {
            let current = tiers.last { $0.minSelections <= selections }
            let next = tiers.first { $0.minSelections > selections }
            var expected = Row(visible: selections > 0)
            if selections > 0 {
                expected.capsule = try current.map { Self.fill(try Self.text(profile, StringKey.oddsBoostCapsule.rawValue, locale), percent: $0.percent, format: format) }
                if let next {
                    let remaining = next.minSelections - selections
                    expected.heading = Self.fill(try Self.text(profile, StringKey.oddsBoostHeadingNext.rawValue, locale), percent: next.percent, format: format)
                    expected.callToAction = Self.fill(
                        try Self.text(profile, StringKey.oddsBoostCallToAction.rawValue, locale, count: remaining), percent: next.percent, count: remaining, format: format)
                    expected.segments = "\(selections)/\(next.minSelections)"
                } else if let current {
                    // The top heading only when there is no next tier (docs/domain.md, The odds boost).
                    expected.heading = Self.fill(try Self.text(profile, StringKey.oddsBoostHeadingMax.rawValue, locale), percent: current.percent, format: format)
                }
            }
            let display = configuration.display(selections: selections)
            let actual = Row(
                visible: display.isVisible, capsule: display.capsule, heading: display.heading, callToAction: display.callToAction,
                segments: display.segments?.description)
            #expect(actual == expected, "\(id) \(locale), \(selections) selections")
        }
        // The betslip's labels (docs/domain.md, The odds boost) come from the brand's strings too.
        #expect(configuration.strings.winBoostLabel == (try Self.text(profile, StringKey.oddsBoostWinBoostLabel.rawValue, locale)))
        #expect(configuration.strings.oddsLabel == (try Self.text(profile, StringKey.oddsBoostOddsLabel.rawValue, locale)))
    }
}
