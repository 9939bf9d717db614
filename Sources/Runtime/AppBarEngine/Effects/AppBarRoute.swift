/// Where a tap sends the user: one of the bar's own routes (``search``, ``toolbox``, …), or
/// a destination of the tool-slot handler's own (``toolSlot(handler:name:payload:)``: a
/// rewards wallet's screen), which the app's coordinator maps by ``handler`` and ``name``.
///
/// ``name`` is the route name the apps' coordinators and analytics use (`nativeBetslip`).
public struct AppBarRoute: Sendable, Hashable, CustomStringConvertible {
    /// The route's name (`nativeBetslip`, `wallet`).
    public let name: String
    /// A handler's destination behind one reference, so a bar route (every tap's) is a name
    /// and a nil, and copying an effect stays cheap.
    private let destination: Destination?

    private final class Destination: Sendable {
        let handler: String
        let payload: [String: String]

        init(handler: String, payload: [String: String]) {
            self.handler = handler
            self.payload = payload
        }
    }

    /// The handler whose destination this is; nil for the bar's own routes.
    public var handler: String? { destination?.handler }
    /// What the handler passes to its destination (`["tab": "rewards"]`); empty for the bar's routes.
    public var payload: [String: String] { destination?.payload ?? [:] }

    private init(name: String, handler: String?, payload: [String: String]) {
        self.name = name
        destination = handler.map { Destination(handler: $0, payload: payload) }
    }

    public static func == (lhs: AppBarRoute, rhs: AppBarRoute) -> Bool {
        lhs.name == rhs.name && lhs.handler == rhs.handler && lhs.payload == rhs.payload
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(handler)
        hasher.combine(payload)
    }

    /// A destination of a tool-slot handler's own, which the app maps to a screen.
    public static func toolSlot(handler: String, name: String, payload: [String: String] = [:]) -> AppBarRoute {
        AppBarRoute(name: name, handler: handler, payload: payload)
    }

    private static func bar(_ name: String) -> AppBarRoute {
        AppBarRoute(name: name, handler: nil, payload: [:])
    }

    public static let search = bar("search")
    /// A login screen without a preference for native or React Native.
    public static let login = bar("login")
    public static let rnLogin = bar("rnLogin")
    public static let nativeLogin = bar("nativeLogin")
    public static let join = bar("join")
    public static let nativeBetslip = bar("nativeBetslip")
    public static let rnBetslip = bar("rnBetslip")
    public static let pendingResultedBets = bar("pendingResultedBets")
    public static let accountTransactionsPending = bar("accountTransactionsPending")
    public static let toolbox = bar("toolbox")
    public static let userTray = bar("userTray")
    public static let locker = bar("locker")

    /// The bar's own routes.
    public static let barRoutes: [AppBarRoute] = [
        search, login, rnLogin, nativeLogin, join, nativeBetslip, rnBetslip, pendingResultedBets, accountTransactionsPending,
        toolbox, userTray, locker,
    ]

    /// The route's name, as analytics and traces write it.
    public var rawValue: String { name }

    /// `nativeBetslip`, or `galaxy.rewards/wallet` for a handler's destination.
    public var description: String {
        guard let handler else { return name }
        return "\(handler)/\(name)"
    }
}
