// swift-tools-version: 6.1
// libFuzzer harnesses; a package of its own so the main build never links them.
// Build and run with tools/fuzz/run (see docs/fuzzing.md).
import PackageDescription

let package = Package(
    name: "BrandEngineFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "BrandEngine", path: "../.."),
    ],
    targets: [
        // libFuzzer's entry point, reached through `<Module>_main` (see FuzzDriver.h).
        .target(name: "FuzzDriver"),
        // What several harnesses share: an in-memory file system for the loader.
        .target(name: "FuzzFiles", dependencies: [.product(name: "BrandModel", package: "BrandEngine")]),
        .executableTarget(
            name: "FuzzYAML",
            dependencies: [
                "FuzzDriver",
                .product(name: "YAMLNode", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzSchema",
            dependencies: [
                "FuzzDriver",
                .product(name: "BrandSchema", package: "BrandEngine"),
                .product(name: "YAMLNode", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzProfileLoader",
            dependencies: [
                "FuzzDriver",
                "FuzzFiles",
                .product(name: "BrandLint", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "ProfileLoading", package: "BrandEngine"),
                .product(name: "StandardHandlers", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzProfileDecode",
            dependencies: [
                "FuzzDriver",
                "FuzzFiles",
                .product(name: "BrandLint", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "ProfileLoading", package: "BrandEngine"),
                .product(name: "BrandReport", package: "BrandEngine"),
                .product(name: "OddsBoost", package: "BrandEngine"),
                .product(name: "StandardHandlers", package: "BrandEngine"),
                .product(name: "YAMLNode", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzScenario",
            dependencies: [
                "FuzzDriver",
                .product(name: "AppBarEngine", package: "BrandEngine"),
                .product(name: "BrandSim", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "ProfileLoading", package: "BrandEngine"),
                .product(name: "StandardHandlers", package: "BrandEngine"),
                .product(name: "YAMLNode", package: "BrandEngine"),
                .product(name: "YAMLReader", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzTrustRoot",
            dependencies: ["FuzzDriver", .product(name: "BrandDelivery", package: "BrandEngine")]),
        .executableTarget(
            name: "FuzzAcceptanceLog",
            dependencies: ["FuzzDriver", .product(name: "BrandDelivery", package: "BrandEngine")]),
        // A real signed bundle (tools/fuzz/bundle) served from memory to a catalog over a folder
        // of the harness's own: for the delivery targets that go through RemoteBrandCatalog.
        .target(
            name: "FuzzDeliveryHost",
            dependencies: [
                .product(name: "BrandDelivery", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"),
                .product(name: "BrandRuntime", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzSignatureFile",
            dependencies: ["FuzzDriver", "FuzzDeliveryHost", .product(name: "BrandDelivery", package: "BrandEngine")]),
        .executableTarget(
            name: "FuzzEnvelope",
            dependencies: [
                "FuzzDriver", "FuzzDeliveryHost", .product(name: "BrandDelivery", package: "BrandEngine"),
                .product(name: "BrandModel", package: "BrandEngine"), .product(name: "BrandRuntime", package: "BrandEngine"),
            ]),
        .executableTarget(
            name: "FuzzVersionFiles",
            dependencies: ["FuzzDriver", "FuzzDeliveryHost", .product(name: "BrandDelivery", package: "BrandEngine")]),
    ],
    swiftLanguageModes: [.v6]
)
