import BrandModel
import YAMLNode

/// An appearance that changes no colour is a copy of the one under it: an unfinished dark
/// mode, or overrides written at tokens nothing reads in it.
public struct AppearanceEmptyRule: LintRule {
    public static let description = RuleDescription(
        id: "appearance-empty",
        summary: "An appearance in `theme.appearances` changes at least one colour of the appearance under it (light; dark and high contrast for the combination).",
        severity: .warning, reads: [.themeColors, .themeAppearances],
        triggering: [
            "theme: { appearances: { dark: { colors: {} } } }",
            ##"theme: { appearances: { highContrast: { colors: { brand.primary: "#C8102E" } } } }"##,
        ],
        nonTriggering: [
            ##"theme: { appearances: { dark: { colors: { brand.primary: "#8A0A1F" } } } }"##,
            // Composed from dark and high contrast, it needs no overrides of its own.
            ##"theme: { appearances: { dark: { colors: { brand.primary: "#8A0A1F" } }, highContrast: { colors: { brand.onAccent: "#000000" } } } }"##,
        ])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        guard let layers = context.document.node(at: ["theme", Appearance.themeKey])?.mapping else { return }
        let light = context.document.node(at: ThemeGroup.colors.documentPath)?.mapping ?? .init()
        for entry in layers.entries {
            guard let appearance = Appearance(rawValue: entry.key), appearance != .light else { continue }
            // What the layers under it give: the resolved document's layers lie over light.
            var under: [String: Node.Value] = [:]
            under.reserveCapacity(light.count)
            for token in light.entries { under[token.key] = token.value.value }
            for lower in appearance.layers.dropLast() {
                for token in layers[lower.rawValue]?[ThemeGroup.colors.rawValue]?.mapping?.entries ?? [] { under[token.key] = token.value.value }
            }
            let overrides = entry.value[ThemeGroup.colors.rawValue]?.mapping?.entries ?? []
            guard overrides.allSatisfy({ under[$0.key] == $0.value.value }) else { continue }
            let lowerNames = appearance.layers.dropLast().map(\.rawValue)
            let underName = lowerNames.isEmpty ? Appearance.light.rawValue : ([Appearance.light.rawValue] + lowerNames).joined(separator: " + ")
            found.report(
                Self.description, at: entry.keyMark,
                message: overrides.isEmpty
                    ? "appearance \(appearance.rawValue) overrides no colour"
                    : "appearance \(appearance.rawValue) overrides \(overrides.count == 1 ? "a colour" : "colours") with the value\(overrides.count == 1 ? "" : "s") \(underName) already has",
                hint: "override the colours that change in \(appearance.rawValue), or remove it")
        }
    }
}
