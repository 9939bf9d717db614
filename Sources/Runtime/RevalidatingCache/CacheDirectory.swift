import Foundation
import Infrastructure
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

        var description: String {
            switch self {
            case .entryTooLarge(let bytes): "entry of \(bytes) bytes is over the \(CacheLimits.maximumEntryBytes)-byte limit"
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
        switch DurableFile.read(fileURL(for: key), limit: CacheLimits.maximumEntryBytes) {
        case .missing: .missing
        case .contents(let data): .contents(data)
        case .tooLarge(let bytes): .defect(.tooLarge(bytes: bytes))
        case .notRegularFile: .defect(.notRegularFile)
        }
    }

    /// Writes durably (``DurableFile/write(_:to:)``): after a crash or power cut the entry is
    /// the old one or the new one, never a torn one.
    func write(_ data: Data, key: String) throws {
        guard data.count <= CacheLimits.maximumEntryBytes else { throw WriteError.entryTooLarge(bytes: data.count) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try DurableFile.write(data, to: fileURL(for: key))
    }

    static let temporarySuffix = DurableFile.temporarySuffix

    /// Removes the temporary files a writer that was killed between writing and renaming left,
    /// which nothing else would ever remove: at once those whose writing process has ended
    /// (its id is in the name, ``DurableFile/writer(ofTemporary:)``), and any older than `age`
    /// as of `now` (an older build's names carry no id). A younger file of a process still
    /// running may be a writer at work (another instance over the same folder) and is kept.
    func sweepTemporaryFiles(now: Date, olderThan age: Duration) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        let seconds = Double(age.components.seconds) + Double(age.components.attoseconds) / 1e18
        for name in names where name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) {
            let path = url.appendingPathComponent(name).path
            if let writer = DurableFile.writer(ofTemporary: name), writer != getpid(), DurableFile.hasEnded(writer) {
                unlink(path)
                continue
            }
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) >= seconds else { continue }
            unlink(path)
        }
    }

    func remove(key: String) {
        try? FileManager.default.removeItem(at: fileURL(for: key))
    }
}
