import BrandModel
import BrandRuntime
import Foundation

extension RemoteBrandCatalog {
    /// A bundle fetched and verified, not yet stored.
    struct Candidate: Sendable {
        var manifest: BundleManifest
        var bundle: StoredBundle
        /// Documents not already stored, by digest.
        var documents: [String: Data]
        /// Every listed document's checked profile, by digest.
        var profiles: [String: BrandProfile]
        /// The root whose keys signed the manifest.
        var root: TrustRoot
        /// Brands whose stored document failed its digest and was fetched again.
        var repaired: [String] = []
    }

    /// What the host answered.
    enum Fetched: Sendable {
        /// The applied manifest (a 304, or the same bytes), with the response's validators.
        case unchanged(entityTag: String?, lastModified: String?)
        case candidate(Candidate)
    }

    /// Asks the host, within the refresh deadline, then stores and applies what passed every
    /// check, under the folder's lock.
    func fetchAndStore() async throws(DeliveryRejection) -> Refresh {
        let deadline = configuration.refreshDeadline
        let fetched = try await withDeadline(deadline, rejection: .deadline("the refresh", seconds: deadline.wholeSeconds)) {
            try await self.fetch()
        }
        switch fetched {
        case .unchanged(let entityTag, let lastModified):
            // A host answering 304 forever must not keep an expired manifest current.
            let current = now()
            if let expires = fetchBasis().applied?.expires, expires <= current { throw .expired(expires: expires, now: current) }
            confirmApplied(entityTag: entityTag, lastModified: lastModified)
            return .unchanged
        case .candidate(let candidate):
            var saveFailure: String?
            do throws(BundleStore.CommitFailure) {
                let record = AcceptedManifestRecord(
                    acceptedAt: candidate.bundle.storedAt, version: candidate.manifest.version,
                    manifestDigest: candidate.bundle.manifestDigest, rootVersion: candidate.root.version)
                try store.commit(
                    candidate.bundle, documents: candidate.documents, listed: Set(candidate.manifest.brands.map(\.digest)), record: record
                ) { accepted throws(DeliveryRejection) in
                    learn(accepted: accepted)
                    try BundleVerifier.checkVersion(
                        candidate.manifest, digest: candidate.bundle.manifestDigest,
                        accepted: Self.higher(accepted, fetchBasis().accepted), epoch: candidate.root.versionEpoch)
                }
            } catch {
                switch error {
                case .rejected(let rejection): throw rejection
                case .saveFailed(let message): saveFailure = message
                }
            }
            apply(candidate.manifest, bundle: candidate.bundle, profiles: candidate.profiles, source: .remote, saveFailure: saveFailure)
            if !candidate.repaired.isEmpty { report(.storedDocument(brands: candidate.repaired.sorted())) }
            return .updated(version: candidate.manifest.version, source: .remote)
        }
    }

    /// Walks the host's roots (``updateRoot()``), fetches the manifest (conditionally) and every
    /// document not already held, and checks them all; writes nothing but the roots walked to.
    private func fetch() async throws -> Fetched {
        let root = try await updateRoot().root
        let (applied, known, accepted) = fetchBasis()
        // A bundle whose stored documents were found damaged is fetched as if new (no
        // `If-None-Match`, the same manifest not "unchanged"), so the damaged ones are fetched again.
        let damaged = damagedDocuments
        if !damaged.isEmpty { return try await candidate(root: root, applied: nil, known: known, accepted: accepted, damaged: damaged) }
        // The applied manifest stays current only while the newest root's keys still sign it:
        // after a rotation that revoked its key, a 304 no longer confirms it.
        if let applied, BundleVerifier.signers(
            of: applied.bundle.manifest, signatures: applied.bundle.allSignatures, among: root.manifestKeys, enough: root.manifestThreshold
        ) < root.manifestThreshold {
            return try await candidate(root: root, applied: nil, known: known, accepted: accepted)
        }
        return try await candidate(root: root, applied: applied, known: known, accepted: accepted)
    }

    private func candidate(
        root: TrustRoot, applied: Applied?, known: [String: BrandProfile], accepted: AcceptedVersion, damaged: Set<String> = []
    ) async throws -> Fetched {
        // A required timestamp first: it names the one manifest that is current.
        let timestamp = configuration.requiresTimestamp ? try await freshTimestamp(root: root) : nil
        let manifestResponse = try await get(
            BundleLayout.manifest, ifNoneMatch: applied?.bundle.entityTag, ifModifiedSince: applied?.bundle.lastModified,
            maximumBytes: BundleManifest.maximumManifestSize)
        if manifestResponse.status == 304, let applied {
            if let timestamp, timestamp.manifest != applied.bundle.manifestDigest {
                throw DeliveryRejection.timestamp("the timestamp names manifest version \(timestamp.version), and the host answers 304 for version \(applied.bundle.version)")
            }
            return .unchanged(entityTag: manifestResponse.entityTag, lastModified: manifestResponse.lastModified)
        }
        guard manifestResponse.status == 200 else {
            throw DeliveryRejection.httpStatus(path: BundleLayout.manifest, status: manifestResponse.status)
        }
        let bytes = manifestResponse.body
        let digest = RuntimeProfileFormat.sha256Hex(bytes)
        if let timestamp, timestamp.manifest != digest {
            throw DeliveryRejection.timestamp("the timestamp names manifest version \(timestamp.version) (\(timestamp.manifest.prefix(12))…), not the manifest the host serves")
        }
        if let applied, applied.bundle.manifestDigest == digest {
            return .unchanged(entityTag: manifestResponse.entityTag, lastModified: manifestResponse.lastModified)
        }
        let signatureResponse = try await get(BundleLayout.signature, ifNoneMatch: nil, maximumBytes: BundleManifest.maximumSignatureFileSize)
        guard signatureResponse.status == 200 else {
            throw DeliveryRejection.httpStatus(path: BundleLayout.signature, status: signatureResponse.status)
        }
        let signatures = try BundleVerifier.signatures(fromFile: signatureResponse.body)
        let manifest = try verifier.manifest(bytes, signatures: signatures, root: root, now: now())
        // Against the newest accepted version, also another instance's, before any document is
        // fetched; checked again under the lock before anything is stored.
        let stored = (try? store.load().accepted) ?? .none
        learn(accepted: stored)
        try BundleVerifier.checkVersion(manifest, digest: digest, accepted: Self.higher(accepted, stored), epoch: root.versionEpoch)
        try checkFloor(manifest, root: root)
        var documents: [String: Data] = [:]
        var profiles: [String: BrandProfile] = [:]
        var repaired: [String] = []
        for entry in manifest.brands where profiles[entry.digest] == nil {
            // A document checked before is used as it is when its file is still in the folder,
            // intact: a damaged one is fetched again below.
            if let checked = known[entry.digest], intactDocument(entry) != nil {
                profiles[entry.digest] = checked
                continue
            }
            let document: Data
            let held = store.document(digest: entry.digest, size: entry.size)
            if let held, RuntimeProfileFormat.sha256Hex(held) == entry.digest {
                document = held
            } else {
                // A held file that fails its digest (or was found damaged at adoption) was damaged
                // in the folder: fetched again and rewritten with the bundle, never reused.
                if held != nil || damaged.contains(entry.id) { repaired.append(entry.id) }
                let response = try await get(entry.path, ifNoneMatch: nil, maximumBytes: entry.size)
                guard response.status == 200 else { throw DeliveryRejection.httpStatus(path: entry.path, status: response.status) }
                document = response.body
                documents[entry.digest] = document
            }
            profiles[entry.digest] = try verifier.profile(entry, document: document)
        }
        let bundle = StoredBundle(
            version: manifest.version, manifestDigest: digest, manifest: bytes, signature: signatures[0], signatures: signatures,
            epoch: root.versionEpoch, entityTag: manifestResponse.entityTag, lastModified: manifestResponse.lastModified, storedAt: now())
        return .candidate(Candidate(manifest: manifest, bundle: bundle, documents: documents, profiles: profiles, root: root, repaired: repaired))
    }

    /// A manifest below the version the bundled catalog was built from is refused, under the
    /// pinned root's epoch (``Configuration/bundledVersion``).
    func checkFloor(_ manifest: BundleManifest, root: TrustRoot) throws(DeliveryRejection) {
        guard root.versionEpoch == configuration.root.root.versionEpoch, manifest.version < configuration.bundledVersion else { return }
        throw .belowBundled(offered: manifest.version, bundled: configuration.bundledVersion)
    }

    /// `timestamp.json`, signed by `root`'s manifest threshold and not expired
    /// (``Configuration/requiresTimestamp``).
    private func freshTimestamp(root: TrustRoot) async throws -> BundleTimestamp {
        let response = try await get(BundleLayout.timestamp, ifNoneMatch: nil, maximumBytes: BundleTimestamp.maximumSize)
        guard response.status == 200 else { throw DeliveryRejection.httpStatus(path: BundleLayout.timestamp, status: response.status) }
        let signatureResponse = try await get(
            BundleLayout.timestampSignature, ifNoneMatch: nil, maximumBytes: BundleManifest.maximumSignatureFileSize)
        guard signatureResponse.status == 200 else {
            throw DeliveryRejection.httpStatus(path: BundleLayout.timestampSignature, status: signatureResponse.status)
        }
        let signatures: [Data]
        do {
            signatures = try BundleVerifier.signatures(fromFile: signatureResponse.body)
        } catch {
            throw DeliveryRejection.timestamp("\(BundleLayout.timestampSignature) is not one base64 signature a line")
        }
        guard BundleVerifier.signers(of: response.body, signatures: signatures, among: root.manifestKeys, enough: root.manifestThreshold)
            >= root.manifestThreshold
        else {
            throw DeliveryRejection.timestamp("\(BundleLayout.timestamp) is not signed by \(root.manifestThreshold) of the root's manifest keys")
        }
        let timestamp = try BundleTimestamp.decode(response.body)
        let now = now()
        if timestamp.created.timeIntervalSince(now) > BundleManifest.maximumClockSkew {
            throw DeliveryRejection.createdInFuture(created: timestamp.created, now: now)
        }
        if timestamp.expires <= now { throw DeliveryRejection.timestampExpired(expires: timestamp.expires, now: now) }
        return timestamp
    }

    /// One request within the request deadline; a body over `maximumBytes` is refused here too,
    /// whatever the transport did.
    func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String? = nil, maximumBytes: Int) async throws(DeliveryRejection) -> TransportResponse {
        let transport = self.transport
        let deadline = configuration.requestDeadline
        let response = try await withDeadline(deadline, rejection: .deadline(path, seconds: deadline.wholeSeconds)) {
            try await transport.get(path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, maximumBytes: maximumBytes)
        }
        if response.body.count > maximumBytes { throw .tooLarge(path: path, limit: maximumBytes) }
        return response
    }
}
