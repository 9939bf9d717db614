import BrandModel
import YAMLNode

/// Colours are written `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
public struct ColorFormatRule: LintRule {
    public static let description = RuleDescription(
        id: "color-format",
        summary: "Colour tokens are `#RGB`, `#RRGGBB` or `#RRGGBBAA` (after references resolve).",
        severity: .error, reads: [.themeColors, .themeAppearances],
        triggering: [##"theme: { colors: { brand.primary: "E4002B" } }"##, ##"theme: { appearances: { dark: { colors: { brand.primary: "8A0A1F" } } } }"##, ##"theme: { colors: { brand.primary: "#E4002" } }"##, ##"theme: { colors: { brand.primary: red } }"##],
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
        checkAppearances(context, into: &found)
    }

    /// The colours appearances write. A resolved layer also holds light tokens whose value
    /// changes through a reference: those keep the light token's mark, and a bad value of
    /// theirs is reported above (or at the override it comes from), so only values written at
    /// a place of their own are reported here, once.
    private func checkAppearances(_ context: LintContext, into found: inout Findings) {
        guard let layers = context.document.node(at: ["theme", Appearance.themeKey])?.mapping else { return }
        var lightMarks: [String: Mark]?
        var reported: Set<Mark> = []
        for layer in layers.entries {
            for entry in layer.value[ThemeGroup.colors.rawValue]?.mapping?.entries ?? [] {
                guard let text = entry.value.string, RGBA(hex: text) == nil else { continue }
                if lightMarks == nil {
                    lightMarks = [:]
                    for token in context.document.node(at: ThemeGroup.colors.documentPath)?.mapping?.entries ?? [] {
                        lightMarks![token.key] = token.value.mark
                    }
                }
                guard lightMarks![entry.key] != entry.value.mark, reported.insert(entry.value.mark).inserted else { continue }
                found.report(
                    Self.description, at: entry.value.mark,
                    message: String(concatenating: layer.key, ": colour \"", entry.key, "\" is \"", text, "\", not #RGB, #RRGGBB or #RRGGBBAA"),
                    hint: Self.hint(for: text))
            }
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
