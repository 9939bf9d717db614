/// One step of an odds-boost ladder: from `minSelections` qualifying selections, a `percent` win boost.
///
/// Percentages are whole numbers (15 means 15%): every brand's ladder uses whole percents,
/// and whole numbers keep formatting and caching exact. The server sends fractions
/// (`0.15`); `init(minSelections:fraction:)` converts them.
public struct OddsBoostTier: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Qualifying selections needed to reach this tier (at least 1).
    public var minSelections: Int
    /// Win boost in whole percent.
    public var percent: Int

    public init(minSelections: Int, percent: Int) {
        self.minSelections = minSelections
        self.percent = percent
    }

    /// Converts the server's fraction (`0.15`) to a whole percent (`15`), rounding half away from zero.
    /// Rounds by hand: `rounded()` calls libm, which executables without Foundation do not link on Linux.
    public init(minSelections: Int, fraction: Double) {
        // Out-of-range input becomes 0, which configuration rejects as a non-positive percent.
        let scaled = fraction * 100
        let percent = scaled.isFinite && scaled.magnitude < 1e9 ? Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5) : 0
        self.init(minSelections: minSelections, percent: percent)
    }

    public var description: String { "\(minSelections):\(percent)%" }
}
