import BrandModel
/// Why a set of tiers cannot drive the odds-boost box.
public enum OddsBoostConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A tier needs at least one selection.
    case minSelectionsBelowOne(OddsBoostTier)
    /// A tier asks for more than ``OddsBoostTierProfile/maximumMinSelections`` selections.
    case minSelectionsAboveMaximum(OddsBoostTier)
    /// Two tiers start at the same number of selections.
    case duplicateMinSelections(Int)
    /// A boost percentage must be positive.
    case nonPositivePercent(OddsBoostTier)

    public var description: String {
        switch self {
        case .minSelectionsBelowOne(let tier):
            "tier \(tier) needs `minSelections` of at least 1"
        case .minSelectionsAboveMaximum(let tier):
            "tier \(tier) needs `minSelections` of at most \(OddsBoostTierProfile.maximumMinSelections)"
        case .duplicateMinSelections(let count):
            "two tiers start at \(count) selections; give each tier its own `minSelections`"
        case .nonPositivePercent(let tier):
            "tier \(tier) needs a positive `percent`"
        }
    }
}
