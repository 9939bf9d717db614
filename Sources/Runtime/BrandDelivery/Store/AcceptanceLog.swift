import Foundation
import BrandRuntime
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

    /// The record's fields as written: `<accepted at, ISO 8601> <version> <sha256> <root version>`.
    var fields: String {
        "\(acceptedAt.formatted(.iso8601)) \(version) \(manifestDigest) \(rootVersion)"
    }

    /// The fields of a line (with or without its chain hash), or nil.
    init?(fields words: [Substring]) {
        guard words.count == 4, let date = try? Date(String(words[0]), strategy: .iso8601), let version = Int(words[1]), version >= 1,
              BundleLayout.isDigest(String(words[2])), let root = Int(words[3]), root >= 0 else { return nil }
        self.init(acceptedAt: date, version: version, manifestDigest: String(words[2]), rootVersion: root)
    }
}

/// `accepted-log` in a catalog's folder: an append-only, hash-chained record of every manifest
/// accepted there, by any catalog over the folder, so an app can report which profile was live
/// when (regulated markets ask it of odds-boost terms and legal texts).
///
/// - Each line is `<accepted at> <version> <sha256 of manifest> <root version> <chain>`, where
///   `<chain>` is the SHA-256 (hex) of the previous line's bytes (its line break included), and
///   of 64 zeros' text for the first line ever: removing, reordering or changing any line
///   breaks the chain at the next one (``verify()``, `brandgen log verify FOLDER`).
/// - A line is appended under the folder's exclusive lock, before the bundle it records is
///   stored, in one `write` to a file opened for appending, then `fsync`ed.
/// - Nothing is dropped: once the file passes ``segmentSize`` (512 KiB, some 3,500
///   acceptances) it is renamed to `accepted-log.<n>` (1, 2, …) and a new file starts, its first
///   line chained to the last line of the segment before it.
/// - A read stops at the first line that does not parse or does not chain (a tail torn by a
///   crash, or damage) and says where (``Verification/damage``); an append after a torn tail
///   starts on a line of its own and chains to the last good line.
public struct AcceptanceLog: Sendable {
    public let directory: URL

    public static let fileName = StoreLayout.acceptanceLogFileName
    /// Past this size the file becomes a numbered segment and a new one starts.
    public static let segmentSize = 512 << 10
    /// The chain value before the first line.
    public static let origin = String(repeating: "0", count: 64)
    /// Most segments read: 4,096 × 512 KiB.
    static let maximumSegments = 4_096

    public init(directory: URL) {
        self.directory = directory
    }

    private var url: URL { StoreLayout(directory: directory).acceptanceLog }

    /// What a read of the whole log found.
    public struct Verification: Sendable, Equatable {
        /// Every record up to the first damage, oldest first.
        public var records: [AcceptedManifestRecord]
        /// Where the log stops being readable: the file, its 1-based line and why; nil when
        /// every line parses and chains.
        public var damage: Damage?
        /// The chain value after the last good line.
        var head: String

        public struct Damage: Sendable, Equatable, CustomStringConvertible {
            public var file: String
            public var line: Int
            public var reason: String
            public var description: String { "\(file):\(line): \(reason)" }
        }
    }

    /// Every record, oldest first, up to any damage, read under the folder's shared lock.
    public func records() throws -> [AcceptedManifestRecord] {
        try verify().records
    }

    /// Reads every segment and the current file, checking each line's chain.
    public func verify() throws -> Verification {
        try StoreLayout(directory: directory).lock.withLock(exclusive: false) { unlockedVerify() }
    }

    /// The record of the bundle that was live at `date`: the last accepted at or before it.
    public func record(liveAt date: Date) throws -> AcceptedManifestRecord? {
        try records().last { $0.acceptedAt <= date }
    }

    /// The numbered segments, oldest first, then the current file.
    private func files() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let numbers = names.compactMap { name -> Int? in
            guard name.hasPrefix(Self.fileName + "."), let number = Int(name.dropFirst(Self.fileName.count + 1)), number >= 1 else { return nil }
            return number
        }.sorted().prefix(Self.maximumSegments)
        return numbers.map { "\(Self.fileName).\($0)" } + [Self.fileName]
    }

    /// Lines that do not parse (a line torn by a crash, which the next append ends) are
    /// skipped while the line after them chains to the last good one; a chain that breaks
    /// ends the read there, and lines that do not parse at the very end are a torn tail.
    private func unlockedVerify() -> Verification {
        var result = Verification(records: [], damage: nil, head: Self.origin)
        var torn: Verification.Damage?
        for name in files() {
            let data: Data
            switch DurableFile.read(directory.appendingPathComponent(name), limit: 2 * Self.segmentSize) {
            case .contents(let contents): data = contents
            case .missing: continue
            default:
                result.damage = .init(file: name, line: 1, reason: "unreadable or larger than \(2 * Self.segmentSize) bytes")
                return result
            }
            var lineNumber = 0
            var start = data.startIndex
            while start < data.endIndex {
                lineNumber += 1
                let end = data[start...].firstIndex(of: UInt8(ascii: "\n"))
                let lineData = data[start..<(end.map { $0 + 1 } ?? data.endIndex)]
                start = end.map { $0 + 1 } ?? data.endIndex
                let words = String(decoding: lineData, as: UTF8.self).trimmingCharacters(in: .newlines)
                    .split(separator: " ", omittingEmptySubsequences: false)
                guard end != nil, words.count == 5, let record = AcceptedManifestRecord(fields: Array(words.prefix(4))) else {
                    torn = torn ?? .init(file: name, line: lineNumber, reason: "a line that is not a log line (torn by a crash, or damaged)")
                    continue
                }
                guard words[4] == result.head else {
                    result.damage = .init(file: name, line: lineNumber, reason: "the chain breaks: a line before it was removed or changed")
                    return result
                }
                torn = nil
                result.records.append(record)
                result.head = RuntimeProfileFormat.sha256Hex(Data(lineData))
            }
        }
        result.damage = torn
        return result
    }

    /// Appends `record`; the caller holds the folder's exclusive lock.
    func unlockedAppend(_ record: AcceptedManifestRecord) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        let read = unlockedVerify()
        if size > Self.segmentSize, read.damage == nil {
            let next = (files().dropLast().last.flatMap { Int($0.dropFirst(Self.fileName.count + 1)) } ?? 0) + 1
            guard rename(url.path, directory.appendingPathComponent("\(Self.fileName).\(next)").path) == 0 else {
                throw DurableFile.Failure(operation: "rename \(Self.fileName)", code: errno)
            }
        }
        let descriptor = open(url.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DurableFile.Failure(operation: "open \(Self.fileName)", code: errno) }
        defer { close(descriptor) }
        var line = Array((record.fields + " " + read.head + "\n").utf8)
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
