import BrandModel

/// A foreground/background pair the profile declares, measured against WCAG: AA in the
/// standard appearances, the enhanced 7:1 in high contrast (as `color-contrast` checks them).
public struct ContrastCheck: Sendable, Equatable {
    /// WCAG 2.1 AA for normal text.
    public static let minimumRatio = Appearance.light.minimumTextContrast

    /// Colour token names (`appBar.foreground`).
    public var foreground: String
    public var background: String
    public var foregroundColor: RGBA?
    public var backgroundColor: RGBA?
    /// The ratio the pair must reach in its appearance.
    public var minimumRatio: Double = Self.minimumRatio

    /// The pair in `theme`'s light colours.
    public init(pair: ContrastPair, theme: Theme) {
        foreground = pair.foreground
        background = pair.background
        foregroundColor = theme.colors[pair.foreground]?.rgba
        backgroundColor = theme.colors[pair.background]?.rgba
    }

    /// The pair in `appearance`'s colours of `theme`, held to that appearance's ratio.
    public init(pair: ContrastPair, theme: Theme, appearance: Appearance) {
        self.init(pair: pair, theme: theme.theme(for: appearance))
        minimumRatio = appearance.minimumTextContrast
    }

    /// The WCAG contrast ratio; nil when a colour is missing or not valid hex.
    public var ratio: Double? {
        guard let foregroundColor, let backgroundColor else { return nil }
        return foregroundColor.contrastRatio(with: backgroundColor)
    }

    /// Whether the pair reaches its minimum ratio; a pair that cannot be measured fails.
    public var passes: Bool { (ratio ?? 0) >= minimumRatio }

    /// `4/4 pass`, `3/4 pass, 1 fails`, `no pairs`.
    public static func summary(_ checks: [ContrastCheck]) -> String {
        guard !checks.isEmpty else { return "no pairs" }
        let passing = checks.count(where: \.passes)
        let failing = checks.count - passing
        return "\(passing)/\(checks.count) pass" + (failing > 0 ? ", \(failing) fail\(failing == 1 ? "s" : "")" : "")
    }

    /// `4.52:1 pass`, `2.10:1 fail`, `unmeasurable`.
    public var verdict: String {
        guard let ratio else { return "cannot be measured" }
        return "\(ReportText.ratio(ratio)) \(passes ? "pass" : "fail")"
    }
}
