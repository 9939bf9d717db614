import Localization

/// What a flag's rules are evaluated against: who the user is and where the app runs. The
/// app sets it and changes it (sign-in, a market switch); any part may be missing.
public struct FlagContext: Sendable, Hashable {
    /// The user's stable id, the usual bucketing key (`by: userId`).
    public var userId: String?
    public var platform: FlagPlatform?
    /// The app's version as the app reports it; one that is not a ``SemanticVersion`` counts
    /// as missing.
    public var appVersion: String?
    public var market: String?
    public var locale: LocaleIdentifier?
    /// Other user attributes (`tier: gold`), matched by `when.user` and usable as `by`.
    public var attributes: [String: String]

    /// The name of the context's user id as a bucketing key and in scenarios.
    public static let userIdKey = "userId"

    public init(
        userId: String? = nil, platform: FlagPlatform? = nil, appVersion: String? = nil,
        market: String? = nil, locale: LocaleIdentifier? = nil, attributes: [String: String] = [:]
    ) {
        self.userId = userId
        self.platform = platform
        self.appVersion = appVersion
        self.market = market
        self.locale = locale
        self.attributes = attributes
    }

    /// The value a rollout buckets by: the user id for `userId`, else the attribute `name`.
    public func bucketingValue(_ name: String) -> String? {
        name == Self.userIdKey ? userId : attributes[name]
    }
}
