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
        BrandProfile(
            id: try text(node, "id"),
            name: try text(node, "name"),
            base: node["extends"]?.string,
            locales: try locales(node),
            currency: try text(node, "currency"),
            appBar: try appBar(node),
            flags: try flags(node),
            oddsBoost: oddsBoost(node),
            cacheTimeToLive: cacheTimeToLive(node),
            theme: try theme(node["theme"], positions: tokenPositions),
            strings: strings(node["strings"]))
    }

    /// Decodes every section it can, for the lint rules of a profile with errors: sections
    /// in `broken` get neutral values, and a section that fails to decode joins them.
    static func decodeSections(
        _ node: Node, fallbackID: String, broken: Set<ProfileSection>, tokenPositions: [[String: Int32]?] = []
    ) -> (profile: BrandProfile, broken: Set<ProfileSection>, problems: [Problem]) {
        var broken = broken
        var problems: [Problem] = []
        func section<Value>(_ section: ProfileSection, _ neutral: Value, _ decode: () throws(Problem) -> Value) -> Value {
            guard !broken.contains(section) else { return neutral }
            do {
                return try decode()
            } catch {
                broken.insert(section)
                problems.append(error)
                return neutral
            }
        }
        let identity = section(.identity, (fallbackID, fallbackID)) { () throws(Problem) in (try text(node, "id"), try text(node, "name")) }
        let neutralAppBar = AppBarProfile(
            signedOut: [], signedIn: [], pendingBetsLabel: .myBets, potIcon: nil,
            toolSlot: ToolSlotProfile(kind: .none, handler: "none", observesBalance: false, userTrayDismissalDelay: nil, config: nil))
        let profile = BrandProfile(
            id: identity.0,
            name: identity.1,
            base: node["extends"]?.string,
            locales: section(.locales, []) { () throws(Problem) in try locales(node) },
            currency: section(.currency, "") { () throws(Problem) in try text(node, "currency") },
            appBar: section(.appBar, neutralAppBar) { () throws(Problem) in try appBar(node) },
            flags: section(.flags, FeatureFlags()) { () throws(Problem) in try flags(node) },
            oddsBoost: section(.betslip, nil) { oddsBoost(node) },
            cacheTimeToLive: section(.cache, BrandProfile.defaultCacheTimeToLive) { cacheTimeToLive(node) },
            theme: section(.theme, Theme()) { () throws(Problem) in try theme(node["theme"], positions: tokenPositions) },
            strings: section(.strings, LocalizedStrings(Node.Mapping())) { strings(node["strings"]) })
        return (profile, broken, problems)
    }

    private static func locales(_ node: Node) throws(Problem) -> [String] {
        (try required(node, "locales")).sequence?.compactMap(\.string) ?? []
    }

    private static func appBar(_ node: Node) throws(Problem) -> AppBarProfile {
        let appBar = try required(node, "appBar")
        let toolSlot = try required(appBar, "toolSlot")
        let toolSlotProfile = ToolSlotProfile(
            kind: ToolSlotKind(rawValue: try text(toolSlot, "kind")) ?? .none,
            handler: try text(toolSlot, "handler"),
            observesBalance: toolSlot["observeBalance"]?.bool ?? false,
            userTrayDismissalDelay: toolSlot["dismissUserTrayFirst"]?.string.flatMap(DurationText.parse),
            secondTapDuringDismissal: toolSlot["secondTapDuringDismissal"]?.string.flatMap(SecondTapDuringDismissal.init(rawValue:)) ?? .open,
            bundledBalance: toolSlot["bundled"]?["balance"]?.int,
            config: toolSlot["config"])
        return AppBarProfile(
            signedOut: try items(appBar, "signedOut"),
            signedIn: try items(appBar, "signedIn"),
            pendingBetsLabel: PendingBetsLabel(rawValue: try text(appBar, "pendingBetsLabel")) ?? .myBets,
            potIcon: appBar["potIcon"]?.string,
            toolSlot: toolSlotProfile,
            minimumRightItems: appBar["layout"]?["minimumRightItems"]?.int ?? 0)
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

    private static func oddsBoost(_ node: Node) -> OddsBoostProfile? {
        node["betslip"]?["oddsBoost"]?.mapping.map { boost in
            OddsBoostProfile(tiers: (boost["tiers"]?.sequence ?? []).map { tier in
                OddsBoostTierProfile(minSelections: tier["minSelections"]?.int ?? 0, percent: tier["percent"]?.double ?? 0)
            })
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

    private static func theme(_ node: Node?, positions: [[String: Int32]?]) throws(Problem) -> Theme {
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
        theme.colors = try group(.colors, colors) { index in ColorToken(colors.entries[index].value.string ?? "") }
        theme.appearanceColors = appearanceColors(node[Appearance.themeKey], light: theme.colors)
        theme.contrastPairs = (node["contrastPairs"]?.sequence ?? []).compactMap { pair in
            guard let foreground = pair["foreground"]?.string, let background = pair["background"]?.string else { return nil }
            return ContrastPair(foreground: foreground, background: background)
        }
        let typography = node[ThemeGroup.typography.rawValue]?.mapping ?? .init()
        theme.typography = try group(.typography, typography) { index throws(Problem) in
            let style = typography.entries[index].value
            guard let family = style["family"]?.string, let size = style["size"]?.double, let weight = style["weight"]?.string else {
                throw Problem(message: "text style \"\(typography.entries[index].key)\" is not resolved to a style", mark: style.mark)
            }
            return TextStyle(family: family, size: size, weight: weight, lineHeight: style["lineHeight"]?.double)
        }
        let spacing = node[ThemeGroup.spacing.rawValue]?.mapping ?? .init()
        theme.spacing = try group(.spacing, spacing) { index throws(Problem) in
            guard let value = spacing.entries[index].value.double else {
                throw Problem(message: "spacing \"\(spacing.entries[index].key)\" is not resolved to a number", mark: spacing.entries[index].value.mark)
            }
            return value
        }
        let animation = node[ThemeGroup.animation.rawValue]?.mapping ?? .init()
        theme.animation = try group(.animation, animation) { index throws(Problem) in
            guard case .mapping(let fields) = animation.entries[index].value.value else {
                throw Problem(
                    message: "animation \"\(animation.entries[index].key)\" is not resolved to a preset", mark: animation.entries[index].value.mark)
            }
            return animationPreset(fields)
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
