import BrandModel

/// An analytics event the app bar logs, with typed parameters.
///
/// Typed so that a reducer step builds no dictionary; ``parameters`` gives the flat form
/// analytics SDKs take.
public struct AnalyticsEvent: Sendable, Hashable {
    /// The event name of every app-bar tap.
    public static let tapName = "app_bar_tap"

    public var name: String
    public var item: AppBarItem
    public var brand: String
    public var authentication: AuthenticationState
    /// Where the tap navigates, if it does.
    public var route: AppBarRoute?
    /// The tool-slot handler id, for taps on the tool slot.
    public var toolSlotHandler: String?

    public init(
        name: String = AnalyticsEvent.tapName, item: AppBarItem, brand: String, authentication: AuthenticationState,
        route: AppBarRoute? = nil, toolSlotHandler: String? = nil
    ) {
        self.name = name
        self.item = item
        self.brand = brand
        self.authentication = authentication
        self.route = route
        self.toolSlotHandler = toolSlotHandler
    }

    /// The parameters as analytics SDKs take them: `item`, `brand`, `auth_state`, and
    /// `route` (`galaxy.rewards/wallet` for a handler's destination) / `tool_slot_handler` when present.
    public var parameters: [String: String] {
        var parameters = ["item": item.rawValue, "brand": brand, "auth_state": authentication.rawValue]
        if let route { parameters["route"] = route.description }
        if let toolSlotHandler { parameters["tool_slot_handler"] = toolSlotHandler }
        return parameters
    }
}
