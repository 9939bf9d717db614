// swift-tools-version: 6.1
import PackageDescription

// The engine's SwiftPM plugins, a package of their own as SwiftLint's plugins are: an app's
// package adds it beside the engine and adopts the build-tool plugin in a target, or runs the
// command plugins (`swift package brandlint`, `swift package brandgen`). Kept out of the
// engine's own package, whose every build would otherwise build host copies of brandgen and
// brandlint, BoringSSL included (docs/exports.md).
let package = Package(
    name: "BrandEnginePlugins",
    products: [
        .plugin(name: "BrandGenPlugin", targets: ["BrandGenPlugin"]),
        .plugin(name: "BrandLintCommandPlugin", targets: ["BrandLintCommandPlugin"]),
        .plugin(name: "BrandGenCommandPlugin", targets: ["BrandGenCommandPlugin"]),
    ],
    dependencies: [
        .package(name: "BrandEngine", path: ".."),
    ],
    targets: [
        // After SwiftGen's and SwiftLint's plugin packages (docs/exports.md).
        .plugin(
            name: "BrandGenPlugin", capability: .buildTool(), dependencies: [.product(name: "brandgen", package: "BrandEngine")],
            path: "BrandGenPlugin"),
        .plugin(
            name: "BrandLintCommandPlugin",
            capability: .command(intent: .custom(verb: "brandlint", description: "Lint the package's brand profiles with brandlint.")),
            dependencies: [.product(name: "brandlint", package: "BrandEngine")],
            path: "BrandLintCommandPlugin"),
        .plugin(
            name: "BrandGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "brandgen", description: "Generate iOS, Android, web, React Native, DTCG and runtime files from the brand profiles."),
                permissions: [.writeToPackageDirectory(reason: "brandgen writes the generated files into the package (Generated/ by default).")]),
            dependencies: [.product(name: "brandgen", package: "BrandEngine")],
            path: "BrandGenCommandPlugin"),
    ]
)
