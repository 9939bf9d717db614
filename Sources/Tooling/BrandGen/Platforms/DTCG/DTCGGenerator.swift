import BrandModel
import YAMLNode

/// `dtcg/<id>.tokens.json`: the brand's theme in the Design Tokens Community Group Format
/// Module 2025.10. Mapping rules: docs/exports.md.
public struct DTCGGenerator: PlatformGenerator {
    /// The reverse-domain key of this project's `$extensions` (springs, easing, contrast pairs).
    public static let extensionKey = "org.brandengine"

    public init() {}

    public var platform: Platform { .dtcg }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        let theme = brand.profile.theme
        let references = brand.tokenReferences
        // Every name first, so an alias to a name that is also a group can point at its `$root`.
        // Checked names have no empty part, so a name is its path's parts joined by dots: the
        // full names, and the groups they open, are sets of text (no tree of names).
        var fullNames = Set<String>()
        var groupNames = Set<String>()
        var allPlain = true
        var count = 0
        for (themeGroup, tokenNames) in [
            (ThemeGroup.colors, theme.colors.names), (.typography, theme.typography.names), (.spacing, theme.spacing.names),
            (.animation, theme.animation.names),
        ] {
            let group = themeGroup.rawValue
            count += tokenNames.count
            for name in tokenNames {
                let isPlain = TokenList.isPlain(name)
                if !isPlain { try Self.checkName(name, group: group) }
                allPlain = allPlain && isPlain
                guard !references.isEmpty else { continue }
                fullNames.insert(group + "." + name)
                var prefix = group
                for part in DotPath.segments(name).dropLast() {
                    prefix += "."
                    prefix += part
                    groupNames.insert(prefix)
                }
            }
        }
        func alias(_ group: ThemeGroup, _ name: String) -> DTCGToken? {
            guard !references.isEmpty, let target = references[group.path(name)] else { return nil }
            let isRoot = fullNames.contains(target) && groupNames.contains(target)
            return .alias("{" + target + (isRoot ? "." + TokenTree.rootKey : "") + "}")
        }
        func fill(_ tree: inout some DTCGTokenGroups) throws(GenerationError) {
            let colors = ThemeGroup.colors.rawValue
            tree.setProperty("$type", "color", group: colors, name: nil)
            for (name, color) in theme.colors {
                let rgba = try color.channels(named: name)
                tree.insert(alias(.colors, name) ?? .color(rgba), group: colors, name: name, timing: nil)
            }
            let spacing = ThemeGroup.spacing.rawValue
            tree.setProperty("$type", "dimension", group: spacing, name: nil)
            for (name, value) in theme.spacing {
                tree.insert(alias(.spacing, name) ?? .dimension(value), group: spacing, name: name, timing: nil)
            }
            // The DTCG type's name is the group's.
            let typography = ThemeGroup.typography.rawValue
            tree.setProperty("$type", .string(typography), group: typography, name: nil)
            for (name, style) in theme.typography {
                tree.insert(alias(.typography, name) ?? .typography(style), group: typography, name: name, timing: nil)
            }
            let animation = ThemeGroup.animation.rawValue
            for (name, preset) in theme.animation {
                // A preset is a group: its timings are `duration` tokens, the rest DTCG has no type for.
                var extensionPairs: [(String, Node)] = []
                if let target = references[ThemeGroup.animation.path(name)] { extensionPairs.append(("alias", .string("{" + target + "}"))) }
                if let spring = preset.spring {
                    extensionPairs.append(("spring", .object([("dampingFraction", .number(spring.damping)), ("response", .number(spring.response))])))
                }
                // The profile's own spellings (`repeat`, `trigger`), so a reader maps them back.
                if preset.repeats { extensionPairs.append(("repeat", true)) }
                if let trigger = preset.trigger { extensionPairs.append(("trigger", .string(trigger.rawValue))) }
                if let scale = preset.scaleFrom { extensionPairs.append(("scaleFrom", .number(scale))) }
                if let scale = preset.scaleTo { extensionPairs.append(("scaleTo", .number(scale))) }
                if let reduce = preset.reduceMotion { extensionPairs.append(("reduceMotion", .string(reduce.rawValue))) }
                tree.setProperty("$extensions", .object([(Self.extensionKey, .object(extensionPairs.sorted { $0.0 < $1.0 }))]), group: animation, name: name)
                for (timing, seconds) in [("delay", preset.delay), ("duration", preset.duration), ("stagger", preset.stagger)] {
                    guard let seconds else { continue }
                    tree.insert(.duration(seconds), group: animation, name: name, timing: timing)
                }
                // A curve is a `cubicBezier` token; with a duration, the preset is also a `transition`.
                if let curve = preset.easing.flatMap(EasingCurve.controlPoints(of:)) {
                    tree.insert(.cubicBezier(curve), group: animation, name: name, timing: "easing")
                    if let duration = preset.duration {
                        tree.insert(.transition(duration: duration, delay: preset.delay ?? 0, curve: curve), group: animation, name: name, timing: "transition")
                    }
                }
            }
            tree.setProperty("$description", .string("\(brand.profile.name) design tokens, generated by brandgen from \(brand.id)'s profile."), group: nil, name: nil)
            if !theme.contrastPairs.isEmpty {
                let pairs = theme.contrastPairs.map { pair in
                    Node.object([("background", .string("{colors.\(pair.background)}")), ("foreground", .string("{colors.\(pair.foreground)}"))])
                }
                tree.setProperty("$extensions", .object([(Self.extensionKey, .object([("contrastPairs", .array(pairs))]))]), group: nil, name: nil)
            }
        }
        let bytes = try Self.written(allPlain: allPlain, capacity: count + 4, list: { (list: inout TokenList) throws(GenerationError) in try fill(&list) }, tree: { (tree: inout TokenTree) throws(GenerationError) in try fill(&tree) })
        var files = [GeneratedFile(path: "\(platform.folder)/\(brand.id).tokens.json", bytes)]
        for appearance in theme.appearances where appearance != .light {
            files.append(try Self.appearanceFile(brand, appearance, allPlain: allPlain, path: "\(platform.folder)/\(Self.appearanceFileName(brand.id, appearance))"))
        }
        files.append(GeneratedFile(path: "\(platform.folder)/\(brand.id).resolver.json", json: Self.resolver(brand)))
        return files
    }

    /// The name of the modifier that picks an appearance in the resolver document.
    public static let appearanceModifier = "appearance"

    /// `<id>.<appearance>.tokens.json`, beside the brand's tokens.
    public static func appearanceFileName(_ id: String, _ appearance: Appearance) -> String {
        "\(id).\(appearance.rawValue).tokens.json"
    }

    /// One appearance's colours: every colour token as that appearance resolves it, values
    /// rather than aliases (an alias would be resolved against the merged set, where an
    /// override of its own target could differ from the profile's appearance).
    static func appearanceFile(_ brand: BrandSource, _ appearance: Appearance, allPlain: Bool, path: String) throws(GenerationError) -> GeneratedFile {
        func fill(_ tree: inout some DTCGTokenGroups) throws(GenerationError) {
            let colors = ThemeGroup.colors.rawValue
            tree.setProperty("$type", "color", group: colors, name: nil)
            for (name, color) in brand.profile.theme.colors(in: appearance) {
                tree.insert(.color(try color.channels(named: name)), group: colors, name: name, timing: nil)
            }
            tree.setProperty("$description", .string("\(brand.profile.name): the \(appearance.rawValue) appearance's colours, generated by brandgen from \(brand.id)'s profile."), group: nil, name: nil)
        }
        let bytes = try written(allPlain: allPlain, capacity: brand.profile.theme.colors.count + 2, list: { (list: inout TokenList) throws(GenerationError) in try fill(&list) }, tree: { (tree: inout TokenTree) throws(GenerationError) in try fill(&tree) })
        return GeneratedFile(path: path, bytes)
    }

    /// A tokens file's bytes: filled into a ``TokenList`` when every name is plain (the fast
    /// path), else into a ``TokenTree``; `list` and `tree` are the same filling.
    private static func written(
        allPlain: Bool, capacity: Int,
        list fillList: (inout TokenList) throws(GenerationError) -> Void, tree fillTree: (inout TokenTree) throws(GenerationError) -> Void
    ) throws(GenerationError) -> ByteWriter {
        var json = JSONWriter()
        if allPlain {
            var list = TokenList(capacity: capacity)
            try fillList(&list)
            list.write(into: &json)
        } else {
            var tree = TokenTree()
            try fillTree(&tree)
            tree.write(into: &json)
        }
        var bytes = json.output
        bytes.append(byte: UInt8(ascii: "\n"))
        return bytes
    }

    /// The DTCG Resolver Module 2025.10 document: the brand's tokens as a set, then the
    /// `appearance` modifier, one context per appearance (light adds nothing; an appearance
    /// the brand lacks uses the file of the one it shows instead, as the engine does).
    static func resolver(_ brand: BrandSource) -> Node {
        let theme = brand.profile.theme
        func reference(_ file: String) -> Node { .object([("$ref", .string(file))]) }
        let contexts: [(String, Node)] = Appearance.allCases.map { appearance in
            let shown = theme.appearance(shownFor: appearance)
            return (appearance.rawValue, .array(shown == .light ? [] : [reference(appearanceFileName(brand.id, shown))]))
        }
        return .object([
            ("description", .string("\(brand.profile.name) design tokens in every appearance, generated by brandgen from \(brand.id)'s profile.")),
            ("modifiers", .object([
                (appearanceModifier, .object([
                    ("contexts", .object(contexts)),
                    ("default", .string(Appearance.light.rawValue)),
                    ("description", "How the app is shown: light or dark, at standard or increased contrast."),
                ])),
            ])),
            ("name", .string(brand.id)),
            ("resolutionOrder", .array([reference("#/sets/\(brand.id)"), reference("#/modifiers/\(appearanceModifier)")])),
            ("sets", .object([(brand.id, .object([("sources", .array([reference("\(brand.id).tokens.json")]))]))])),
            ("version", "2025.10"),
        ])
    }

    /// DTCG names may not start with `$` or hold `{`, `}` or `.` (dots separate groups here).
    private static func checkName(_ name: String, group: String) throws(GenerationError) {
        if TokenList.isPlain(name) { return }
        for segment in DotPath.segments(name, omittingEmpty: false) {
            // Braces are looked for as text only where their bytes are (`contains` here is Foundation's search).
            let hasBrace = segment.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } && (segment.contains("{") || segment.contains("}"))
            if segment.isEmpty || segment.hasPrefix("$") || hasBrace {
                throw GenerationError(
                    "\(group).\(name) cannot be a DTCG token name: no part may be empty, start with `$` or hold `{` or `}`",
                    hint: "rename the token")
            }
        }
    }
}
