/// A text style of the engine contract, by its name under `theme.typography`, with the
/// engine's fallback.
public enum TypographyTokenName: String, ThemeTokenName {
    public typealias Value = TextStyle
    public static let group = ThemeGroup.typography

    case balance
    case badge
    case label

    /// The style `lookup` gives, or else the engine's fallback: `label` a plain 12-point
    /// sans-serif, `balance` the label's style, `badge` the label's family at 11 points, bold.
    public func resolved(_ lookup: (TypographyTokenName) -> TextStyle?) -> TextStyle {
        if let style = lookup(self) { return style }
        switch self {
        case .label: return TextStyle(family: "sans-serif", size: 12, weight: "medium")
        case .balance: return TypographyTokenName.label.resolved(lookup)
        case .badge: return TextStyle(family: TypographyTokenName.label.resolved(lookup).family, size: 11, weight: "bold")
        }
    }
}
