import BrandModel
import YAMLNode

/// `web/<id>.css`, `web/<id>.json` and `web/brands.css`: the theme as CSS custom
/// properties scoped to `[data-brand="<id>"]`, and the same values as JSON.
/// A brand with appearances gets their colours under `prefers-color-scheme: dark` and
/// `prefers-contrast: more`, and under `[data-appearance="…"]` for an in-app switch.
/// Mapping rules: docs/exports.md.
public struct WebGenerator: PlatformGenerator {
    public init() {}

    public var platform: Platform { .web }

    /// The custom properties of a brand, sorted by name: `--color-app-bar-background` -> `#e4002b`.
    public static func properties(for theme: Theme) throws(GenerationError) -> [(name: String, value: String)] {
        var properties: [(name: String, value: String)] = []
        let capacity = theme.colors.count + theme.spacing.count + 4 * theme.typography.count + 4 * theme.animation.count
        properties.reserveCapacity(capacity)
        var names = IdentifierSet(kind: "CSS custom property", capacity: capacity)
        // `--` and the kebab case of `group.name.member`, built from each part's kebab case
        // (dots separate words, so the parts join with `-`): a token's name is styled once,
        // not once per property.
        func add(_ source: @autoclosure () -> String, _ group: String, _ name: String, _ member: StaticString, _ value: String) throws(GenerationError) {
            let property = Self.propertyName(group, name, member)
            try names.claim(property, for: source())
            properties.append((property, value))
        }
        // Custom properties are named after the groups (`--spacing-…`), colours `--color-…`.
        let (spacing, typography, animation) = (ThemeGroup.spacing.rawValue, ThemeGroup.typography.rawValue, ThemeGroup.animation.rawValue)
        for (name, color) in theme.colors {
            let rgba = try color.channels(named: name)
            try add(ColorTokenName.path(name), "color", NameStyle.kebab(name), "", WebColor.hex(rgba))
        }
        for (name, value) in theme.spacing {
            try add(SpacingTokenName.path(name), spacing, NameStyle.kebab(name), "", CSSText.number(value) + "px")
        }
        for (name, style) in theme.typography {
            let source = TypographyTokenName.path(name)
            let kebab = NameStyle.kebab(name)
            try add(source, typography, kebab, "font-family", CSSText.string(style.family))
            try add(source, typography, kebab, "font-size", CSSText.number(style.size) + "px")
            try add(source, typography, kebab, "font-weight", String(FontWeightScale.numeric(style.weight)))
            try add(source, typography, kebab, "line-height", CSSText.number(style.resolvedLineHeight) + "px")
        }
        for (name, preset) in theme.animation {
            let source = AnimationTokenName.path(name)
            let kebab = NameStyle.kebab(name)
            if let spring = preset.spring {
                try add(source, animation, kebab, "spring-response", CSSText.milliseconds(spring.response))
                try add(source, animation, kebab, "spring-damping", CSSText.number(spring.damping))
            }
            if let easing = preset.easing { try add(source, animation, kebab, "easing", CSSText.easing(easing)) }
            if let duration = preset.duration { try add(source, animation, kebab, "duration", CSSText.milliseconds(duration)) }
            if let delay = preset.delay { try add(source, animation, kebab, "delay", CSSText.milliseconds(delay)) }
            if let stagger = preset.stagger { try add(source, animation, kebab, "stagger", CSSText.milliseconds(stagger)) }
            if preset.repeats { try add(source, animation, kebab, "iteration-count", "infinite") }
            if let scale = preset.scaleFrom { try add(source, animation, kebab, "scale-from", CSSText.number(scale)) }
            if let scale = preset.scaleTo { try add(source, animation, kebab, "scale-to", CSSText.number(scale)) }
        }
        // Sorted by name, most comparisons decided by the names' first bytes (``SortKey``).
        return properties.map { (SortKey($0.name), $0) }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.name < $1.1.name }
            .map(\.1)
    }

    /// The colour custom properties of one appearance, sorted by name.
    public static func colorProperties(_ colors: TokenGroup<ColorToken>) throws(GenerationError) -> [(name: String, value: String)] {
        var properties: [(name: String, value: String)] = []
        properties.reserveCapacity(colors.count)
        for (name, color) in colors {
            properties.append((propertyName("color", NameStyle.kebab(name), ""), WebColor.hex(try color.channels(named: name))))
        }
        return properties.sorted { $0.name < $1.name }
    }

    /// The media query of each appearance other than light: the one that selects it when
    /// the page follows the system. Later blocks win where both match (dark and more
    /// contrast), as the appearances' layers do.
    static func mediaQuery(_ appearance: Appearance) -> String? {
        switch appearance {
        case .light: nil
        case .dark: "(prefers-color-scheme: dark)"
        case .highContrast: "(prefers-contrast: more)"
        case .darkHighContrast: "(prefers-color-scheme: dark) and (prefers-contrast: more)"
        }
    }

    /// The appearance blocks of a brand with appearances: per media query the colours that
    /// differ from light, then a complete colour set per `[data-appearance]`, whose two
    /// attributes outrank the media blocks' one, so an in-app switch wins over the system.
    static func appearanceBlocks(brand id: String, theme: Theme, into css: inout ByteWriter) throws(GenerationError) {
        guard theme.appearances.count > 1 else { return }
        let light = try colorProperties(theme.colors)
        for appearance in Appearance.allCases {
            guard let query = mediaQuery(appearance) else { continue }
            let properties = try colorProperties(theme.colors(in: appearance))
            let changed = zip(properties, light).filter { $0.0.value != $0.1.value }.map(\.0)
            guard !changed.isEmpty else { continue }
            css += "@media \(query) {\n  [data-brand=\"\(id)\"] {\n"
            for property in changed { css += "    \(property.name): \(property.value);\n" }
            css += "  }\n}\n"
        }
        for appearance in Appearance.allCases {
            css += "[data-brand=\"\(id)\"][data-appearance=\"\(appearance.rawValue)\"] {\n"
            for property in try colorProperties(theme.colors(in: appearance)) { css += "  \(property.name): \(property.value);\n" }
            css += "}\n"
        }
    }

    /// The sixteen bytes of a property name after its `--`, as two big-endian integers (zeros
    /// past its end). Every name is ASCII, where `String`'s order is the bytes' order, so
    /// keys that differ order their names as `<` would, and only equal keys leave the choice
    /// to `<`: comparing some fifty names a brand as `String`s was most of the web's time.
    private struct SortKey: Comparable {
        var high: UInt64 = 0
        var low: UInt64 = 0

        init(_ name: String) {
            var name = name
            name.withUTF8 { bytes in
                for position in 2..<18 {
                    let byte = position < bytes.count ? UInt64(bytes[position]) : 0
                    if position < 10 { high = high << 8 | byte } else { low = low << 8 | byte }
                }
            }
        }

        static func < (first: SortKey, second: SortKey) -> Bool {
            (first.high, first.low) < (second.high, second.low)
        }
    }

    /// `--group-name-member`, without the dash of an empty name or member, written into one
    /// new string: a brand has about fifty properties, and each name took four appends.
    private static func propertyName(_ group: String, _ name: String, _ member: StaticString) -> String {
        var name = name
        var group = group
        return group.withUTF8 { group in name.withUTF8 { name in
            let parts = [group, name, UnsafeBufferPointer(start: member.utf8Start, count: member.utf8CodeUnitCount)]
            return String(unsafeUninitializedCapacity: 2 + parts.reduce(0) { $0 + 1 + $1.count }) { buffer in
                buffer[0] = UInt8(ascii: "-")
                buffer[1] = UInt8(ascii: "-")
                var count = 2
                for (index, part) in parts.enumerated() where index == 0 || !part.isEmpty {
                    if index > 0 {
                        buffer[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    for byte in part {
                        buffer[count] = byte
                        count += 1
                    }
                }
                return count
            }
        } }
    }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        guard !OutputScope.aggregateNames.contains(brand.id + ".css") else {
            throw GenerationError("a brand named \"\(brand.id)\" would overwrite web/\(brand.id).css, which lists every brand", hint: "rename the brand")
        }
        let properties = try Self.properties(for: brand.profile.theme)
        var css = ByteWriter(capacity: 4096)
        css += "/* Generated by brandgen from the \(brand.id) profile. Do not edit. */\n"
        css += "[data-brand=\"\(brand.id)\"] {\n"
        for property in properties {
            css += "  "
            css += property.name
            css += ": "
            css += property.value
            css += ";\n"
        }
        css += "}\n"
        try Self.appearanceBlocks(brand: brand.id, theme: brand.profile.theme, into: &css)
        var json = JSONWriter()
        json.beginObject()
        for property in properties { json.member(property.name, property.value) }
        json.endObject()
        var jsonBytes = json.output
        jsonBytes.append(byte: UInt8(ascii: "\n"))
        return [
            GeneratedFile(path: "\(platform.folder)/\(brand.id).css", css),
            GeneratedFile(path: "\(platform.folder)/\(brand.id).json", jsonBytes),
        ]
    }

    public func aggregateFiles(for brandIDs: [String]) -> [GeneratedFile] {
        var css = "/* Generated by brandgen: every brand's custom properties. Do not edit. */\n"
        for id in brandIDs { css += "@import url(\"\(id).css\");\n" }
        return [GeneratedFile(path: "\(platform.folder)/brands.css", text: css)]
    }
}
