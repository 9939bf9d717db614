import AppBarEngine
import BrandModel

/// The app's own tool-slot handlers, merged into the engine's where the app builds its
/// registry: `StandardHandlers.registry().merging(CoralHandlers.registry())`.
public enum CoralHandlers {
    /// The locker icon in Coral's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(declaredBy: lockerDeclaration, width: 28, reveal: .lockerToggle)

    /// `coral.locker`'s declaration as a typed value: what `Handlers/coral.locker.handler.json`
    /// declares (CoralLockerTests holds the two together).
    public static let lockerDeclaration = HandlerDeclaration(
        id: CoralLockerHandler.id, kind: .locker,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([(CoralLockerHandler.badgeLimitSetting.rawValue, .object([("type", "integer"), ("minimum", 1), ("maximum", 99)]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.accent", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent", fallback: .badgeText),
        ],
        path: "CoralHandlers.lockerDeclaration")

    /// `coral.locker`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(CoralLockerHandler(), declaredBy: lockerDeclaration)
        return registry
    }
}
