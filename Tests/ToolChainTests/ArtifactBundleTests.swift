import Foundation
import TestSupport
import Testing

/// `tools/artifactbundle` (what `make artifactbundle` runs on the static tools) lays the tools
/// out as SwiftLintBinary does, and the plugins take that bundle through a `binaryTarget`: an
/// app's package that uses the build-tool plugin then builds no tool and no engine module.
/// Laid out here from this build's tools, so the test compiles nothing of the engine again.
@Suite("The prebuilt tools' artifact bundle")
struct ArtifactBundleTests {
    static let tools = ["brandlint", "brandgen", "brandsim", "brandreport"]

    static func makeBundle(in folder: URL) throws -> URL {
        let bin = try #require(BuildProducts.folder, "no products folder")
        let bundle = folder.appendingPathComponent("BrandEngineTools.artifactbundle")
        let run = try ToolProcess.run(
            URL(fileURLWithPath: Repository.path("tools/artifactbundle")), ["--bin", bin.path, "--output", bundle.path, "--no-strip"],
            in: Repository.root)
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        return bundle
    }

    @Test func theBundleHasSwiftLintBinarysLayout() throws {
        try TemporaryFolder.with("bundle") { folder in
            let bundle = try Self.makeBundle(in: folder)
            let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any]
            #expect(info?["schemaVersion"] as? String == "1.0")
            let artifacts = try #require(info?["artifacts"] as? [String: [String: Any]])
            #expect(Set(artifacts.keys) == Set(Self.tools))
            for (name, artifact) in artifacts {
                #expect(artifact["type"] as? String == "executable")
                let variants = try #require(artifact["variants"] as? [[String: Any]])
                #expect(variants.count == 1)
                let path = try #require(variants.first?["path"] as? String)
                #expect(path.hasPrefix("\(name)-") && path.hasSuffix("/bin/\(name)"), "\(path)")
                #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
                #expect((variants.first?["supportedTriples"] as? [String])?.isEmpty == false)
            }
        }
    }

    /// The example's brand-theme target as an app has it, the plugins taking their tools from
    /// the bundle (BRANDENGINE_TOOLS_BUNDLE): its build runs the bundle's brandgen and compiles
    /// nothing but the app's module.
    @Test func anAppBuildWithTheBundleCompilesNoTool() throws {
        try TemporaryFolder.with("bundle-app") { folder in
            let bundle = try Self.makeBundle(in: folder)
            let app = folder.appendingPathComponent("App")
            let sources = app.appendingPathComponent("Sources/BrandAppTheme")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            let example = Repository.path("Examples/BrandApp")
            for name in ["Brands", "Handlers"] { try TemporaryFolder.copy(example + "/" + name, into: app, as: name) }
            for name in ["AppBarTitles.swift", "brandgen.json"] {
                try FileManager.default.copyItem(atPath: example + "/Sources/BrandAppTheme/" + name, toPath: sources.appendingPathComponent(name).path)
            }
            try """
                // swift-tools-version: 6.1
                import PackageDescription
                let package = Package(
                    name: "App",
                    platforms: [.macOS(.v15), .iOS(.v18)],
                    dependencies: [.package(name: "BrandEnginePlugins", path: "\(Repository.path("Plugins"))")],
                    targets: [
                        .target(name: "BrandAppTheme", exclude: ["brandgen.json"], plugins: [.plugin(name: "BrandGenPlugin", package: "BrandEnginePlugins")]),
                    ])
                """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let build = try ToolProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], in: app, environment: ["BRANDENGINE_TOOLS_BUNDLE": bundle.path])
            #expect(build.status == 0, "\(build.output)\(build.errorOutput)")
            #expect(build.output.contains("brandgen: example for iOS"), "\(build.output)")
            let compiled = build.output.split(separator: "\n").filter { $0.contains("Compiling") }
            #expect(!compiled.isEmpty)
            #expect(compiled.allSatisfy { $0.contains("Compiling plugin ") || $0.contains("Compiling BrandAppTheme ") }, "\(compiled)")
            let tools = app.appendingPathComponent(".build/debug/Modules-tool")
            #expect(!FileManager.default.fileExists(atPath: tools.path), "host copies of the engine's modules were built")
        }
    }
}

/// `make install` lays the tools down stripped, as the artifact bundle does (`STRIP=0` keeps
/// their symbols), and they still run.
@Suite("make install")
struct MakeInstallTests {
    @Test func theInstalledToolsAreStrippedAndRun() throws {
        let bin = try #require(BuildProducts.folder, "no products folder")
        try TemporaryFolder.with("install") { prefix in
            let run = try ToolProcess.run(
                URL(fileURLWithPath: "/usr/bin/make"), ["install", "PREFIX=\(prefix.path)", "BIN=\(bin.path)"], in: Repository.root)
            #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
            for tool in ArtifactBundleTests.tools {
                let built = try FileManager.default.attributesOfItem(atPath: bin.appendingPathComponent(tool).path)[.size] as? Int ?? 0
                let installedPath = prefix.appendingPathComponent("bin/\(tool)")
                let installed = try FileManager.default.attributesOfItem(atPath: installedPath.path)[.size] as? Int ?? 0
                #expect(installed > 0 && installed < built, "\(tool): \(installed) bytes installed from \(built)")
                let help = try ToolProcess.run(installedPath, ["--help"], in: prefix)
                #expect(help.status == 0, "\(tool) --help: \(help.errorOutput)")
            }
        }
    }
}
