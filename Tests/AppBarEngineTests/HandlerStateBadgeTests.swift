import AppBarEngine
import AppBarEngineTesting
import BrandModel
import Testing

/// A vault whose badge shows the points it keeps in its own state, while the tool info says
/// the vault holds something: one source for the points, the handler's state.
struct VaultHandler: ToolSlotHandler {
    struct State: Sendable, Equatable {
        var points = 0
    }

    enum Action: Sendable, Equatable {
        case pointsChanged(Int)
    }

    var id: String { "acme.vault" }
    var kind: ToolSlotKind { .toolbox }
    var initialState: State { State() }

    func badge(for info: ToolInfo, state: State) -> ToolBadge? {
        info.balance > 0 && state.points > 0 ? ToolBadge(count: state.points, limit: 999) : nil
    }

    /// The vault's own panel, which the app shows.
    static let panel = AppBarPanel.toolSlot(handler: "acme.vault", name: "vault")

    func tap(_ state: inout State, bar: inout ToolSlotBar) -> [AppBarEffect] {
        [.setVisibility(Self.panel, true)]
    }

    func reduce(_ state: inout State, action: Action, bar: inout ToolSlotBar) -> [AppBarEffect] {
        switch action {
        case .pointsChanged(let points): state.points = points
        }
        return []
    }
}

@Suite("A handler's badge sees its state, and its panel is its own")
struct HandlerStateBadgeTests {
    private func vault() throws -> AppBarReducer {
        var profile = try EngineFixtures.acme()
        profile.appBar.toolSlot.kind = .toolbox
        profile.appBar.toolSlot.handler = "acme.vault"
        profile.appBar.toolSlot.observesBalance = true
        return try AppBarReducer(profile: profile, registry: try HandlerRegistry(VaultHandler()).merging(.builtIn))
    }

    @Test func theBadgeIsDrawnFromTheHandlersOwnState() throws {
        let store = AppBarTestStore(reducer: try vault(), exhaustivity: .off)
        store.send(.signedIn(balance: 5))
        store.send(VaultHandler.action(.pointsChanged(1_500)))
        store.send(.toolInfoArrived(ToolInfo(balance: 1)))
        #expect(store.state.toolBadge == ToolBadge(count: 1_500, limit: 999))
        #expect(store.state.toolBadge?.text == "999+")
        store.send(VaultHandler.action(.pointsChanged(0)))
        store.send(.toolInfoArrived(ToolInfo(balance: 1)))
        #expect(store.state.toolBadge == nil)
    }

    @Test func aHandlerThatDoesNotLookAtItsStateKeepsItsInfoBadge() throws {
        let handler = LockerHandler()
        #expect(handler.badge(for: ToolInfo(balance: 3), state: handler.initialState) == handler.badge(for: ToolInfo(balance: 3)))
    }

    @Test func aTapOpensTheHandlersOwnPanel() throws {
        let store = AppBarTestStore(reducer: try vault(), exhaustivity: .off)
        store.send(.signedIn(balance: 5))
        store.exhaustivity = .on
        store.send(.itemTapped(.toolSlot))
        store.skipReceived()
        let (_, effects) = store.reducer.reduce(store.state, .itemTapped(.toolSlot))
        #expect(effects.contains(.setVisibility(VaultHandler.panel, true)))
    }
}
