import BrandModel

/// Colours are written `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
public struct ColorFormatRule: LintRule {
    public static let description = RuleDescription(
        id: "color-format",
        summary: "Colour tokens are `#RGB`, `#RRGGBB` or `#RRGGBBAA` (after references resolve).",
        severity: .error, reads: [.theme],
        triggering: [##"theme: { colors: { brand.primary: "E4002B" } }"##, ##"theme: { colors: { brand.primary: "#E4002" } }"##, ##"theme: { colors: { brand.primary: red } }"##],
        nonTriggering: [##"theme: { colors: { brand.primary: "#E4002B", brand.tint: "#FFF", brand.veil: "#00000080" } }"##])

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        // A reference to a bad colour is reported once, where the colour is written.
        let written = ThemeGroupEntries("colors", in: context)
        var found: [Diagnostic] = []
        for (index, token) in context.profile.theme.colors.enumerated() {
            guard token.value.rgba == nil, !written.isReference(at: index, named: token.name) else { continue }
            found.append(context.diagnostic(
                Self.description, at: written.valueMark(at: index, named: token.name),
                message: "colour \"\(token.name)\" is \"\(token.value.text)\", not #RGB, #RRGGBB or #RRGGBBAA",
                hint: Self.hint(for: token.value.text)))
        }
        return found
    }

    private static func hint(for text: String) -> String {
        let digits = text.filter(\.isHexDigit)
        if !text.hasPrefix("#"), [3, 6, 8].contains(digits.count), digits.count == text.count {
            return "did you mean \"#\(text)\"?"
        }
        return "write it as \"#RRGGBB\", e.g. \"#E4002B\""
    }
}
