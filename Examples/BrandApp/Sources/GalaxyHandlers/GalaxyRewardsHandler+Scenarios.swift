import AppBarEngine
import YAMLNode

// The wallet described for brandsim's traces and scenario keys (docs/brandsim.md): the app's
// brandsim, which links this module, reads `toolSlot.state.points`, sends
// `toolSlotAction: { pointsEarned: 40 }` and matches `expectEffect: { toolSlot: { redeem: … } } }`.

extension GalaxyRewardsHandler.State: ToolSlotDescribable {
    public var scenarioDescription: Node {
        .object([("points", Node(integerLiteral: points)), ("pointsPerReward", Node(integerLiteral: pointsPerReward)), ("rewardsReady", Node(integerLiteral: rewardsReady))])
    }
}

extension GalaxyRewardsHandler.Effect: ToolSlotDescribable {
    public var scenarioDescription: Node {
        switch self {
        case .redeem(let points): .object([("redeem", .object([("points", Node(integerLiteral: points))]))])
        }
    }
}

extension GalaxyRewardsHandler.Action: ToolSlotScenarioAction {
    /// `claimReward`, or `{ pointsEarned: 40 }`.
    public init?(scenarioDescription description: Node) {
        if description.string == "claimReward" {
            self = .claimReward
        } else if let points = description["pointsEarned"]?.int {
            self = .pointsEarned(points)
        } else {
            return nil
        }
    }
}
