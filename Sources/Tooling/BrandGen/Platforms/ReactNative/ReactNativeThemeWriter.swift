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
    /// `dark`, ...: its colours as `Theme.colors(in:)` resolves them), each group's type for
    /// use (`ThemeColors`: each colour a `string`, ...), the literal table `themeLiterals`,
    /// the typed `appearances` map and `themeFor`.
    static func writeTheme(_ theme: Theme, into out: inout ByteWriter) throws(GenerationError) {
        out += "/** A font weight as React Native's `TextStyle.fontWeight` takes it. */\n"
        out += "export type FontWeight = \"100\" | \"200\" | \"300\" | \"400\" | \"500\" | \"600\" | \"700\" | \"800\" | \"900\";\n\n"
        try writeSharedGroups(theme, into: &out)
        var colorTypes: [(identifier: String, type: String, appearances: Int)] = []
        for appearance in theme.appearances {
            out += appearance == .light
                ? "/** The light appearance: the profile's theme, resolved. */\n"
                : "/** The \(appearance.rawValue) appearance: its colours as the profile's \(appearance.rawValue) layer resolves them, the other groups shared. */\n"
            out += "const \(appearance.rawValue) = {\n  \(ThemeGroup.colors.rawValue): {\n"
            let colors = try IdentifierSet.named(
                theme.colors(in: appearance), group: ColorTokenName.group, kind: "TypeScript colour", style: NameStyle.lowerCamel)
            for (identifier, name, color) in colors {
                let rgba = try color.channels(named: name)
                member(identifier, indent: "    ", into: &out)
                TypeScriptText.appendLiteral(WebColor.hex(rgba), to: &out)
                out += ",\n"
                if let index = colorTypes.firstIndex(where: { $0.identifier == identifier }) {
                    colorTypes[index].appearances += 1
                } else {
                    colorTypes.append((identifier, "string", 1))
                }
            }
            out += "  },\n"
            for group in [ThemeGroup.typography, .spacing, .animation] { out += "  \(group.rawValue),\n" }
            out += "} as const;\n\n"
        }
        // A colour some appearance lacks is optional, so every appearance's theme is a `Theme`.
        let appearanceCount = theme.appearances.count
        writeType(
            "ThemeColors", doc: "The colours of an appearance, typed for use: each a `#rrggbb[aa]` string (React Native's `ColorValue` takes it).",
            members: colorTypes.map { ($0.appearances == appearanceCount ? $0.identifier : $0.identifier + "?", $0.type) }, into: &out)
        out += """
            /** A theme typed for use: a mock theme of any values compiles; `ThemeLiteral` has each value's literal type. */
            export type Theme = {
              readonly \(ThemeGroup.colors.rawValue): ThemeColors;
              readonly \(ThemeGroup.typography.rawValue): ThemeTypography;
              readonly \(ThemeGroup.spacing.rawValue): ThemeSpacing;
              readonly \(ThemeGroup.animation.rawValue): ThemeAnimation;
            };


            """
        writeAppearanceChoice(theme, into: &out)
    }

    /// `const typography`, `spacing` and `animation`: one object each, which every
    /// appearance's theme holds, and each one's type for use (`ThemeTypography`, ...).
    private static func writeSharedGroups(_ theme: Theme, into out: inout ByteWriter) throws(GenerationError) {
        let styles = try IdentifierSet.named(
            theme.typography, group: TypographyTokenName.group, kind: "TypeScript text style", style: NameStyle.lowerCamel)
        try writeGroup(ThemeGroup.typography, typeName: "ThemeTypography", doc: "The text styles", tokens: styles.map { identifier, _, style in
            TypeScriptMember.object(identifier, [
                TypeScriptMember("fontFamily", TypeScriptText.literal(style.family), type: "string"),
                TypeScriptMember("fontSize", TypeScriptText.number(style.size), type: "number"),
                TypeScriptMember("fontWeight", "\"\(FontWeightScale.numeric(style.weight))\"", type: "FontWeight"),
                TypeScriptMember("lineHeight", TypeScriptText.number(style.resolvedLineHeight), type: "number"),
            ])
        }, into: &out)
        let spacing = try IdentifierSet.named(theme.spacing, group: SpacingTokenName.group, kind: "TypeScript spacing", style: NameStyle.lowerCamel)
        try writeGroup(ThemeGroup.spacing, typeName: "ThemeSpacing", doc: "The spacing", tokens: spacing.map { identifier, _, value in
            TypeScriptMember(identifier, TypeScriptText.number(value), type: "number")
        }, into: &out)
        let animations = try IdentifierSet.named(
            theme.animation, group: AnimationTokenName.group, kind: "TypeScript animation", style: NameStyle.lowerCamel)
        var presets: [TypeScriptMember] = []
        for (identifier, name, preset) in animations {
            presets.append(TypeScriptMember.object(identifier, try animationFields(name: name, preset)))
        }
        try writeGroup(ThemeGroup.animation, typeName: "ThemeAnimation", doc: "The animations", tokens: presets, into: &out)
    }

    /// `const <group> = { ... } as const;` and `export type <typeName> = { ... };` from one
    /// list of members, so the values and their type for use cannot disagree.
    private static func writeGroup(
        _ group: ThemeGroup, typeName: String, doc: String, tokens: [TypeScriptMember], into out: inout ByteWriter
    ) throws(GenerationError) {
        out += "/** \(doc), shared by every appearance. */\nconst \(group.rawValue) = {\n"
        for token in tokens {
            member(token.label, into: &out)
            out += token.value
            out += ",\n"
        }
        out += "} as const;\n"
        writeType(typeName, doc: "\(doc), typed for use (`typeof themeLiterals` has their literal types).", members: tokens.map { ($0.label, $0.type) }, into: &out)
    }

    /// `export type <name> = { readonly <member>: <type>; ... };`
    private static func writeType(_ name: String, doc: String, members: [(label: String, type: String)], into out: inout ByteWriter) {
        out += "/** \(doc) */\nexport type \(name) = {\n"
        for (label, type) in members {
            out += "  readonly \(label): \(type);\n"
        }
        out += "};\n\n"
    }

    /// `appearances`, `appearanceShownFor` (each appearance a device may ask for to the one
    /// the brand shows, as `Theme.appearance(shownFor:)` says), `appearanceFor` and
    /// `themeFor`, which take React Native's `ColorSchemeName`, never a profile's names.
    private static func writeAppearanceChoice(_ theme: Theme, into out: inout ByteWriter) {
        func quoted(_ appearance: Appearance) -> String { "\"\(appearance.rawValue)\"" }
        let light = Appearance.light
        let dark = Appearance(isDark: true, isHighContrast: false)
        out += "/** Every appearance's theme the brand has, by name, light first: each value with its literal type. */\nexport const themeLiterals = { "
        out += theme.appearances.map(\.rawValue).joined(separator: ", ")
        out += " } as const;\n"
        out += """
            export type Appearance = keyof typeof themeLiterals;
            /** A theme with each value's literal type (`"#0b3d91"`, not `string`). */
            export type ThemeLiteral = (typeof themeLiterals)[Appearance];
            /** Every appearance's theme the brand has, by name, light first, typed for use. */
            export const appearances: { readonly [name in Appearance]: Theme } = themeLiterals;
            export const defaultAppearance: Appearance = \(quoted(light));
            /** The light theme. */
            export const theme: Theme = appearances.\(light.rawValue);

            /**
             * A colour scheme as React Native's `useColorScheme()` and `Appearance.getColorScheme()`
             * report it: its `ColorSchemeName` (\(colorSchemeNames.joined(separator: ", "))), so
             * a profile's appearance name such as \(quoted(Appearance(isDark: true, isHighContrast: true))) or a typo does
             * not compile where a colour scheme is asked for.
             */
            export type ColorSchemeName = \(colorSchemeNames.joined(separator: " | "));

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
             * The appearance shown for a colour scheme as `useColorScheme()` returns it (\(quoted(dark)) is
             * dark; anything else is not), at increased contrast when `highContrast` is true
             * (`AccessibilityInfo.isHighTextContrastEnabled()` on Android, the app's own setting on iOS).
             */
            export function appearanceFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Appearance {
              const isDark = colorScheme === \(quoted(dark));
              const isHighContrast = highContrast === true;
              return appearanceShownFor[isDark
                ? (isHighContrast ? \(quoted(Appearance(isDark: true, isHighContrast: true))) : \(quoted(dark)))
                : (isHighContrast ? \(quoted(Appearance(isDark: false, isHighContrast: true))) : \(quoted(light)))];
            }

            /** The theme shown for a colour scheme and contrast setting, as `appearanceFor` picks it. */
            export function themeFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Theme {
              return appearances[appearanceFor(colorScheme, highContrast)];
            }


            """
    }

    /// React Native's `ColorSchemeName`: light, dark (spelt as the profile spells those
    /// appearances), null and undefined up to 0.76, and `"unspecified"` since
    /// (`Appearance.setColorScheme`); every version's is assignable to it.
    static let colorSchemeNames = [Appearance.light, Appearance(isDark: true, isHighContrast: false)].map { "\"\($0.rawValue)\"" }
        + ["\"unspecified\"", "null", "undefined"]

    private static func member(_ identifier: String, indent: String = "  ", into out: inout ByteWriter) {
        out += indent
        out += identifier
        out += ": "
    }

    /// A preset's members: a spring as `Animated.spring`'s configuration, an easing as its
    /// bezier control points, times in milliseconds.
    private static func animationFields(name: String, _ preset: AnimationPreset) throws(GenerationError) -> [TypeScriptMember] {
        var fields: [TypeScriptMember] = []
        func number(_ label: String, _ value: Double?) {
            guard let value else { return }
            fields.append(TypeScriptMember(label, TypeScriptText.number(value), type: "number"))
        }
        if let spring = preset.spring {
            fields.append(TypeScriptMember.object("spring", [
                TypeScriptMember("stiffness", TypeScriptText.number(stiffness(response: spring.response)), type: "number"),
                TypeScriptMember("damping", TypeScriptText.number(damping(response: spring.response, dampingFraction: spring.damping)), type: "number"),
                TypeScriptMember("mass", "1", type: "number"),
            ]))
        }
        if let easing = preset.easing {
            guard let points = EasingCurve.controlPoints(of: easing) else {
                throw GenerationError("\(AnimationTokenName.path(name)).easing is \(easing): React Native has no bezier for it")
            }
            fields.append(TypeScriptMember(
                "easing", "[" + points.map(TypeScriptText.number).joined(separator: ", ") + "]",
                type: "readonly [" + points.map { _ in "number" }.joined(separator: ", ") + "]"))
        }
        number("duration", preset.duration.map { $0 * 1000 })
        number("delay", preset.delay.map { $0 * 1000 })
        number("stagger", preset.stagger.map { $0 * 1000 })
        if preset.repeats { fields.append(TypeScriptMember("repeat", "true", type: "boolean")) }
        number("scaleFrom", preset.scaleFrom)
        number("scaleTo", preset.scaleTo)
        if let reduceMotion = preset.reduceMotion {
            fields.append(TypeScriptMember("reduceMotion", TypeScriptText.literal(reduceMotion.rawValue), type: "string"))
        }
        return fields
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
