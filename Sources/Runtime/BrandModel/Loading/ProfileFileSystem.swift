import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the loader needs from a file system; injected so tests and the live-reload
/// engine can give it files that are not on disk.
public protocol ProfileFileSystem: Sendable {
    /// Names in a folder (not paths), in any order.
    func contentsOfDirectory(atPath path: String) throws -> [String]
    func isDirectory(atPath path: String) -> Bool
    func fileExists(atPath path: String) -> Bool
    /// The canonical absolute path, with symbolic links followed.
    func resolvingSymlinks(inPath path: String) -> String
    /// The file's bytes; throws ``ProfileFileError/tooLarge`` before reading more than
    /// `maxBytes`, and ``ProfileFileError/notRegular`` for anything but a regular file,
    /// which it never opens in a way that could block (a FIFO, a device).
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
    /// A FIFO, a device, a socket or a folder where a profile file was expected.
    case notRegular(path: String, kind: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .tooLarge(let path, let bytes, let limit): "\(path) is \(bytes) bytes, over the limit of \(limit) bytes"
        case .notRegular(let path, let kind): "\(path) is \(kind), not a regular file"
        }
    }

    /// The loading check a file that cannot be read fails.
    public var check: LoadingCheck {
        switch self {
        case .unreadable: .fileUnreadable
        case .tooLarge: .yamlSizeLimitExceeded
        case .notRegular: .fileNotRegular
        }
    }
}

/// The real file system.
public struct LocalFileSystem: ProfileFileSystem {
    public init() {}

    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        // opendir first: its errno names the real cause (permission denied, not a folder).
        guard let folder = opendir(path) else {
            throw ProfileFileError.unreadable(path: path, reason: Self.reason(errno))
        }
        closedir(folder)
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

    /// realpath(3) for a path that exists (Foundation's URL route was a visible part of
    /// every brand's load); Foundation's for one that does not, which
    /// realpath refuses but callers still compare.
    public func resolvingSymlinks(inPath path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    public func stamp(atPath path: String) -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? Int) ?? 0
        // A modification time centuries away overflows 64 bits of nanoseconds: clamp, never trap.
        let modified = (attributes[.modificationDate] as? Date).map { date in
            Int64(exactly: (date.timeIntervalSince1970 * 1e9).rounded()) ?? (date.timeIntervalSince1970 < 0 ? .min : .max)
        } ?? 0
        return FileStamp(size: size, modified: modified)
    }

    public func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        // Checked before opening (opening a FIFO for reading blocks until a writer comes),
        // and again on the open descriptor, in case the path changed in between. O_NONBLOCK
        // keeps even that open from blocking.
        var status = stat()
        guard stat(path, &status) == 0 else { throw ProfileFileError.unreadable(path: path, reason: Self.reason(errno)) }
        if let kind = Self.irregularKind(status.st_mode) { throw ProfileFileError.notRegular(path: path, kind: kind) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ProfileFileError.unreadable(path: path, reason: Self.reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw ProfileFileError.unreadable(path: path, reason: Self.reason(errno)) }
        if let kind = Self.irregularKind(status.st_mode) { throw ProfileFileError.notRegular(path: path, kind: kind) }
        if status.st_size > maxBytes {
            throw ProfileFileError.tooLarge(path: path, bytes: Int(status.st_size), limit: maxBytes)
        }
        // Read one byte past the size (or the limit): a file that grew since fstat is
        // still caught, and never more than one byte past the limit is read.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), maxBytes) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maxBytes else { break }
                bytes += [UInt8](repeating: 0, count: maxBytes + 1 - bytes.count)
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw ProfileFileError.unreadable(path: path, reason: Self.reason(errno))
            }
            count += got
        }
        if count > maxBytes { throw ProfileFileError.tooLarge(path: path, bytes: count, limit: maxBytes) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// What a file is when it is not a regular file, in words; nil for a regular file.
    static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
