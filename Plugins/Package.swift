// swift-tools-version: 6.1
import PackageDescription

// Where the plugins' tools come from. By default SwiftPM builds brandgen and brandlint from the
// engine's sources as host copies (BoringSSL included), so an app's build compiles every tool.
// With BRANDENGINE_TOOLS_BUNDLE (a path, absolute or relative to this folder) or BRANDENGINE_TOOLS_URL and
// BRANDENGINE_TOOLS_CHECKSUM set, they come prebuilt from `make artifactbundle`'s
// BrandEngineTools.artifactbundle, as SwiftLint's plugins take SwiftLintBinary, and an app's
// build compiles no tool (docs/exports.md).
let environment = Context.environment
let toolsBundle: Target? =
    if let path = environment["BRANDENGINE_TOOLS_BUNDLE"], !path.isEmpty {
        .binaryTarget(name: "BrandEngineTools", path: relativeToPackage(path))
    } else if let url = environment["BRANDENGINE_TOOLS_URL"], let checksum = environment["BRANDENGINE_TOOLS_CHECKSUM"] {
        .binaryTarget(name: "BrandEngineTools", url: url, checksum: checksum)
    } else {
        nil
    }

/// `path` relative to this package's folder, as `binaryTarget(path:)` takes it; an absolute
/// path (`$PWD/BrandEngineTools.artifactbundle`) is turned into one.
func relativeToPackage(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let base = Context.packageDirectory.split(separator: "/")
    let target = path.split(separator: "/")
    let common = zip(base, target).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)).joined(separator: "/")
}

/// The plugin's tool: the prebuilt bundle's when there is one, else the engine's product.
@MainActor func tool(_ name: String) -> Target.Dependency {
    toolsBundle == nil ? .product(name: name, package: "BrandEngine") : .target(name: "BrandEngineTools")
}

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
    dependencies: toolsBundle == nil ? [.package(name: "BrandEngine", path: "..")] : [],
    targets: (toolsBundle.map { [$0] } ?? []) + [
        // After SwiftGen's and SwiftLint's plugin packages (docs/exports.md).
        .plugin(
            name: "BrandGenPlugin", capability: .buildTool(), dependencies: [tool("brandgen")],
            path: "BrandGenPlugin"),
        .plugin(
            name: "BrandLintCommandPlugin",
            capability: .command(intent: .custom(verb: "brandlint", description: "Lint the package's brand profiles with brandlint.")),
            dependencies: [tool("brandlint")],
            path: "BrandLintCommandPlugin"),
        .plugin(
            name: "BrandGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "brandgen", description: "Generate iOS, Android, web, React Native, DTCG and runtime files from the brand profiles."),
                permissions: [.writeToPackageDirectory(reason: "brandgen writes the generated files into the package (Generated/ by default).")]),
            dependencies: [tool("brandgen")],
            path: "BrandGenCommandPlugin"),
    ]
)
