import AppBarEngine

/// The app's own tool-slot handlers, merged into the engine's where the app builds its
/// registry: `StandardHandlers.registry().merging(CoralHandlers.registry())`.
public enum CoralHandlers {
    /// The locker icon in Coral's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(
        iconColor: "brand.accent", badgeBackground: "brand.accent", badgeText: "brand.onAccent", width: 28,
        reveal: .lockerToggle)

    /// `coral.locker`.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry(CoralLockerHandler())
    }
}
