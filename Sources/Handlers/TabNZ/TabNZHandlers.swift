import AppBarEngine

/// TabNZ's tool-slot handlers. TabNZ has no tool slot; its profile uses the built-in
/// `none`, which collapses the slot.
public enum TabNZHandlers {
    /// Width of an Entain tool slot, in points.
    public static let entainSlotWidth = 24.0

    /// `tabnz.none`: no slot, but its room kept free, so the right-hand items stay as wide
    /// as on the other Entain brands and the centre items cannot slide under them (the
    /// seed's overlap problem).
    public static let reservedSlot = NoToolSlotHandler(id: "tabnz.none", reservedWidth: entainSlotWidth)

    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry(reservedSlot)
    }
}
