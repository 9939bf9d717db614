// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BrandEngine",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "brandlint", targets: ["brandlint"]),
        .executable(name: "brandsim", targets: ["brandsim"]),
        .executable(name: "brandbench", targets: ["brandbench"]),
        .executable(name: "brandreport", targets: ["brandreport"]),
        .executable(name: "brandgen", targets: ["brandgen"]),
        .library(name: "YAMLNode", targets: ["YAMLNode"]),
        .library(name: "YAMLReader", targets: ["YAMLReader"]),
        .library(name: "BrandSchema", targets: ["BrandSchema"]),
        .library(name: "BrandModel", targets: ["BrandModel"]),
        .library(name: "ProfileLoading", targets: ["ProfileLoading"]),
        .library(name: "BrandRuntime", targets: ["BrandRuntime"]),
        .library(name: "BrandLint", targets: ["BrandLint"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "OddsBoost", targets: ["OddsBoost"]),
        .library(name: "RevalidatingCache", targets: ["RevalidatingCache"]),
        .library(name: "Infrastructure", targets: ["Infrastructure"]),
        .library(name: "AppBarEngine", targets: ["AppBarEngine"]),
        .library(name: "StandardHandlers", targets: ["StandardHandlers"]),
        .library(name: "AppBarEngineTesting", targets: ["AppBarEngineTesting"]),
        .library(name: "BrandReport", targets: ["BrandReport"]),
        .library(name: "BrandSim", targets: ["BrandSim"]),
        .library(name: "BrandSimCommandLine", targets: ["BrandSimCommandLine"]),
        .library(name: "BrandGen", targets: ["BrandGen"]),
        .library(name: "BrandDelivery", targets: ["BrandDelivery"]),
        .library(name: "BrandPublishing", targets: ["BrandPublishing"]),
        // The fuzz targets' bodies, for the fuzz package (tools/fuzz) and FuzzSeedTests alone.
        .library(name: "FuzzHarnesses", targets: ["FuzzHarnesses"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Ed25519 and SHA-256 for signed brand bundles; CryptoKit underneath on Apple platforms.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // The brand studio's HTTP server on loopback (brandreport --serve): no dependencies of its own.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // ── Runtime: what an app links (Sources/Runtime). No libyaml, no tooling module;
        // ArchitectureLayerTests fails when a runtime target depends on a tooling one.
        runtime("YAMLNode"),
        // "Did you mean …?": for the schema evaluator, the loader, the rules and the engine alike.
        runtime("Spelling"),
        runtime("BrandSchema", dependencies: ["Spelling", "YAMLNode"]),
        runtime("Localization"),
        // What both sides build on: the one kind of lock, durable file writes, the folder lock.
        runtime("Infrastructure"),
        runtime("BrandModel", dependencies: ["YAMLNode", "BrandSchema", "Localization", "Spelling"]),
        // How an app loads brandgen's runtime envelopes, with the schemas compiled in: no
        // libyaml, no swift-crypto (docs/profile-format.md).
        runtime("BrandRuntime", dependencies: ["BrandModel", "Localization", "YAMLNode"]),
        runtime("OddsBoost", dependencies: ["Localization", "BrandModel"]),
        runtime("RevalidatingCache", dependencies: ["Infrastructure"]),
        runtime("AppBarEngine", dependencies: ["BrandModel", "Infrastructure", "Localization", "RevalidatingCache", "Spelling", "YAMLNode"]),
        // What an app's tests drive the engine with: a manual clock, a recording effect sink,
        // a scripted tool-info source (docs/app-bar-engine.md).
        runtime("AppBarEngineTesting", dependencies: ["AppBarEngine", "BrandModel", "Infrastructure"]),  // and the toolchain's Testing, for AppBarTestStore's issues
        // The delivery client and the bundle format (swift-crypto for Ed25519).
        runtime(
            "BrandDelivery",
            dependencies: [
                "BrandModel", "BrandRuntime", "Infrastructure", "RevalidatingCache", "YAMLNode", .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // One module per brand that needs code or tokens of its own; Standard combines them.
        runtime("LadbrokesHandlers", dependencies: ["AppBarEngine", "BrandModel"], path: "Handlers/Ladbrokes"),
        runtime("NedsHandlers", dependencies: ["AppBarEngine", "BrandModel"], path: "Handlers/Neds"),
        runtime("StandardHandlers", dependencies: ["AppBarEngine", "LadbrokesHandlers", "NedsHandlers"], path: "Handlers/Standard"),

        // ── Tooling: what the tools link (Sources/Tooling). Reading YAML starts here.
        tooling("YAMLReader", dependencies: ["CYAML", "YAMLNode"]),
        // Brand profiles from a folder, as the tools read them: `extends` followed and merged,
        // bases checked, catalogs loaded and watched. An app loads envelopes (BrandRuntime).
        tooling("ProfileLoading", dependencies: ["BrandModel", "BrandSchema", "Infrastructure", "Spelling", "YAMLNode"]),
        tooling("BrandLint", dependencies: ["BrandModel", "ProfileLoading", "BrandSchema", "Localization", "Spelling", "YAMLNode", "YAMLReader"]),
        // The Language Server Protocol's framing, JSON-RPC and types; knows nothing of brands.
        tooling("LanguageServer"),
        tooling("BrandLanguageServer", dependencies: ["LanguageServer", "BrandLint", "BrandModel", "BrandRuntime", "ProfileLoading", "BrandSchema", "YAMLNode", "YAMLReader"]),
        tooling("CommandLineSupport", dependencies: ["BrandModel", "BrandRuntime", "ProfileLoading", "YAMLReader", "CMalloc", argumentParser]),
        tooling(
            "BrandSim",
            dependencies: [
                "AppBarEngine", "BrandModel", "BrandRuntime", "ProfileLoading", "Infrastructure", "Localization", "OddsBoost", "RevalidatingCache", "Spelling", "YAMLNode",
                "YAMLReader",
            ]),
        // Scenario delivery steps against a real catalog and signed bundles (swift-crypto): the
        // engine's brandsim links it; BrandSimCommandLine does not, so an app's own brandsim
        // links no crypto.
        tooling("BrandSimDelivery", dependencies: ["BrandDelivery", "BrandModel", "BrandPublishing", "BrandRuntime", "BrandSim", "ProfileLoading", "YAMLNode"]),
        // brandsim's command as a library, so an app's package builds its own brandsim with its
        // handlers linked in: a one-line main.swift (docs/handlers.md).
        tooling(
            "BrandSimCommandLine",
            dependencies: [
                "AppBarEngine", "BrandLint", "BrandModel", "Localization", "ProfileLoading", "BrandSim", "StandardHandlers", "YAMLNode", "YAMLReader",
                "CommandLineSupport", argumentParser,
            ]),
        // The publisher's side of delivery: building and signing bundles, writing envelopes.
        tooling(
            "BrandPublishing",
            dependencies: ["BrandDelivery", "BrandModel", "BrandRuntime", "YAMLNode", .product(name: "Crypto", package: "swift-crypto")]),
        tooling("BrandReport", dependencies: ["AppBarEngine", "BrandLint", "BrandModel", "ProfileLoading", "Localization", "OddsBoost", "YAMLNode"]),
        // The live brand studio: the report's renderers served on loopback, updated as files
        // change, and drawn to PNG by headless Chromium (docs/studio.md).
        tooling("BrandStudio", dependencies: ["BrandReport", "BrandModel", .product(name: "FlyingFox", package: "FlyingFox")]),
        tooling(
            "BrandGen",
            dependencies: [
                "BrandDelivery", "BrandLint", "BrandModel", "ProfileLoading", "BrandPublishing", "BrandRuntime", "Infrastructure", "Localization", "YAMLNode",
            ]),

        // ── Tools: the executables (Sources/Tools), each named as its product: the plugins run
        // brandlint and brandgen as tools, which SwiftPM looks up as products of those names.
        tool(
            "brandlint",
            dependencies: [
                "BrandLint", "BrandModel", "ProfileLoading", "BrandSchema", "StandardHandlers", "YAMLNode", "YAMLReader",
                "CommandLineSupport", "BrandLanguageServer", "LanguageServer", argumentParser,
            ]),
        tool("brandsim", dependencies: ["AppBarEngine", "BrandSimCommandLine", "BrandSimDelivery"]),
        tool(
            "brandreport",
            dependencies: [
                "BrandReport", "BrandStudio", "BrandLint", "BrandModel", "Infrastructure", "ProfileLoading", "StandardHandlers", "YAMLReader", "CommandLineSupport",
                argumentParser,
            ]),
        tool(
            "brandgen",
            dependencies: [
                "BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "ProfileLoading", "BrandPublishing", "BrandRuntime", "StandardHandlers", "CommandLineSupport", "YAMLNode", "YAMLReader", argumentParser,
            ]),
        tool(
            "brandbench",
            dependencies: [
                "CYAML", "YAMLNode", "YAMLReader", "BrandSchema", "BrandModel", "ProfileLoading", "BrandLint", "StandardHandlers", "AppBarEngine",
                "OddsBoost", "RevalidatingCache", "CommandLineSupport", "BrandDelivery", "BrandGen", "BrandPublishing", "BrandRuntime", argumentParser,
            ]),

        // ── Support (Sources/Support): C shims and brandbench's floors.
        // libyaml from the system: apt `libyaml-dev`, brew `libyaml`.
        .systemLibrary(
            name: "CYAML",
            path: "Sources/Support/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "CMalloc", path: "Sources/Support/CMalloc"),
        // brandbench's floors as whole processes: libyaml's event loop in C over the files
        // brandlint reads, and a Swift program that only starts with Foundation loaded.
        .executableTarget(name: "RawParseFloor", dependencies: ["CYAML"], path: "Sources/Support/RawParseFloor"),
        .executableTarget(name: "FoundationHello", path: "Sources/Support/FoundationHello"),

        // The SwiftPM plugins are a package of their own (Plugins/Package.swift), as SwiftLint's
        // are: a plugin declared here would make every build of this package build a host copy
        // of its tool and everything under it (docs/exports.md).
        // The repository, its shipped schemas and brands, temporary folders and the tools
        // as processes, for every test target (as SwiftLint's TestResources).
        .target(name: "TestSupport", dependencies: ["BrandModel", "ProfileLoading", "YAMLReader"], path: "Tests/Support/TestSupport"),
        // A delivery client in a process of its own, for tests of two app processes sharing one
        // folder and for measuring a client against a hostile host (docs/delivery.md).
        // The libFuzzer targets' bodies: the fuzz package (tools/fuzz) hands them its inputs, and
        // FuzzSeedTests replays every target's seeds through them in this build (docs/fuzzing.md).
        .target(
            name: "FuzzHarnesses",
            dependencies: [
                "AppBarEngine", "BrandDelivery", "BrandLint", "BrandModel", "BrandReport", "BrandRuntime", "BrandSchema", "BrandSim", "OddsBoost",
                "ProfileLoading", "StandardHandlers", "YAMLNode", "YAMLReader",
            ],
            path: "Tests/Support/FuzzHarnesses"),
        .testTarget(name: "FuzzSeedTests", dependencies: ["FuzzHarnesses", "TestSupport"]),
        // brandsim without the delivery simulation, for the hostile corpus's release build
        // (tools/hostile): the scenario cases need no delivery, and it compiles no swift-crypto.
        .executableTarget(name: "BrandSimWithoutDelivery", dependencies: ["AppBarEngine", "BrandSimCommandLine"], path: "Tests/Support/BrandSimWithoutDelivery"),
        .executableTarget(name: "DeliveryClientProcess", dependencies: ["BrandDelivery", "BrandModel", "BrandRuntime"], path: "Tests/Support/DeliveryClientProcess"),
        .executableTarget(name: "CacheWriterProcess", dependencies: ["RevalidatingCache"], path: "Tests/Support/CacheWriterProcess"),
        .testTarget(name: "YAMLNodeTests", dependencies: ["TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "YAMLReaderTests", dependencies: ["TestSupport", "YAMLReader", "YAMLNode"]),
        .testTarget(name: "BrandSchemaTests", dependencies: ["BrandSchema", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "BrandRuntimeTests",
            dependencies: [
                "BrandRuntime", "BrandModel", "ProfileLoading", "TestSupport", "YAMLNode", .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // Every Swift block of README.md and docs/*.md, compiled against this build's modules.
        .testTarget(name: "DocumentationTests", dependencies: ["TestSupport"]),
        .testTarget(name: "BrandModelTests", dependencies: ["BrandLint", "BrandModel", "ProfileLoading", "Infrastructure", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "BrandLintTests", dependencies: ["BrandLint", "BrandModel", "ProfileLoading", "Infrastructure", "Spelling", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "BrandSimTests",
            dependencies: ["BrandSim", "BrandSimDelivery", "AppBarEngine", "BrandModel", "ProfileLoading", "Localization", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "BrandLanguageServer", "BrandLint", "BrandModel", "BrandRuntime", "ProfileLoading", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling", "TestSupport"]),
        .testTarget(name: "OddsBoostTests", dependencies: ["OddsBoost", "Localization", "BrandModel", "ProfileLoading", "TestSupport"]),
        .testTarget(name: "RevalidatingCacheTests", dependencies: ["Infrastructure", "RevalidatingCache", "TestSupport"]),
        // Reads the package graph with `swift package describe`.
        .testTarget(name: "PackageGraphTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "AppBarEngineTests",
            dependencies: [
                "AppBarEngine", "AppBarEngineTesting", "StandardHandlers", "LadbrokesHandlers", "NedsHandlers",
                "BrandModel", "ProfileLoading", "Infrastructure", "Localization", "RevalidatingCache", "TestSupport", "YAMLNode", "YAMLReader",
            ]),
        .testTarget(
            name: "BrandReportTests",
            dependencies: [
                "BrandReport", "BrandStudio", "brandreport", "AppBarEngine", "BrandLint", "BrandModel", "ProfileLoading", "OddsBoost", "StandardHandlers",
                "TestSupport", "YAMLNode", "YAMLReader",
            ]),
        // The tools together, as processes: what every tool promises alike, and a brand
        // dropped into Brands/ going through the whole chain.
        .testTarget(
            name: "ToolChainTests",
            dependencies: [
                "BrandLint", "BrandReport", "CommandLineSupport", "ProfileLoading", "TestSupport", "YAMLNode", "brandlint", "brandreport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "BrandGenTests",
            dependencies: ["AppBarEngine", "BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "ProfileLoading", "BrandPublishing", "BrandRuntime", "BrandSchema", "LadbrokesHandlers", "Localization", "NedsHandlers", "OddsBoost", "RevalidatingCache", "StandardHandlers", "TestSupport", "YAMLNode", "YAMLReader"]),
        .testTarget(
            name: "BrandDeliveryTests",
            dependencies: ["BrandDelivery", "BrandGen", "BrandLint", "BrandModel", "Infrastructure", "ProfileLoading", "BrandPublishing", "BrandRuntime", "BrandSim", "BrandSimDelivery", "StandardHandlers", "TestSupport", "YAMLReader"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Sources/Runtime: what an app links.
func runtime(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/Runtime/" + (path ?? name))
}

/// Sources/Tooling: what the tools link.
func tooling(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/Tooling/" + name)
}

/// Sources/Tools: an executable, named as its product.
func tool(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Sources/Tools/" + name)
}

var argumentParser: Target.Dependency { .product(name: "ArgumentParser", package: "swift-argument-parser") }
