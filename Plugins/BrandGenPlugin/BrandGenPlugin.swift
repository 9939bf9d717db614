import Foundation
import PackagePlugin

/// Build-tool plugin: generates a brand's `BrandTheme.swift`, `BrandStrings.swift` and
/// `Localizable.xcstrings` into the build folder when the target builds, as SwiftGen's
/// plugin does for its configuration.
///
/// The target holds a `brandgen.json`: `{"brands": "<folder of profiles, relative to the
/// package>", "brand": "<id>"}`. The generated Swift is compiled into the target; the
/// String Catalog becomes one of its resources. The files are rebuilt when a profile changes.
@main
struct BrandGenPlugin: BuildToolPlugin {
    static let configurationName = "brandgen.json"

    struct Configuration: Decodable {
        var brands: String
        var brand: String
    }

    struct PluginError: Error, CustomStringConvertible {
        var description: String
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationURL = target.directoryURL.appending(path: Self.configurationName)
        guard let data = FileManager.default.contents(atPath: configurationURL.path()) else {
            throw PluginError(description: "\(target.name) uses BrandGenPlugin but has no \(Self.configurationName): add {\"brands\": \"Brands\", \"brand\": \"<id>\"}")
        }
        let configuration = try JSONDecoder().decode(Configuration.self, from: data)
        let brands = context.package.directoryURL.appending(path: configuration.brands)
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let folder = output.appending(path: "ios/\(configuration.brand)")
        let profiles = (FileManager.default.enumerator(atPath: brands.path())?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { brands.appending(path: $0) }
        // The app's handler declarations, which brandgen finds beside the brands folder.
        let handlers = brands.deletingLastPathComponent().appending(path: "Handlers")
        let declarations = ((try? FileManager.default.contentsOfDirectory(atPath: handlers.path())) ?? [])
            .filter { $0.hasSuffix(".handler.json") }.sorted().map { handlers.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "brandgen: \(configuration.brand) for iOS",
                executable: try context.tool(named: "brandgen").url,
                arguments: [
                    brands.path(), "--brand", configuration.brand, "--platform", "ios", "--output", output.path(), "--quiet",
                ],
                inputFiles: profiles + declarations + [configurationURL],
                outputFiles: ["BrandTheme.swift", "BrandStrings.swift", "Localizable.xcstrings"].map { folder.appending(path: $0) })
        ]
    }
}
