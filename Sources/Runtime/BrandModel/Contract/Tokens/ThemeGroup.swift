/// The token groups of a profile's `theme`, each holding one kind of value: declared once,
/// so the loader, the resolver, the rules, the generators and the report name a group by
/// this value, and a misspelt group does not compile.
public enum ThemeGroup: String, CaseIterable, Sendable, Hashable {
    case colors
    case typography
    case spacing
    case animation

    /// The dotted path of a token of the group (`colors.brand.primary`), as a reference names it.
    public func path(_ name: String) -> String { rawValue + "." + name }

    /// Where the group is in a profile's document: `["theme", "colors"]`.
    public var documentPath: [String] { ["theme", rawValue] }
}
