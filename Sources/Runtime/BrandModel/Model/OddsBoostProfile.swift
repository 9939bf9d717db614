/// One step of the odds-boost ladder.
public struct OddsBoostTierProfile: Sendable, Equatable, Codable {
    /// The most selections a tier may ask for. The odds-boost box renders a display for every
    /// count up to the last tier, so the limit bounds that work and its memory; no betslip
    /// holds a thousand selections.
    public static let maximumMinSelections = 1_000

    public var minSelections: Int
    /// Win boost in percent (10 means 10%).
    public var percent: Double

    public init(minSelections: Int, percent: Double) {
        self.minSelections = minSelections
        self.percent = percent
    }
}

/// The odds-boost stairs of a brand's betslip.
public struct OddsBoostProfile: Sendable, Equatable {
    /// Lowest tier first (the lint rule `odds-boost-tiers` checks the order).
    public var tiers: [OddsBoostTierProfile]

    public init(tiers: [OddsBoostTierProfile]) {
        self.tiers = tiers
    }
}
