/// A colour token of the engine contract, by its name under `theme.colors`: the one
/// declaration of the name, and of the engine's fallback when a profile leaves it out.
public enum ColorTokenName: String, ThemeTokenName {
    public typealias Value = ColorToken
    public static let group = ThemeGroup.colors

    case appBarBackground = "appBar.background"
    case appBarForeground = "appBar.foreground"
    case balancePillBackground = "balancePill.background"
    case balancePillText = "balancePill.text"
    case badgeBackground = "badge.background"
    case badgeText = "badge.text"
    case betslipCounterBackground = "betslipCounter.background"
    case betslipCounterText = "betslipCounter.text"
    case segmentEmpty = "segment.empty"
    case segmentFilled = "segment.filled"
    /// Handler-owned (``isHandlerOwned``): a tool-slot handler fills it from the brand's
    /// palette, and a profile may override it (docs/handlers.md).
    case toolSlotIcon = "toolSlot.icon"
    case toolSlotBadgeBackground = "toolSlot.badge.background"
    case toolSlotBadgeText = "toolSlot.badge.text"

    /// What stands in for a missing colour.
    public enum Fallback: Sendable, Equatable {
        /// Another token, itself resolved with its fallback.
        case token(ColorTokenName)
        /// A fixed `#RRGGBB` colour.
        case hex(String)
    }

    /// The engine's fallback, if it has one.
    public var fallback: Fallback? {
        switch self {
        case .appBarBackground: .hex("#000000")
        case .appBarForeground: .hex("#FFFFFF")
        case .balancePillBackground: .hex("#FFFFFF")
        case .balancePillText: .hex("#000000")
        case .badgeBackground, .betslipCounterBackground, .toolSlotIcon: .token(.appBarForeground)
        case .badgeText, .betslipCounterText: .token(.appBarBackground)
        case .toolSlotBadgeBackground: .token(.badgeBackground)
        case .toolSlotBadgeText: .token(.badgeText)
        case .segmentEmpty, .segmentFilled: nil
        }
    }

    /// Whether a tool-slot handler contributes it (`ToolSlotStyle`), rather than the profile alone.
    public var isHandlerOwned: Bool { rawValue.hasPrefix("toolSlot.") }

    /// The colour `lookup` gives this token, or else its fallback's, followed to the end;
    /// nil when neither the lookup nor a fallback gives one.
    public func resolved(_ lookup: (ColorTokenName) -> String?) -> String? {
        if let value = lookup(self) { return value }
        switch fallback {
        case .token(let other): return other.resolved(lookup)
        case .hex(let hex): return hex
        case nil: return nil
        }
    }
}
