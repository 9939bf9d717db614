import AppBarEngine
import BrandModel

/// Galaxy's tool-slot handlers, merged into the engine's where the app builds its registry.
public enum GalaxyHandlers {
    /// The wallet icon in Galaxy's violet, its badge in gold.
    public static let walletStyle = ToolSlotStyle(
        iconColor: "brand.primary", badgeBackground: "brand.accent", badgeText: "brand.onAccent", width: 28, reveal: .heroTransition)

    /// `galaxy.rewards`' declaration as a typed value: what `Handlers/galaxy.rewards.handler.json`
    /// declares (GalaxyRewardsTests holds the two together).
    public static let rewardsDeclaration = HandlerDeclaration(
        id: GalaxyRewardsHandler.id, kind: .toolbox,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("pointsPerReward", .object([("type", "integer"), ("minimum", 1), ("maximum", 100_000)]))])),
        ]),
        path: "GalaxyHandlers.rewardsDeclaration")

    /// `galaxy.rewards`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(GalaxyRewardsHandler(), declaredBy: rewardsDeclaration)
        return registry
    }
}
