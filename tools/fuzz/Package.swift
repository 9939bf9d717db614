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
        // Each harness is a few lines handing libFuzzer's input to its body in the main
        // package's FuzzHarnesses (Tests/Support/FuzzHarnesses), which FuzzSeedTests replays
        // the seeds through in the normal build.
        .executableTarget(name: "FuzzYAML", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzSchema", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzProfileLoader", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzScenario", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzProfileDecode", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzTrustRoot", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzAcceptanceLog", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzSignatureFile", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzEnvelope", dependencies: ["FuzzDriver", harnesses]),
        .executableTarget(name: "FuzzVersionFiles", dependencies: ["FuzzDriver", harnesses]),
    ],
    swiftLanguageModes: [.v6]
)

var harnesses: Target.Dependency { .product(name: "FuzzHarnesses", package: "BrandEngine") }
