// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BrandEngine",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "brandlint", targets: ["brandlint"]),
        .executable(name: "brandsim", targets: ["BrandSimCommand"]),
        .executable(name: "brandbench", targets: ["BrandBenchCommand"]),
        .executable(name: "brandreport", targets: ["BrandReportCommand"]),
        .executable(name: "brandgen", targets: ["brandgen"]),
        .library(name: "YAMLNode", targets: ["YAMLNode"]),
        .library(name: "YAMLReader", targets: ["YAMLReader"]),
        .library(name: "BrandSchema", targets: ["BrandSchema"]),
        .library(name: "BrandModel", targets: ["BrandModel"]),
        .library(name: "BrandRuntime", targets: ["BrandRuntime"]),
        .library(name: "BrandLint", targets: ["BrandLint"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "OddsBoost", targets: ["OddsBoost"]),
        .library(name: "RevalidatingCache", targets: ["RevalidatingCache"]),
        .library(name: "AppBarEngine", targets: ["AppBarEngine"]),
        .library(name: "StandardHandlers", targets: ["StandardHandlers"]),
        .library(name: "AppBarEngineTesting", targets: ["AppBarEngineTesting"]),
        .library(name: "BrandReport", targets: ["BrandReport"]),
        .library(name: "BrandSim", targets: ["BrandSim"]),
        // brandsim's command, so an app's package builds its own brandsim with its handlers
        // linked in: a one-line main.swift (docs/handlers.md).
        .library(name: "BrandSimCommandLine", targets: ["BrandSimCommandLine"]),
        .library(name: "BrandGen", targets: ["BrandGen"]),
        .library(name: "BrandDelivery", targets: ["BrandDelivery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Ed25519 and SHA-256 for signed brand bundles; CryptoKit underneath on Apple platforms.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Runtime modules (YAMLNode, Spelling, BrandSchema, BrandModel, Localization, OddsBoost,
        // RevalidatingCache, AppBarEngine, the handlers) link no libyaml, so they build where
        // apps run and load profiles from JSON. Reading YAML is for the tools: YAMLReader, and
        // BrandLint, BrandSim, BrandReport and the commands above it. PackageGraphTests checks this.
        //
        // libyaml from the system: apt `libyaml-dev`, brew `libyaml`.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAMLNode"),
        .target(name: "CMalloc"),
        .target(name: "YAMLReader", dependencies: ["CYAML", "YAMLNode"]),
        // "Did you mean …?": for the schema evaluator, the loader, the rules and the engine alike.
        .target(name: "Spelling"),
        .target(name: "BrandSchema", dependencies: ["Spelling", "YAMLNode"]),
        .target(name: "BrandModel", dependencies: ["YAMLNode", "BrandSchema", "Localization", "Spelling"]),
        // How an app loads brandgen's runtime envelopes, with the schemas compiled in: no
        // libyaml, no swift-crypto (docs/profile-format.md).
        .target(name: "BrandRuntime", dependencies: ["BrandModel", "YAMLNode"]),
        .target(name: "BrandLint", dependencies: ["BrandModel", "BrandSchema", "Localization", "Spelling", "YAMLNode", "YAMLReader"]),
        .target(name: "Localization"),
        // The Language Server Protocol's framing, JSON-RPC and types; knows nothing of brands.
        .target(name: "LanguageServer"),
        .target(name: "BrandLanguageServer", dependencies: ["LanguageServer", "BrandLint", "BrandModel", "BrandSchema", "YAMLNode"]),
        .target(
            name: "CommandLineSupport",
            dependencies: ["BrandLint", "BrandModel", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "OddsBoost", dependencies: ["Localization", "BrandModel"]),
        .target(name: "RevalidatingCache"),
        .target(
            name: "BrandSim",
            dependencies: ["AppBarEngine", "BrandDelivery", "BrandModel", "BrandRuntime", "OddsBoost", "RevalidatingCache", "Spelling", "YAMLNode", "YAMLReader"]),
        .target(
            name: "BrandReport",
            dependencies: ["AppBarEngine", "BrandLint", "BrandModel", "Localization", "OddsBoost", "YAMLNode"]),
        .target(name: "BrandGen", dependencies: ["BrandDelivery", "BrandLint", "BrandModel", "BrandRuntime", "Localization", "YAMLNode"]),
        // The delivery client and the bundle format: a runtime module (no libyaml).
        .target(
            name: "BrandDelivery",
            dependencies: ["BrandModel", "BrandRuntime", "RevalidatingCache", "YAMLNode", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "AppBarEngine", dependencies: ["BrandModel", "Localization", "RevalidatingCache", "Spelling"]),
        // What an app's tests drive the engine with: a manual clock, a recording effect sink,
        // a scripted tool-info source (docs/app-bar-engine.md).
        .target(name: "AppBarEngineTesting", dependencies: ["AppBarEngine", "BrandModel"]),
        // One module per brand that needs code or tokens of its own; Standard combines them.
        .target(name: "LadbrokesHandlers", dependencies: ["AppBarEngine", "BrandModel"], path: "Sources/Handlers/Ladbrokes"),
        .target(name: "NedsHandlers", dependencies: ["AppBarEngine"], path: "Sources/Handlers/Neds"),
        .target(
            name: "StandardHandlers",
            dependencies: ["AppBarEngine", "LadbrokesHandlers", "NedsHandlers"],
            path: "Sources/Handlers/Standard"),

        // Named as its product, which the brandlint command plugin runs as a tool.
        .executableTarget(
            name: "brandlint",
            dependencies: [
                "BrandLint", "BrandModel", "BrandSchema", "StandardHandlers", "YAMLNode", "YAMLReader",
                "CommandLineSupport", "BrandLanguageServer", "LanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Commands/brandlint"
        ),

        .target(
            name: "BrandSimCommandLine",
            dependencies: [
                "AppBarEngine", "BrandLint", "BrandModel", "BrandSim", "StandardHandlers", "YAMLNode", "YAMLReader",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Commands/BrandSimCommandLine"
        ),
        .executableTarget(name: "BrandSimCommand", dependencies: ["AppBarEngine", "BrandSimCommandLine"], path: "Sources/Commands/brandsim"),
        .executableTarget(
            name: "BrandBenchCommand",
            dependencies: [
                "CYAML", "YAMLNode", "YAMLReader", "BrandSchema", "BrandModel", "BrandLint", "StandardHandlers", "AppBarEngine",
                "OddsBoost", "RevalidatingCache", "CommandLineSupport", "BrandDelivery", "BrandGen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Commands/brandbench"
        ),
        // brandbench's floors as whole processes: libyaml's event loop in C over the files
        // brandlint reads, and a Swift program that only starts with Foundation loaded.
        .executableTarget(name: "RawParseFloor", dependencies: ["CYAML"]),
        .executableTarget(name: "FoundationHello"),
        .executableTarget(
            name: "BrandReportCommand",
            dependencies: [
                "BrandReport", "BrandLint", "BrandModel", "StandardHandlers", "YAMLReader",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Commands/brandreport"
        ),

        // Named as its product, so plugins can depend on it as a tool (SwiftPM looks the tool
        // up as a product of the target's name).
        .executableTarget(
            name: "brandgen",
            dependencies: [
                "BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "StandardHandlers", "CommandLineSupport", "YAMLReader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Commands/brandgen"
        ),

        // The SwiftPM plugins are a package of their own (Plugins/Package.swift), as SwiftLint's
        // are: a plugin declared here would make every build of this package build a host copy
        // of its tool and everything under it (docs/exports.md).
        // The repository, its shipped schemas and brands, temporary folders and the tools
        // as processes, for every test target (as SwiftLint's TestResources).
        .target(name: "TestSupport", dependencies: ["BrandModel", "YAMLReader"], path: "Tests/Support/TestSupport"),
        // A delivery client in a process of its own, for tests of two app processes sharing one
        // folder and for measuring a client against a hostile host (docs/delivery.md).
        .executableTarget(name: "DeliveryClientProcess", dependencies: ["BrandDelivery", "BrandModel"], path: "Tests/Support/DeliveryClientProcess"),
        .testTarget(name: "YAMLNodeTests", dependencies: ["TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader", "YAMLNode"]),
        .testTarget(name: "BrandSchemaTests", dependencies: ["BrandSchema", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "BrandRuntimeTests",
            dependencies: [
                "BrandRuntime", "BrandModel", "TestSupport", "YAMLNode", .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // Every Swift block of README.md and docs/*.md, compiled against this build's modules.
        .testTarget(name: "DocumentationTests", dependencies: ["TestSupport"]),
        .testTarget(name: "BrandModelTests", dependencies: ["BrandModel", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "BrandLintTests", dependencies: ["BrandLint", "BrandModel", "Spelling", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "BrandSimTests",
            dependencies: ["BrandSim", "AppBarEngine", "BrandModel", "Localization", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "BrandLanguageServer", "BrandLint", "BrandModel", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling"]),
        .testTarget(name: "OddsBoostTests", dependencies: ["OddsBoost", "Localization", "BrandModel", "TestSupport"]),
        .testTarget(name: "RevalidatingCacheTests", dependencies: ["RevalidatingCache"]),
        // Reads the package graph with `swift package describe`.
        .testTarget(name: "PackageGraphTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "AppBarEngineTests",
            dependencies: [
                "AppBarEngine", "AppBarEngineTesting", "StandardHandlers", "LadbrokesHandlers", "NedsHandlers",
                "BrandModel", "Localization", "RevalidatingCache", "TestSupport", "YAMLNode", "YAMLReader",
            ]),
        .testTarget(
            name: "BrandReportTests",
            dependencies: [
                "BrandReport", "BrandReportCommand", "AppBarEngine", "BrandLint", "BrandModel", "OddsBoost", "StandardHandlers", "TestSupport",
                "YAMLNode", "YAMLReader",
            ]),
        // The tools together, as processes: what every tool promises alike, and a brand
        // dropped into Brands/ going through the whole chain.
        .testTarget(
            name: "ToolChainTests",
            dependencies: [
                "BrandLint", "BrandReport", "CommandLineSupport", "TestSupport", "YAMLNode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "BrandGenTests",
            dependencies: ["BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "BrandRuntime", "BrandSchema", "Localization", "OddsBoost", "StandardHandlers", "TestSupport", "YAMLNode"]),
        .testTarget(
            name: "BrandDeliveryTests",
            dependencies: ["BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "BrandRuntime", "BrandSim", "StandardHandlers", "TestSupport", "YAMLReader"]),
    ],
    swiftLanguageModes: [.v6]
)
