import BrandModel

/// An analytics event the app bar logs, with typed parameters.
///
/// Typed so that a reducer step builds no dictionary; ``parameters`` gives the flat form
/// analytics SDKs take.
public struct AnalyticsEvent: Sendable, Hashable {
    /// The event name of every app-bar tap.
    public static let tapName = "app_bar_tap"
    /// The event name of a flag exposure (``FlagExposure``): a split decided a flag the bar used.
    public static let exposureName = "flag_exposure"

    public var name: String
    public var item: AppBarItem
    public var brand: String
    public var authentication: AuthenticationState
    /// Where the tap navigates, if it does.
    public var route: AppBarRoute?
    /// The tool-slot handler id, for taps on the tool slot.
    public var toolSlotHandler: String?
    /// For ``exposureName``: the flag a split decided, and how.
    public var exposure: FlagExposure?

    public init(
        name: String = AnalyticsEvent.tapName, item: AppBarItem, brand: String, authentication: AuthenticationState,
        route: AppBarRoute? = nil, toolSlotHandler: String? = nil, exposure: FlagExposure? = nil
    ) {
        self.name = name
        self.item = item
        self.brand = brand
        self.authentication = authentication
        self.route = route
        self.toolSlotHandler = toolSlotHandler
        self.exposure = exposure
    }

    /// The parameters as analytics SDKs take them: `item`, `brand`, `auth_state`, and
    /// `route` (`galaxy.rewards/wallet` for a handler's destination) / `tool_slot_handler` when present;
    /// an exposure adds ``FlagExposure/parameters``.
    public var parameters: [String: String] {
        var parameters = ["item": item.rawValue, "brand": brand, "auth_state": authentication.rawValue]
        if let route { parameters["route"] = route.description }
        if let toolSlotHandler { parameters["tool_slot_handler"] = toolSlotHandler }
        if let exposure { parameters.merge(exposure.parameters) { first, _ in first } }
        return parameters
    }
}

/// A user was bucketed into a split and the bar used the flag's value: what an experiment's
/// analysis counts (LaunchDarkly's, Unleash's and Remote Config's exposures). Carries the
/// name of the bucketing key, never its value, so no user id reaches the analytics call.
public struct FlagExposure: Sendable, Hashable {
    public var flag: String
    public var value: Bool
    public var reason: FlagReason
    /// The index of the rule whose split decided.
    public var ruleIndex: Int
    /// The name of the key the split bucketed (`userId`, `accountId`).
    public var bucketBy: String

    public init(flag: String, value: Bool, reason: FlagReason, ruleIndex: Int, bucketBy: String) {
        self.flag = flag
        self.value = value
        self.reason = reason
        self.ruleIndex = ruleIndex
        self.bucketBy = bucketBy
    }

    /// `flag`, `flag_value`, `flag_reason`, `flag_rule`, `flag_bucket_by`.
    public var parameters: [String: String] {
        ["flag": flag, "flag_value": String(value), "flag_reason": reason.rawValue, "flag_rule": String(ruleIndex), "flag_bucket_by": bucketBy]
    }

    /// What makes an exposure logged once per session: the flag and the value.
    var onceKey: String { "\(flag)=\(value)" }
}
