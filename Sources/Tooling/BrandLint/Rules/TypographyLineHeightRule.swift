import BrandModel
import YAMLNode

/// A line height is in points, like the size: from the size itself (lines that touch) to
/// three times it. `1.2` on a 14-point style is a ratio written where points go; `120` a
/// percentage.
public struct TypographyLineHeightRule: LintRule {
    public static let description = RuleDescription(
        id: "typography-line-height",
        summary: "A text style's lineHeight is in points, like its size (the distance between baselines), and lies between the size and three times it; a smaller one is usually a ratio written where points go (1.2 for 16.8), a larger one a percentage.",
        severity: .warning, reads: [.themeTypography],
        triggering: [
            "theme: { typography: { balance: { family: Inter, size: 14, weight: semibold, lineHeight: 1.2 } } }",
            "theme: { typography: { balance: { family: Inter, size: 14, weight: semibold, lineHeight: 120 } } }",
        ],
        nonTriggering: [
            "theme: { typography: { balance: { family: Inter, size: 14, weight: semibold, lineHeight: 18 } } }",
            "theme: { typography: { balance: { family: Inter, size: 14, weight: semibold } } }",
        ])

    /// The most a line height may be, in sizes.
    public static let largestRatio = 3.0

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let written = ThemeGroupEntries(.typography, in: context)
        for (index, (name, style)) in context.profile.theme.typography.enumerated() {
            guard let lineHeight = style.lineHeight, style.size > 0 else { continue }
            let ratio = lineHeight / style.size
            guard ratio < 1 || ratio > Self.largestRatio else { continue }
            let entry = written.entry(at: index, named: name)?.value
            let mark = entry?["lineHeight"]?.mark ?? written.valueMark(at: index, named: name)
            let size = Self.points(style.size)
            // Below 4 it reads as a ratio (1.2, 1.5); from 50 as a percentage (120, 150).
            let hint = if lineHeight <= 4 {
                String(concatenating: "lineHeight is in points: for ", Self.points(lineHeight), " times the size write ", Self.points(lineHeight * style.size))
            } else if lineHeight >= 50, lineHeight <= 400 {
                String(concatenating: "lineHeight is in points: for ", Self.points(lineHeight), "% of the size write ", Self.points(lineHeight * style.size / 100))
            } else {
                String(concatenating: "write a line height from ", size, " to ", Self.points(style.size * Self.largestRatio), " points")
            }
            found.report(
                Self.description, at: mark,
                message: String(
                    concatenating: TypographyTokenName.path(name), ": line height ", Self.points(lineHeight), " pt is ",
                    ratio < 1 ? "below the size, " : "over three times the size, ", size, " pt"),
                hint: hint)
        }
    }

    /// `16.8`: two decimals at most, without a trailing `.0`.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : rounded.description
    }
}
