import AppBarEngine

/// Ladbrokes' tool-slot handlers.
public enum LadbrokesHandlers {
    /// The locker icon in the brand's yellow accent, opening with the locker spring.
    public static let lockerStyle = ToolSlotStyle(
        iconColor: "brand.accent", badgeBackground: "brand.onPrimary", badgeText: "brand.primary", width: 28,
        reveal: .lockerToggle)

    /// `ladbrokes.locker`.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry(LadbrokesLockerHandler())
    }
}
