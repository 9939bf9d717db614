import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fresh folders for tests that write files, all under one folder of the test process's own
/// (``root``), which goes when the process exits: a full `swift test` left some 7,000 folders
/// (700 MB) in the system's temporary folder when each test had to remove its own.
public enum TemporaryFolder {
    /// `<tmp>/brandengine-tests-<pid>`: every folder ``make(_:)`` makes is inside it. Removed
    /// when the process exits normally; a killed run's is removed by the next run that starts,
    /// once no process has its id.
    public static let root: URL = makeRoot()

    private static let rootPrefix = "brandengine-tests-"

    private static func makeRoot() -> URL {
        let base = FileManager.default.temporaryDirectory
        sweepStaleRoots(in: base)
        let root = base.appendingPathComponent(rootPrefix + String(getpid()))
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
        return root
    }

    /// Removes the roots in `base` of processes that no longer run (a run killed before its
    /// exit handler); a running process's root, and anything else, is left.
    public static func sweepStaleRoots(in base: URL) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: base.path)) ?? [] where name.hasPrefix(rootPrefix) {
            guard let pid = pid_t(name.dropFirst(rootPrefix.count)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? manager.removeItem(at: base.appendingPathComponent(name))
        }
    }

    /// A new empty folder inside ``root``. The caller may remove it sooner.
    public static func make(_ prefix: String = "brandengine") throws -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
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
