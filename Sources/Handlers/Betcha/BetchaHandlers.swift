import AppBarEngine
import BrandModel

/// Betcha's tool-slot handlers. Betcha's profile uses the built-in `toolbox`; this
/// variant draws the icon in Betcha's lime accent, for a profile that names it.
public enum BetchaHandlers {
    public static let toolboxStyle = ToolSlotStyle(
        iconColor: "brand.accent", badgeBackground: ColorTokenName.badgeBackground.rawValue, badgeText: ColorTokenName.badgeText.rawValue, width: 24,
        reveal: .buttonPress)

    /// `betcha.toolbox`.
    public static let toolbox = ToolboxHandler(id: "betcha.toolbox", style: toolboxStyle)

    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry(toolbox)
    }
}
