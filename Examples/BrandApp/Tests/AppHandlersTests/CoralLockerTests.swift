import AppBarEngine
import AppBarEngineTesting
import BrandModel
import CoralHandlers
import StandardHandlers
import Testing

/// Coral's locker, a handler of the app's own module, driven through the engine's exhaustive
/// test store (AppBarEngineTesting): every state change and effect, the opening to the millisecond.
@Suite("Coral's locker", .timeLimit(.minutes(1)))
struct CoralLockerTests {
    static func coral() throws -> BrandProfile {
        try AppBrands.profile("coral")
    }

    static func registry() throws -> HandlerRegistry {
        try StandardHandlers.registry().merging(CoralHandlers.registry())
    }

    @Test func theProfileServesItsSlotWithTheAppsHandler() throws {
        let reducer = try AppBarReducer(profile: Self.coral(), registry: Self.registry())
        let handler = try #require(reducer.handler as? CoralLockerHandler)
        #expect(handler.badgeLimit == 9)
        #expect(reducer.observesToolBalance)
    }

    /// Signed in with the user tray open; the steps' own changes are not the subject here.
    static func signedInWithTheTrayOpen() throws -> AppBarTestStore {
        let store = AppBarTestStore(reducer: try AppBarReducer(profile: coral(), registry: registry()), exhaustivity: .off)
        store.send(.signedIn(balance: 12))
        store.send(.userTrayVisibilityChanged(true))
        store.skipReceived()
        store.exhaustivity = .on
        return store
    }

    @Test func theLockerOpensThreeHundredMillisecondsAfterTheTrayCloses() throws {
        let store = try Self.signedInWithTheTrayOpen()
        store.send(.itemTapped(.toolSlot)) {
            $0.userTrayVisible = false
            $0[toolSlot: CoralLockerHandler.self] = LockerState(openingScheduled: true)
        }
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: "coral", authentication: .signedIn, toolSlotHandler: "coral.locker")))
        store.receive(.setVisibility(.userTray, false))
        store.receive(.schedule(ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)))
        store.advance(by: .milliseconds(299))
        #expect(store.state.toolSlotState(of: CoralLockerHandler.self) == LockerState(openingScheduled: true))
        store.advance(by: .milliseconds(1))
        store.receive(scheduled: LockerToggle.opening) { $0[toolSlot: CoralLockerHandler.self] = LockerState(isOpen: true) }
        store.receive(.setVisibility(.locker, true))
    }

    @Test func theBadgeIsCappedAtTheConfiguredLimit() throws {
        let store = AppBarTestStore(reducer: try AppBarReducer(profile: Self.coral(), registry: Self.registry()))
        store.send(.toolInfoArrived(ToolInfo(balance: 3))) { $0.toolBadge = ToolBadge(count: 3, limit: 9) }
        store.send(.toolInfoArrived(ToolInfo(balance: 12))) { $0.toolBadge = ToolBadge(count: 12, limit: 9) }
        #expect(store.state.toolBadge?.text == "9+")
        store.send(.toolInfoArrived(ToolInfo(balance: 0))) { $0.toolBadge = nil }
    }

    /// The store observes the handler's stream for the slot's kind.
    @Test func theStoreAsksTheSourceForTheLockersToolInfo() throws {
        let tools = ScriptedToolInfoSource()
        let store = AppBarStore(
            reducer: try AppBarReducer(profile: Self.coral(), registry: Self.registry()), clock: ManualClock(), sink: RecordingEffectSink(),
            toolInfoSource: tools)
        #expect(tools.requestedKinds == [.locker])
        store.stop()
    }

    @Test func theTypedDeclarationIsTheDeclarationFile() throws {
        let declaration = try AppBrands.declarationFile(CoralLockerHandler.id)
        #expect(CoralHandlers.lockerDeclaration.declaresTheSame(as: declaration))
        #expect(try Self.registry().declarations.map(\.id) == ["coral.locker", "ladbrokes.locker", "neds.toolbox"])
    }

    @Test func aSettingOutsideTheDeclaredSchemaIsRefused() throws {
        let slot = ToolSlotProfile(kind: .locker, handler: CoralLockerHandler.id, observesBalance: true, userTrayDismissalDelay: nil, config: .object([("badgeLimit", "nine")]))
        #expect(throws: ToolSlotConfigurationError.self) { try CoralLockerHandler().configured(for: slot) }
    }
}
