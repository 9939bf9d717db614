import Foundation

/// Fresh folders under the system's temporary folder for tests that write files.
public enum TemporaryFolder {
    /// A new empty folder; the caller removes it.
    public static func make(_ prefix: String = "brandengine") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `body` in a new empty folder, removed afterwards whatever happens.
    public static func with<Result>(_ prefix: String = "brandengine", _ body: (URL) throws -> Result) throws -> Result {
        let folder = try make(prefix)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// Runs `body` in a new empty folder, removed afterwards whatever happens.
    public static func with<Result>(_ prefix: String = "brandengine", _ body: (URL) async throws -> Result) async throws -> Result {
        let folder = try make(prefix)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// Copies a folder (e.g. ``Repository/brands``) into `folder` under `name`; returns the copy's path.
    @discardableResult
    public static func copy(_ source: String, into folder: URL, as name: String) throws -> String {
        let copy = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        return copy
    }
}
