import AppBarEngine
import AppBarEngineTesting
import BrandModel
import CoralHandlers
import Foundation
import ProfileLoading
import StandardHandlers
import Testing
import YAMLReader

/// Coral's locker, a handler of the app's own module, driven as the app runs it: a store on a
/// manual clock, effects recorded, tool info scripted (the engine's AppBarEngineTesting).
@Suite("Coral's locker", .timeLimit(.minutes(1)))
struct CoralLockerTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Brands/coral.yaml, checked against the engine's schemas and this package's handler
    /// declarations (Handlers/), as brandlint checks it.
    static func coral() throws -> BrandProfile {
        var schemas = try ProfileSchemas.load(from: package.appendingPathComponent("../../Schemas").standardizedFileURL.path)
        try schemas.declaringHandlers(from: package.appendingPathComponent("Handlers").path)
        let brands = package.appendingPathComponent("Brands").path
        let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadBrand(at: brands + "/coral.yaml", root: brands)
        return try #require(load.profile, "\(load.diagnostics)")
    }

    static func registry() throws -> HandlerRegistry {
        try StandardHandlers.registry().merging(CoralHandlers.registry())
    }

    /// Yields until `condition` holds, at most `attempts` times.
    private func eventually(_ attempts: Int = 10_000, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<attempts {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test func theProfileServesItsSlotWithTheAppsHandler() throws {
        let reducer = try AppBarReducer(profile: Self.coral(), registry: Self.registry())
        let handler = try #require(reducer.handler as? CoralLockerHandler)
        #expect(handler.badgeLimit == 9)
        #expect(reducer.observesToolBalance)
    }

    @Test func theLockerOpensThreeHundredMillisecondsAfterTheTrayCloses() async throws {
        let clock = ManualClock()
        let sink = RecordingEffectSink()
        let store = AppBarStore(reducer: try AppBarReducer(profile: Self.coral(), registry: Self.registry()), clock: clock, sink: sink)
        store.send(.signedIn(balance: 12))
        store.send(.userTrayVisibilityChanged(true))
        _ = sink.takeEffects()
        store.send(.itemTapped(.toolSlot))
        #expect(!store.state.userTrayVisible && !store.state.lockerVisible && store.state.lockerOpeningScheduled)
        #expect(sink.takeEffects().contains(.setVisibility(.userTray, false)))
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(299))
        for _ in 0..<20 { await Task.yield() }
        #expect(!store.state.lockerVisible)
        clock.advance(by: .milliseconds(1))
        #expect(await eventually { store.state.lockerVisible })
    }

    @Test func theBadgeIsCappedAtTheConfiguredLimit() async throws {
        let tools = ScriptedToolInfoSource()
        let store = AppBarStore(
            reducer: try AppBarReducer(profile: Self.coral(), registry: Self.registry()), clock: ManualClock(), sink: RecordingEffectSink(),
            toolInfoSource: tools)
        store.send(.signedIn(balance: 1))
        tools.deliver(balance: 3)
        #expect(await eventually { store.state.toolBadge?.text == "3" })
        tools.deliver(balance: 12)
        #expect(await eventually { store.state.toolBadge?.text == "9+" })
        tools.deliver(balance: 0)
        #expect(await eventually { store.state.toolBadge == nil })
        #expect(tools.requestedKinds == [.locker])
    }

    @Test func aSettingOutsideTheDeclaredSchemaIsRefused() throws {
        let slot = ToolSlotProfile(kind: .locker, handler: CoralLockerHandler.id, observesBalance: true, userTrayDismissalDelay: nil, config: .object([("badgeLimit", "nine")]))
        #expect(throws: ToolSlotConfigurationError.self) { try CoralLockerHandler().configured(for: slot) }
    }
}
