import BrandModel

/// The odds-boost ladder climbs: each tier needs more selections and gives more boost.
public struct OddsBoostTiersRule: LintRule {
    public static let description = RuleDescription(
        id: "odds-boost-tiers",
        summary: "Odds-boost tiers strictly increase in minSelections and percent, percent is in (0, 100], and minSelections is at most 1,000.",
        severity: .error, reads: [.oddsBoostTiers],
        triggering: [
            "betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 10 }, { minSelections: 2, percent: 15 }] } }",
            "betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 10 }, { minSelections: 3, percent: 5 }] } }",
            "betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 0 }] } }",
            "betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 120 }] } }",
            "betslip: { oddsBoost: { tiers: [{ minSelections: 1001, percent: 10 }] } }",
        ],
        nonTriggering: ["betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 10 }, { minSelections: 3, percent: 15 }, { minSelections: 10, percent: 100 }] } }"])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let tiers = context.profile.oddsBoost?.tiers else { return }
        for (index, tier) in tiers.enumerated() {
            let path = ["betslip", "oddsBoost", "tiers", String(index)]
            if tier.minSelections > OddsBoostTierProfile.maximumMinSelections {
                found.report(
                    Self.description, at: path + ["minSelections"],
                    message: "tier \(index + 1) needs \(tier.minSelections) selections, more than the \(OddsBoostTierProfile.maximumMinSelections) a tier may ask for",
                    hint: "a betslip never holds that many selections; use at most \(OddsBoostTierProfile.maximumMinSelections)")
            }
            if !(tier.percent > 0 && tier.percent <= 100) {
                found.report(
                    Self.description, at: path + ["percent"],
                    message: "tier \(index + 1) boosts \(Self.number(tier.percent))%, outside (0, 100]")
            }
            guard index > 0 else { continue }
            let previous = tiers[index - 1]
            if tier.minSelections <= previous.minSelections {
                found.report(
                    Self.description, at: path + ["minSelections"],
                    message: "tier \(index + 1) needs \(tier.minSelections) selections, not more than tier \(index)'s \(previous.minSelections)",
                    hint: "list tiers lowest first, each needing more selections than the one before")
            }
            if tier.percent <= previous.percent {
                found.report(
                    Self.description, at: path + ["percent"],
                    message: "tier \(index + 1) boosts \(Self.number(tier.percent))%, not more than tier \(index)'s \(Self.number(previous.percent))%",
                    hint: "each tier must boost more than the one before")
            }
        }
    }

    static func number(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
