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

    /// Most roots read from `roots.json`: more than a catalog takes in a year of refreshes.
    static let maximumStoredRoots = 1_024
    /// Largest `roots.json` read: 1,024 roots of a few KiB each.
    static let maximumRootsFileSize = 16 << 20
    /// A stored bundle is its manifest (at most 1 MiB) in base64 plus a few fields.
    static let maximumBundleFileSize = 2 * BundleManifest.maximumManifestSize

    private var layout: StoreLayout { StoreLayout(directory: directory) }
    var lock: FileLock { layout.lock }
    private var acceptedVersionURL: URL { layout.acceptedVersion }
    private var bundleURL: URL { layout.bundle }
    private var documentsURL: URL { layout.documents }
    private var rootsURL: URL { layout.roots }
    var log: AcceptanceLog { AcceptanceLog(directory: directory) }

    /// The stored state, read whole under the shared lock.
    struct Contents: Sendable {
        var accepted: AcceptedVersion
        var bundle: StoredBundle?
        /// Why a stored bundle file could not be read as one (a damaged folder); nil when it
        /// was read or there is none.
        var bundleDamage: String?
        /// The roots stored, well-formed, by ascending version; whether they chain from the
        /// pinned root is the catalog's check (``RemoteBrandCatalog/chain(from:stored:)``).
        var roots: [SignedTrustRoot]
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
        var damage: String?
        switch DurableFile.read(bundleURL, limit: Self.maximumBundleFileSize) {
        case .contents(let data):
            do {
                bundle = try JSONDecoder().decode(StoredBundle.self, from: data)
            } catch {
                damage = "the stored bundle (\(StoreLayout.bundleFileName)) does not read as one: \(error)"
            }
        case .tooLarge(let bytes):
            damage = "the stored bundle (\(StoreLayout.bundleFileName)) is \(bytes) bytes, over \(Self.maximumBundleFileSize)"
        case .notRegularFile:
            damage = "the stored bundle (\(StoreLayout.bundleFileName)) is not a regular file"
        default:
            break
        }
        // A crash between the two writes leaves the bundle ahead of the version file.
        if let bundle {
            let stored = AcceptedVersion(version: bundle.version, manifestDigest: bundle.manifestDigest, epoch: bundle.epoch ?? 0)
            if !accepted.isAbove(stored) { accepted = stored }
        }
        return Contents(accepted: accepted, bundle: bundle, bundleDamage: damage, roots: unlockedRoots())
    }

    /// `roots.json` read: the stored root files by ascending version (at most
    /// ``maximumStoredRoots``); one that does not read as a signed root is left out, and
    /// breaks the chain where it stood.
    private func unlockedRoots() -> [SignedTrustRoot] {
        guard case .contents(let data) = DurableFile.read(rootsURL, limit: Self.maximumRootsFileSize),
              let texts = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return texts.prefix(Self.maximumStoredRoots).compactMap { try? SignedTrustRoot.decode(Data($0.utf8)) }
            .sorted { $0.root.version < $1.root.version }
    }

    /// Under the exclusive lock: adds the roots a walk took to `roots.json`, in one durable
    /// write whatever their number, and returns every root stored, by ascending version.
    func commitRoots(_ roots: [SignedTrustRoot]) throws -> [SignedTrustRoot] {
        try lock.withLock(exclusive: true) {
            var byVersion: [Int: SignedTrustRoot] = [:]
            for root in unlockedRoots() + roots { byVersion[root.root.version] = byVersion[root.root.version] ?? root }
            let all = byVersion.values.sorted { $0.root.version < $1.root.version }.prefix(Self.maximumStoredRoots)
            let texts = try all.map { String(decoding: try $0.fileData(), as: UTF8.self) }
            try DurableFile.write(try JSONEncoder().encode(texts), to: rootsURL)
            return Array(all)
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

    /// Under the exclusive lock: re-reads the accepted version, runs `check` on it (which
    /// throws the rejection), then appends the acceptance to the log (`record`) and, only once
    /// that is written, the new documents, the bundle and the version, and removes documents
    /// no longer listed: no bundle is stored that the log does not show.
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
                    try log.unlockedAppend(record)
                    try write(bundle, documents: documents, listed: listed)
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
        // A held file with other bytes (damaged in the folder) is replaced too.
        let missing = documents.filter { document(digest: $0.key, size: $0.value.count) != $0.value }
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
    func confirm(manifestDigest: String, entityTag: String?, lastModified: String? = nil, at date: Date) throws {
        try lock.withLock(exclusive: true) {
            guard var bundle = unlockedContents().bundle, bundle.manifestDigest == manifestDigest else { return }
            bundle.storedAt = date
            bundle.entityTag = entityTag ?? bundle.entityTag
            bundle.lastModified = lastModified ?? bundle.lastModified
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            try DurableFile.write(try encoder.encode(bundle), to: bundleURL)
        }
    }
}
