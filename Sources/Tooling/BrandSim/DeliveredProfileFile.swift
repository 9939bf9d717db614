import Foundation

/// The profile file a `deliver` step names: inside the scenario's folder, or refused.
enum DeliveredProfileFile {
    /// Whether `path`, as written, stays inside the folder it is relative to: not absolute,
    /// and no `..` climbing above it.
    static func staysInFolder(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return false }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return false }
        }
        return depth > 0
    }

    /// The file `path` names in the folder of `scenarioFile`, symbolic links resolved; nil when
    /// it resolves outside that folder (a link leading out counts as outside).
    static func resolve(_ path: String, scenarioFile: String) -> URL? {
        guard staysInFolder(path) else { return nil }
        let folder = URL(fileURLWithPath: scenarioFile).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath()
        let file = folder.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return file.path.hasPrefix(prefix) ? file : nil
    }
}
