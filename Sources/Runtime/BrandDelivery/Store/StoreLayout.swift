import Foundation
import Infrastructure

/// The names of the client's folder, in one place: ``BundleStore`` and ``AcceptanceLog`` both
/// read and write here, under the one lock.
///
/// ```
/// <directory>/lock                     flock: one writer at a time, readers see whole states
/// <directory>/accepted-version         "<version> <manifest sha256>": never lowered
/// <directory>/accepted.json            the accepted manifest, signature, ETag, stored-at
/// <directory>/documents/<sha256>.json  its verified documents, one file each
/// <directory>/root.json                the newest trusted root (`root/<n>.json`'s bytes): never lowered
/// <directory>/accepted-log             one line per accepted manifest (``AcceptanceLog``)
/// ```
struct StoreLayout: Sendable {
    let directory: URL

    static let lockFileName = "lock"
    static let acceptedVersionFileName = "accepted-version"
    static let bundleFileName = "accepted.json"
    static let documentsFolderName = "documents"
    static let rootFileName = "root.json"
    static let acceptanceLogFileName = "accepted-log"

    /// `flock`: one writer at a time, readers see whole states.
    var lock: FileLock { FileLock(url: directory.appendingPathComponent(Self.lockFileName)) }
    var acceptedVersion: URL { directory.appendingPathComponent(Self.acceptedVersionFileName) }
    var bundle: URL { directory.appendingPathComponent(Self.bundleFileName) }
    var documents: URL { directory.appendingPathComponent(Self.documentsFolderName, isDirectory: true) }
    var root: URL { directory.appendingPathComponent(Self.rootFileName) }
    var acceptanceLog: URL { directory.appendingPathComponent(Self.acceptanceLogFileName) }
}
