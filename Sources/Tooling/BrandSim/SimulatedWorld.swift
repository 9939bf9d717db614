import AppBarEngine
import BrandModel
import Foundation
import Localization
import OddsBoost
import YAMLNode

/// Everything a scenario drives: the app bar on a virtual clock, the betslip's odds-boost
/// box, and the tool-slot data cache.
struct SimulatedWorld {
    var appBar: AppBarSession
    var oddsBoost: OddsBoostEngine
    var lastPlan: AnimationPlan?
    var cache: SimulatedToolInfoCache
    /// Present when the runner was given the brand's load (``ScenarioRunner/Delivery``).
    var delivery: (any DeliverySimulation)?

    init(profile: BrandProfile, registry: HandlerRegistry, locale: LocaleIdentifier, temporaryDirectory: URL, delivery: (any DeliverySimulation)? = nil) throws {
        self.delivery = delivery
        appBar = try AppBarSession(profile: profile, registry: registry, locale: locale)
        oddsBoost = OddsBoostEngine(configuration: profile.oddsBoost == nil ? nil : try OddsBoostConfiguration(profile: profile, locale: locale))
        // The profile's bundled tool info is the placeholder until a `bundled` step replaces it.
        cache = SimulatedToolInfoCache(
            timeToLive: profile.cacheTimeToLive, bundled: CachedToolInfoSource.bundledPlaceholder(for: profile),
            temporaryDirectory: temporaryDirectory)
    }

    /// Ends the run: nothing the simulation created is left behind.
    func close() async {
        await cache.close()
    }

    mutating func send(_ action: AppBarAction) -> [AppBarEffect] {
        appBar.send(action)
    }

    mutating func advance(by duration: Duration) -> [AppBarEffect] {
        cache.advance(by: duration)
        delivery?.advance(by: duration)
        return appBar.advance(by: duration)
    }

    mutating func select(_ count: Int) {
        lastPlan = oddsBoost.select(count, at: appBar.now).1
    }

    mutating func setStairs(_ stairs: OddsBoostStairs?) {
        lastPlan = oddsBoost.setStairs(stairs, at: appBar.now).1
    }

    /// The user's setting reaches the app bar (locker, counters, pressed items) and the odds-boost box.
    mutating func setReduceMotion(_ isOn: Bool) -> [AppBarEffect] {
        oddsBoost.setReduceMotion(isOn)
        return appBar.send(.reduceMotionChanged(isOn))
    }

    /// The appearance reaches the app bar and the odds-boost box: both re-theme, nothing else changes.
    mutating func setAppearance(_ appearance: Appearance) -> [AppBarEffect] {
        oddsBoost.setAppearance(appearance)
        return appBar.send(.appearanceChanged(appearance))
    }

    /// Cache steps; reading through the cache feeds what it serves into the app bar.
    mutating func apply(_ step: CacheStep) async -> [AppBarEffect] {
        var effects: [AppBarEffect] = []
        for delivery in await cache.apply(step) {
            switch delivery {
            case .toolInfo(let info): effects += appBar.send(.toolInfoArrived(info))
            case .failure(let message): effects.append(.diagnostic(AppBarDiagnostic(brand: appBar.state.brand, handler: "cache", message: message)))
            }
        }
        return effects
    }

    /// Delivery steps; the catalog they deliver is observed through the `delivery.*` keys, and a
    /// profile of the brand the catalog accepts reaches the bar (``AppBarSession/deliver(_:registry:)``)
    /// with the scenario's flag overrides. One the bar cannot be set up for is reported as a
    /// diagnostic, and the bar keeps the profile it shows. `scenarioFile` locates `deliver` files.
    mutating func apply(
        _ step: DeliveryStep, scenarioFile: String, registry: HandlerRegistry, flags: [(name: String, isOn: Bool)]
    ) async throws(ScenarioStepFailure) -> [AppBarEffect] {
        guard var delivery else {
            throw ScenarioStepFailure(
                "delivery steps need the brand's profile as loaded and a brandsim that simulates delivery (the engine's brandsim does; a watched catalog and an app's own brandsim, which links no delivery, do not)")
        }
        switch step {
        case .remoteManifest(let version, let name): try await delivery.publish(version: version, name: name)
        case .remoteFailure: await delivery.failOnce()
        case .tamper(let kind): try await delivery.tamper(DeliveryTamperKind(rawValue: kind) ?? .document)
        case .relaunch(let offline): await delivery.relaunch(offline: offline)
        case .deliver(let path):
            guard let file = DeliveredProfileFile.resolve(path, scenarioFile: scenarioFile) else {
                throw ScenarioStepFailure("deliver: \(path) is outside the scenario's folder")
            }
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw ScenarioStepFailure("deliver: no file \(path) beside the scenario")
            }
            try await delivery.deliver(file: file)
        }
        let served = delivery.takeServedProfile()
        self.delivery = delivery
        guard var profile = served else { return [] }
        for flag in flags { profile.flags[flag.name] = flag.isOn }
        do throws(AppBarSetupError) {
            try appBar.deliver(profile, registry: registry)
            return []
        } catch {
            return [.diagnostic(AppBarDiagnostic(
                brand: appBar.state.brand, handler: appBar.reducer.handler.id, message: "delivered profile not shown: \(error)"))]
        }
    }

    /// The state as `expect` keys name it, in trace order.
    func snapshot() -> Node {
        .object(Self.stateReaders.map { ($0.key, $0.read(self)) } + cache.snapshot() + (delivery?.snapshot() ?? []))
    }

    /// The value of one `expect` key (nil for a key the state does not have), read alone:
    /// an expectation costs its keys, not the whole state's, however many steps expect.
    func state(_ key: String) -> Node? {
        if let index = Self.readerIndex[key] { return Self.stateReaders[index].read(self) }
        if ScenarioParser.isHandlerStateKey(key) {
            // `toolSlot.state.points`: a path of fields into the state's description.
            var node = appBar.state.toolSlot.scenarioDescription
            for field in key.dropFirst(ScenarioParser.handlerStateKey.count + 1).split(separator: ".") { node = node?[String(field)] }
            return node
        }
        return (cache.snapshot() + (delivery?.snapshot() ?? [])).first { $0.0 == key }?.1
    }

    /// Each key of the app bar and the odds-boost box with how it is read, in trace order.
    private static let stateReaders: [(key: String, read: @Sendable (SimulatedWorld) -> Node)] = appBarReaders + flagReaders + colorReaders + oddsBoostReaders

    /// Each flag the engine reads, evaluated in the bar's current context: value, reason and rule.
    private static let flagReaders: [(key: String, read: @Sendable (SimulatedWorld) -> Node)] = FeatureFlag.allCases.flatMap {
        flag -> [(key: String, read: @Sendable (SimulatedWorld) -> Node)] in
        let keys = ScenarioParser.flagKeys(flag)
        @Sendable func evaluate(_ world: SimulatedWorld) -> FlagEvaluation {
            world.appBar.reducer.flags.evaluate(flag, in: world.appBar.state.flagContext)
        }
        let value: @Sendable (SimulatedWorld) -> Node = { Node(.bool(evaluate($0).value)) }
        let reason: @Sendable (SimulatedWorld) -> Node = { .string(evaluate($0).reason.rawValue) }
        let rule: @Sendable (SimulatedWorld) -> Node = { world in evaluate(world).ruleIndex.map { .number(Double($0)) } ?? nil }
        return [(keys.value, value), (keys.reason, reason), (keys.rule, rule)]
    }

    /// The bar's colours in the current appearance, one key per colour token of the contract.
    private static let colorReaders: [(key: String, read: @Sendable (SimulatedWorld) -> Node)] = ColorTokenName.allCases.map { token in
        (ScenarioParser.colorKey(token), { world in .string(world.appBar.state.theme.hex(token.rawValue)) })
    }

    private static let appBarReaders: [(key: String, read: @Sendable (SimulatedWorld) -> Node)] = [
        ("items", { .array($0.appBar.state.items.map { .string($0.rawValue) }) }),
        ("layout", { world in
            .object(AppBarGroup.allCases.map { group in (group.rawValue, .array(world.appBar.state.layout[group].map { .string($0.name) })) })
        }),
        ("signedIn", { Node(.bool($0.appBar.state.authentication == .signedIn)) }),
        ("balance", { .string($0.appBar.state.balance) }),
        ("toolBadge", { world in
            world.appBar.state.toolBadge.map { badge in badge.limit.map { badge.count > $0 } == true ? .string(badge.text) : .number(Double(badge.count)) } ?? nil
        }),
        ("lockerVisible", { Node(.bool($0.appBar.state.toolSlot.value(as: LockerState.self)?.isOpen ?? false)) }),
        ("userTrayVisible", { Node(.bool($0.appBar.state.userTrayVisible)) }),
        ("betslipCount", { .number(Double($0.appBar.state.betslipCount)) }),
        ("betslipCounterAnimation", { .string($0.appBar.lastAnimation.betslipCounter?.direction.rawValue ?? "none") }),
        ("counterRollAnimation", { .string($0.appBar.lastAnimation.betslipCounter?.motion.name) }),
        ("lockerAnimation", { .string($0.appBar.lastAnimation.locker?.name) }),
        ("buttonPressAnimation", { .string($0.appBar.state.buttonPress.name) }),
        ("pendingBetsLabel", { .string($0.appBar.state.pendingBetsLabel) }),
        ("potIcon", { .string($0.appBar.state.potIcon) }),
        ("appearance", { .string($0.appBar.state.appearance.rawValue) }),
        // The handler's own state, as it describes itself (ToolSlotDescribable); null when it does not.
        (ScenarioParser.handlerStateKey, { $0.appBar.state.toolSlot.scenarioDescription ?? nil }),
    ]

    private static let oddsBoostReaders: [(key: String, read: @Sendable (SimulatedWorld) -> Node)] = [
        (OddsBoostStateKey.visible.rawValue, { Node(.bool($0.oddsBoost.display.isVisible)) }),
        (OddsBoostStateKey.capsule.rawValue, { .string($0.oddsBoost.display.capsule) }),
        (OddsBoostStateKey.heading.rawValue, { .string($0.oddsBoost.display.heading) }),
        (OddsBoostStateKey.callToAction.rawValue, { .string($0.oddsBoost.display.callToAction) }),
        (OddsBoostStateKey.segments.rawValue, { world in
            world.oddsBoost.display.segments.map { .object([("total", .number(Double($0.total))), ("filled", .number(Double($0.filled)))]) } ?? nil
        }),
        (OddsBoostStateKey.segmentColors.rawValue, { world in
            world.oddsBoost.segmentColors.map { .object([("empty", .string($0.empty?.hex)), ("filled", .string($0.filled?.hex))]) } ?? nil
        }),
        (OddsBoostStateKey.winBoostLabel.rawValue, { .string($0.oddsBoost.configuration?.strings.winBoostLabel) }),
        (OddsBoostStateKey.oddsLabel.rawValue, { .string($0.oddsBoost.configuration?.strings.oddsLabel) }),
        (OddsBoostStateKey.ops.rawValue, { world in
            .array((world.lastPlan?.operations ?? []).map { operation in
                var fields: [(String, Node)] = [("op", .string(operation.op))]
                if let index = operation.index { fields.append(("index", .number(Double(index)))) }
                fields.append(("delay", Node(.double(operation.delay))))
                fields.append(("duration", Node(.double(operation.duration))))
                return .object(fields)
            })
        }),
    ]

    private static let readerIndex = Dictionary(uniqueKeysWithValues: stateReaders.enumerated().map { ($1.key, $0) })
}
