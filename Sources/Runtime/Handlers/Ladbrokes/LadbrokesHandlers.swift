import AppBarEngine
import BrandModel

/// Ladbrokes' tool-slot handlers.
public enum LadbrokesHandlers {
    /// The locker icon in the brand's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(declaredBy: lockerDeclaration, width: 28, reveal: .lockerToggle)

    /// `ladbrokes.locker`'s declaration as a typed value: what
    /// `Schemas/handlers/ladbrokes.locker.handler.json` declares (a test holds the two together).
    public static let lockerDeclaration = HandlerDeclaration(
        id: LadbrokesLockerHandler.id, kind: .locker,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([(LadbrokesLockerHandler.badgeLimitSetting.rawValue, .object([("type", "integer"), ("minimum", 1), ("maximum", 999)]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.onPrimary", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.primary", fallback: .badgeText),
        ],
        path: "LadbrokesHandlers.lockerDeclaration")

    /// `ladbrokes.locker`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(LadbrokesLockerHandler(), declaredBy: lockerDeclaration)
        return registry
    }
}
