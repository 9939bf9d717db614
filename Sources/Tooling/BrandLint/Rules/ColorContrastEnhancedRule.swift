import BrandModel

/// Where the user asked for more contrast, pairs reach WCAG 2.1's enhanced 7:1 (AAA,
/// success criterion 1.4.6). A warning by default, as AAA is no legal floor; a pair below
/// AA's 4.5:1 there is `color-contrast`'s error, and not reported twice.
public struct ColorContrastEnhancedRule: LintRule {
    public static let description = RuleDescription(
        id: "color-contrast-enhanced",
        summary: "In the high-contrast appearances, each pair in `theme.contrastPairs` reaches WCAG 2.1's enhanced 7:1 (AAA, 1.4.6): a warning by default (below 4.5:1 is color-contrast's error).",
        severity: .warning, reads: [.themeColors, .themeAppearances, .themeContrastPairs],
        triggering: [
            // 5.9:1: enough for AA, not for high contrast's 7:1.
            ##"theme: { appearances: { highContrast: { colors: { brand.onPrimary: "#FFFFFF" } } } }"##,
        ],
        nonTriggering: [
            ##"theme: { appearances: { highContrast: { colors: { brand.primary: "#8A0A1F" } } } }"##,
            // 1.9:1 is color-contrast's error, not this rule's warning too.
            ##"theme: { appearances: { highContrast: { colors: { brand.onPrimary: "#F26B21" } } } }"##,
            // Dark is held to AA only.
            ##"theme: { appearances: { dark: { colors: { brand.onPrimary: "#FFFFFF" } } } }"##,
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        ContrastFailures.report(
            Self.description, in: context, into: &found,
            minimum: { $0.isHighContrast ? Appearance.minimumTextContrastEnhanced : nil },
            counts: { ratio, minimum in ratio < minimum && ratio >= ColorContrastRule.minimumRatio })
    }
}
