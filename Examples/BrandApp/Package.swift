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
            name: "brand-app", dependencies: ["BrandAppTheme", .product(name: "BrandRuntime", package: "BrandEngine")]),
        .testTarget(name: "BrandAppThemeTests", dependencies: ["BrandAppTheme"]),
        // Coral's tool-slot handler, the app's own code; declared as data in
        // Handlers/coral.locker.handler.json so the engine's tools check Brands/coral.yaml.
        .target(
            name: "CoralHandlers",
            dependencies: [.product(name: "AppBarEngine", package: "BrandEngine"), .product(name: "BrandModel", package: "BrandEngine")]),
        // The engine's brandsim with CoralHandlers linked in (docs/handlers.md).
        .executableTarget(
            name: "brandsim-app",
            dependencies: ["CoralHandlers", .product(name: "BrandSimCommandLine", package: "BrandEngine")]),
        .testTarget(
            name: "CoralHandlersTests",
            dependencies: [
                "CoralHandlers",
                .product(name: "AppBarEngine", package: "BrandEngine"),
                .product(name: "AppBarEngineTesting", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "StandardHandlers", package: "BrandEngine"),
                // Reads Brands/coral.yaml as the tools do; the app itself loads runtime JSON.
                .product(name: "ProfileLoading", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
