import BrandModel
import Localization
import OddsBoost

/// A brand's odds-boost stairs and, per locale, what the betslip box shows at each
/// selection count, as `OddsBoostEngine` assembles it.
public struct OddsBoostLadder: Sendable, Equatable {
    /// What the box shows for one selection count.
    public struct Step: Sendable, Equatable {
        public var selections: Int
        public var capsule: String?
        public var heading: String?
        public var callToAction: String?
        /// Filled and total progress segments; nil when the bar is hidden (top tier).
        public var progress: ProgressSegments?
    }

    /// The box in one locale, from one selection up to the top tier.
    public struct Messages: Sendable, Equatable {
        public var locale: LocaleIdentifier
        public var steps: [Step]
        /// Why the engine could not configure this locale (a string is missing or malformed).
        public var problem: String?
    }

    public var tiers: [OddsBoostTierProfile]
    public var messages: [Messages]

    /// The ladder of `profile`; nil for a brand without odds boost.
    public init?(profile: BrandProfile) {
        guard let oddsBoost = profile.oddsBoost else { return nil }
        tiers = oddsBoost.tiers
        let top = oddsBoost.tiers.map(\.minSelections).max() ?? 0
        messages = profile.locales.map { locale in
            let configuration: OddsBoostConfiguration
            do {
                configuration = try OddsBoostConfiguration(profile: profile, locale: locale)
            } catch {
                return Messages(locale: locale, steps: [], problem: "\(error)")
            }
            var engine = OddsBoostEngine(configuration: configuration)
            let steps = (0...max(top, 0)).dropFirst().map { selections in
                let display = engine.select(selections).0
                return Step(
                    selections: selections, capsule: display.capsule, heading: display.heading,
                    callToAction: display.callToAction, progress: display.segments)
            }
            return Messages(locale: locale, steps: steps, problem: nil)
        }
    }

    /// `2→10%, 3→15%` (selections → boost).
    public var summary: String {
        tiers.map { "\($0.minSelections)→\(ReportText.number($0.percent))%" }.joined(separator: ", ")
    }
}
