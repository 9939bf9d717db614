import BrandModel

/// The built-in `none`: no slot, no badge, taps do nothing. The reducer also leaves
/// the tool slot out of the visible items.
public struct NoToolSlotHandler: ToolSlotHandler {
    public let id: String
    public var kind: ToolSlotKind { .none }
    /// Room kept free where the slot would be, in points (`spacing.toolSlot.width`).
    public var reservedWidth: Double

    public init(id: String = "none", reservedWidth: Double = 0) {
        self.id = id
        self.reservedWidth = reservedWidth
    }

    public func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error> {
        AsyncThrowingStream { $0.finish() }
    }

    public func badge(for info: ToolInfo) -> ToolBadge? { nil }

    public func tap(_ state: inout AppBarState) -> [AppBarEffect] { [] }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        var style = ToolSlotStyle.collapsed
        style.width = reservedWidth
        return style.tokens(from: profile.theme)
    }
}
