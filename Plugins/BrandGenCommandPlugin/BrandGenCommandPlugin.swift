import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory brandgen [ARGUMENTS...]`: runs
/// brandgen in the package folder (every brand and platform into `Generated/` unless the
/// arguments say otherwise). Writing into the package needs the permission flag, as with
/// SwiftGen's command plugin.
@main
struct BrandGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "brandgen").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "brandgen exited with \(process.terminationStatus)")
        }
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }
}
