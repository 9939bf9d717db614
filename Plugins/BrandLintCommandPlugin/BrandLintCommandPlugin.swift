import Foundation
import PackagePlugin

/// `swift package brandlint [ARGUMENTS...]`: runs brandlint on the package's brands
/// (`Brands` unless paths are given), as SwiftLint's command plugin runs swiftlint.
@main
struct BrandLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRun.run(try context.tool(named: "brandlint").url, arguments: arguments, in: context.package.directoryURL)
    }
}

/// Runs a tool in the package folder and fails the command with its exit code.
enum ToolRun {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ tool: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "\(tool.lastPathComponent) exited with \(process.terminationStatus)")
        }
    }
}
