import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folder holding one file per key; writes replace a file atomically.
struct CacheDirectory: Sendable {
    let url: URL

    func fileURL(for key: String) -> URL {
        url.appendingPathComponent(CacheFileName.forKey(key), isDirectory: false)
    }

    /// The file's bytes, or `nil` when there is none or it cannot be read (both mean "not stored").
    func read(key: String) -> Data? {
        FileManager.default.contents(atPath: fileURL(for: key).path)
    }

    /// Writes to a temporary file in the same folder, then renames it over the entry, so a reader
    /// sees the old entry or the new one, never half of one.
    func write(_ data: Data, key: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let destination = fileURL(for: key)
        let temporary = url.appendingPathComponent(
            "." + destination.lastPathComponent + "." + UUID().uuidString + ".tmp", isDirectory: false)
        try data.write(to: temporary)
        guard rename(temporary.path, destination.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(code)
        }
    }

    func remove(key: String) {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }
}
