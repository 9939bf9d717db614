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
/// <directory>/roots.json               the roots taken after the pinned one (`root/<n>.json` texts),
///                                      trusted only as far as they chain from the app's pinned root
/// <directory>/accepted-log             one chained line per accepted manifest (``AcceptanceLog``),
///                                      full files kept as accepted-log.1, .2, …
/// ```
struct StoreLayout: Sendable {
    let directory: URL

    static let lockFileName = "lock"
    static let acceptedVersionFileName = "accepted-version"
    static let bundleFileName = "accepted.json"
    static let documentsFolderName = "documents"
    static let rootsFileName = "roots.json"
    static let acceptanceLogFileName = "accepted-log"

    /// `flock`: one writer at a time, readers see whole states.
    var lock: FileLock { FileLock(url: directory.appendingPathComponent(Self.lockFileName)) }
    var acceptedVersion: URL { directory.appendingPathComponent(Self.acceptedVersionFileName) }
    var bundle: URL { directory.appendingPathComponent(Self.bundleFileName) }
    var documents: URL { directory.appendingPathComponent(Self.documentsFolderName, isDirectory: true) }
    var roots: URL { directory.appendingPathComponent(Self.rootsFileName) }
    var acceptanceLog: URL { directory.appendingPathComponent(Self.acceptanceLogFileName) }
}
