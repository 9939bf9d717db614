import Foundation
import TestSupport

/// The TypeScript runtime package (`Runtimes/TypeScript`), compiled by tsc once per test run
/// and shared by every test that runs it under node: its own tsconfig (`--strict` and the
/// strictest options an app may set) into a temporary `dist/`.
enum TypeScriptPackage {
    static let folder = ShippedBrands.repository + "/Runtimes/TypeScript"
    /// The name the package's `package.json` gives it, which generated modules import types from.
    static let name = "@brandengine/runtime"

    private static let build: Result<URL, Swiftc.Failed> = {
        do {
            let output = try TemporaryFolder.make("typescript-package")
            try Command.run(["tsc", "-p", folder, "--outDir", output.appendingPathComponent("dist").path], in: output)
            return .success(output.appendingPathComponent("dist"))
        } catch let error as Swiftc.Failed {
            return .failure(error)
        } catch {
            return .failure(Swiftc.Failed(description: "\(error)"))
        }
    }()

    /// The compiled package's `dist/` (`src/index.js`, `src/platform/node.js`, `test/*.test.js`,
    /// and `test/replay/*.js`, the tools the engine's differential tests run under node).
    static func compiled() throws -> URL {
        try build.get()
    }

    /// A copy of the compiled package in `folder/dist` with `edit` applied to `file`'s text
    /// (a path under `dist/`): a deliberate break, with no second compile.
    static func brokenCopy(in folder: URL, file: String, _ edit: (String) -> String) throws -> URL {
        let copy = folder.appendingPathComponent("dist")
        try FileManager.default.copyItem(at: try compiled(), to: copy)
        let url = copy.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = edit(text)
        precondition(edited != text, "the break changes \(file)")
        try Data(edited.utf8).write(to: url)
        return copy
    }
}
