import BrandModel

/// Colour literals write their hex letters in one case, the one most of the profile uses.
public struct ColorCaseRule: LintRule {
    public static let description = RuleDescription(
        id: "color-case",
        summary: "Colour literals write hex letters in the profile's case (the one most of its colours use; upper case on a tie). `brandlint --fix` rewrites them.",
        severity: .warning, reads: [.themeColors],
        triggering: [##"theme: { colors: { brand.primary: "#E4002B", brand.onPrimary: "#FFFFFF", brand.tint: "#e4002b" } }"##],
        nonTriggering: [##"theme: { colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF" } }"##])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        // Literals only: a reference takes the case of the token it names, reported there.
        // Each token's entry is found by its position: by name, 50,000 colours in the wrong
        // case scanned the group 50,000 times.
        let written = ThemeGroupEntries(.colors, in: context)
        let literals = context.profile.theme.colors.enumerated().filter { index, token in
            token.value.rgba != nil && !written.isReference(at: index, named: token.name)
        }
        // Only literals in the brand's own file (the one that sets its `id`) are reported: a
        // base's colours are judged by every brand that extends it, and two brands of
        // different habits would otherwise pull the base back and forth under `--fix`.
        let ownFile = context.document["id"].map { context.sources.path(of: $0.mark) }
        var upper = 0
        var lower = 0
        for (_, token) in literals {
            for scalar in token.value.text.unicodeScalars {
                if ("A"..."F").contains(scalar) { upper += 1 } else if ("a"..."f").contains(scalar) { lower += 1 }
            }
        }
        let uppercase = upper >= lower
        for (index, token) in literals {
            let text = token.value.text
            let normalized = uppercase ? text.uppercased() : text.lowercased()
            guard normalized != text, let entry = written.entry(at: index, named: token.name),
                  context.sources.path(of: entry.value.mark) == ownFile else { continue }
            found.report(
                Self.description, at: entry.value.mark,
                message: String(
                    concatenating: "colour \"", token.name, "\" is written \"", text, "\"; the profile writes hex letters in ",
                    uppercase ? "upper" : "lower", " case"),
                hint: String(concatenating: "write \"", normalized, "\""),
                // Hex digits mean the same in either case.
                fix: .replace(original: text, replacement: normalized, isSafe: true))
        }
    }
}
