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

    public func check(_ context: LintContext, into found: inout Findings) {
        // A reference to a bad colour is reported once, where the colour is written.
        let written = ThemeGroupEntries(.colors, in: context)
        for (index, token) in context.profile.theme.colors.enumerated() {
            guard token.value.rgba == nil, !written.isReference(at: index, named: token.name) else { continue }
            found.report(
                Self.description, at: written.valueMark(at: index, named: token.name),
                message: String(concatenating: "colour \"", token.name, "\" is \"", token.value.text, "\", not #RGB, #RRGGBB or #RRGGBBAA"),
                hint: Self.hint(for: token.value.text))
        }
    }

    static func hint(for text: String) -> String {
        if isHexDigitsMissingTheirHash(text) { return "did you mean \"#\(text)\"?" }
        return "write it as \"#RRGGBB\", e.g. \"#E4002B\""
    }

    /// Whether `text` is 3, 6 or 8 hex digits and nothing else. An ASCII text is read as
    /// bytes (a filter over its `Character`s cost more than the rest of the check); any other
    /// keeps the `Character` reading, which counts fullwidth digits as hex digits.
    static func isHexDigitsMissingTheirHash(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return [3, 6, 8].contains(utf8.count) && utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte & 0xDF)  // 0-9, A-F, a-f
            }
        }
        let digits = text.filter(\.isHexDigit)
        return !text.hasPrefix("#") && [3, 6, 8].contains(digits.count) && digits.count == text.count
    }
}
