import BrandModel

/// Text stays readable in every appearance: declared foreground/background pairs meet WCAG
/// 2.1 AA (4.5:1, success criterion 1.4.3) in light, dark and both high-contrast
/// appearances. An error by default: the European Accessibility Act requires AA of consumer
/// e-commerce services through EN 301 549 (README, Accessibility).
public struct ColorContrastRule: LintRule {
    /// The ratio every appearance must reach (WCAG 2.1 AA, 1.4.3).
    public static let minimumRatio = Appearance.minimumTextContrastAA

    public static let description = RuleDescription(
        id: "color-contrast",
        summary: "Each foreground/background pair in `theme.contrastPairs` meets WCAG 2.1 AA (4.5:1, 1.4.3) in every appearance the brand has: an error, as the European Accessibility Act (EN 301 549) requires AA. A failure an appearance's override causes is reported at that override, once for every appearance it fails, with the pair as a note.",
        severity: .error, reads: [.themeColors, .themeAppearances, .themeContrastPairs],
        triggering: [
            ##"theme: { colors: { brand.onPrimary: "#F26B21" } }"##,
            "theme: { contrastPairs: [{ foreground: nowhere, background: appBar.background }] }",
            ##"theme: { appearances: { dark: { colors: { brand.primary: "#F26B21" } } } }"##,
            // 1.9:1 in high contrast: below AA too, not only below 7:1.
            ##"theme: { appearances: { highContrast: { colors: { brand.onPrimary: "#F26B21" } } } }"##,
        ],
        nonTriggering: [
            ##"theme: { colors: { brand.onPrimary: "#FFFFFF", brand.primary: "#C8102E" } }"##,
            ##"theme: { appearances: { highContrast: { colors: { brand.primary: "#8A0A1F" } }, dark: { colors: { brand.primary: "#8A0A1F" } } } }"##,
            // 5.9:1: AA, though below high contrast's 7:1 (color-contrast-enhanced's).
            ##"theme: { appearances: { highContrast: { colors: { brand.onPrimary: "#FFFFFF" } } } }"##,
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        // The tool slot's colours count as the handler fills them (LintContext.contrastTheme).
        let theme = context.contrastTheme
        for (index, pair) in theme.contrastPairs.enumerated() {
            guard theme.colors[pair.foreground] == nil || theme.colors[pair.background] == nil else { continue }
            let missing = theme.colors[pair.foreground] == nil ? pair.foreground : pair.background
            found.report(
                Self.description, at: ["theme", "contrastPairs", String(index)],
                message: "contrast pair names \"\(missing)\", which is no colour token",
                hint: "name two tokens of theme.colors, or the tool slot's colours its handler declares (toolSlot.icon, toolSlot.badge.background, toolSlot.badge.text)")
        }
        ContrastFailures.report(Self.description, in: context, into: &found, minimum: { _ in Self.minimumRatio })
    }
}
