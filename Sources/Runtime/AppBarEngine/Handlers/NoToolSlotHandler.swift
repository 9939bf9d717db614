import BrandModel

/// The built-in `none`: no slot, no badge, taps do nothing. The reducer also leaves
/// the tool slot out of the visible items; the room it would take is the layout's
/// business (`appBar.layout.minimumRightItems` keeps it as reserved space).
public struct NoToolSlotHandler: ToolSlotHandler {
    public let id: String
    public var kind: ToolSlotKind { .none }

    public init(id: String = "none") {
        self.id = id
    }

    public func toolInfo(from source: any ToolInfoSource) -> AsyncThrowingStream<ToolInfo, any Error> {
        AsyncThrowingStream { $0.finish() }
    }

    public func badge(for info: ToolInfo) -> ToolBadge? { nil }

    public func tap(_ state: inout NoToolSlotState, bar: inout ToolSlotBar) -> [AppBarEffect] { [] }

    public func themeTokens(for profile: BrandProfile) -> Theme {
        ToolSlotStyle.collapsed.tokens(from: profile.theme)
    }
}
