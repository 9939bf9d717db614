import BrandModel

/// Text stays readable in every appearance: declared foreground/background pairs meet WCAG
/// 2.1 AA (4.5:1), and AAA's enhanced 7:1 where the user asked for more contrast.
public struct ColorContrastRule: LintRule {
    /// The ratio of the light and dark appearances (WCAG 2.1 AA, 1.4.3).
    public static let minimumRatio = Appearance.light.minimumTextContrast

    public static let description = RuleDescription(
        id: "color-contrast",
        summary: "Each foreground/background pair in `theme.contrastPairs` meets WCAG 2.1 contrast in every appearance the brand has: 4.5:1 (AA), 7:1 (AAA) in the high-contrast ones; the warning names the appearance and gives the measured ratio.",
        severity: .warning, reads: [.theme],
        triggering: [
            ##"theme: { colors: { brand.onPrimary: "#F26B21" } }"##,
            "theme: { contrastPairs: [{ foreground: nowhere, background: appBar.background }] }",
            ##"theme: { appearances: { dark: { colors: { brand.primary: "#F26B21" } } } }"##,
            // 5.9:1: enough for AA, not for high contrast's 7:1.
            ##"theme: { appearances: { highContrast: { colors: { brand.onPrimary: "#FFFFFF" } } } }"##,
        ],
        nonTriggering: [
            ##"theme: { colors: { brand.onPrimary: "#FFFFFF", brand.primary: "#C8102E" } }"##,
            ##"theme: { appearances: { highContrast: { colors: { brand.primary: "#8A0A1F" } }, dark: { colors: { brand.primary: "#8A0A1F" } } } }"##,
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let theme = context.profile.theme
        for (index, pair) in theme.contrastPairs.enumerated() {
            let path = ["theme", "contrastPairs", String(index)]
            guard theme.colors[pair.foreground] != nil, theme.colors[pair.background] != nil else {
                let missing = theme.colors[pair.foreground] == nil ? pair.foreground : pair.background
                found.report(
                    Self.description, at: path,
                    message: "contrast pair names \"\(missing)\", which is no colour token",
                    hint: "name two tokens of theme.colors")
                continue
            }
            for appearance in theme.appearances {
                let colors = theme.colors(in: appearance)
                guard let front = colors[pair.foreground]?.rgba, let back = colors[pair.background]?.rgba else { continue }
                let ratio = front.contrastRatio(with: back)
                let minimum = appearance.minimumTextContrast
                guard ratio < minimum else { continue }
                let named = appearance == .light ? "" : appearance.rawValue + ": "
                found.report(
                    Self.description, at: path,
                    message: "\(named)\(pair.foreground) (\(front.hex)) on \(pair.background) (\(back.hex)) has contrast \(Self.format(ratio)):1, below \(Self.format(minimum)):1",
                    hint: "darken one or lighten the other\(appearance == .light ? "" : " in " + appearance.rawValue) until the ratio reaches \(minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)):1")
            }
        }
    }

    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
