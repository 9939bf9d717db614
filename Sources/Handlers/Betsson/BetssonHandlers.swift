import AppBarEngine

/// Betsson Cameroon's tool-slot handlers. Its profile uses the built-in `none`.
public enum BetssonHandlers {
    /// `betsson.locker`: a locker of promotions drawn in Betsson's orange, ready for the
    /// market's promotions; it opens with a spring and waits for the user tray like Ladbrokes'.
    public static let lockerStyle = ToolSlotStyle(
        iconColor: "brand.accent", badgeBackground: "brand.accent", badgeText: "brand.onAccent", width: 24,
        reveal: .heroTransition)

    public static let locker = LockerHandler(id: "betsson.locker", style: lockerStyle)

    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry(locker)
    }
}
