// swift-tools-version: 6.1
import PackageDescription

// An app team's package, as it uses the brand engine: it depends on the engine and its plugin
// package by path (an app would name the repository and a version) and generates its brand's
// theme, strings and flags at build time with the build-tool plugin. Its own Brands/ folder
// holds the profiles.
let package = Package(
    name: "BrandApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "BrandEngine", path: "../.."),
        .package(name: "BrandEnginePlugins", path: "../../Plugins"),
    ],
    targets: [
        // BrandTheme, BrandStrings and BrandFlags are generated into this module from the brand
        // its brandgen.json names.
        .target(
            name: "BrandAppTheme", exclude: ["brandgen.json"],
            plugins: [.plugin(name: "BrandGenPlugin", package: "BrandEnginePlugins")]),
        .executableTarget(
            name: "brand-app",
            dependencies: [
                "BrandAppTheme", "CoralHandlers", "GalaxyHandlers", .product(name: "BrandRuntime", package: "BrandEngine"),
                // `brand-app fetch`: signed delivery from a static host (docs/delivery.md).
                .product(name: "BrandDelivery", package: "BrandEngine"),
            ]),
        .testTarget(name: "BrandAppThemeTests", dependencies: ["BrandAppTheme"]),
        // Coral's tool-slot handler, the app's own code; declared as data in
        // Handlers/coral.locker.handler.json so the engine's tools check Brands/coral.yaml.
        .target(
            name: "CoralHandlers",
            dependencies: [.product(name: "AppBarEngine", package: "BrandEngine"), .product(name: "BrandModel", package: "BrandEngine")]),
        // Galaxy's rewards wallet: a tool slot of a new kind, with its own state, actions,
        // destination and effect; declared in Handlers/galaxy.rewards.handler.json.
        .target(
            name: "GalaxyHandlers",
            dependencies: [
                .product(name: "AppBarEngine", package: "BrandEngine"), .product(name: "BrandModel", package: "BrandEngine"),
                // Node: the wallet's state and effect as scenarios read them (ToolSlotDescribable).
                .product(name: "YAMLNode", package: "BrandEngine"),
            ]),
        // The engine's brandsim with the app's handlers linked in (docs/handlers.md).
        .executableTarget(
            name: "brandsim-app",
            dependencies: ["CoralHandlers", "GalaxyHandlers", .product(name: "BrandSimCommandLine", package: "BrandEngine")]),
        // The app's handlers through the engine's exhaustive test store (AppBarEngineTesting).
        .testTarget(
            name: "AppHandlersTests",
            dependencies: [
                "CoralHandlers", "GalaxyHandlers",
                .product(name: "AppBarEngine", package: "BrandEngine"),
                .product(name: "AppBarEngineTesting", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "StandardHandlers", package: "BrandEngine"),
                // Reads Brands/*.yaml as the tools do; the app itself loads runtime JSON.
                .product(name: "ProfileLoading", package: "BrandEngine"),
                .product(name: "YAMLNode", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
