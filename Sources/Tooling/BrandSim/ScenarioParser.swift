import AppBarEngine
import BrandModel
import Localization
import OddsBoost
import Spelling
import YAMLNode
import YAMLReader

/// Reads scenario files. Every mistake is a ``ScenarioError`` at its line, with a hint.
public struct ScenarioParser: Sendable {
    public var limits: ParseLimits

    public init(limits: ParseLimits = .default) {
        self.limits = limits
    }

    /// Step names, as written in `steps:`.
    public static let stepNames = [
        "signIn", "signOut", "balance", "toolInfo", "toolInfoEnds", "toolInfoFails", "betslipCount", "tap",
        "userTrayVisible", "lockerVisible", "advance", "selections", "stairs", "reduceMotion", "appearance",
        "cached", "fetchResult", "fetchFailure", "bundled", "openAppBar", "settle", "expect", "expectEffect",
        "remoteManifest", "remoteFailure", "tamper", "relaunch", "flagContext", "deliver", "toolSlotAction",
    ]

    /// The keys of a `flagContext` step: the context's user id, and the condition keys a
    /// flag rule matches on (`user` holds the user attributes).
    public static let flagContextKeys = [FlagContext.userIdKey] + FlagConditionKey.allCases.map(\.rawValue)

    /// The `expect` keys of a flag the engine reads: its value, its reason and the rule that
    /// decided (`flag.betslip-native`, `flag.betslip-native.reason`, `flag.betslip-native.rule`).
    public static func flagKeys(_ flag: FeatureFlag) -> (value: String, reason: String, rule: String) {
        let value = "flag." + flag.rawValue
        return (value, value + ".reason", value + ".rule")
    }

    /// Names people use for app-bar items, besides the items' own.
    public static let itemAliases: [String: AppBarItem] = [
        "betslip": .betslipCounter, "locker": .toolSlot, "toolbox": .toolSlot, "myBets": .pendingBets, "ourBets": .pendingBets,
    ]

    /// The `expect` key of a colour of the bar, as the current appearance resolves it:
    /// `color.appBar.background`.
    public static func colorKey(_ token: ColorTokenName) -> String { "color." + token.rawValue }

    /// Keys `expect` understands.
    public static let stateKeys = [
        "items", "layout", "balance", "toolBadge", "lockerVisible", "userTrayVisible", "betslipCount", "pendingBetsLabel", "potIcon",
        "signedIn", "betslipCounterAnimation", "counterRollAnimation", "lockerAnimation", "buttonPressAnimation",
        "appearance", handlerStateKey,
    ] + FeatureFlag.allCases.flatMap { flag in [flagKeys(flag).value, flagKeys(flag).reason, flagKeys(flag).rule] }
        + ColorTokenName.allCases.map(colorKey) + OddsBoostStateKey.allCases.map(\.rawValue) + [
        "cache.source", "cache.refreshPending", "cache.failures",
        "delivery.source", "delivery.version", "delivery.name", "delivery.rejection",
    ]

    /// Keys `expectEffect` understands; `toolSlot` matches a handler's own effect as it
    /// describes itself (``ToolSlotDescribable``).
    public static let effectKeys = ["navigate", "analytics", "setVisibility", "diagnostic", handlerEffectKey]

    /// The `expectEffect` key of a handler's own effect.
    public static let handlerEffectKey = "toolSlot"

    /// The `expect` key of the handler's own state as it describes itself: `toolSlot.state`
    /// (the whole mapping) or `toolSlot.state.<field>` (`toolSlot.state.points`, a path of fields).
    public static let handlerStateKey = "toolSlot.state"

    /// Whether `key` reads the handler's own state.
    public static func isHandlerStateKey(_ key: String) -> Bool {
        key == handlerStateKey || (key.hasPrefix(handlerStateKey + ".") && key.count > handlerStateKey.count + 1)
    }

    public func parse(_ bytes: [UInt8], file: String) throws(ScenarioError) -> Scenario {
        let root: Node
        do {
            root = try YAMLParser(limits: limits).parse(bytes)
        } catch {
            throw ScenarioError(file: file, mark: error.mark, message: error.message, hint: error.hint)
        }
        var reader = Reader(file: file)
        return try reader.scenario(root)
    }

    private struct Reader {
        let file: String

        func fail(_ mark: Mark, _ message: String, hint: String? = nil) -> ScenarioError {
            ScenarioError(file: file, mark: mark, message: message, hint: hint)
        }

        mutating func scenario(_ root: Node) throws(ScenarioError) -> Scenario {
            guard let mapping = root.mapping else {
                throw fail(root.mark, "a scenario is a mapping with `brand` and `steps`", hint: "see docs/brandsim.md")
            }
            let known = ["brand", "locale", "flags", "steps", "description"]
            for entry in mapping where !known.contains(entry.key) {
                throw fail(entry.keyMark, "unknown scenario key \"\(entry.key)\"", hint: suggestion(entry.key, known))
            }
            guard let brand = mapping["brand"], let brandID = brand.string else {
                throw fail(root.mark, "the scenario names no `brand`", hint: "add `brand: ladbrokes`")
            }
            var flags: [(String, Bool)] = []
            if let flagNode = mapping["flags"] {
                guard let flagMapping = flagNode.mapping else { throw fail(flagNode.mark, "`flags` is a mapping of flag names to true or false") }
                for entry in flagMapping {
                    guard let isOn = entry.value.bool else { throw fail(entry.value.mark, "flag \"\(entry.key)\" must be true or false") }
                    flags.append((entry.key, isOn))
                }
            }
            let locale = try mapping["locale"].map { node throws(ScenarioError) in
                guard let text = node.string else { throw fail(node.mark, "`locale` is a locale such as en-AU") }
                return LocaleIdentifier(text)
            }
            guard let stepsNode = mapping["steps"], let items = stepsNode.sequence else {
                throw fail(mapping["steps"]?.mark ?? root.mark, "the scenario has no `steps` list")
            }
            // Every step is read, so that one run reports every malformed step.
            var steps: [ScenarioStep] = []
            var errors: [ScenarioError] = []
            for item in items {
                do {
                    steps.append(try step(item))
                } catch {
                    errors.append(error)
                }
            }
            if var first = errors.first {
                first.laterErrors = Array(errors.dropFirst())
                throw first
            }
            return Scenario(file: file, brand: brandID, brandMark: brand.mark, locale: locale, flags: flags, steps: steps)
        }

        func step(_ node: Node) throws(ScenarioError) -> ScenarioStep {
            let name: String
            let argument: Node
            if let text = node.string {
                name = text
                argument = Node(.null, mark: node.mark)
            } else if let mapping = node.mapping, mapping.count == 1 {
                name = mapping.entries[0].key
                argument = mapping.entries[0].value
            } else {
                throw fail(node.mark, "a step is one `name: argument` pair (or a bare name such as `signOut`)")
            }
            let text = argument.isNull ? name : "\(name): \(Self.inline(argument))"
            return ScenarioStep(kind: try kind(name, argument, at: node.mark), mark: node.mark, text: text)
        }

        func kind(_ name: String, _ argument: Node, at mark: Mark) throws(ScenarioError) -> ScenarioStep.Kind {
            switch name {
            case "signIn":
                return .send(.signedIn(balance: try number(argument["balance"] ?? argument, "signIn takes { balance: 125.5 }")))
            case "signOut":
                return .send(.signedOut)
            case "balance":
                return .send(.balanceChanged(try number(argument, "balance takes an amount, e.g. `balance: 80`")))
            case "toolInfo":
                return .send(.toolInfoArrived(ToolInfo(balance: try integer(argument["balance"] ?? argument, "toolInfo takes { balance: 3 }"))))
            case "toolInfoEnds":
                return .send(.toolInfoEnded(.finished))
            case "toolInfoFails":
                return .send(.toolInfoEnded(.failed(argument.string ?? "the tool-info source failed")))
            case "betslipCount":
                if let count = argument.int { return .send(.betslipCountChanged(count, source: .nativeStore)) }
                let count = try integer(argument["count"] ?? argument, "betslipCount takes a count, or { count: 3, source: reactNativeSharedState }")
                let sourceName = argument["source"]?.string ?? BetslipCountSource.nativeStore.rawValue
                guard let source = BetslipCountSource(rawValue: sourceName) else {
                    throw fail(argument["source"]?.mark ?? argument.mark, "unknown betslip count source \"\(sourceName)\"",
                               hint: "one of: " + BetslipCountSource.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return .send(.betslipCountChanged(count, source: source))
            case "tap":
                guard let itemName = argument.string, let item = AppBarItem(rawValue: itemName) ?? ScenarioParser.itemAliases[itemName] else {
                    let names = AppBarItem.allCases.map(\.rawValue)
                    throw fail(argument.mark, "tap takes an app-bar item", hint: argument.string.flatMap { suggestion($0, names) } ?? "one of: \(names.joined(separator: ", "))")
                }
                return .send(.itemTapped(item))
            case "userTrayVisible":
                return .send(.userTrayVisibilityChanged(try boolean(argument, "userTrayVisible takes true or false")))
            case "lockerVisible":
                return .send(LockerHandler.action(.visibilityChanged(try boolean(argument, "lockerVisible takes true or false"))))
            case "advance":
                return .advance(try duration(argument))
            case "selections":
                let count = try integer(argument, "selections takes a count of qualifying selections")
                guard count >= 0 else { throw fail(argument.mark, "selections cannot be negative") }
                return .selections(count)
            case "stairs":
                return .stairs(try stairs(argument))
            case "reduceMotion":
                return .reduceMotion(try boolean(argument, "reduceMotion takes true or false"))
            case "appearance":
                let names = Appearance.allCases.map(\.rawValue)
                guard let name = argument.string, let appearance = Appearance(rawValue: name) else {
                    throw fail(argument.mark, "appearance takes one of: \(names.joined(separator: ", "))", hint: argument.string.flatMap { suggestion($0, names) })
                }
                return .appearance(appearance)
            case "cached":
                let balance = try integer(argument["balance"] ?? argument, "cached takes { balance: 3, age: 2m }")
                let age = try argument["age"].map { node throws(ScenarioError) in try duration(node) } ?? .zero
                return .cache(.cached(balance: balance, age: age))
            case "fetchResult":
                return .cache(.fetchResult(balance: try integer(argument["balance"] ?? argument, "fetchResult takes { balance: 5 }")))
            case "fetchFailure":
                return .cache(.fetchFailure(argument.string ?? "the tool-info service is unavailable"))
            case "bundled":
                return .cache(.bundled(balance: try integer(argument["balance"] ?? argument, "bundled takes { balance: 0 }")))
            case "openAppBar":
                return .cache(.openAppBar)
            case "settle":
                return .cache(.settle)
            case "remoteManifest":
                let version = try integer(argument["version"] ?? argument, "remoteManifest takes { version: 2 } or { version: 2, name: Coral }")
                guard version >= 1 else { throw fail(argument.mark, "a bundle version is at least 1") }
                return .delivery(.remoteManifest(version: version, name: argument["name"]?.string))
            case "remoteFailure":
                return .delivery(.remoteFailure)
            case "tamper":
                let kinds = DeliveryTamperKind.allCases.map(\.rawValue)
                guard let kind = argument.string, kinds.contains(kind) else {
                    throw fail(argument.mark, "tamper takes what to alter", hint: argument.string.flatMap { suggestion($0, kinds) } ?? "one of: \(kinds.joined(separator: ", "))")
                }
                return .delivery(.tamper(kind))
            case "relaunch":
                switch argument.string {
                case nil where argument.isNull: return .delivery(.relaunch(offline: false))
                case "offline"?: return .delivery(.relaunch(offline: true))
                default: throw fail(argument.mark, "relaunch takes nothing, or `offline`", hint: "relaunch: offline starts the app with the host unreachable")
                }
            case "deliver":
                guard let path = argument.string, !path.isEmpty else {
                    throw fail(argument.mark, "deliver takes a profile file", hint: "a path in the scenario's folder, e.g. deliver: deliveries/ladbrokes.yaml")
                }
                guard DeliveredProfileFile.staysInFolder(path) else {
                    throw fail(argument.mark, "deliver: \(path) is outside the scenario's folder", hint: "a relative path with no `..` leaving the folder")
                }
                return .delivery(.deliver(path: path))
            case "flagContext":
                let context = try flagContext(argument)
                if let placement = try userPlacement(argument[FlagContext.userIdKey]) { return .flagContext(context, placement: placement) }
                return .send(.flagContextChanged(context))
            case "toolSlotAction":
                guard argument.string != nil || argument.mapping != nil else {
                    throw fail(argument.mark, "toolSlotAction takes the handler's action: a name (claimReward) or a mapping ({ pointsEarned: 40 })")
                }
                return .toolSlotAction(argument)
            case "expect":
                return .expect(try expectations(argument, known: ScenarioParser.stateKeys, step: name))
            case "expectEffect":
                return .expectEffect(try expectations(argument, known: ScenarioParser.effectKeys, step: name))
            default:
                throw fail(mark, "unknown step \"\(name)\"", hint: suggestion(name, ScenarioParser.stepNames) ?? "steps: \(ScenarioParser.stepNames.joined(separator: ", "))")
            }
        }

        func expectations(_ node: Node, known: [String], step: String) throws(ScenarioError) -> [Expectation] {
            guard let mapping = node.mapping, !mapping.isEmpty else {
                throw fail(node.mark, "\(step) takes a mapping of keys to expected values")
            }
            var found: [Expectation] = []
            for entry in mapping {
                guard known.contains(entry.key) || (step == "expect" && ScenarioParser.isHandlerStateKey(entry.key)) else {
                    throw fail(entry.keyMark, "\(step) does not know \"\(entry.key)\"", hint: Self.keyHint(entry.key, known))
                }
                found.append(Expectation(key: entry.key, value: entry.value, mark: entry.keyMark))
            }
            return found
        }

        /// `{ userId: u1, platform: ios, appVersion: 7.5.0, market: AU, locale: en-AU, user: { tier: gold } }`;
        /// a key left out is missing from the context, `{}` is the empty context.
        func flagContext(_ node: Node) throws(ScenarioError) -> FlagContext {
            let usage = "flagContext takes { userId, platform, appVersion, market, locale, user: { attribute: value } }, each optional"
            guard let mapping = node.mapping else { throw fail(node.mark, usage) }
            var context = FlagContext()
            for entry in mapping {
                let text = entry.value.scalarText
                switch entry.key {
                // A mapping names the user by where it falls (``userPlacement(_:)``).
                case FlagContext.userIdKey: context.userId = entry.value.mapping == nil ? text : nil
                case FlagConditionKey.platform.rawValue:
                    guard let platform = text.flatMap(FlagPlatform.init(rawValue:)) else {
                        let names = FlagPlatform.allCases.map(\.rawValue)
                        throw fail(entry.value.mark, "platform takes one of: \(names.joined(separator: ", "))", hint: text.flatMap { suggestion($0, names) })
                    }
                    context.platform = platform
                case FlagConditionKey.appVersion.rawValue: context.appVersion = text
                case FlagConditionKey.market.rawValue: context.market = text
                case FlagConditionKey.locale.rawValue: context.locale = text.map { LocaleIdentifier($0) }
                case FlagConditionKey.user.rawValue:
                    guard let attributes = entry.value.mapping else { throw fail(entry.value.mark, "user takes a mapping of attributes, e.g. { tier: gold }") }
                    for attribute in attributes {
                        guard let value = attribute.value.scalarText, !attribute.value.isNull else {
                            throw fail(attribute.value.mark, "user attribute \"\(attribute.key)\" takes a value")
                        }
                        context.attributes[attribute.key] = value
                    }
                default:
                    throw fail(entry.keyMark, "flagContext does not know \"\(entry.key)\"", hint: suggestion(entry.key, ScenarioParser.flagContextKeys) ?? usage)
                }
            }
            return context
        }

        /// `userId: { flag: betslip-native, inside: 25 }` (or `outside: 50`, or both): the user
        /// by where it falls in the flag's split; nil for a plain id.
        func userPlacement(_ node: Node?) throws(ScenarioError) -> UserPlacement? {
            guard let node, let mapping = node.mapping else { return nil }
            let usage = "userId takes an id, or { flag, inside: PERCENT, outside: PERCENT } naming the user by where it falls in the flag's split"
            guard let flag = node["flag"]?.string, !flag.isEmpty else { throw fail(node.mark, "userId's placement needs the flag", hint: usage) }
            var placement = UserPlacement(flag: flag)
            for entry in mapping where entry.key != "flag" {
                guard entry.key == "inside" || entry.key == "outside" else {
                    throw fail(entry.keyMark, "userId's placement does not know \"\(entry.key)\"", hint: suggestion(entry.key, ["flag", "inside", "outside"]) ?? usage)
                }
                let percent = try number(entry.value, "\(entry.key) takes a percentage from 0 to 100")
                guard percent >= 0, percent <= 100 else { throw fail(entry.value.mark, "\(entry.key) takes a percentage from 0 to 100") }
                let basisPoints = Int((percent * 100).rounded())
                if entry.key == "inside" { placement.inside = basisPoints } else { placement.outside = basisPoints }
            }
            guard placement.inside != nil || placement.outside != nil else { throw fail(node.mark, "userId's placement needs inside or outside", hint: usage) }
            return placement
        }

        func stairs(_ node: Node) throws(ScenarioError) -> OddsBoostStairs? {
            if node.isNull { return nil }
            guard node.mapping != nil else { throw fail(node.mark, "stairs takes { current: {minSelections, percent}, next: {...} }; either may be null") }
            func tier(_ key: String) throws(ScenarioError) -> OddsBoostTier? {
                guard let tier = node[key], !tier.isNull else { return nil }
                let selections = try integer(tier["minSelections"] ?? tier, "\(key) needs minSelections")
                let percent = try integer(tier["percent"] ?? tier, "\(key) needs percent (whole, 15 for 15%)")
                return OddsBoostTier(minSelections: selections, percent: percent)
            }
            return OddsBoostStairs(current: try tier("current"), next: try tier("next"))
        }

        func number(_ node: Node, _ message: String) throws(ScenarioError) -> Double {
            guard let value = node.double else { throw fail(node.mark, message) }
            return value
        }

        func integer(_ node: Node, _ message: String) throws(ScenarioError) -> Int {
            guard let value = node.int else { throw fail(node.mark, message) }
            return value
        }

        func boolean(_ node: Node, _ message: String) throws(ScenarioError) -> Bool {
            guard let value = node.bool else { throw fail(node.mark, message) }
            return value
        }

        func duration(_ node: Node) throws(ScenarioError) -> Duration {
            guard let text = node.string, let value = DurationText.parse(text) else {
                throw fail(node.mark, "a duration such as `300ms`, `1.5s` or `10m`")
            }
            return value
        }

        /// A did-you-mean among the keys of the unknown key's own kind (`color.boost.capsule`:
        /// the `color.` keys, never `oddsBoost.capsule`, a text), else the list of that kind's
        /// keys; for a key of no known kind, among all keys.
        static func keyHint(_ key: String, _ known: [String]) -> String {
            let kind = key.firstIndex(of: ".").map { String(key[...$0]) }
            let sameKind = kind.map { kind in known.filter { $0.hasPrefix(kind) } } ?? []
            let candidates = sameKind.isEmpty ? known : sameKind
            if let closest = SpellingSuggestion.didYouMean(key, among: candidates) { return "did you mean `\(closest)`?" }
            return sameKind.isEmpty ? "keys: \(known.joined(separator: ", "))" : "\(kind ?? "") keys: \(sameKind.joined(separator: ", "))"
        }

        func suggestion(_ word: String, _ candidates: [String]) -> String? {
            SpellingSuggestion.didYouMean(word, among: candidates).map { "did you mean `\($0)`?" }
        }

        static func inline(_ node: Node) -> String {
            JSONEmitter(pretty: false).emit(node)
        }
    }
}
