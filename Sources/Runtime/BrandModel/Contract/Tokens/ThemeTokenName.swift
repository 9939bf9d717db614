/// A theme token of the engine contract: its name under one group of `theme`, and the
/// kind of value the group holds.
public protocol ThemeTokenName: RawRepresentable<String>, CaseIterable, Sendable {
    /// What a token of the group holds (a colour, a text style, points, a preset).
    associatedtype Value: Sendable & Equatable
    /// The group under `theme` the tokens are in.
    static var group: ThemeGroup { get }
}

extension ThemeTokenName {
    /// Every declared name of the group, as profiles write them.
    public static var names: Set<String> { Set(allCases.map(\.rawValue)) }
}

extension ThemeTokenName {
    /// The dotted path of any token of the group, declared or the profile's own
    /// (`colors.brand.primary`), for messages and generated names.
    public static func path(_ name: String) -> String { group.path(name) }
}
