/// A panel whose visibility lives in the app's shared state, outside the app bar: one of the
/// bar's own (``userTray``, ``locker``), or a panel of the tool-slot handler's own
/// (``toolSlot(handler:name:)``: a vault's panel), which the app shows by ``handler`` and ``name``.
public struct AppBarPanel: Sendable, Hashable, CustomStringConvertible {
    /// The panel's name (`userTray`, `vault`).
    public let name: String
    /// The handler whose panel this is; nil for the bar's own.
    public let handler: String?

    private init(name: String, handler: String?) {
        self.name = name
        self.handler = handler
    }

    /// The name the apps and scenarios use: ``name``.
    public var rawValue: String { name }

    public static let userTray = AppBarPanel(name: "userTray", handler: nil)
    public static let locker = AppBarPanel(name: "locker", handler: nil)

    /// The bar's own panels.
    public static let barPanels: [AppBarPanel] = [.userTray, .locker]

    /// A panel of a tool-slot handler's own, which a handler opens and closes with
    /// ``AppBarEffect/setVisibility(_:_:)`` and the app shows.
    public static func toolSlot(handler: String, name: String) -> AppBarPanel {
        AppBarPanel(name: name, handler: handler)
    }

    /// `userTray`; `galaxy.vault/vault` for a handler's panel.
    public var description: String {
        handler.map { "\($0)/\(name)" } ?? name
    }
}
