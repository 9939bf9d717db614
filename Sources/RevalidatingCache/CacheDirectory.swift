import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folder holding one file per key; writes replace a file atomically and durably.
struct CacheDirectory: Sendable {
    let url: URL

    /// What reading an entry file found.
    enum ReadOutcome: Equatable {
        /// No file, or none that can be opened: the key is not stored.
        case missing
        case contents(Data)
        /// A file that is never read: too large, or not a regular file.
        case defect(CacheEntryDefect)
    }

    /// Why a write was not made.
    enum WriteError: Error, Equatable, CustomStringConvertible {
        case entryTooLarge(bytes: Int)
        case system(operation: String, code: Int32)

        var description: String {
            switch self {
            case .entryTooLarge(let bytes): "entry of \(bytes) bytes is over the \(CacheLimits.maximumEntryBytes)-byte limit"
            case .system(let operation, let code): "\(operation): \(String(cString: strerror(code)))"
            }
        }
    }

    func fileURL(for key: String) -> URL {
        url.appendingPathComponent(CacheFileName.forKey(key), isDirectory: false)
    }

    /// The file's bytes, checked before a byte is read: a file over
    /// ``CacheLimits/maximumEntryBytes`` or other than a regular file (a FIFO would block)
    /// is a defect; a missing or unopenable file is "not stored".
    func read(key: String) -> ReadOutcome {
        let path = fileURL(for: key).path
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if let defect = Self.defect(of: status) { return .defect(defect) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .missing }
        if let defect = Self.defect(of: status) { return .defect(defect) }
        // One byte more than the size: a file that grew since fstat shows as trailing bytes
        // or as too large, never as a longer read.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return .missing }
            if got == 0 { break }
            count += got
        }
        if count > CacheLimits.maximumEntryBytes { return .defect(.tooLarge(bytes: count)) }
        return .contents(Data(bytes[..<count]))
    }

    private static func defect(of status: stat) -> CacheEntryDefect? {
        if status.st_mode & S_IFMT != S_IFREG { return .notRegularFile }
        if status.st_size > CacheLimits.maximumEntryBytes { return .tooLarge(bytes: Int(status.st_size)) }
        return nil
    }

    /// Writes durably: a temporary file in the same folder is written, `fsync`ed and
    /// renamed over the entry, then the folder is `fsync`ed, so after a crash or power cut
    /// the entry is the old one or the new one, never a torn one, and the rename itself
    /// survives. The temporary file is removed on every path that fails.
    func write(_ data: Data, key: String) throws {
        guard data.count <= CacheLimits.maximumEntryBytes else { throw WriteError.entryTooLarge(bytes: data.count) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let destination = fileURL(for: key)
        let temporary = url.appendingPathComponent(
            "." + destination.lastPathComponent + "." + UUID().uuidString + Self.temporarySuffix, isDirectory: false)
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError.system(operation: "create temporary file", code: errno) }
        do {
            defer { close(descriptor) }
            try Self.writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw WriteError.system(operation: "fsync", code: errno) }
        }
        guard rename(temporary.path, destination.path) == 0 else { throw WriteError.system(operation: "rename", code: errno) }
        renamed = true
        let folder = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw WriteError.system(operation: "open folder", code: errno) }
        defer { close(folder) }
        guard fsync(folder) == 0 else { throw WriteError.system(operation: "fsync folder", code: errno) }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw WriteError.system(operation: "write", code: errno) }
                offset += written
            }
        }
    }

    static let temporarySuffix = ".tmp"

    /// Removes temporary files older than `age` as of `now`: a writer that crashed between
    /// writing and renaming left them, and nothing else would ever remove them. Younger
    /// ones may belong to a writer still at work (another instance over the same folder).
    func sweepTemporaryFiles(now: Date, olderThan age: Duration) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        let seconds = Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
        for name in names where name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) {
            let path = url.appendingPathComponent(name).path
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) >= seconds else { continue }
            unlink(path)
        }
    }

    func remove(key: String) {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }
}

// At file scope, where `read` and `write` mean the system calls, not the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
