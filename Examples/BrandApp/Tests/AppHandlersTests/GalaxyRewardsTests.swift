import AppBarEngine
import AppBarEngineTesting
import BrandModel
import GalaxyHandlers
import StandardHandlers
import Testing

/// Galaxy's rewards wallet, a handler of a kind the engine has no built-in for, driven through
/// the engine's exhaustive test store: its own state, actions, destination and effect.
@Suite("Galaxy's rewards wallet")
struct GalaxyRewardsTests {
    static func galaxy() throws -> BrandProfile {
        try AppBrands.profile("galaxy")
    }

    static func reducer() throws -> AppBarReducer {
        try AppBarReducer(profile: galaxy(), registry: StandardHandlers.registry().merging(GalaxyHandlers.registry()))
    }

    /// Signed in; the sign-in's own changes are not the subject here.
    static func signedIn() throws -> AppBarTestStore {
        let store = AppBarTestStore(reducer: try reducer(), exhaustivity: .off)
        store.send(.signedIn(balance: 20))
        store.exhaustivity = .on
        return store
    }

    @Test func theProfileConfiguresTheWallet() throws {
        let reducer = try Self.reducer()
        #expect(reducer.initialState.toolSlotState(of: GalaxyRewardsHandler.self) == GalaxyRewardsHandler.State(points: 0, pointsPerReward: 100))
        #expect(reducer.observesToolBalance)
    }

    @Test func pointsFillTheWalletAndTheBadgeCountsRewards() throws {
        let store = try Self.signedIn()
        store.send(GalaxyRewardsHandler.action(.pointsEarned(150))) {
            $0[toolSlot: GalaxyRewardsHandler.self] = GalaxyRewardsHandler.State(points: 150)
            $0.toolBadge = ToolBadge(count: 1)
        }
        store.send(GalaxyRewardsHandler.action(.pointsEarned(60))) {
            $0[toolSlot: GalaxyRewardsHandler.self] = GalaxyRewardsHandler.State(points: 210)
            $0.toolBadge = ToolBadge(count: 2)
        }
    }

    @Test func aTapOpensTheWalletTheAppMapsByItsOwnRoute() throws {
        let store = try Self.signedIn()
        store.send(GalaxyRewardsHandler.action(.pointsEarned(250))) {
            $0[toolSlot: GalaxyRewardsHandler.self] = GalaxyRewardsHandler.State(points: 250)
            $0.toolBadge = ToolBadge(count: 2)
        }
        store.send(.itemTapped(.toolSlot))
        let route = GalaxyRewardsHandler.Route.wallet(rewardsReady: 2).appBarRoute
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: "galaxy", authentication: .signedIn, route: route, toolSlotHandler: "galaxy.rewards")))
        store.receive(.navigate(route))
        #expect(GalaxyRewardsHandler.Route(route) == .wallet(rewardsReady: 2))
        #expect(GalaxyRewardsHandler.Route(.toolbox) == nil)
    }

    @Test func claimingARewardAsksTheAppToRedeemIt() throws {
        let store = try Self.signedIn()
        store.send(GalaxyRewardsHandler.action(.pointsEarned(120))) {
            $0[toolSlot: GalaxyRewardsHandler.self] = GalaxyRewardsHandler.State(points: 120)
            $0.toolBadge = ToolBadge(count: 1)
        }
        store.send(GalaxyRewardsHandler.action(.claimReward)) {
            $0[toolSlot: GalaxyRewardsHandler.self] = GalaxyRewardsHandler.State(points: 20)
            $0.toolBadge = nil
        }
        store.receive(.toolSlot(ToolSlotValue(GalaxyRewardsHandler.Effect.redeem(points: 100))))
        // Nothing left to claim: no change, no effect.
        store.send(GalaxyRewardsHandler.action(.claimReward))
    }

    @Test func theToolInfoBadgeCountsWholeRewards() throws {
        let store = try Self.signedIn()
        store.send(.toolInfoArrived(ToolInfo(balance: 250))) { $0.toolBadge = ToolBadge(count: 2) }
        store.send(.toolInfoArrived(ToolInfo(balance: 99))) { $0.toolBadge = nil }
    }

    @Test func theWalletIsDrawnInGalaxysColours() throws {
        let theme = try Self.reducer().initialState.theme
        #expect(theme.hex(.toolSlotIcon) == "#FFFFFF")
        #expect(theme.hex(.toolSlotBadgeBackground) == "#F2C94C")
        #expect(theme.hex(.toolSlotBadgeText) == "#1A1A1A")
    }

    @Test func theTypedDeclarationIsTheDeclarationFile() throws {
        let declaration = try AppBrands.declarationFile(GalaxyRewardsHandler.id)
        #expect(GalaxyHandlers.rewardsDeclaration.declaresTheSame(as: declaration))
    }
}
