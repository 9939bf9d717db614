import Foundation

/// What the loader needs from a file system; injected so tests and the live-reload
/// engine can give it files that are not on disk.
public protocol ProfileFileSystem: Sendable {
    /// Names in a folder (not paths), in any order.
    func contentsOfDirectory(atPath path: String) throws -> [String]
    func isDirectory(atPath path: String) -> Bool
    func fileExists(atPath path: String) -> Bool
    /// The canonical absolute path, with symbolic links followed.
    func resolvingSymlinks(inPath path: String) -> String
    /// The file's bytes; throws ``ProfileFileError/tooLarge`` before reading more than `maxBytes`.
    func contents(atPath path: String, maxBytes: Int) throws -> [UInt8]
    /// What changes when the file changes (size and modification time); nil when it is gone.
    func stamp(atPath path: String) -> FileStamp?
}

/// A file's size and modification time: when either moves, the file changed.
public struct FileStamp: Sendable, Hashable {
    public var size: Int
    /// Modification time in nanoseconds (or any number that grows with each write).
    public var modified: Int64

    public init(size: Int, modified: Int64) {
        self.size = size
        self.modified = modified
    }
}

/// Why a file could not be read.
public enum ProfileFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let path, let bytes, let limit): "\(path) is \(bytes) bytes, over the limit of \(limit) bytes"
        }
    }

    /// The loading check a file that cannot be read fails.
    public var check: LoadingCheck {
        switch self {
        case .unreadable: .fileUnreadable
        case .tooLarge: .yamlSizeLimitExceeded
        }
    }
}

/// The real file system.
public struct LocalFileSystem: ProfileFileSystem {
    public init() {}

    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ProfileFileError.unreadable(path: path, reason: "not a readable folder")
        }
    }

    public func isDirectory(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func fileExists(atPath path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func resolvingSymlinks(inPath path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    public func stamp(atPath path: String) -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? Int) ?? 0
        let modified = (attributes[.modificationDate] as? Date).map { Int64($0.timeIntervalSince1970 * 1e9) } ?? 0
        return FileStamp(size: size, modified: modified)
    }

    public func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw ProfileFileError.unreadable(path: path, reason: reason)
        }
        defer { try? handle.close() }
        // Read one byte past the limit: enough to know the file is too large, never more.
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw ProfileFileError.unreadable(path: path, reason: "read failed (is it a folder?)")
        }
        if data.count > maxBytes {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? data.count
            throw ProfileFileError.tooLarge(path: path, bytes: size, limit: maxBytes)
        }
        return [UInt8](data)
    }
}
