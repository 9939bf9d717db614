import AppBarEngine
import BrandModel

/// The app's own tool-slot handlers, merged into the engine's where the app builds its
/// registry: `StandardHandlers.registry().merging(CoralHandlers.registry())`.
public enum CoralHandlers {
    /// The locker icon in Coral's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(
        iconColor: "brand.accent", badgeBackground: "brand.accent", badgeText: "brand.onAccent", width: 28,
        reveal: .lockerToggle)

    /// `coral.locker`'s declaration as a typed value: what `Handlers/coral.locker.handler.json`
    /// declares (CoralLockerTests holds the two together).
    public static let lockerDeclaration = HandlerDeclaration(
        id: CoralLockerHandler.id, kind: .locker,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("badgeLimit", .object([("type", "integer"), ("minimum", 1), ("maximum", 99)]))])),
        ]),
        path: "CoralHandlers.lockerDeclaration")

    /// `coral.locker`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(CoralLockerHandler(), declaredBy: lockerDeclaration)
        return registry
    }
}
