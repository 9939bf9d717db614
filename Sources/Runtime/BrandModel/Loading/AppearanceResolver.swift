import Spelling
import YAMLNode

/// Resolves the appearances a profile declares under `theme.appearances`: each one's colour
/// overrides laid over the light colours as written (``Appearance/layers``), then token
/// references resolved within that set, so a light token written as a reference follows an
/// override of the token it names.
///
/// Linear in the colours per appearance, and there are at most three: each is one pass of
/// the ``TokenResolver`` over the colours with the overrides swapped in.
enum AppearanceResolver {
    /// What resolving the appearances produced.
    struct Resolution {
        /// The light-resolved profile with `theme.appearances` replaced by the resolved layers:
        /// per appearance the profile has, the values that differ from the layers under it
        /// (and every override written), none a reference; a dark high contrast the profile
        /// does not declare only when it differs from its layers' composition. Laid over the resolved light
        /// colours as ``Appearance/layers`` says, they give each appearance's colours again,
        /// so the document stands alone (``ProfileLoad/standaloneDocument``).
        var profile: Node
        var problems: [Problem] = []
        /// Light colours that an override names by reference (`neutral.night` in
        /// `appBar.background: "{colors.neutral.night}"`): used, though light never reads them.
        var namedColors: Set<String> = []
    }

    enum Problem {
        /// An override of a colour the light theme does not have: ignored, and an error.
        /// `suggestions` are the light colours as close to `name` as the closest (one when the
        /// did-you-mean is unambiguous); `existing` is where the same layer already overrides
        /// the first of them, which a rename would then override again.
        case unknownOverride(appearance: Appearance, name: String, keyMark: Mark, suggestions: [String], existing: Mark?)
        /// A reference problem a layer causes in `appearance` (the first appearance it shows
        /// in), at the override that causes it.
        case token(appearance: Appearance, TokenResolver.Problem)

        /// The appearance whose layer has the problem.
        var appearance: Appearance {
            switch self {
            case .unknownOverride(let appearance, _, _, _, _), .token(let appearance, _): appearance
            }
        }
    }

    /// Up to this many unknown overrides per profile get a did-you-mean.
    static let suggestionLimit = 20

    /// `merged` is the profile before references are resolved, `resolved` the light
    /// resolution of it; `reporting` is handed to the token resolver.
    static func resolve(merged: Node, resolved: Node, reporting: TokenResolver.Reporting) -> Resolution {
        guard let theme = merged["theme"]?.mapping, let declared = theme[Appearance.themeKey]?.mapping else {
            return Resolution(profile: resolved)
        }
        let lightColors = theme[ThemeGroup.colors.rawValue]?.mapping ?? .init()
        var position: [String: Int] = [:]
        position.reserveCapacity(lightColors.count)
        for index in lightColors.entries.indices { position[lightColors.entries[index].key] = index }

        var result = Resolution(profile: resolved)
        // Each declared layer's overrides of known colours, as (position in light, value).
        var layers: [Appearance: [(position: Int, value: Node, key: String)]] = [:]
        var vocabulary: SpellingSuggestion.Vocabulary?
        var suggestions = 0
        for appearance in Appearance.allCases where appearance != .light {
            guard let layer = declared[appearance.rawValue] else { continue }
            var overrides: [(position: Int, value: Node, key: String)] = []
            for entry in layer[ThemeGroup.colors.rawValue]?.mapping?.entries ?? [] {
                guard let index = position[entry.key] else {
                    var closest: [String] = []
                    if suggestions < suggestionLimit {
                        suggestions += 1
                        if vocabulary == nil { vocabulary = SpellingSuggestion.Vocabulary(lightColors.keys) }
                        closest = vocabulary!.closest(to: entry.key)
                    }
                    let existing = closest.first.flatMap { layer[ThemeGroup.colors.rawValue]?.mapping?.entry(forKey: $0)?.keyMark }
                    result.problems.append(.unknownOverride(
                        appearance: appearance, name: entry.key, keyMark: entry.keyMark, suggestions: closest, existing: existing))
                    continue
                }
                if let target = TokenResolver.parts(ofReference: entry.value.string ?? "") {
                    let group = TokenResolver.groups[target.group]
                    guard group == ThemeGroup.colors.rawValue else {
                        // Checked here, so that each appearance resolves its colours alone.
                        result.problems.append(.token(appearance: appearance, TokenResolver.Problem(
                            kind: .wrongType,
                            message: "\"{\(group).\(target.name)}\" names a \(group) token, but \(ThemeGroup.colors.path(entry.key)) must be a colour",
                            mark: entry.value.mark, hint: "refer to a token of the colors group, or write the colour itself")))
                        continue
                    }
                    result.namedColors.insert(target.name)
                }
                overrides.append((index, entry.value, entry.key))
            }
            layers[appearance] = overrides
        }
        let had = Self.appearances(declared: Set(layers.keys))
        guard !had.isEmpty else { return result }

        let lightResolved = resolved["theme"]?[ThemeGroup.colors.rawValue]?.mapping ?? .init()
        var reported: Set<Mark> = []
        var written: [Appearance: Node.Mapping] = [:]
        var resolvedLayers = Node.Mapping()
        for appearance in had {
            var overlay = lightColors
            var overridden: [Bool] = Array(repeating: false, count: lightColors.count)
            var causes: Set<Mark> = []
            for layer in appearance.layers {
                for override in layers[layer] ?? [] {
                    overlay.entries[override.position].value = override.value
                    // Written out even when the layers under it give the same value: its own override.
                    if layer == appearance { overridden[override.position] = true }
                    causes.insert(override.value.mark)
                }
            }
            // The colours alone: a colour refers only to colours (an override naming another
            // group is refused above), and the other groups are light's, resolved already.
            let colorsKeyMark = theme.entry(forKey: ThemeGroup.colors.rawValue)?.keyMark ?? merged.mark
            let overlaidTheme = Node.Mapping([.init(key: ThemeGroup.colors.rawValue, keyMark: colorsKeyMark, value: Node(.mapping(overlay), mark: colorsKeyMark))])
            let document = Node(.mapping(Node.Mapping([.init(key: "theme", keyMark: merged.mark, value: Node(.mapping(overlaidTheme), mark: merged.mark))])), mark: merged.mark)
            let resolution = TokenResolver.resolve(document, reporting: reporting, recordingReferences: false)
            // Problems light has are light's; what is new here is at an override.
            for problem in resolution.problems where causes.contains(problem.mark) && reported.insert(problem.mark).inserted {
                result.problems.append(.token(appearance: appearance, problem))
            }
            let colors = resolution.profile["theme"]?[ThemeGroup.colors.rawValue]?.mapping ?? .init()
            // What this appearance's layer must hold so that, laid over the layers under it as
            // written, it gives these colours.
            var under = lightResolved
            for layer in appearance.layers.dropLast() {
                guard let lower = written[layer] else { continue }
                under = Self.laid(lower, over: under)
            }
            var layer = Node.Mapping()
            for index in colors.entries.indices where index < under.entries.count {
                let entry = colors.entries[index]
                guard overridden[index] || entry.value.value != under.entries[index].value.value else { continue }
                layer.entries.append(entry)
            }
            written[appearance] = layer
            // A composed dark high contrast that its layers already give is not written: the
            // reload composes it the same, and a written layer is one the profile declared
            // or one the composition needs (`appearance-empty` reads them so).
            if layers[appearance] == nil, layer.entries.isEmpty { continue }
            let mark = declared[appearance.rawValue]?.mark ?? merged.mark
            let keyMark = declared.entry(forKey: appearance.rawValue)?.keyMark ?? mark
            resolvedLayers.entries.append(.init(
                key: appearance.rawValue, keyMark: keyMark,
                value: Node(.mapping(Node.Mapping([.init(key: ThemeGroup.colors.rawValue, keyMark: keyMark, value: Node(.mapping(layer), mark: mark))])), mark: mark)))
        }
        result.profile = replacingAppearances(in: resolved, with: resolvedLayers)
        return result
    }

    /// The appearances a profile has beyond light, given the layers it declares: each one
    /// declared, and dark high contrast also when dark and high contrast both are.
    static func appearances(declared: Set<Appearance>) -> [Appearance] {
        Appearance.allCases.filter { appearance in
            guard appearance != .light else { return false }
            if declared.contains(appearance) { return true }
            return appearance == .darkHighContrast && declared.contains(.dark) && declared.contains(.highContrast)
        }
    }

    /// `layer`'s values laid over `colors` by name; names `colors` lacks are left out.
    static func laid(_ layer: Node.Mapping, over colors: Node.Mapping) -> Node.Mapping {
        guard !layer.entries.isEmpty else { return colors }
        var colors = colors
        var position: [String: Int] = [:]
        position.reserveCapacity(colors.count)
        for index in colors.entries.indices { position[colors.entries[index].key] = index }
        for entry in layer.entries {
            guard let index = position[entry.key] else { continue }
            colors.entries[index].value = entry.value
        }
        return colors
    }

    private static func replacingAppearances(in profile: Node, with layers: Node.Mapping) -> Node {
        guard case .mapping(var root) = profile.value, let themeIndex = root.entries.firstIndex(where: { $0.key == "theme" }),
              case .mapping(var theme) = root.entries[themeIndex].value.value,
              let index = theme.entries.firstIndex(where: { $0.key == Appearance.themeKey }) else { return profile }
        theme.entries[index].value.value = .mapping(layers)
        root.entries[themeIndex].value.value = .mapping(theme)
        return Node(.mapping(root), mark: profile.mark)
    }
}
