import BrandModel
import YAMLNode

/// The theme and flags part of `react-native/<id>.ts`, in React Native's units: colours as
/// `#rrggbb[aa]` strings, sizes as dp numbers, text styles shaped as `TextStyle`, times in
/// milliseconds, easings as cubic-bezier control points and springs as `Animated.spring`'s
/// physical configuration.
///
/// Springs: the profile gives SwiftUI's response (the undamped period, seconds) and damping
/// fraction ζ. React Native's spring with stiffness k, damping c and mass m is the oscillator
/// m·x″ + c·x′ + k·x = 0; with m = 1 its undamped period is 2π/√k, so k = (2π / response)²,
/// and its damping ratio is c / (2√(k·m)), so c = 2ζ·√k = 4π·ζ / response.
enum ReactNativeThemeWriter {
    static func stiffness(response: Double) -> Double {
        let root = 2 * Double.pi / response
        return root * root
    }

    static func damping(response: Double, dampingFraction: Double) -> Double {
        4 * Double.pi * dampingFraction / response
    }

    /// The groups every appearance shares (`const typography`, `spacing`, `animation`), then
    /// a theme per appearance the brand has (`const light = { colors, typography, ... }`,
    /// `dark`, ...: its colours as `Theme.colors(in:)` resolves them), the appearances map
    /// and `themeFor`.
    static func writeTheme(_ theme: Theme, into out: inout ByteWriter) throws(GenerationError) {
        out += "/** A font weight as React Native's `TextStyle.fontWeight` takes it. */\n"
        out += "export type FontWeight = \"100\" | \"200\" | \"300\" | \"400\" | \"500\" | \"600\" | \"700\" | \"800\" | \"900\";\n\n"
        try writeSharedGroups(theme, into: &out)
        for appearance in theme.appearances {
            out += appearance == .light
                ? "/** The light appearance: the profile's theme, resolved. */\n"
                : "/** The \(appearance.rawValue) appearance: the light theme with its colours. */\n"
            out += "const \(appearance.rawValue) = {\n  \(ThemeGroup.colors.rawValue): {\n"
            let colors = try IdentifierSet.named(
                theme.colors(in: appearance), group: ColorTokenName.group, kind: "TypeScript colour", style: NameStyle.lowerCamel)
            for (identifier, name, color) in colors {
                let rgba = try color.channels(named: name)
                member(identifier, indent: "    ", into: &out)
                TypeScriptText.appendLiteral(WebColor.hex(rgba), to: &out)
                out += ",\n"
            }
            out += "  },\n"
            for group in [ThemeGroup.typography, .spacing, .animation] { out += "  \(group.rawValue),\n" }
            out += "} as const;\n\n"
        }
        writeAppearanceChoice(theme, into: &out)
    }

    /// `const typography`, `spacing` and `animation`: one object each, which every
    /// appearance's theme holds.
    private static func writeSharedGroups(_ theme: Theme, into out: inout ByteWriter) throws(GenerationError) {
        out += "/** The text styles, shared by every appearance. */\nconst \(ThemeGroup.typography.rawValue) = {\n"
        let styles = try IdentifierSet.named(
            theme.typography, group: TypographyTokenName.group, kind: "TypeScript text style", style: NameStyle.lowerCamel)
        for (identifier, _, style) in styles {
            member(identifier, into: &out)
            out += "{ fontFamily: "
            TypeScriptText.appendLiteral(style.family, to: &out)
            out += ", fontSize: "
            TypeScriptText.appendNumber(style.size, to: &out)
            out += ", fontWeight: \""
            out.append(decimal: FontWeightScale.numeric(style.weight))
            out += "\""
            if let lineHeight = style.lineHeight {
                out += ", lineHeight: "
                TypeScriptText.appendNumber(lineHeight, to: &out)
            }
            out += " },\n"
        }
        out += "} as const;\n\n/** The spacing, shared by every appearance. */\nconst \(ThemeGroup.spacing.rawValue) = {\n"
        let spacing = try IdentifierSet.named(theme.spacing, group: SpacingTokenName.group, kind: "TypeScript spacing", style: NameStyle.lowerCamel)
        for (identifier, _, value) in spacing {
            member(identifier, into: &out)
            TypeScriptText.appendNumber(value, to: &out)
            out += ",\n"
        }
        out += "} as const;\n\n/** The animations, shared by every appearance. */\nconst \(ThemeGroup.animation.rawValue) = {\n"
        let animations = try IdentifierSet.named(
            theme.animation, group: AnimationTokenName.group, kind: "TypeScript animation", style: NameStyle.lowerCamel)
        for (identifier, name, preset) in animations {
            try writeAnimation(identifier, name: name, preset, into: &out)
        }
        out += "} as const;\n\n"
    }

    /// `appearances`, `appearanceShownFor` (each appearance a device may ask for to the one
    /// the brand shows, as `Theme.appearance(shownFor:)` says), `appearanceFor` and
    /// `themeFor`. React Native's `useColorScheme()` spells dark as the profile does.
    private static func writeAppearanceChoice(_ theme: Theme, into out: inout ByteWriter) {
        func quoted(_ appearance: Appearance) -> String { "\"\(appearance.rawValue)\"" }
        func any(_ appearances: [Appearance]) -> String {
            appearances.map { "colorScheme === \(quoted($0))" }.joined(separator: " || ")
        }
        let light = Appearance.light
        let dark = Appearance(isDark: true, isHighContrast: false)
        out += "/** Every appearance's theme the brand has, by name, light first. */\nexport const appearances = { "
        out += theme.appearances.map(\.rawValue).joined(separator: ", ")
        out += " } as const;\n"
        out += """
            export type Appearance = keyof typeof appearances;
            export type Theme = (typeof appearances)[Appearance];
            export const defaultAppearance: Appearance = \(quoted(light));
            /** The light theme. */
            export const theme: Theme = appearances.\(light.rawValue);

            /** An appearance a device may ask for: dark or not, at increased contrast or not. */
            export type DeviceAppearance = \(Appearance.allCases.map(quoted).joined(separator: " | "));

            /**
             * The appearance the brand shows for each one a device may ask for: itself where the
             * brand has it, else the first of its fallbacks the brand has (dark high contrast: dark,
             * then high contrast, then light), as the engine shows it.
             */
            export const appearanceShownFor: { readonly [requested in DeviceAppearance]: Appearance } = {

            """
        for requested in Appearance.allCases {
            out += "  \(requested.rawValue): \(quoted(theme.appearance(shownFor: requested))),\n"
        }
        out += """
            };

            /**
             * The appearance shown for a colour scheme, as `useColorScheme()` returns it (\(quoted(dark)) is
             * dark; null, undefined or anything else is not) or an appearance's name, at increased
             * contrast when `highContrast` is true or the name is a high-contrast appearance's.
             */
            export function appearanceFor(colorScheme?: string | null, highContrast?: boolean): Appearance {
              const isDark = \(any(Appearance.allCases.filter(\.isDark)));
              const isHighContrast = highContrast === true || \(any(Appearance.allCases.filter(\.isHighContrast)));
              return appearanceShownFor[isDark
                ? (isHighContrast ? \(quoted(Appearance(isDark: true, isHighContrast: true))) : \(quoted(dark)))
                : (isHighContrast ? \(quoted(Appearance(isDark: false, isHighContrast: true))) : \(quoted(light)))];
            }

            /** The theme shown for a colour scheme and contrast setting, as `appearanceFor` picks it. */
            export function themeFor(colorScheme?: string | null, highContrast?: boolean): Theme {
              return appearances[appearanceFor(colorScheme, highContrast)];
            }


            """
    }

    private static func member(_ identifier: String, indent: String = "  ", into out: inout ByteWriter) {
        out += indent
        out += identifier
        out += ": "
    }

    private static func writeAnimation(_ identifier: String, name: String, _ preset: AnimationPreset, into out: inout ByteWriter) throws(GenerationError) {
        member(identifier, into: &out)
        out += "{"
        var first = true
        func field(_ label: String) {
            out += first ? " " : ", "
            first = false
            out += label
            out += ": "
        }
        func milliseconds(_ label: String, _ seconds: Double?) {
            guard let seconds else { return }
            field(label)
            TypeScriptText.appendNumber(seconds * 1000, to: &out)
        }
        if let spring = preset.spring {
            field("spring")
            out += "{ stiffness: "
            TypeScriptText.appendNumber(stiffness(response: spring.response), to: &out)
            out += ", damping: "
            TypeScriptText.appendNumber(damping(response: spring.response, dampingFraction: spring.damping), to: &out)
            out += ", mass: 1 }"
        }
        if let easing = preset.easing {
            guard let points = EasingCurve.controlPoints(of: easing) else {
                throw GenerationError("\(AnimationTokenName.path(name)).easing is \(easing): React Native has no bezier for it")
            }
            field("easing")
            out += "["
            for (index, point) in points.enumerated() {
                if index > 0 { out += ", " }
                TypeScriptText.appendNumber(point, to: &out)
            }
            out += "]"
        }
        milliseconds("duration", preset.duration)
        milliseconds("delay", preset.delay)
        milliseconds("stagger", preset.stagger)
        if preset.repeats {
            field("repeat")
            out += "true"
        }
        for (label, value) in [("scaleFrom", preset.scaleFrom), ("scaleTo", preset.scaleTo)] {
            guard let value else { continue }
            field(label)
            TypeScriptText.appendNumber(value, to: &out)
        }
        if let reduceMotion = preset.reduceMotion {
            field("reduceMotion")
            TypeScriptText.appendLiteral(reduceMotion.rawValue, to: &out)
        }
        out += first ? "},\n" : " },\n"
    }

    /// `export interface Flags` and `export const flags`: a `boolean` per flag the engine knows
    /// and per other flag the profile sets; the profile's names in `flagNames`.
    static func writeFlags(_ flags: FeatureFlags, into out: inout ByteWriter) throws(GenerationError) {
        var names = IdentifierSet(kind: "TypeScript flag")
        var fields: [(flag: String, name: String, isOn: Bool)] = []
        for flag in FeatureFlag.allCases.map(\.rawValue) + flags.unknownNames {
            let name = NameStyle.lowerCamel(flag)
            try names.claim(name, for: "flag \(flag)")
            fields.append((flag, name, flags[flag]))
        }
        out += "/** The brand's feature flags; a flag the profile does not set is off. */\nexport interface Flags {\n"
        for field in fields { out += "  readonly \(field.name): boolean;\n" }
        out += "}\n\nexport const flags: Flags = {\n"
        for field in fields { out += "  \(field.name): \(field.isOn),\n" }
        out += "};\n\n/** Each flag's name as the profile writes it. */\nexport const flagNames: { readonly [name in keyof Flags]: string } = {\n"
        for field in fields {
            out += "  \(field.name): "
            TypeScriptText.appendLiteral(field.flag, to: &out)
            out += ",\n"
        }
        out += "};\n\n"
    }
}
