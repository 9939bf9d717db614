/// The key of a string an app declares beyond the engine's (``StringKey``): the one way to
/// read such a string by key from ``LocalizedStrings``, spelled once, where the app declares it.
///
/// ```swift
/// extension AppStringKey {
///     static let promoTitle = AppStringKey(appDeclared: "promo.title")
/// }
/// ```
public struct AppStringKey: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// A string the app's profiles set and its own code reads; the engine's strings are
    /// ``StringKey``'s and need no such declaration.
    public init(appDeclared key: String) {
        rawValue = key
    }

    public var description: String { rawValue }
}
