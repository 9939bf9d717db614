import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Files replaced atomically and durably, and read with a size bound checked before a byte
/// is read: the cache's entries and the delivery client's stored bundle use the same two.
public enum DurableFile {
    /// What reading a file found.
    public enum ReadOutcome: Equatable, Sendable {
        /// No file, or none that can be opened.
        case missing
        case contents(Data)
        /// Larger than the limit; not read (or read only up to the limit and one byte).
        case tooLarge(bytes: Int)
        /// A folder, a FIFO (which would block), a device: never opened for reading.
        case notRegularFile
    }

    /// A system call that failed.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var operation: String
        public var code: Int32

        public init(operation: String, code: Int32) {
            self.operation = operation
            self.code = code
        }

        public var description: String { "\(operation): \(String(cString: strerror(code)))" }
    }

    /// The file's bytes if it is a regular file of at most `limit` bytes.
    public static func read(_ url: URL, limit: Int) -> ReadOutcome {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if let defect = defect(of: status, limit: limit) { return defect }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .missing }
        if let defect = defect(of: status, limit: limit) { return defect }
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
        if count > limit { return .tooLarge(bytes: count) }
        return .contents(Data(bytes[..<count]))
    }

    private static func defect(of status: stat, limit: Int) -> ReadOutcome? {
        if status.st_mode & S_IFMT != S_IFREG { return .notRegularFile }
        if status.st_size > limit { return .tooLarge(bytes: Int(status.st_size)) }
        return nil
    }

    /// Writes durably: a temporary file in the same folder is written, `fsync`ed and renamed
    /// over `destination`, then the folder is `fsync`ed, so after a crash or power cut the
    /// file is the old one or the new one, never a torn one, and the rename itself survives.
    /// The temporary file is removed on every path that fails.
    public static func write(_ data: Data, to destination: URL) throws(Failure) {
        try write([(destination.lastPathComponent, data)], into: destination.deletingLastPathComponent())
    }

    /// Writes each file as ``write(_:to:)`` does, every one into `folder`, with one `fsync` of
    /// the folder after the last rename instead of one per file.
    public static func write(_ files: [(name: String, data: Data)], into folder: URL) throws(Failure) {
        for file in files {
            let destination = folder.appendingPathComponent(file.name, isDirectory: false)
            let temporary = folder.appendingPathComponent(temporaryName(for: file.name), isDirectory: false)
            var renamed = false
            defer { if !renamed { unlink(temporary.path) } }
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure(operation: "create temporary file", code: errno) }
            do {
                defer { close(descriptor) }
                try writeAll(file.data, to: descriptor)
                guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", code: errno) }
            }
            guard rename(temporary.path, destination.path) == 0 else { throw Failure(operation: "rename", code: errno) }
            renamed = true
        }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(operation: "open folder", code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync folder", code: errno) }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws(Failure) {
        var failure: Failure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = Failure(operation: "write", code: errno)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// The suffix of the temporary files `write` makes (named `.<destination>.<pid>-<uuid>.tmp`).
    public static let temporarySuffix = ".tmp"

    /// A fresh temporary name for `name`: `.<name>.<pid>-<uuid>.tmp`, the writing process's id
    /// in it, so that a sweep can tell a killed writer's file from a live one's at any age.
    public static func temporaryName(for name: String) -> String {
        "." + name + "." + String(getpid()) + "-" + UUID().uuidString + temporarySuffix
    }

    /// The process that made temporary file `name` (``temporaryName(for:)``); nil for any other
    /// name, such as an older build's `.<name>.<uuid>.tmp`.
    public static func writer(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(temporarySuffix) else { return nil }
        let stem = name.dropLast(temporarySuffix.count)
        guard let dot = stem.lastIndex(of: "."), let dash = stem[dot...].firstIndex(of: "-") else { return nil }
        guard let pid = pid_t(stem[stem.index(after: dot)..<dash]), pid > 0 else { return nil }
        return pid
    }

    /// Whether process `pid` has ended (no process has that id): a temporary file it made can
    /// only be a killed writer's.
    public static func hasEnded(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }
}

// At file scope, where `read` and `write` mean the system calls, not the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
