/// A spacing token of the engine contract (points), by its name under `theme.spacing`,
/// with the engine's fallback.
public enum SpacingTokenName: String, ThemeTokenName {
    public typealias Value = Double
    public static let group = ThemeGroup.spacing

    case appBarHeight = "appBar.height"
    case appBarItemGap = "appBar.itemGap"
    case appBarPadding = "appBar.padding"
    case balancePillRadius = "balancePill.radius"
    /// Handler-owned: the width a tool-slot handler gives its slot.
    case toolSlotWidth = "toolSlot.width"

    /// The value used when a profile leaves the token out.
    public var fallback: Double {
        switch self {
        case .appBarHeight: 56
        case .appBarItemGap: 8
        case .appBarPadding: 12
        case .balancePillRadius: 14
        case .toolSlotWidth: 24
        }
    }

    public var isHandlerOwned: Bool { rawValue.hasPrefix("toolSlot.") }
}
