import AppBarEngine
import BrandModel
import Foundation
import OddsBoost
import ProfileLoading
import YAMLNode

/// Replays scenarios against the brands of a catalog, with the app's handlers.
public struct ScenarioRunner: Sendable {
    public var catalog: BrandCatalog
    public var registry: HandlerRegistry
    /// Where each run keeps its tool-info cache folder (`brandsim-cache-*`), removed when the run ends.
    public var temporaryDirectory: URL
    /// What delivery steps build bundles from; without it they are reported as not runnable.
    public var delivery: Delivery?
    /// Handlers this brandsim runs as stand-ins (declared, not linked): a scenario whose
    /// expectations read such a handler's behaviour is refused, never judged
    /// (``HandlerBehaviour``); `buildAdvice` says which brandsim judges it.
    public var standIns: [String: HandlerDeclaration] = [:]
    /// Another runtime that replays the scenarios instead of this engine (`--runtime kotlin`);
    /// it reads each brand's document from ``delivery``'s loads.
    package var runtime: ExternalRuntime?
    /// What to run instead, for a refusal: the app's own brandsim, its handlers linked in.
    public var buildAdvice = "run it with the app's own brandsim, which links the handler (BrandSimCommand.main(linking:), docs/handlers.md)"

    /// The loader and each brand's load, for building and checking delivered bundles, and
    /// the simulation that runs the steps (BrandSimDelivery's `SimulatedDelivery.simulator`,
    /// which the engine's `brandsim` links). Without a simulator, as in a brandsim built
    /// without BrandSimDelivery, delivery steps are reported as not runnable.
    public struct Delivery: Sendable {
        public var loader: ProfileLoader
        public var loads: [String: ProfileLoad]
        package var simulator: DeliverySimulator?

        public init(loader: ProfileLoader, loads: [ProfileLoad]) {
            self.init(loader: loader, loads: loads, simulator: nil)
        }

        package init(loader: ProfileLoader, loads: [ProfileLoad], simulator: DeliverySimulator?) {
            self.loader = loader
            self.loads = Dictionary(loads.map { ($0.id, $0) }) { first, _ in first }
            self.simulator = simulator
        }
    }

    public init(
        catalog: BrandCatalog, registry: HandlerRegistry, temporaryDirectory: URL = FileManager.default.temporaryDirectory,
        delivery: Delivery? = nil
    ) {
        self.catalog = catalog
        self.registry = registry
        self.temporaryDirectory = temporaryDirectory
        self.delivery = delivery
    }

    /// Replays one scenario: every step, every expectation (a failed one does not stop
    /// the run). `trace`, when given, receives each step's trace line as the step ends;
    /// nothing of a step is kept after it but a failed expectation, so a scenario of a
    /// million steps holds no million states.
    public func run(_ scenario: Scenario, trace: ((Node) -> Void)? = nil) async throws(ScenarioError) -> ScenarioOutcome {
        guard var profile = catalog[scenario.brand] else {
            throw ScenarioError(
                file: scenario.file, mark: scenario.brandMark, message: "no brand \"\(scenario.brand)\" is loaded",
                hint: "brands: \(catalog.ids.joined(separator: ", "))")
        }
        for flag in scenario.flags { profile.flags[flag.name] = flag.isOn }
        let locale = scenario.locale ?? profile.defaultLocale
        guard profile.locales.contains(locale) else {
            throw ScenarioError(
                file: scenario.file, mark: scenario.brandMark, message: "\(profile.id) does not declare the locale \(locale)",
                hint: "its locales: \(profile.locales.map(\.description).joined(separator: ", "))")
        }
        if let runtime {
            return try run(scenario, profile: profile, locale: locale, on: runtime, trace: trace)
        }
        var world: SimulatedWorld
        do {
            let load = delivery.flatMap { $0.loads[profile.id] }
            let source = load.flatMap { load in load.profile.flatMap { profile in load.document.map { (profile, $0) } } }
            world = try SimulatedWorld(
                profile: profile, registry: registry, locale: locale, temporaryDirectory: temporaryDirectory,
                delivery: source.flatMap { source in
                    delivery.flatMap { delivery in
                        delivery.simulator.map { simulate in
                            simulate(
                                DeliverySimulationSource(
                                    profile: source.0, document: source.1, loader: delivery.loader,
                                    brandsFolder: URL(fileURLWithPath: load?.path ?? ".").deletingLastPathComponent().path))
                        }
                    }
                })
        } catch {
            throw ScenarioError(file: scenario.file, mark: scenario.brandMark, message: "\(profile.id) cannot run: \(error)")
        }
        var outcome = ScenarioOutcome(scenario: scenario)
        if let standIn = standIns[profile.appBar.toolSlot.handler] {
            var lines: [Int] = []
            for mark in HandlerBehaviour.expectations(in: scenario) where lines.last != mark.line { lines.append(mark.line) }
            if !lines.isEmpty {
                outcome.refusal = "not judged: \(lines.count == 1 ? "line" : "lines") \(lines.map(String.init).joined(separator: ", ")) "
                    + "\(lines.count == 1 ? "reads" : "read") the behaviour of \(standIn.id), which this brandsim does not link "
                    + "(it would run a stand-in \(standIn.kind.rawValue)); \(buildAdvice)"
                return outcome
            }
        }
        var lastEffects: [AppBarEffect] = []
        for (index, step) in scenario.steps.enumerated() {
            switch step.kind {
            case .send(let action):
                lastEffects = world.send(action)
            case .flagContext(var context, let placement):
                let definition = profile.flags.definitions.first { $0.name == placement.flag }?.definition
                guard let definition, let user = FlagBucketLookup.user(
                    definition: definition, context: context, inside: placement.inside, outside: placement.outside)
                else {
                    throw ScenarioError(
                        file: scenario.file, mark: step.mark,
                        message: "no user falls where the step asks in \(profile.id)'s \(placement.flag): it needs a split by userId that this context reaches")
                }
                context.userId = user
                lastEffects = world.send(.flagContextChanged(context))
            case .toolSlotAction(let description):
                let handler = world.appBar.reducer.handler
                guard let action = handler.scenarioAction(description) else {
                    throw ScenarioError(
                        file: scenario.file, mark: step.mark,
                        message: "\(handler.id) takes no action \(JSONEmitter(pretty: false).emit(description))",
                        hint: "a handler's actions adopt ToolSlotScenarioAction to be sent from a scenario (docs/brandsim.md)")
                }
                lastEffects = world.send(action)
            case .advance(let duration):
                lastEffects = world.advance(by: duration)
            case .selections(let count):
                world.select(count)
            case .stairs(let stairs):
                world.setStairs(stairs)
            case .reduceMotion(let isOn):
                lastEffects = world.setReduceMotion(isOn)
            case .appearance(let appearance):
                lastEffects = world.setAppearance(appearance)
            case .cache(let cacheStep):
                lastEffects = await world.apply(cacheStep)
            case .delivery(let deliveryStep):
                lastEffects = []
                do throws(ScenarioStepFailure) {
                    lastEffects = try await world.apply(deliveryStep, scenarioFile: scenario.file, registry: registry, flags: scenario.flags)
                } catch {
                    throw ScenarioError(file: scenario.file, mark: step.mark, message: error.message)
                }
            case .expect(let expectations):
                for expectation in expectations {
                    let actual = world.state(expectation.key) ?? Node(.null)
                    if !ExpectationMatcher.matches(expectation.value, actual) {
                        outcome.record(ScenarioFailure(step: step, expectation: expectation, actual: actual))
                    }
                }
            case .expectEffect(let expectations):
                let effects = lastEffects.map(EffectSnapshot.node)
                for expectation in expectations where !ExpectationMatcher.effectsContain(effects, expectation) {
                    outcome.record(ScenarioFailure(
                        step: step, expectation: expectation,
                        actual: .array(effects.compactMap { $0[expectation.key] })))
                }
            }
            trace?(.object([
                ("step", .number(Double(index + 1))),
                ("line", .number(Double(step.mark.line))),
                ("do", .string(step.text)),
                ("state", world.snapshot()),
                ("effects", .array(lastEffects.map(EffectSnapshot.node))),
            ]))
        }
        await world.close()
        return outcome
    }
}

/// What a run found.
public struct ScenarioOutcome: Sendable {
    public var scenario: Scenario
    /// The first ``listedFailureLimit`` expectations that did not hold, in step order.
    public var failures: [ScenarioFailure] = []
    /// Every expectation that did not hold, listed or not.
    public var failureCount = 0

    /// Failures kept whole: past them a run only counts, so its memory does not grow with
    /// the steps however many fail.
    public static let listedFailureLimit = 1_000

    /// Why the scenario was not judged (its handler is a stand-in here); nil when it ran.
    public var refusal: String?

    /// Whether every expectation held; false for a refused scenario, which is no pass.
    public var passed: Bool { failureCount == 0 && refusal == nil }

    /// Failures past the ones listed.
    public var unlistedFailures: Int { failureCount - failures.count }

    mutating func record(_ failure: ScenarioFailure) {
        failureCount += 1
        if failures.count < Self.listedFailureLimit { failures.append(failure) }
    }
}

/// An expectation that did not hold.
public struct ScenarioFailure: Sendable, CustomStringConvertible {
    public var step: ScenarioStep
    public var expectation: Expectation
    public var actual: Node

    public var description: String {
        let emitter = JSONEmitter(pretty: false)
        var expected = emitter.emit(expectation.value)
        var got = emitter.emit(actual)
        var explanation = ""
        // Two strings are compared as written; anything else as its JSON text.
        let difference = if let lhs = expectation.value.string, let rhs = actual.string {
            LookAlikeText(expected: lhs, actual: rhs)
        } else {
            LookAlikeText(expected: expected, actual: got)
        }
        if let difference {
            expected = LookAlikeText.escaped(expected)
            got = LookAlikeText.escaped(got)
            explanation = " (\(difference.explanation))"
        }
        return "\(expectation.mark.line):\(expectation.mark.column): \(expectation.key): expected \(expected), got \(got)\(explanation)"
    }
}
