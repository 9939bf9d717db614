import BrandModel
import YAMLNode

/// What `brandgen import` says of a token it leaves out, as a diagnostic's rule.
public enum TokenImportProblem: String, Sendable, CaseIterable {
    /// A token outside the theme's groups (colors, typography, spacing, animation), or a
    /// reference to a token that is not there.
    case unknown = "token-import-unknown"
    /// A token of a type or form the profile cannot hold (a shadow, a colour outside sRGB, a
    /// dimension in rem, a curve with no easing name).
    case unsupported = "token-import-unsupported"
    /// A token whose appearances disagree where the profile allows no difference (a spacing
    /// that changes in dark), or whose type differs between them.
    case conflicting = "token-import-conflicting"

    func diagnostic(file: String, mark: Mark, message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(file: file, mark: mark, severity: .warning, rule: rawValue, message: message, hint: hint)
    }
}

/// Reads a design tool's tokens (``TokenModes``) into a brand's theme (``ImportedTheme``):
/// colours with their references kept, each appearance's colours as the overrides that
/// give them over light, contrast pairs, text styles, spacing and animation presets, the
/// inverse of brandgen's DTCG export (docs/exports.md, Tokens in). What cannot be held is
/// reported at its file and line and left out; the rest is imported.
struct TokenImporter {
    var modes: TokenModes
    private(set) var problems: [Diagnostic] = []

    init(modes: TokenModes) {
        self.modes = modes
        problems = modes.problems
    }

    mutating func theme() -> ImportedTheme {
        var theme = ImportedTheme()
        let light = Self.merged(modes.light)
        let extensions = modes.light.reduce(into: [String: Node]()) { $0.merge($1.groupExtensions) { _, new in new } }
        var presets: [String: Int] = [:]
        for token in light.tokens {
            let parts = token.name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let group = ThemeGroup(rawValue: parts[0]) else {
                report(.unknown, token, "\(token.name) is no theme token: the theme's groups are colors, typography, spacing and animation")
                continue
            }
            let name = parts[1]
            switch group {
            case .colors:
                if let value = color(token, in: light) { theme.colors.append((name, value)) }
            case .spacing:
                if let value = spacing(token, in: light) { theme.spacing.append((name, value)) }
            case .typography:
                if let value = typography(token, in: light) { theme.typography.append((name, value)) }
            case .animation:
                // `animation.<preset>.<timing>`: the preset is the group above the timing.
                guard let dot = name.lastIndex(of: "."), let timing = AnimationTiming(rawValue: String(name[name.index(after: dot)...])) else {
                    report(.unsupported, token, "\(token.name) is no timing of an animation preset (delay, duration, stagger, easing, transition)")
                    continue
                }
                let preset = String(name[..<dot])
                if presets[preset] == nil {
                    presets[preset] = theme.animation.count
                    theme.animation.append((preset, Self.preset(extensions["animation." + preset])))
                }
                apply(timing, token, to: &theme.animation[presets[preset]!].preset)
            }
        }
        // Presets with no timing token: a spring, written in the group's extensions only.
        for (path, node) in extensions.sorted(by: { $0.key < $1.key }) where path.hasPrefix("animation.") {
            let preset = String(path.dropFirst("animation.".count))
            guard presets[preset] == nil, node[DTCGGenerator.extensionKey] != nil else { continue }
            presets[preset] = theme.animation.count
            theme.animation.append((preset, Self.preset(node)))
        }
        theme.animation.sort { (modes.light.first?.groupMarks["animation." + $0.name] ?? .start) < (modes.light.first?.groupMarks["animation." + $1.name] ?? .start) }
        for pair in extensions[""]?[DTCGGenerator.extensionKey]?["contrastPairs"]?.sequence ?? [] {
            guard let foreground = pair["foreground"].flatMap(TokenDocument.reference), let background = pair["background"].flatMap(TokenDocument.reference) else { continue }
            let prefix = ThemeGroup.colors.rawValue + "."
            theme.contrastPairs.append((String(foreground.dropFirst(prefix.count)), String(background.dropFirst(prefix.count))))
        }
        for (appearance, documents) in modes.appearances {
            let tokens = Self.merged(documents)
            theme.targets.append((appearance, colors(in: tokens, comparedWith: light, appearance: appearance), Self.colorReferences(tokens)))
        }
        return theme
    }

    // MARK: - Merging

    /// Tokens by name, a later document's winning, in the order first written.
    struct Merged {
        var tokens: [TokenDocument.Token] = []
        var index: [String: Int] = [:]

        subscript(name: String) -> TokenDocument.Token? { index[name].map { tokens[$0] } }
    }

    static func merged(_ documents: [TokenDocument]) -> Merged {
        var merged = Merged()
        for document in documents {
            for token in document.tokens {
                if let at = merged.index[token.name] {
                    merged.tokens[at] = token
                } else {
                    merged.index[token.name] = merged.tokens.count
                    merged.tokens.append(token)
                }
            }
        }
        return merged
    }

    // MARK: - Values

    private mutating func report(_ problem: TokenImportProblem, _ token: TokenDocument.Token, _ message: String, hint: String? = nil) {
        problems.append(problem.diagnostic(file: token.file, mark: token.mark, message: message, hint: hint))
    }

    /// A reference kept as written, when it names a token of `group` that is there.
    private mutating func reference(_ token: TokenDocument.Token, in tokens: Merged, group: ThemeGroup) -> String?? {
        guard let target = TokenDocument.reference(in: token.value) else { return .none }
        guard target.hasPrefix(group.rawValue + "."), tokens[target] != nil else {
            report(.unknown, token, "\(token.name) refers to {\(target)}, which is no \(group.rawValue) token here")
            return .some(nil)
        }
        return .some("{\(target)}")
    }

    private mutating func color(_ token: TokenDocument.Token, in tokens: Merged) -> String? {
        if let reference = reference(token, in: tokens, group: .colors) { return reference }
        if let type = token.type, type != "color" {
            report(.conflicting, token, "\(token.name) is a \(type) token in the colors group")
            return nil
        }
        guard let rgba = Self.rgba(token.value) else {
            report(.unsupported, token, "\(token.name)'s value is no sRGB colour", hint: "export colours in sRGB (hex, or components from 0 to 1)")
            return nil
        }
        return ImportedTheme.hex(rgba)
    }

    /// A DTCG colour (`{colorSpace: srgb, components, alpha, hex}`) or a hex string.
    static func rgba(_ value: Node) -> RGBA? {
        if let text = value.string { return RGBA(hex: text) }
        guard value["colorSpace"]?.string == "srgb" || value["colorSpace"] == nil else { return nil }
        let alpha = UInt8(((value["alpha"]?.double ?? 1) * 255).rounded().clamped(0, 255))
        if let hex = value["hex"]?.string, var rgba = RGBA(hex: hex) {
            rgba.alpha = alpha
            return rgba
        }
        guard let components = value["components"]?.sequence?.compactMap(\.double), components.count == 3 else { return nil }
        let channels = components.map { UInt8(($0 * 255).rounded().clamped(0, 255)) }
        return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private mutating func spacing(_ token: TokenDocument.Token, in tokens: Merged) -> ImportedTheme.Number? {
        if let reference = reference(token, in: tokens, group: .spacing) { return reference.map(ImportedTheme.Number.reference) }
        guard let points = Self.pixels(token.value) else {
            report(.unsupported, token, "\(token.name) is no dimension in px", hint: "the profile's spacing is in points, which px maps to")
            return nil
        }
        return .value(points)
    }

    /// `{value, unit: px}`, a plain number, or Tokens Studio's `"8px"` / `"8"`.
    static func pixels(_ value: Node) -> Double? {
        if let number = value.double { return number }
        if let text = value.string { return Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) }
        guard value["unit"]?.string == "px" else { return nil }
        return value["value"]?.double
    }

    private mutating func typography(_ token: TokenDocument.Token, in tokens: Merged) -> ImportedTheme.Style? {
        if let reference = reference(token, in: tokens, group: .typography) { return reference.map(ImportedTheme.Style.reference) }
        let value = token.value
        let family = value["fontFamily"]?.string ?? value["fontFamily"]?.sequence?.first?.string
        guard let family, let size = value["fontSize"].flatMap(Self.pixels) else {
            report(.unsupported, token, "\(token.name) is no typography token with a font family and a size in px")
            return nil
        }
        let weight = value["fontWeight"]?.int.map(FontWeightScale.name(of:)) ?? value["fontWeight"]?.string ?? "regular"
        // A ratio to the size; the export's stand-in for a style without one reads back as none.
        let ratio = value["lineHeight"]?.double
        let lineHeight = ratio.flatMap { $0 == TextStyle.defaultLineHeightRatio ? nil : ($0 * size * 10_000).rounded() / 10_000 }
        return .value(TextStyle(family: family, size: size, weight: weight, lineHeight: lineHeight))
    }

    enum AnimationTiming: String {
        case delay, duration, stagger, easing, transition
    }

    /// A preset's extensions: spring, repeat, trigger, scales, reduce motion, alias.
    static func preset(_ node: Node?) -> AnimationPreset {
        var preset = AnimationPreset()
        guard let ours = node?[DTCGGenerator.extensionKey] else { return preset }
        if let spring = ours["spring"], let response = spring["response"]?.double, let damping = spring["dampingFraction"]?.double {
            preset.spring = .init(response: response, damping: damping)
        }
        preset.repeats = ours["repeat"]?.bool ?? false
        preset.trigger = ours["trigger"]?.string.flatMap(AnimationPreset.Trigger.init(rawValue:))
        preset.scaleFrom = ours["scaleFrom"]?.double
        preset.scaleTo = ours["scaleTo"]?.double
        preset.reduceMotion = ours["reduceMotion"]?.string.flatMap(AnimationPreset.ReduceMotion.init(rawValue:))
        return preset
    }

    private mutating func apply(_ timing: AnimationTiming, _ token: TokenDocument.Token, to preset: inout AnimationPreset) {
        switch timing {
        case .delay, .duration, .stagger:
            guard let seconds = Self.seconds(token.value) else {
                report(.unsupported, token, "\(token.name) is no duration in ms or s")
                return
            }
            switch timing {
            case .delay: preset.delay = seconds
            case .duration: preset.duration = seconds
            default: preset.stagger = seconds
            }
        case .easing:
            let points = token.value.sequence?.compactMap(\.double) ?? []
            guard let name = EasingCurve.name(of: points) else {
                report(.unsupported, token, "\(token.name) is a curve with no easing name", hint: "use linear, easeIn, easeOut or easeInOut's control points")
                return
            }
            preset.easing = name
        case .transition:
            // Its duration, delay and curve are the preset's own tokens too.
            break
        }
    }

    /// `{value, unit: ms}` or `{value, unit: s}`, as seconds.
    static func seconds(_ value: Node) -> Double? {
        guard let number = value["value"]?.double else { return nil }
        switch value["unit"]?.string {
        case "ms": return number / 1000
        case "s": return number
        default: return nil
        }
    }

    // MARK: - Appearances

    /// Two values as JSON, where they were written aside.
    static func sameValue(_ a: Node, _ b: Node) -> Bool {
        let emitter = JSONEmitter(pretty: false)
        return emitter.emit(a) == emitter.emit(b)
    }

    /// The colours a mode writes as references, by name, to the colour each names.
    static func colorReferences(_ tokens: Merged) -> [String: String] {
        let prefix = ThemeGroup.colors.rawValue + "."
        var references: [String: String] = [:]
        for token in tokens.tokens where token.name.hasPrefix(prefix) {
            guard let target = TokenDocument.reference(in: token.value), target.hasPrefix(prefix) else { continue }
            references[String(token.name.dropFirst(prefix.count))] = String(target.dropFirst(prefix.count))
        }
        return references
    }

    /// The colours an appearance shows, as values: its tokens over light's, references
    /// followed within them. Tokens of other groups that differ from light's are reported.
    private mutating func colors(in tokens: Merged, comparedWith light: Merged, appearance: Appearance) -> [String: RGBA] {
        var written: [String: ImportedTheme.Written] = [:]
        let prefix = ThemeGroup.colors.rawValue + "."
        for token in tokens.tokens {
            guard token.name.hasPrefix(prefix) else {
                if let lightToken = light[token.name], !Self.sameValue(lightToken.value, token.value) {
                    report(.conflicting, token, "\(token.name) differs in \(appearance.rawValue): only colours vary by appearance")
                }
                continue
            }
            let name = String(token.name.dropFirst(prefix.count))
            if let target = TokenDocument.reference(in: token.value) {
                written[name] = .reference(target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target)
            } else if let rgba = Self.rgba(token.value) {
                written[name] = .value(rgba)
            }
        }
        // Each chain of references followed once (ImportedTheme.resolved).
        return ImportedTheme.resolved(written)
    }
}

extension Comparable {
    fileprivate func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
