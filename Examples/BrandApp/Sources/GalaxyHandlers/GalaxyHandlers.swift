import AppBarEngine
import BrandModel

/// Galaxy's tool-slot handlers, merged into the engine's where the app builds its registry.
public enum GalaxyHandlers {
    /// The wallet icon in white on Galaxy's violet bar, its badge in gold: the declaration's colours.
    public static let walletStyle = ToolSlotStyle(declaredBy: rewardsDeclaration, width: 28, reveal: .heroTransition)

    /// `galaxy.rewards`' declaration as a typed value: the one source of
    /// `Handlers/galaxy.rewards.handler.json`, which `brandsim-app --write-declarations Handlers`
    /// writes from it and `--check-declarations Handlers` holds to it.
    public static let rewardsDeclaration = HandlerDeclaration(
        id: GalaxyRewardsHandler.id, kind: .toolbox,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("pointsPerReward", .object([
                ("type", "integer"), ("minimum", 1), ("maximum", 100_000),
                ("description", "Points one reward costs; the badge counts whole rewards. Default 100."),
            ]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "brand.onPrimary", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeBackground, from: "brand.accent", fallback: .badgeBackground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent", fallback: .badgeText),
        ],
        path: "GalaxyHandlers.rewardsDeclaration",
        description: "Galaxy's rewards wallet (Sources/GalaxyHandlers): its own state (points), actions, wallet destination and redeem effect; the badge counts rewards ready.")

    /// `galaxy.rewards`, registered with its declaration.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        var registry = HandlerRegistry()
        try registry.register(GalaxyRewardsHandler(), declaredBy: rewardsDeclaration)
        return registry
    }
}
