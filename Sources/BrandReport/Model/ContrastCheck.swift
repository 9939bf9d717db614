import BrandModel

/// A foreground/background pair the profile declares, measured against WCAG AA.
public struct ContrastCheck: Sendable, Equatable {
    /// WCAG 2.1 AA for normal text.
    public static let minimumRatio = 4.5

    /// Colour token names (`appBar.foreground`).
    public var foreground: String
    public var background: String
    public var foregroundColor: RGBA?
    public var backgroundColor: RGBA?

    public init(pair: ContrastPair, theme: Theme) {
        foreground = pair.foreground
        background = pair.background
        foregroundColor = theme.colors[pair.foreground]?.rgba
        backgroundColor = theme.colors[pair.background]?.rgba
    }

    /// The WCAG contrast ratio; nil when a colour is missing or not valid hex.
    public var ratio: Double? {
        guard let foregroundColor, let backgroundColor else { return nil }
        return foregroundColor.contrastRatio(with: backgroundColor)
    }

    /// Whether the pair reaches 4.5:1; a pair that cannot be measured fails.
    public var passes: Bool { (ratio ?? 0) >= Self.minimumRatio }

    /// `4.52:1 pass`, `2.10:1 fail`, `unmeasurable`.
    public var verdict: String {
        guard let ratio else { return "cannot be measured" }
        return "\(ReportText.ratio(ratio)) \(passes ? "pass" : "fail")"
    }
}
