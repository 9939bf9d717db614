import AppBarEngine
import BrandModel

/// Galaxy's rewards wallet (`galaxy.rewards`): a tool slot of a kind the engine has no
/// built-in for. It keeps its own state (the points earned, the rewards they make), takes
/// its own actions (points earned, a reward claimed), opens its own screen (the `wallet`
/// destination, which the app's coordinator maps) and asks the app to claim a reward with an
/// effect of its own. The engine needed no change for any of it.
///
/// Declared as data in `Handlers/galaxy.rewards.handler.json`: kind `toolbox` (a slot that
/// navigates), config `pointsPerReward`.
public struct GalaxyRewardsHandler: ToolSlotHandler {
    public static let id = "galaxy.rewards"
    public static let defaultPointsPerReward = 100

    /// What the wallet keeps.
    public struct State: Sendable, Equatable {
        public var points: Int
        public var pointsPerReward: Int

        public init(points: Int = 0, pointsPerReward: Int = GalaxyRewardsHandler.defaultPointsPerReward) {
            self.points = points
            self.pointsPerReward = pointsPerReward
        }

        /// Whole rewards the points make.
        public var rewardsReady: Int { points / pointsPerReward }
    }

    /// The wallet's own actions, sent as `GalaxyRewardsHandler.action(.pointsEarned(40))`.
    public enum Action: Sendable, Equatable {
        /// The rewards service reported points earned.
        case pointsEarned(Int)
        /// The user claimed a reward on the wallet screen.
        case claimReward
    }

    /// What the wallet asks the app to do: an effect of its own, read with
    /// `effect.value(as: GalaxyRewardsHandler.Effect.self)` in the app's effect sink.
    public enum Effect: Sendable, Equatable {
        /// Redeem `points` with the rewards service.
        case redeem(points: Int)
    }

    /// The wallet's destinations, as the app's coordinator maps them.
    public enum Route: Sendable, Equatable {
        case wallet(rewardsReady: Int)

        /// The engine's route for it: the handler's id, a name and a payload.
        public var appBarRoute: AppBarRoute {
            switch self {
            case .wallet(let rewardsReady):
                .toolSlot(handler: GalaxyRewardsHandler.id, name: "wallet", payload: ["rewardsReady": String(rewardsReady)])
            }
        }

        /// The wallet route an ``AppBarRoute`` stands for; nil for another handler's or the bar's.
        public init?(_ route: AppBarRoute) {
            guard route.handler == GalaxyRewardsHandler.id, route.name == "wallet",
                let ready = route.payload["rewardsReady"].flatMap({ Int($0) })
            else { return nil }
            self = .wallet(rewardsReady: ready)
        }
    }

    public var pointsPerReward = GalaxyRewardsHandler.defaultPointsPerReward

    public var id: String { Self.id }
    public var kind: ToolSlotKind { .toolbox }
    public var initialState: State { State(pointsPerReward: pointsPerReward) }

    public init() {}

    public func configured(for toolSlot: ToolSlotProfile) throws(ToolSlotConfigurationError) -> GalaxyRewardsHandler {
        var handler = self
        handler.pointsPerReward = try wholeNumberSetting("pointsPerReward", in: toolSlot, minimum: 1) ?? pointsPerReward
        return handler
    }

    /// The badge counts rewards ready, not points.
    public func badge(for info: ToolInfo) -> ToolBadge? {
        let ready = info.balance / pointsPerReward
        return ready > 0 ? ToolBadge(count: ready) : nil
    }

    public func tap(_ state: inout State, bar: inout ToolSlotBar) -> [AppBarEffect] {
        [.navigate(Route.wallet(rewardsReady: state.rewardsReady).appBarRoute)]
    }

    public func reduce(_ state: inout State, action: Action, bar: inout ToolSlotBar) -> [AppBarEffect] {
        switch action {
        case .pointsEarned(let points):
            state.points += max(points, 0)
        case .claimReward:
            guard state.rewardsReady > 0 else { return [] }
            state.points -= state.pointsPerReward
            bar.toolBadge = state.rewardsReady > 0 ? ToolBadge(count: state.rewardsReady) : nil
            return [.toolSlot(ToolSlotValue(Effect.redeem(points: state.pointsPerReward)))]
        }
        bar.toolBadge = state.rewardsReady > 0 ? ToolBadge(count: state.rewardsReady) : nil
        return []
    }

    /// The wallet in its declared colours: white on Galaxy's violet bar, its badge in gold.
    public func themeTokens(for profile: BrandProfile) -> Theme {
        GalaxyHandlers.walletStyle.tokens(from: profile.theme)
    }
}
