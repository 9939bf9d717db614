import Foundation
import Infrastructure

/// The client's folder: the accepted bundle, its documents and the accepted version, shared by
/// every catalog over the folder (two app processes, an app and its widget extension).
/// Its files are named in ``StoreLayout``.
///
/// Every file is replaced atomically and durably (``DurableFile``). A commit re-reads the
/// accepted version under the exclusive lock and runs the caller's check on it before it
/// writes anything, so two instances cannot lower it between a check and a write.
struct BundleStore: Sendable {
    let directory: URL

    /// A stored bundle is its manifest (at most 1 MiB) in base64 plus a few fields.
    static let maximumBundleFileSize = 2 * BundleManifest.maximumManifestSize

    private var layout: StoreLayout { StoreLayout(directory: directory) }
    var lock: FileLock { layout.lock }
    private var acceptedVersionURL: URL { layout.acceptedVersion }
    private var bundleURL: URL { layout.bundle }
    private var documentsURL: URL { layout.documents }
    private var rootURL: URL { layout.root }
    var log: AcceptanceLog { AcceptanceLog(directory: directory) }

    /// The stored state, read whole under the shared lock.
    struct Contents: Sendable {
        var accepted: AcceptedVersion
        var bundle: StoredBundle?
        /// The newest root stored, well-formed and signed by its own threshold.
        var root: SignedTrustRoot?
    }

    /// Why a commit did not happen, or happened only in part.
    enum CommitFailure: Error {
        /// The check refused the bundle against the accepted version just read: nothing written.
        case rejected(DeliveryRejection)
        /// A write failed; what was written before it stays (documents are harmless alone).
        case saveFailed(String)
    }

    /// What is stored; a missing or unreadable part reads as absent.
    func load() throws -> Contents {
        try lock.withLock(exclusive: false) { unlockedContents() }
    }

    private func unlockedContents() -> Contents {
        var accepted = AcceptedVersion.none
        if case .contents(let data) = DurableFile.read(acceptedVersionURL, limit: 256),
           let parsed = AcceptedVersion(fileText: String(decoding: data, as: UTF8.self)) {
            accepted = parsed
        }
        var bundle: StoredBundle?
        if case .contents(let data) = DurableFile.read(bundleURL, limit: Self.maximumBundleFileSize) {
            bundle = try? JSONDecoder().decode(StoredBundle.self, from: data)
        }
        // A crash between the two writes leaves the bundle ahead of the version file.
        if let bundle {
            let stored = AcceptedVersion(version: bundle.version, manifestDigest: bundle.manifestDigest, epoch: bundle.epoch ?? 0)
            if !accepted.isAbove(stored) { accepted = stored }
        }
        return Contents(accepted: accepted, bundle: bundle, root: unlockedRoot())
    }

    private func unlockedRoot() -> SignedTrustRoot? {
        guard case .contents(let data) = DurableFile.read(rootURL, limit: TrustRoot.maximumFileSize),
              let root = try? SignedTrustRoot.pinned(data) else { return nil }
        return root
    }

    /// Under the exclusive lock: stores `root` unless the folder holds a root of its version or
    /// later, which wins (another catalog walked further). Returns the newest root stored.
    func commitRoot(_ root: SignedTrustRoot) throws -> SignedTrustRoot {
        try lock.withLock(exclusive: true) {
            if let stored = unlockedRoot(), stored.root.version >= root.root.version { return stored }
            try DurableFile.write(try root.fileData(), to: rootURL)
            return root
        }
    }

    /// A stored document's bytes when it is a regular file of exactly `size` bytes; its digest
    /// is checked by the caller, like any fetched document's.
    func document(digest: String, size: Int) -> Data? {
        guard BundleLayout.isDigest(digest),
              case .contents(let data) = DurableFile.read(documentsURL.appendingPathComponent(digest + ".json"), limit: size),
              data.count == size else { return nil }
        return data
    }

    /// Whether the folder holds a regular file of `size` bytes for `digest`.
    func hasDocument(digest: String, size: Int) -> Bool {
        guard BundleLayout.isDigest(digest),
              let attributes = try? FileManager.default.attributesOfItem(atPath: documentsURL.appendingPathComponent(digest + ".json").path)
        else { return false }
        return attributes[.type] as? FileAttributeType == .typeRegular && (attributes[.size] as? NSNumber)?.intValue == size
    }

    /// Under the exclusive lock: re-reads the accepted version, runs `check` on it (which
    /// throws the rejection), then writes the new documents, the bundle and the version,
    /// appends the acceptance to the log (`record`), and removes documents no longer listed.
    func commit(
        _ bundle: StoredBundle, documents: [String: Data], listed: Set<String>, record: AcceptedManifestRecord,
        check: (AcceptedVersion) throws(DeliveryRejection) -> Void
    ) throws(CommitFailure) {
        let outcome: Result<Void, CommitFailure>
        do {
            outcome = try lock.withLock(exclusive: true) { () -> Result<Void, CommitFailure> in
                do throws(DeliveryRejection) {
                    try check(unlockedContents().accepted)
                } catch {
                    return .failure(.rejected(error))
                }
                do {
                    try write(bundle, documents: documents, listed: listed)
                    try log.unlockedAppend(record)
                } catch {
                    return .failure(.saveFailed("\(error)"))
                }
                return .success(())
            }
        } catch {
            throw .saveFailed("\(error)")
        }
        try outcome.get()
    }

    private func write(_ bundle: StoredBundle, documents: [String: Data], listed: Set<String>) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: documentsURL, withIntermediateDirectories: true)
        let missing = documents.filter { document(digest: $0.key, size: $0.value.count) == nil }
        try DurableFile.write(missing.map { ($0.key + ".json", $0.value) }.sorted { $0.0 < $1.0 }, into: documentsURL)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try DurableFile.write(try encoder.encode(bundle), to: bundleURL)
        try DurableFile.write(
            Data(AcceptedVersion(version: bundle.version, manifestDigest: bundle.manifestDigest, epoch: bundle.epoch ?? 0).fileText.utf8),
            to: acceptedVersionURL)
        // Documents of earlier bundles: no stored manifest lists them any more.
        for name in (try? manager.contentsOfDirectory(atPath: documentsURL.path)) ?? []
        where name.hasSuffix(".json") && !listed.contains(String(name.dropLast(".json".count))) {
            try? manager.removeItem(at: documentsURL.appendingPathComponent(name))
        }
    }

    /// Records that the host confirmed the stored manifest again (a 304, or the same bytes),
    /// when it is still the stored one.
    func confirm(manifestDigest: String, entityTag: String?, at date: Date) throws {
        try lock.withLock(exclusive: true) {
            guard var bundle = unlockedContents().bundle, bundle.manifestDigest == manifestDigest else { return }
            bundle.storedAt = date
            bundle.entityTag = entityTag ?? bundle.entityTag
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            try DurableFile.write(try encoder.encode(bundle), to: bundleURL)
        }
    }
}
