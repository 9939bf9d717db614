import Localization
import YAMLNode

/// Builds the typed ``BrandProfile`` from a merged, resolved profile that passed the schema.
///
/// The schema has already said everything a person needs to hear about shape and types;
/// what could still be wrong here (a token reference left unresolved) comes back as
/// a ``Problem`` rather than a guess.
enum ProfileDecoder {
    struct Problem: Error {
        var message: String
        var mark: Mark
    }

    /// `tokenPositions` are the token resolver's tables of each group's names
    /// (``TokenResolver/Resolution/tokenPositions``), when `node` is its resolved profile.
    static func decode(_ node: Node, tokenPositions: [[String: Int32]?] = []) throws(Problem) -> BrandProfile {
        var parts = Parts(strict: true)
        return try profile(node, fallbackID: "", tokenPositions: tokenPositions, parts: &parts)
    }

    /// Decodes every part it can (``ProfilePath``), for the lint rules of a profile with
    /// errors: parts in `broken` get neutral values, and a part that fails to decode joins them.
    static func decodeSections(
        _ node: Node, fallbackID: String, broken: Set<ProfilePath>, tokenPositions: [[String: Int32]?] = []
    ) -> (profile: BrandProfile, broken: Set<ProfilePath>, problems: [Problem]) {
        var parts = Parts(strict: false, broken: broken)
        // Not strict, no part throws: the neutral profile is only what the compiler asks for.
        let profile = (try? profile(node, fallbackID: fallbackID, tokenPositions: tokenPositions, parts: &parts))
            ?? BrandProfile(
                id: fallbackID, name: fallbackID, base: nil, locales: [], currency: "", appBar: neutralAppBar, flags: FeatureFlags(),
                oddsBoost: nil, cacheTimeToLive: BrandProfile.defaultCacheTimeToLive, theme: Theme(), strings: LocalizedStrings(Node.Mapping()))
        return (profile, parts.broken, parts.problems)
    }

    /// How the parts of a profile are decoded: strictly (the first problem ends it), or each
    /// on its own, with a neutral value for a broken one.
    struct Parts {
        var strict: Bool
        var broken: Set<ProfilePath> = []
        var problems: [Problem] = []

        mutating func part<Value>(_ path: ProfilePath, _ neutral: Value, _ decode: () throws(Problem) -> Value) throws(Problem) -> Value {
            if strict { return try decode() }
            guard !broken.contains(path) else { return neutral }
            do {
                return try decode()
            } catch {
                broken.insert(path)
                // A missing `appBar` fails each of its parts alike: said once. A part per
                // problem at most, so the search stays within a few dozen comparisons.
                if !problems.contains(where: { $0.message == error.message && $0.mark == error.mark }) { problems.append(error) }
                return neutral
            }
        }
    }

    static let neutralAppBar = AppBarProfile(
        signedOut: [], signedIn: [], pendingBetsLabel: .myBets, potIcon: nil,
        toolSlot: ToolSlotProfile(kind: .none, handler: "none", observesBalance: false, userTrayDismissalDelay: nil, config: nil))

    private static func profile(
        _ node: Node, fallbackID: String, tokenPositions: [[String: Int32]?], parts: inout Parts
    ) throws(Problem) -> BrandProfile {
        let identity = try parts.part(.identity, (fallbackID, fallbackID)) { () throws(Problem) in (try text(node, "id"), try text(node, "name")) }
        let oddsBoostPresent = try parts.part(.oddsBoost, false) { node["betslip"]?["oddsBoost"]?.mapping != nil }
        let tiers = try parts.part(.oddsBoostTiers, []) { oddsBoostTiers(node) }
        return BrandProfile(
            id: identity.0,
            name: identity.1,
            base: node["extends"]?.string,
            locales: try parts.part(.locales, []) { () throws(Problem) in try locales(node) },
            currency: try parts.part(.currency, "") { () throws(Problem) in try text(node, "currency") },
            appBar: try appBar(node, parts: &parts),
            flags: try parts.part(.flags, FeatureFlags()) { () throws(Problem) in try flags(node) },
            oddsBoost: oddsBoostPresent ? OddsBoostProfile(tiers: tiers) : nil,
            cacheTimeToLive: try parts.part(.cache, BrandProfile.defaultCacheTimeToLive) { cacheTimeToLive(node) },
            theme: try theme(node["theme"], positions: tokenPositions, parts: &parts),
            strings: try parts.part(.strings, LocalizedStrings(Node.Mapping())) { strings(node["strings"]) },
            flagContext: try parts.part(.flagContext, .standard) { FlagDecoder.context(node[ProfilePath.flagContext.rawValue]) })
    }

    private static func locales(_ node: Node) throws(Problem) -> [LocaleIdentifier] {
        (try required(node, "locales")).sequence?.compactMap { $0.string.map { LocaleIdentifier($0) } } ?? []
    }

    private static func appBar(_ node: Node, parts: inout Parts) throws(Problem) -> AppBarProfile {
        let neutral = neutralAppBar
        let toolSlot = try parts.part(.appBarToolSlot, neutral.toolSlot) { () throws(Problem) in
            let toolSlot = try required(try required(node, "appBar"), "toolSlot")
            return ToolSlotProfile(
                kind: ToolSlotKind(rawValue: try text(toolSlot, "kind")) ?? .none,
                handler: try text(toolSlot, "handler"),
                observesBalance: toolSlot["observeBalance"]?.bool ?? false,
                userTrayDismissalDelay: toolSlot["dismissUserTrayFirst"]?.string.flatMap(DurationText.parse),
                secondTapDuringDismissal: toolSlot["secondTapDuringDismissal"]?.string.flatMap(SecondTapDuringDismissal.init(rawValue:)) ?? .open,
                bundledBalance: toolSlot["bundled"]?["balance"]?.int,
                config: toolSlot["config"])
        }
        return AppBarProfile(
            signedOut: try parts.part(.appBarSignedOut, neutral.signedOut) { () throws(Problem) in try items(try required(node, "appBar"), "signedOut") },
            signedIn: try parts.part(.appBarSignedIn, neutral.signedIn) { () throws(Problem) in try items(try required(node, "appBar"), "signedIn") },
            pendingBetsLabel: try parts.part(.appBarPendingBetsLabel, neutral.pendingBetsLabel) { () throws(Problem) in
                PendingBetsLabel(rawValue: try text(try required(node, "appBar"), "pendingBetsLabel")) ?? .myBets
            },
            potIcon: try parts.part(.appBarPotIcon, neutral.potIcon) { node["appBar"]?["potIcon"]?.string },
            toolSlot: toolSlot,
            minimumRightItems: try parts.part(.appBarLayout, neutral.minimumRightItems) { node["appBar"]?["layout"]?["minimumRightItems"]?.int ?? 0 })
    }

    private static func flags(_ node: Node) throws(Problem) -> FeatureFlags {
        // Keys of a mapping are unique (the parser refuses duplicates): appended, not set one
        // by one, which would search the flags so far for each.
        var definitions: [(name: String, definition: FlagDefinition)] = []
        for entry in node["flags"]?.mapping?.entries ?? [] {
            definitions.append((entry.key, try FlagDecoder.definition(name: entry.key, entry.value)))
        }
        return FeatureFlags(definitions)
    }

    private static func oddsBoostTiers(_ node: Node) -> [OddsBoostTierProfile] {
        (node["betslip"]?["oddsBoost"]?["tiers"]?.sequence ?? []).map { tier in
            OddsBoostTierProfile(minSelections: tier["minSelections"]?.int ?? 0, percent: tier["percent"]?.double ?? 0)
        }
    }

    private static func cacheTimeToLive(_ node: Node) -> Duration {
        node["cache"]?["ttl"]?.string.flatMap(DurationText.parse) ?? BrandProfile.defaultCacheTimeToLive
    }

    private static func required(_ node: Node, _ key: String) throws(Problem) -> Node {
        guard let value = node[key] else { throw Problem(message: "missing \"\(key)\"", mark: node.mark) }
        return value
    }

    private static func text(_ node: Node, _ key: String) throws(Problem) -> String {
        let value = try required(node, key)
        guard let text = value.string else { throw Problem(message: "\"\(key)\" must be a string", mark: value.mark) }
        return text
    }

    private static func items(_ node: Node, _ key: String) throws(Problem) -> [AppBarItem] {
        (try required(node, key)).sequence?.compactMap { $0.string.flatMap(AppBarItem.init(rawValue:)) } ?? []
    }

    private static func theme(_ node: Node?, positions: [[String: Int32]?], parts: inout Parts) throws(Problem) -> Theme {
        guard let node else { return Theme() }
        var theme = Theme()
        /// The group's table of positions from the resolver, when it covers `mapping` exactly.
        func known(_ group: ThemeGroup, _ mapping: Node.Mapping) -> [String: Int32]? {
            guard let index = ThemeGroup.allCases.firstIndex(of: group), index < positions.count,
                  let table = positions[index], table.count == mapping.count else { return nil }
            return table
        }
        /// A group of `mapping`'s tokens in order, each value made by `value`.
        func group<Value>(_ name: ThemeGroup, _ mapping: Node.Mapping, _ value: (Int) throws(Problem) -> Value) throws(Problem) -> TokenGroup<Value> {
            if let table = known(name, mapping) {
                var values: [Value] = []
                values.reserveCapacity(mapping.count)
                for index in mapping.entries.indices { values.append(try value(index)) }
                return TokenGroup(names: mapping.entries.map(\.key), values: values, positions: table)
            }
            var tokens = TokenGroup<Value>()
            tokens.reserveCapacity(mapping.count)
            // Entries by position throughout: iterating a mapping copies each entry, key and value.
            for index in mapping.entries.indices { tokens[mapping.entries[index].key] = try value(index) }
            return tokens
        }
        let colors = node[ThemeGroup.colors.rawValue]?.mapping ?? .init()
        theme.colors = try parts.part(.themeColors, TokenGroup()) { () throws(Problem) in
            try group(.colors, colors) { index in ColorToken(colors.entries[index].value.string ?? "") }
        }
        let light = theme.colors
        theme.appearanceColors = try parts.part(.themeAppearances, [:]) { appearanceColors(node[Appearance.themeKey], light: light) }
        theme.contrastPairs = try parts.part(.themeContrastPairs, []) {
            (node["contrastPairs"]?.sequence ?? []).compactMap { pair in
                guard let foreground = pair["foreground"]?.string, let background = pair["background"]?.string else { return nil }
                return ContrastPair(foreground: foreground, background: background)
            }
        }
        let typography = node[ThemeGroup.typography.rawValue]?.mapping ?? .init()
        theme.typography = try parts.part(.themeTypography, TokenGroup()) { () throws(Problem) in
            try group(.typography, typography) { index throws(Problem) in
                let style = typography.entries[index].value
                guard let family = style["family"]?.string, let size = style["size"]?.double, let weight = style["weight"]?.string else {
                    throw Problem(message: "text style \"\(typography.entries[index].key)\" is not resolved to a style", mark: style.mark)
                }
                return TextStyle(family: family, size: size, weight: weight, lineHeight: style["lineHeight"]?.double)
            }
        }
        let spacing = node[ThemeGroup.spacing.rawValue]?.mapping ?? .init()
        theme.spacing = try parts.part(.themeSpacing, TokenGroup()) { () throws(Problem) in
            try group(.spacing, spacing) { index throws(Problem) in
                guard let value = spacing.entries[index].value.double else {
                    throw Problem(message: "spacing \"\(spacing.entries[index].key)\" is not resolved to a number", mark: spacing.entries[index].value.mark)
                }
                return value
            }
        }
        let animation = node[ThemeGroup.animation.rawValue]?.mapping ?? .init()
        theme.animation = try parts.part(.themeAnimation, TokenGroup()) { () throws(Problem) in
            try group(.animation, animation) { index throws(Problem) in
                guard case .mapping(let fields) = animation.entries[index].value.value else {
                    throw Problem(
                        message: "animation \"\(animation.entries[index].key)\" is not resolved to a preset", mark: animation.entries[index].value.mark)
                }
                return animationPreset(fields)
            }
        }
        return theme
    }

    /// Each appearance's colours: the resolved layers (``AppearanceResolver/Resolution/profile``)
    /// laid over the light colours in ``Appearance/layers`` order. A name light lacks is left out.
    private static func appearanceColors(_ node: Node?, light: TokenGroup<ColorToken>) -> [Appearance: TokenGroup<ColorToken>] {
        guard let declared = node?.mapping else { return [:] }
        var layers: [Appearance: Node.Mapping] = [:]
        for appearance in Appearance.allCases where appearance != .light {
            guard let layer = declared[appearance.rawValue] else { continue }
            layers[appearance] = layer[ThemeGroup.colors.rawValue]?.mapping ?? .init()
        }
        var colors: [Appearance: TokenGroup<ColorToken>] = [:]
        for appearance in AppearanceResolver.appearances(declared: Set(layers.keys)) {
            var group = light
            for layer in appearance.layers {
                for entry in layers[layer]?.entries ?? [] where group[entry.key] != nil {
                    group[entry.key] = ColorToken(entry.value.string ?? "")
                }
            }
            colors[appearance] = group
        }
        return colors
    }

    /// One pass over a preset's few keys rather than a search per field (keys are unique:
    /// the parser rejects duplicates).
    private static func animationPreset(_ fields: Node.Mapping) -> AnimationPreset {
        var preset = AnimationPreset()
        for index in fields.entries.indices {
            let value = fields.entries[index].value
            switch fields.entries[index].key {
            case "spring": preset.spring = AnimationPreset.Spring(response: value["response"]?.double ?? 0, damping: value["damping"]?.double ?? 0)
            case "easing": preset.easing = value.string
            case "duration": preset.duration = value.double
            case "delay": preset.delay = value.double
            case "stagger": preset.stagger = value.double
            case "repeat": preset.repeats = value.bool ?? false
            case "scaleFrom": preset.scaleFrom = value.double
            case "scaleTo": preset.scaleTo = value.double
            case "reduceMotion": preset.reduceMotion = value.string.flatMap(AnimationPreset.ReduceMotion.init(rawValue:))
            case "trigger": preset.trigger = value.string.flatMap(AnimationPreset.Trigger.init(rawValue:))
            default: break
            }
        }
        return preset
    }

    private static func strings(_ node: Node?) -> LocalizedStrings {
        LocalizedStrings(node?.mapping ?? .init())
    }
}
