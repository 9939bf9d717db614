/// The name of a theme token an app declares beyond the engine's contract
/// (``ColorTokenName``, ``TypographyTokenName``, ``SpacingTokenName``): the one way to read
/// one by name from ``AppBarTheme``, spelled where the app declares it.
///
/// ```swift
/// extension AppTokenName {
///     static let promoBanner = AppTokenName(appDeclared: "promo.banner")
/// }
/// ```
public struct AppTokenName: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// A token the app's profiles set and its own code reads; the contract's names have their
    /// own types and need no such declaration.
    public init(appDeclared name: String) {
        rawValue = name
    }

    public var description: String { rawValue }
}
