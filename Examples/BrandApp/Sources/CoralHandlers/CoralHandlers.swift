import AppBarEngine
import BrandModel

/// The app's own tool-slot handlers, merged into the engine's where the app builds its
/// registry: `StandardHandlers.registry().merging(CoralHandlers.registry())`.
public enum CoralHandlers {
    /// The locker icon in Coral's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(declaredBy: lockerDeclaration, width: 28, reveal: .lockerToggle)

    /// `coral.locker`'s declaration as a typed value: the one source of
    /// `Handlers/coral.locker.handler.json`, which `brandsim-app --write-declarations Handlers`
    /// writes from it and `--check-declarations Handlers` holds to it.
    public static let lockerDeclaration = HandlerDeclaration(
        id: CoralLockerHandler.id, kind: .locker,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([(CoralLockerHandler.badgeLimitSetting.rawValue, .object([
                ("type", "integer"), ("minimum", 1), ("maximum", 99),
                ("description", "Highest count the badge shows; above it the badge reads `<limit>+`. Default 9."),
            ]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.accent", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent", fallback: .badgeText),
        ],
        path: "CoralHandlers.lockerDeclaration",
        description: "Coral's locker (Sources/CoralHandlers): the shared locker toggle, a badge capped at config.badgeLimit, drawn in Coral's yellow accent.")

    /// `coral.locker`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(CoralLockerHandler(), declaredBy: lockerDeclaration)
        return registry
    }
}
