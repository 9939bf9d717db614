import BrandModel

/// Text stays readable: declared foreground/background pairs meet WCAG 2.1 AA.
public struct ColorContrastRule: LintRule {
    public static let minimumRatio = 4.5

    public static let description = RuleDescription(
        id: "color-contrast",
        summary: "Each foreground/background pair in `theme.contrastPairs` meets WCAG 2.1 AA contrast (4.5:1); the warning gives the measured ratio.",
        severity: .warning, reads: [.theme],
        triggering: [##"theme: { colors: { brand.onPrimary: "#F26B21" } }"##, "theme: { contrastPairs: [{ foreground: nowhere, background: appBar.background }] }"],
        nonTriggering: [##"theme: { colors: { brand.onPrimary: "#FFFFFF", brand.primary: "#C8102E" } }"##])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let colors = context.profile.theme.colors
        for (index, pair) in context.profile.theme.contrastPairs.enumerated() {
            let path = ["theme", "contrastPairs", String(index)]
            guard let foreground = colors[pair.foreground], let background = colors[pair.background] else {
                let missing = colors[pair.foreground] == nil ? pair.foreground : pair.background
                found.report(
                    Self.description, at: path,
                    message: "contrast pair names \"\(missing)\", which is no colour token",
                    hint: "name two tokens of theme.colors")
                continue
            }
            guard let front = foreground.rgba, let back = background.rgba else { continue }
            let ratio = front.contrastRatio(with: back)
            guard ratio < Self.minimumRatio else { continue }
            found.report(
                Self.description, at: path,
                message: "\(pair.foreground) (\(front.hex)) on \(pair.background) (\(back.hex)) has contrast \(Self.format(ratio)):1, below \(Self.format(Self.minimumRatio)):1",
                hint: "darken one or lighten the other until the ratio reaches 4.5:1")
        }
    }

    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
