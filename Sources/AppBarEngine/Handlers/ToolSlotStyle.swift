import BrandModel

/// How a tool slot looks, as names of the profile tokens that feed its own tokens.
///
/// A handler contributes `colors.toolSlot.icon`, `colors.toolSlot.badge.background`,
/// `colors.toolSlot.badge.text`, `spacing.toolSlot.width` and `animation.toolSlot.reveal`,
/// each taken from the profile token named here, so a brand's slot follows its palette.
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
    public var reveal: String?

    public init(iconColor: String?, badgeBackground: String?, badgeText: String?, width: Double, reveal: String?) {
        self.iconColor = iconColor
        self.badgeBackground = badgeBackground
        self.badgeText = badgeText
        self.width = width
        self.reveal = reveal
    }

    /// The shared look: icon in the bar's foreground colour, badge in the badge colours.
    public static let standard = ToolSlotStyle(
        iconColor: "appBar.foreground", badgeBackground: "badge.background", badgeText: "badge.text", width: 24,
        reveal: "buttonPress")

    /// No slot: it takes no room.
    public static let collapsed = ToolSlotStyle(iconColor: nil, badgeBackground: nil, badgeText: nil, width: 0, reveal: nil)

    /// Token names the style contributes, by group.
    public static let colorTokens = (icon: "toolSlot.icon", badgeBackground: "toolSlot.badge.background", badgeText: "toolSlot.badge.text")
    public static let widthToken = "toolSlot.width"
    public static let revealToken = "toolSlot.reveal"

    /// The tokens for a profile's theme; a named profile token that is missing contributes nothing.
    public func tokens(from theme: Theme) -> Theme {
        var tokens = Theme()
        tokens.colors[Self.colorTokens.icon] = iconColor.flatMap { theme.colors[$0] }
        tokens.colors[Self.colorTokens.badgeBackground] = badgeBackground.flatMap { theme.colors[$0] }
        tokens.colors[Self.colorTokens.badgeText] = badgeText.flatMap { theme.colors[$0] }
        tokens.spacing[Self.widthToken] = width
        tokens.animation[Self.revealToken] = reveal.flatMap { theme.animation[$0] }
        return tokens
    }
}
