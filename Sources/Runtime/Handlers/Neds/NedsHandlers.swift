import AppBarEngine
import BrandModel

/// Neds' tool-slot handlers.
public enum NedsHandlers {
    /// Neds' toolbox icon is the orange accent on the black bar, and it opens with the
    /// hero transition the toolbox modal uses.
    public static let toolboxStyle = ToolSlotStyle(declaredBy: toolboxDeclaration, width: 24, reveal: .heroTransition)

    /// `neds.toolbox`: the built-in toolbox navigation with Neds' look.
    public static let toolbox = ToolboxHandler(id: "neds.toolbox", style: toolboxStyle)

    /// `neds.toolbox`'s declaration as a typed value: what
    /// `Schemas/handlers/neds.toolbox.handler.json` declares (no settings).
    public static let toolboxDeclaration = HandlerDeclaration(
        id: "neds.toolbox", kind: .toolbox,
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.accent", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent", fallback: .badgeText),
        ],
        path: "NedsHandlers.toolboxDeclaration")

    /// `neds.toolbox`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(toolbox, declaredBy: toolboxDeclaration)
        return registry
    }
}
