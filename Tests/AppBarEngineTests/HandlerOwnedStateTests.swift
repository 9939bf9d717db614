import AppBarEngine
import AppBarEngineTesting
import BrandModel
import Testing

/// A handler of a kind the engine has never seen: a rewards wallet with state, actions, a
/// destination and an effect of its own, served with no change to the engine.
struct WalletHandler: ToolSlotHandler {
    struct State: Sendable, Equatable {
        var points = 0
        var opened = 0
    }

    enum Action: Sendable, Equatable {
        case pointsChanged(Int)
    }

    /// Asks the app to refresh the wallet from its service.
    struct Refresh: Sendable, Equatable {
        var reason: String
    }

    var id: String { "acme.wallet" }
    var kind: ToolSlotKind { .toolbox }
    var initialState: State { State() }

    func tap(_ state: inout State, bar: inout ToolSlotBar) -> [AppBarEffect] {
        state.opened += 1
        bar.toolBadge = nil
        return [
            .navigate(.toolSlot(handler: id, name: "wallet", payload: ["points": String(state.points)])),
            .toolSlot(ToolSlotValue(Refresh(reason: "opened"))),
        ]
    }

    func reduce(_ state: inout State, action: Action, bar: inout ToolSlotBar) -> [AppBarEffect] {
        switch action {
        case .pointsChanged(let points):
            state.points = points
            bar.toolBadge = points > 0 ? ToolBadge(count: points, limit: 99) : nil
            return []
        }
    }
}

@Suite("Handler-owned state, actions, routes and effects")
struct HandlerOwnedStateTests {
    private func wallet() throws -> AppBarReducer {
        var profile = try EngineFixtures.acme()
        profile.appBar.toolSlot.kind = .toolbox
        profile.appBar.toolSlot.handler = "acme.wallet"
        return try AppBarReducer(profile: profile, registry: try HandlerRegistry(WalletHandler()).merging(.builtIn))
    }

    @Test func theEngineKeepsTheHandlersStateAndGivesItBackTyped() throws {
        let reducer = try wallet()
        #expect(reducer.initialState.toolSlotState(of: WalletHandler.self) == WalletHandler.State())
        #expect(reducer.initialState.toolSlotState(of: LockerHandler.self) == nil)
    }

    @Test func aTapOpensTheHandlersOwnDestinationAndEmitsItsOwnEffect() throws {
        let store = AppBarTestStore(reducer: try wallet(), exhaustivity: .off)
        store.send(.signedIn(balance: 5))
        store.exhaustivity = .on
        store.send(WalletHandler.action(.pointsChanged(120))) {
            $0[toolSlot: WalletHandler.self] = WalletHandler.State(points: 120)
            $0.toolBadge = ToolBadge(count: 120, limit: 99)
        }
        store.send(.itemTapped(.toolSlot)) {
            $0[toolSlot: WalletHandler.self] = WalletHandler.State(points: 120, opened: 1)
            $0.toolBadge = nil
        }
        let route = AppBarRoute.toolSlot(handler: "acme.wallet", name: "wallet", payload: ["points": "120"])
        store.receive(.analytics(AnalyticsEvent(
            item: .toolSlot, brand: store.state.brand, authentication: .signedIn, route: route, toolSlotHandler: "acme.wallet")))
        store.receive(.navigate(route))
        store.receive(.toolSlot(ToolSlotValue(WalletHandler.Refresh(reason: "opened"))))
        #expect(route.description == "acme.wallet/wallet")
    }

    @Test func theAppReadsTheEffectTyped() {
        let effect = ToolSlotValue(WalletHandler.Refresh(reason: "opened"))
        #expect(effect.value(as: WalletHandler.Refresh.self)?.reason == "opened")
        #expect(effect.value(as: LockerAction.self) == nil)
        #expect(effect.description == "Refresh(reason: \"opened\")")
    }

    @Test func analyticsNameTheHandlersDestination() {
        let route = AppBarRoute.toolSlot(handler: "acme.wallet", name: "wallet")
        let event = AnalyticsEvent(item: .toolSlot, brand: "acme", authentication: .signedIn, route: route, toolSlotHandler: "acme.wallet")
        #expect(event.parameters["route"] == "acme.wallet/wallet")
        #expect(AppBarRoute.toolbox.description == "toolbox")
        #expect(route != AppBarRoute.toolSlot(handler: "other.wallet", name: "wallet"))
    }

    @Test func aStateChangeOfTheHandlerIsStoredOnlyWhenItChanges() throws {
        let reducer = try wallet()
        var state = reducer.initialState
        _ = reducer.reduce(into: &state, action: WalletHandler.action(.pointsChanged(0)))
        #expect(state == reducer.initialState)
    }
}
