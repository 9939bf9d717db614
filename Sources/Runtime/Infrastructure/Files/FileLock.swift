import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An advisory `flock` on one file, held while a closure runs: how two catalogs over one
/// folder (two app processes, an app and its widget extension) take turns. `flock` locks
/// belong to the open file, so two instances in one process exclude each other too. It is
/// held only while local files are read or written, never across a request, so a waiting
/// thread waits for a few file writes at most.
package struct FileLock: Sendable {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// Runs `body` holding the lock, shared (readers) or exclusive (the one writer).
    package func withLock<Result>(exclusive: Bool, _ body: () throws -> Result) throws -> Result {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DurableFile.Failure(operation: "open \(url.lastPathComponent)", code: errno) }
        defer { close(descriptor) }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { throw DurableFile.Failure(operation: "flock", code: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
