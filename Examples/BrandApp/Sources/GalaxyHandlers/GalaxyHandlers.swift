import AppBarEngine
import BrandModel

/// Galaxy's tool-slot handlers, merged into the engine's where the app builds its registry.
public enum GalaxyHandlers {
    /// The wallet icon in white on Galaxy's violet bar, its badge in gold: the declaration's colours.
    public static let walletStyle = ToolSlotStyle(declaredBy: rewardsDeclaration, width: 28, reveal: .heroTransition)

    /// `galaxy.rewards`' declaration as a typed value: what `Handlers/galaxy.rewards.handler.json`
    /// declares (GalaxyRewardsTests holds the two together).
    public static let rewardsDeclaration = HandlerDeclaration(
        id: GalaxyRewardsHandler.id, kind: .toolbox,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("pointsPerReward", .object([("type", "integer"), ("minimum", 1), ("maximum", 100_000)]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.onPrimary", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.accent", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent", fallback: .badgeText),
        ],
        path: "GalaxyHandlers.rewardsDeclaration")

    /// `galaxy.rewards`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(GalaxyRewardsHandler(), declaredBy: rewardsDeclaration)
        return registry
    }
}
