/// The part of the bar a tool-slot handler may read and change in its ``ToolSlotHandler/tap(_:bar:)``
/// and ``ToolSlotHandler/reduce(_:action:bar:)``: what every bar has — the user tray, and
/// the badge it shows on the slot. Everything else in ``AppBarState`` is the engine's.
public struct ToolSlotBar: Sendable, Equatable {
    /// The brand id (`ladbrokes`).
    public let brand: String
    public let authentication: AuthenticationState
    /// Whether the user tray is open; a handler closes it before opening a panel of its own.
    public var userTrayVisible: Bool
    /// The badge on the slot; nil shows none.
    public var toolBadge: ToolBadge?

    public init(brand: String, authentication: AuthenticationState, userTrayVisible: Bool, toolBadge: ToolBadge?) {
        self.brand = brand
        self.authentication = authentication
        self.userTrayVisible = userTrayVisible
        self.toolBadge = toolBadge
    }
}
