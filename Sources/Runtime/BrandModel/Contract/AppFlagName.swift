/// The name of a feature flag an app declares beyond the engine's (``FeatureFlag``): the one
/// way to read such a flag by name from ``FeatureFlags``, spelled once, where the app declares it.
///
/// ```swift
/// extension AppFlagName {
///     static let promoBanner = AppFlagName(appDeclared: "promo-banner")
/// }
/// ```
public struct AppFlagName: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// A flag the app's profiles set and its own code reads; the engine's flags are
    /// ``FeatureFlag``'s cases and need no such declaration.
    public init(appDeclared name: String) {
        rawValue = name
    }

    public var description: String { rawValue }
}
