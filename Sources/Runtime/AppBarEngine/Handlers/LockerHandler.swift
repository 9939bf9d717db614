import BrandModel

/// The built-in locker (`locker`): toggles the locker, dismissing the user tray first
/// after the profile's `dismissUserTrayFirst` delay. Takes no `config`.
public struct LockerHandler: LockerSlotHandler {
    public let id: String
    public var toggle: LockerToggle
    public var style: ToolSlotStyle

    /// A locker under `id` with `style`; brands register variants this way.
    public init(id: String = "locker", style: ToolSlotStyle = .standard) {
        self.id = id
        self.style = style
        self.toggle = LockerToggle(userTrayDismissalDelay: nil)
    }

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> LockerHandler {
        var handler = self
        handler.toggle = LockerToggle(toolSlot: toolSlot)
        return handler
    }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        style.tokens(from: profile.theme)
    }
}
