import YAMLNode
import BrandModel

/// A theme read from design tokens, written as a profile's `theme:` section: colours as
/// written (values, or references kept), each appearance as the overrides that give its
/// colours over light's (docs/profile-format.md, Appearances), and the other groups.
public struct ImportedTheme: Sendable {
    /// A number, or a reference to another token (`{spacing.appBar.padding}`).
    enum Number: Sendable {
        case value(Double)
        case reference(String)
    }

    enum Style: Sendable {
        case value(TextStyle)
        case reference(String)
    }

    /// Light's colours: `#RRGGBB`, `#RRGGBBAA` or `{colors.name}`.
    var colors: [(name: String, written: String)] = []
    /// The colours each other appearance shows, every token as a value, and the ones its
    /// mode writes as references (by name, to the colour each names).
    var targets: [(appearance: Appearance, colors: [String: RGBA], references: [String: String])] = []
    var contrastPairs: [(foreground: String, background: String)] = []
    var typography: [(name: String, style: Style)] = []
    var spacing: [(name: String, value: Number)] = []
    var animation: [(name: String, preset: AnimationPreset)] = []

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(_ rgba: RGBA) -> String {
        let channels = rgba.alpha == 255 ? [rgba.red, rgba.green, rgba.blue] : [rgba.red, rgba.green, rgba.blue, rgba.alpha]
        return "#" + channels.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    // MARK: - Appearances as overrides

    /// A colour as a layer writes it.
    enum Written: Equatable {
        case value(RGBA)
        case reference(String)
    }

    /// Each appearance's overrides, in the order of the layers: what makes its colours, laid
    /// over light's as written and with references followed, the colours it shows. A token
    /// that differs is written as its mode writes it (a reference stays one) where it is a
    /// value in the layers below, so a reference that follows (an app bar over a dark
    /// primary) keeps following; then the rest; a reference that does not give the colour
    /// is written as the value. A composed dark high contrast whose layers already give its
    /// colours is left out, as the loader leaves it.
    var layers: [(appearance: Appearance, overrides: [(name: String, written: String)])] {
        let prefix = ThemeGroup.colors.rawValue + "."
        var light: [String: Written] = [:]
        for (name, written) in colors {
            if written.hasPrefix("{"), written.hasSuffix("}") {
                light[name] = .reference(String(written.dropFirst().dropLast()).replacingOccurrences(of: prefix, with: "", options: .anchored))
            } else if let rgba = RGBA(hex: written) {
                light[name] = .value(rgba)
            }
        }
        let order = colors.map(\.name)
        let declared = Set(targets.map(\.appearance))
        var written: [Appearance: [String: Written]] = [:]
        var result: [(Appearance, [(String, String)])] = []
        for appearance in Appearance.allCases where appearance != .light {
            guard let (_, target, references) = targets.first(where: { $0.appearance == appearance }) else { continue }
            var laid = light
            for layer in appearance.layers.dropLast() {
                for (name, value) in written[layer] ?? [:] { laid[name] = value }
            }
            var overrides: [String: Written] = [:]
            for pass in 0..<3 {
                let shown = Self.resolved(laid)
                for name in order where shown[name] != target[name] {
                    guard let value = target[name] else { continue }
                    let isValue = laid[name].map { if case .value = $0 { true } else { false } } ?? true
                    guard pass > 0 || isValue else { continue }
                    let entry: Written = pass < 2 ? references[name].map(Written.reference) ?? .value(value) : .value(value)
                    overrides[name] = entry
                    laid[name] = entry
                }
            }
            written[appearance] = overrides
            let composed = appearance == .darkHighContrast && declared.contains(.dark) && declared.contains(.highContrast)
            if overrides.isEmpty && composed { continue }
            let listed = order.compactMap { name -> (String, String)? in
                switch overrides[name] {
                case .value(let rgba)?: (name, Self.hex(rgba))
                case .reference(let target)?: (name, "{\(prefix)\(target)}")
                case nil: nil
                }
            }
            result.append((appearance, listed))
        }
        return result
    }

    /// Every colour's value, references followed (each token once: what a chain reaches
    /// is kept for the tokens along it); a cycle or a missing target gives none.
    static func resolved(_ written: [String: Written]) -> [String: RGBA] {
        var values: [String: RGBA] = [:]
        var settled: Set<String> = []
        for start in written.keys where !settled.contains(start) {
            var chain: [String] = []
            var onChain: Set<String> = []
            var name = start
            var value: RGBA?
            while !settled.contains(name), onChain.insert(name).inserted {
                chain.append(name)
                guard let entry = written[name] else { break }
                switch entry {
                case .value(let rgba): value = rgba
                case .reference(let target): name = target; continue
                }
                break
            }
            if value == nil, settled.contains(name) { value = values[name] }
            for link in chain {
                settled.insert(link)
                values[link] = value
            }
        }
        return values
    }

    // MARK: - YAML

    /// The `theme:` section, as a profile writes it.
    public var yaml: String {
        var text = "theme:\n"
        if !colors.isEmpty {
            text += "  colors:\n" + colors.map { "    \(Self.key($0.name)): \(Self.quoted($0.written))\n" }.joined()
        }
        let layers = layers
        if !layers.isEmpty {
            text += "  appearances:\n"
            for (appearance, overrides) in layers {
                text += "    \(appearance.rawValue):\n"
                text += overrides.isEmpty ? "      colors: {}\n" : "      colors:\n" + overrides.map { "        \(Self.key($0.name)): \(Self.quoted($0.written))\n" }.joined()
            }
        }
        if !contrastPairs.isEmpty {
            text += "  contrastPairs:\n" + contrastPairs.map { "    - { foreground: \(Self.key($0.foreground)), background: \(Self.key($0.background)) }\n" }.joined()
        }
        if !typography.isEmpty {
            text += "  typography:\n" + typography.map { name, style in
                switch style {
                case .reference(let target): return "    \(Self.key(name)): \(Self.quoted(target))\n"
                case .value(let style):
                    var fields = ["family: \(Self.quoted(style.family))", "size: \(Self.number(style.size))", "weight: \(style.weight)"]
                    if let lineHeight = style.lineHeight { fields.append("lineHeight: \(Self.number(lineHeight))") }
                    return "    \(Self.key(name)): { \(fields.joined(separator: ", ")) }\n"
                }
            }.joined()
        }
        if !spacing.isEmpty {
            text += "  spacing:\n" + spacing.map { name, value in
                switch value {
                case .value(let points): "    \(Self.key(name)): \(Self.number(points))\n"
                case .reference(let target): "    \(Self.key(name)): \(Self.quoted(target))\n"
                }
            }.joined()
        }
        if !animation.isEmpty {
            text += "  animation:\n" + animation.map { "    \(Self.key($0.name)): { \(Self.fields(of: $0.preset).joined(separator: ", ")) }\n" }.joined()
        }
        return text
    }

    private static func fields(of preset: AnimationPreset) -> [String] {
        var fields: [String] = []
        if let spring = preset.spring { fields.append("spring: { response: \(number(spring.response)), damping: \(number(spring.damping)) }") }
        if let easing = preset.easing { fields.append("easing: \(easing)") }
        if let duration = preset.duration { fields.append("duration: \(number(duration))") }
        if let delay = preset.delay { fields.append("delay: \(number(delay))") }
        if let stagger = preset.stagger { fields.append("stagger: \(number(stagger))") }
        if preset.repeats { fields.append("repeat: true") }
        if let scale = preset.scaleFrom { fields.append("scaleFrom: \(number(scale))") }
        if let scale = preset.scaleTo { fields.append("scaleTo: \(number(scale))") }
        if let reduce = preset.reduceMotion { fields.append("reduceMotion: \(reduce.rawValue)") }
        if let trigger = preset.trigger { fields.append("trigger: \(trigger.rawValue)") }
        return fields
    }

    /// A key as it is when plain (`brand.primary`), else JSON-quoted.
    private static func key(_ name: String) -> String {
        let plain = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-" }
        return plain ? name : quoted(name)
    }

    /// A double-quoted YAML scalar (JSON's escapes, which YAML reads alike); control
    /// characters escaped, so no token text can break the section.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `14`, `0.35`: integers without a fraction, others as Swift writes them (shortest).
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// `brandgen import`: design tokens at a path (a DTCG resolver document, a Tokens Studio
/// folder, a folder of Figma's `*.tokens.json`, or one token file) read into a theme.
public enum TokenImport {
    /// The theme, and what was left out (each at its file and line).
    public static func read(
        _ path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()
    ) throws(TokenImportError) -> (theme: ImportedTheme, diagnostics: [Diagnostic]) {
        guard fileSystem.fileExists(atPath: path) else {
            throw TokenImportError("no such file or folder: \(DisplayText.escaped(path))", hint: "name the tokens' resolver document, file or folder")
        }
        let limits = ParseLimits.default
        let modes = try TokenModes.read(
            path, isFolder: fileSystem.isDirectory(atPath: path),
            list: { (try? fileSystem.contentsOfDirectory(atPath: $0)) ?? [] },
            read: { (file: String) throws(TokenImportError) -> Node in
                let bytes: [UInt8]
                do {
                    bytes = try fileSystem.contents(atPath: file, maxBytes: limits.maxInputBytes)
                } catch {
                    throw TokenImportError("\(DisplayText.escaped(file)): \(error)", hint: "check the path, and that the file is at most 8 MiB")
                }
                let parsed = bytes.withUnsafeBufferPointer { buffer in
                    Result { () throws(YAMLError) -> Node in try JSONParser(limits: limits).parse(bytes: buffer) }
                }
                switch parsed {
                case .success(let tree): return tree
                case .failure(let error):
                    throw TokenImportError(
                        "\(DisplayText.escaped(file)):\(error.mark.line):\(error.mark.column): not JSON: \(error.message)",
                        hint: error.hint ?? "design tools export tokens as JSON; export the file again")
                }
            })
        var importer = TokenImporter(modes: modes)
        let theme = importer.theme()
        return (theme, importer.problems)
    }
}
