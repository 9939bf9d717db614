import BrandModel
import YAMLNode

/// The odds-boost tiers as the engine reads a profile's, for the generators that write them as
/// data (the TypeScript package reads them from the envelope: `oddsBoostTiers` in
/// Runtimes/TypeScript/src/oddsboost/display.ts, held to the engine by ReactNativeTests).
enum ReactNativeOddsBoostWriter {
    /// The placeholder the odds-boost texts take the tier's percent in (`OddsBoostTexts`).
    static let percentPlaceholder = "percent"

    /// The tiers as the engine reads them: sorted by `minSelections`, percents rounded to
    /// whole numbers as `OddsBoostTier(minSelections:fraction:)` rounds the profile's; a
    /// ladder the engine's configuration refuses is an error here too.
    static func tiers(_ oddsBoost: OddsBoostProfile) throws(GenerationError) -> [(minSelections: Int, percent: Int)] {
        let tiers = oddsBoost.tiers.map { tier -> (minSelections: Int, percent: Int) in
            let scaled = tier.percent / 100 * 100
            let percent = scaled.isFinite && scaled.magnitude < 1e9 ? Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5) : 0
            return (tier.minSelections, percent)
        }.sorted { $0.minSelections < $1.minSelections }
        for (index, tier) in tiers.enumerated() {
            guard tier.minSelections >= 1, tier.minSelections <= OddsBoostTierProfile.maximumMinSelections, tier.percent > 0,
                  index == 0 || tiers[index - 1].minSelections != tier.minSelections else {
                throw GenerationError("the odds-boost tier \(tier.minSelections):\(tier.percent)% is one the engine refuses")
            }
        }
        return tiers
    }
}
