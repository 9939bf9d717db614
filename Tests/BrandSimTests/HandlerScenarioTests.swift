import AppBarEngine
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
import YAMLNode
@testable import BrandSim

/// Issue 49, item 4: scenarios that test a handler of an app's own. The handler describes its
/// state and effects (`ToolSlotDescribable`), scenario keys read them, a `toolSlotAction` step
/// sends its actions; a brandsim running a stand-in for it refuses to judge what only its
/// code decides, so one scenario gives one answer whichever brandsim runs it.
@Suite("Scenarios of a handler's own state and effects")
struct HandlerScenarioTests {
    /// A points vault: a toolbox slot whose state counts points and whose claim is an effect.
    struct Vault: ToolSlotHandler {
        static let id = "fixture.vault"
        struct State: Sendable, Equatable, ToolSlotDescribable {
            var points = 0
            var scenarioDescription: Node { .object([("points", Node(integerLiteral: points))]) }
        }
        enum Action: Sendable, Equatable, ToolSlotScenarioAction {
            case earn(Int), claim
            init?(scenarioDescription description: Node) {
                if description.string == "claim" { self = .claim } else if let points = description["earn"]?.int { self = .earn(points) } else { return nil }
            }
        }
        enum Effect: Sendable, Equatable, ToolSlotDescribable {
            case claimed(Int)
            var scenarioDescription: Node {
                switch self { case .claimed(let points): .object([("claimed", .object([("points", Node(integerLiteral: points))]))]) }
            }
        }
        var id: String { Self.id }
        var kind: ToolSlotKind { .toolbox }
        var initialState: State { State() }
        func tap(_ state: inout State, bar: inout ToolSlotBar) -> [AppBarEffect] { [] }
        func reduce(_ state: inout State, action: Action, bar: inout ToolSlotBar) -> [AppBarEffect] {
            switch action {
            case .earn(let points):
                state.points += points
                return []
            case .claim:
                defer { state.points = 0 }
                return [.toolSlot(ToolSlotValue(Effect.claimed(state.points)))]
            }
        }
    }

    static let declaration = HandlerDeclaration(id: Vault.id, kind: .toolbox, path: "Handlers/fixture.vault.handler.json")

    /// A runner over the Flags fixture's base with brand `vault` on `fixture.vault`: with the
    /// handler linked in, or simulated by its declared kind (as the installed brandsim runs it).
    static func runner(linked: Bool) throws -> ScenarioRunner {
        let folder = try TemporaryFolder.make("vault-brands")
        try TemporaryFolder.copy(Repository.path("Tests/Fixtures/Flags/_base"), into: folder, as: "_base")
        let profile = try String(contentsOfFile: Repository.path("Tests/Fixtures/Flags/rollout.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: rollout", with: "id: vault")
            .replacingOccurrences(of: "    handler: toolbox\n", with: "    handler: fixture.vault\n")
        try profile.write(to: folder.appendingPathComponent("vault.yaml"), atomically: true, encoding: .utf8)
        var schemas = try Repository.schemas()
        try schemas.declare(declaration)
        let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: folder.path)
        #expect(load.catalog["vault"] != nil, "\(load.brands.flatMap(\.diagnostics))")
        var registry = try StandardHandlers.registry()
        if linked { try registry.register(Vault(), declaredBy: declaration) }
        var runner = ScenarioRunner(catalog: load.catalog, registry: try registry.simulating([declaration]))
        if !linked { runner.standIns = [Vault.id: declaration] }
        return runner
    }

    static func outcome(_ text: String, linked: Bool) async throws -> ScenarioOutcome {
        try await runner(linked: linked).run(try ScenarioParser().parse(Array(text.utf8), file: "vault.yaml"))
    }

    static let stateAndEffect = """
        brand: vault
        steps:
          - signIn: { balance: 20 }
          - toolSlotAction: { earn: 40 }
          - expect: { toolSlot.state.points: 40, toolSlot.state: { points: 40 } }
          - toolSlotAction: claim
          - expectEffect: { toolSlot: { claimed: { points: 40 } } }
          - expect: { toolSlot.state.points: 0 }
        """

    @Test func theLinkedHandlersStateAndEffectAreRead() async throws {
        let outcome = try await Self.outcome(Self.stateAndEffect, linked: true)
        #expect(outcome.refusal == nil)
        #expect(outcome.failures.map(\.description) == [])
        let wrong = try await Self.outcome(Self.stateAndEffect.replacingOccurrences(of: "claimed: { points: 40 }", with: "claimed: { points: 41 }"), linked: true)
        #expect(wrong.failures.map(\.description) == [#"7:21: toolSlot: expected {"claimed":{"points":41}}, got [{"claimed":{"points":40}}]"#])
    }

    @Test func aTraceShowsTheDescribedStateAndEffect() async throws {
        var lines: [Node] = []
        _ = try await Self.runner(linked: true).run(try ScenarioParser().parse(Array(Self.stateAndEffect.utf8), file: "vault.yaml")) { lines.append($0) }
        let emitter = JSONEmitter(pretty: false)
        #expect(emitter.emit(lines[1]["state"]?["toolSlot.state"] ?? nil) == #"{"points":40}"#)
        #expect(emitter.emit(lines[3]["effects"] ?? nil) == #"[{"toolSlot":{"claimed":{"points":40}}}]"#)
    }

    /// The stand-in's answer is no answer: refused, naming the lines, never a pass or a failure.
    @Test func aStandInRefusesWhatOnlyTheHandlersCodeDecides() async throws {
        let outcome = try await Self.outcome(Self.stateAndEffect, linked: false)
        #expect(!outcome.passed)
        #expect(outcome.failureCount == 0)
        #expect(outcome.refusal?.hasPrefix("not judged: lines 4, 5, 6, 7, 8 read the behaviour of fixture.vault") == true, "\(outcome.refusal ?? "")")
    }

    /// What does not depend on the handler's code (items, the reducer's analytics) gets the
    /// same answer from both brandsims, pass or fail.
    @Test func oneScenarioGivesOneAnswerWhicheverBrandsimRunsIt() async throws {
        for items in ["[search, balance, pendingBets, toolSlot, betslipCounter, userTray]", "[search]"] {
            let text = """
                brand: vault
                steps:
                  - signIn: { balance: 20 }
                  - expect: { items: \(items) }
                  - tap: toolSlot
                  - expectEffect: { analytics: { item: toolSlot, tool_slot_handler: fixture.vault } }
                """
            let linked = try await Self.outcome(text, linked: true)
            let simulated = try await Self.outcome(text, linked: false)
            #expect(linked.refusal == nil && simulated.refusal == nil)
            #expect(linked.failures.map(\.description) == simulated.failures.map(\.description))
        }
        for text in [Self.stateAndEffect, "brand: vault\nsteps:\n  - toolInfo: { balance: 3 }\n  - expect: { toolBadge: 3 }\n"] {
            let simulated = try await Self.outcome(text, linked: false)
            #expect(simulated.refusal != nil && simulated.failureCount == 0)
        }
    }

    @Test func anUnknownActionIsAnErrorAtItsStep() async throws {
        await #expect(throws: ScenarioError.self) {
            _ = try await Self.outcome("brand: vault\nsteps:\n  - toolSlotAction: dance\n", linked: true)
        }
    }
}
