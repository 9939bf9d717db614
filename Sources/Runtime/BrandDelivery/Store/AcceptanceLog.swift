import Foundation
import Infrastructure
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One manifest a catalog accepted on this device: which bundle was live from when.
public struct AcceptedManifestRecord: Sendable, Equatable {
    /// When the bundle was accepted and stored (the device's wall clock, to the second).
    public var acceptedAt: Date
    /// The manifest's version.
    public var version: Int
    /// SHA-256 (hex) of the manifest's exact bytes: the published `manifest.json` it was.
    public var manifestDigest: String
    /// The version of the root whose keys signed it (0 for a keys-only configuration).
    public var rootVersion: Int

    public init(acceptedAt: Date, version: Int, manifestDigest: String, rootVersion: Int) {
        self.acceptedAt = Date(timeIntervalSince1970: acceptedAt.timeIntervalSince1970.rounded(.down))
        self.version = version
        self.manifestDigest = manifestDigest
        self.rootVersion = rootVersion
    }

    /// One line of `accepted-log`: `<accepted at, ISO 8601> <version> <sha256> <root version>`.
    var line: String {
        "\(acceptedAt.formatted(.iso8601)) \(version) \(manifestDigest) \(rootVersion)\n"
    }

    init?(line: Substring) {
        let words = line.split(separator: " ")
        guard words.count == 4, let date = try? Date(String(words[0]), strategy: .iso8601), let version = Int(words[1]), version >= 1,
              BundleLayout.isDigest(String(words[2])), let root = Int(words[3]), root >= 0 else { return nil }
        self.init(acceptedAt: date, version: version, manifestDigest: String(words[2]), rootVersion: root)
    }
}

/// `accepted-log` in a catalog's folder: an append-only record of every manifest accepted
/// there, by any catalog over the folder, so an app can report which profile was live when
/// (regulated markets ask it of odds-boost terms and legal texts).
///
/// - A line is appended under the folder's exclusive lock, in one `write` to a file opened
///   for appending, then `fsync`ed; a line torn by a crash is skipped when read, and the next
///   append starts on a line of its own.
/// - The file is bounded: once it passes ``maximumSize`` (512 KiB, some 5,000 acceptances:
///   fourteen years of daily publications), the oldest half of its lines is dropped in one
///   atomic rewrite. An app that must keep more exports the records first.
public struct AcceptanceLog: Sendable {
    public let directory: URL

    public static let fileName = StoreLayout.acceptanceLogFileName
    /// Past this size the oldest half of the lines is dropped.
    public static let maximumSize = 512 << 10

    public init(directory: URL) {
        self.directory = directory
    }

    private var url: URL { StoreLayout(directory: directory).acceptanceLog }

    /// Every record, oldest first, read under the folder's shared lock; malformed lines skipped.
    public func records() throws -> [AcceptedManifestRecord] {
        try StoreLayout(directory: directory).lock.withLock(exclusive: false) { unlockedRecords() }
    }

    /// The record of the bundle that was live at `date`: the last accepted at or before it.
    public func record(liveAt date: Date) throws -> AcceptedManifestRecord? {
        try records().last { $0.acceptedAt <= date }
    }

    private func unlockedRecords() -> [AcceptedManifestRecord] {
        guard case .contents(let data) = DurableFile.read(url, limit: 2 * Self.maximumSize) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap(AcceptedManifestRecord.init(line:))
    }

    /// Appends `record`; the caller holds the folder's exclusive lock.
    func unlockedAppend(_ record: AcceptedManifestRecord) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        if size > Self.maximumSize {
            let all = unlockedRecords()
            let newest = all.dropFirst(all.count / 2)
            try DurableFile.write(Data(newest.map(\.line).joined().utf8), to: url)
        }
        let descriptor = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DurableFile.Failure(operation: "open \(Self.fileName)", code: errno) }
        defer { close(descriptor) }
        var line = Array(record.line.utf8)
        // A line torn by a crash gets its line break, so this one stands alone.
        let end = lseek(descriptor, 0, SEEK_END)
        if end > 0 {
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, end - 1) == 1, last != UInt8(ascii: "\n") { line.insert(UInt8(ascii: "\n"), at: 0) }
        }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw DurableFile.Failure(operation: "append \(Self.fileName)", code: errno) }
        guard fsync(descriptor) == 0 else { throw DurableFile.Failure(operation: "fsync \(Self.fileName)", code: errno) }
    }
}
