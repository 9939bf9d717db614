import BrandModel

/// One design token as the report lists and compares it.
public struct ThemeToken: Sendable, Equatable {
    public var group: ThemeGroup
    /// The name within its group (`brand.primary`).
    public var name: String
    /// The resolved value as text: `#E4002B`, `Inter 14 semibold`, `56`, `spring 0.3 s, damping 0.7`.
    public var value: String
    /// The parsed colour, for colour tokens written as valid hex.
    public var color: RGBA?
    /// The token this one was written as a reference to (`colors.brand.primary`), if any.
    public var reference: String?

    public init(group: ThemeGroup, name: String, value: String, color: RGBA? = nil, reference: String? = nil) {
        self.group = group
        self.name = name
        self.value = value
        self.color = color
        self.reference = reference
    }

    /// The name references use: `colors.brand.primary`.
    public var qualifiedName: String { group.path(name) }

    /// Every token of a theme, group by group in the profile's order.
    /// `references` maps qualified names to the token each was written as a reference to.
    public static func tokens(of theme: Theme, references: [String: String]) -> [ThemeToken] {
        func reference(_ group: ThemeGroup, _ name: String) -> String? { references[group.path(name)] }
        var tokens: [ThemeToken] = []
        for (name, color) in theme.colors {
            tokens.append(ThemeToken(
                group: .colors, name: name, value: color.rgba?.hex ?? color.text, color: color.rgba, reference: reference(.colors, name)))
        }
        for (name, style) in theme.typography {
            tokens.append(ThemeToken(group: .typography, name: name, value: describe(style), reference: reference(.typography, name)))
        }
        for (name, value) in theme.spacing {
            tokens.append(ThemeToken(group: .spacing, name: name, value: ReportText.number(value), reference: reference(.spacing, name)))
        }
        for (name, preset) in theme.animation {
            tokens.append(ThemeToken(group: .animation, name: name, value: describe(preset), reference: reference(.animation, name)))
        }
        return tokens
    }

    /// `Inter 14 semibold, line height 20`.
    public static func describe(_ style: TextStyle) -> String {
        var text = "\(style.family) \(ReportText.number(style.size)) \(style.weight)"
        if let lineHeight = style.lineHeight { text += ", line height \(ReportText.number(lineHeight))" }
        return text
    }

    /// `spring 0.3 s, damping 0.7`, `easeInOut 2 s, repeats`, `0.3 s, stagger 0.05 s, reduce motion: cross-fade`.
    public static func describe(_ preset: AnimationPreset) -> String {
        var parts: [String] = []
        if let spring = preset.spring {
            parts.append("spring \(ReportText.number(spring.response)) s, damping \(ReportText.number(spring.damping))")
        }
        var timing: [String] = []
        if let easing = preset.easing { timing.append(easing) }
        if let duration = preset.duration { timing.append("\(ReportText.number(duration)) s") }
        if !timing.isEmpty { parts.append(timing.joined(separator: " ")) }
        if let delay = preset.delay { parts.append("delay \(ReportText.number(delay)) s") }
        if let stagger = preset.stagger { parts.append("stagger \(ReportText.number(stagger)) s") }
        if let from = preset.scaleFrom { parts.append("scale from \(ReportText.number(from))") }
        if let to = preset.scaleTo { parts.append("scale to \(ReportText.number(to))") }
        if preset.repeats { parts.append("repeats") }
        if let reduceMotion = preset.reduceMotion {
            parts.append("reduce motion: \(reduceMotion == .crossFade ? "cross-fade" : "none")")
        }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}
