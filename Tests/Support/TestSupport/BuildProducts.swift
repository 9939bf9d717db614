import Foundation

/// The products folder of the build the tests run from, with its `Modules`: for tests that
/// compile against the package's modules (the docs' samples) or read their API.
public enum BuildProducts {
    public static var folder: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path) }
    }

    /// What swiftc needs to import the package's modules: the Swift modules, and the module
    /// maps of the C modules under them (libyaml, BoringSSL).
    public static func moduleArguments(_ folder: URL) -> [String] {
        var arguments = ["-I", folder.appendingPathComponent("Modules").path]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // `<Module>-tool.build` is a plugin host tool's copy of a module (a build that had a
        // plugin in its graph left it): the same module name, so only the target's own map.
        for entry in entries.sorted() where entry.hasSuffix(".build") && !entry.hasSuffix("-tool.build") {
            let map = folder.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        }
        arguments += ["-Xcc", "-fmodule-map-file=" + Repository.path("Sources/Support/CYAML/module.modulemap")]
        return arguments
    }
}
