import BrandModel

/// How a tool slot looks, as names of the profile tokens that feed its own tokens.
///
/// A handler contributes the handler-owned tokens of the contract (``ColorTokenName/toolSlotIcon``,
/// ``ColorTokenName/toolSlotBadgeBackground``, ``ColorTokenName/toolSlotBadgeText``,
/// ``SpacingTokenName/toolSlotWidth``, ``AnimationTokenName/toolSlotReveal``), each taken
/// from the profile token named here, so a brand's slot follows its palette.
public struct ToolSlotStyle: Sendable, Equatable {
    /// Profile colour for the icon.
    public var iconColor: String?
    /// Profile colour behind the badge count.
    public var badgeBackground: String?
    /// Profile colour of the badge count.
    public var badgeText: String?
    /// Width the slot takes in the bar, in points; 0 collapses it.
    public var width: Double
    /// Profile animation preset played when the slot opens its tool.
    public var reveal: AnimationTokenName?

    public init(iconColor: String?, badgeBackground: String?, badgeText: String?, width: Double, reveal: AnimationTokenName?) {
        self.iconColor = iconColor
        self.badgeBackground = badgeBackground
        self.badgeText = badgeText
        self.width = width
        self.reveal = reveal
    }

    /// The shared look: icon in the bar's foreground colour, badge in the badge colours.
    public static let standard = ToolSlotStyle(
        iconColor: ColorTokenName.appBarForeground.rawValue, badgeBackground: ColorTokenName.badgeBackground.rawValue,
        badgeText: ColorTokenName.badgeText.rawValue, width: SpacingTokenName.toolSlotWidth.fallback, reveal: .buttonPress)

    /// No slot: it takes no room.
    public static let collapsed = ToolSlotStyle(iconColor: nil, badgeBackground: nil, badgeText: nil, width: 0, reveal: nil)

    /// The tokens for a profile's theme; a named profile token that is missing contributes nothing.
    public func tokens(from theme: Theme) -> Theme {
        var tokens = Theme()
        tokens.colors[ColorTokenName.toolSlotIcon] = iconColor.flatMap { theme.colors[$0] }
        tokens.colors[ColorTokenName.toolSlotBadgeBackground] = badgeBackground.flatMap { theme.colors[$0] }
        tokens.colors[ColorTokenName.toolSlotBadgeText] = badgeText.flatMap { theme.colors[$0] }
        tokens.spacing[SpacingTokenName.toolSlotWidth] = width
        tokens.animation[AnimationTokenName.toolSlotReveal] = reveal.flatMap { theme.animation[$0] }
        return tokens
    }
}
