import BrandModel
import BrandRuntime
import Foundation

/// The checks a delivered bundle passes before any of it is used; pure apart from the keys,
/// schemas and rules it is given.
struct BundleVerifier: Sendable {
    var loader: RuntimeProfileLoader
    var check: @Sendable (ProfileLoad) -> [Diagnostic]
    var engineVersion: Int

    /// The manifest, once `root`'s manifest threshold of its manifest keys signed it, it is well-formed, its lifetime
    /// is within ``BundleManifest/maximumLifetime`` and this engine reads every brand; with
    /// `checkClock`, also once it was created no later than `now` (give or take
    /// ``BundleManifest/maximumClockSkew``) and expires after `now`. Its version is checked
    /// apart (``checkVersion(_:digest:accepted:)``), against the version read under the lock.
    func manifest(_ bytes: Data, signatures: [Data], root: TrustRoot, now: Date, checkClock: Bool = true) throws(DeliveryRejection) -> BundleManifest {
        // The signatures first: nothing of an unsigned manifest is parsed.
        guard Self.signers(of: bytes, signatures: signatures, among: root.manifestKeys, enough: root.manifestThreshold) >= root.manifestThreshold else {
            throw .badSignature(keys: root.manifestKeys.map(\.description).sorted())
        }
        let manifest = try BundleManifest.decode(bytes)
        let lifetime = manifest.expires.timeIntervalSince(manifest.created)
        guard lifetime <= BundleManifest.maximumLifetime else {
            throw .lifetimeTooLong(days: Int((lifetime / 86_400).rounded(.up)), maximumDays: Int(BundleManifest.maximumLifetime / 86_400))
        }
        if checkClock {
            if manifest.created.timeIntervalSince(now) > BundleManifest.maximumClockSkew { throw .createdInFuture(created: manifest.created, now: now) }
            if manifest.expires <= now { throw .expired(expires: manifest.expires, now: now) }
        }
        if let entry = manifest.brands.first(where: { $0.minimumEngineVersion > engineVersion }) {
            throw .needsNewerEngine(brand: entry.id, required: entry.minimumEngineVersion, current: engineVersion)
        }
        return manifest
    }

    /// How many of `keys` made one of `signatures` over `bytes`, counting each key once and
    /// stopping at `enough`: at most keys × signatures verifications, both bounded.
    static func signers(of bytes: Data, signatures: [Data], among keys: [BundlePublicKey], enough: Int) -> Int {
        var count = 0
        for key in Set(keys) where signatures.contains(where: { key.isValidSignature($0, for: bytes) }) {
            count += 1
            if count >= enough { break }
        }
        return count
    }

    /// Whether a manifest (whose bytes have SHA-256 `digest`) may follow the accepted one under
    /// a root of epoch `epoch`: a higher version by at most ``BundleManifest/maximumVersionJump``,
    /// or the same version with the same bytes. A root that raised the epoch starts versions
    /// again: what was accepted under a lower epoch no longer counts.
    static func checkVersion(_ manifest: BundleManifest, digest: String, accepted: AcceptedVersion, epoch: Int) throws(DeliveryRejection) {
        if accepted.epoch > epoch { throw .epochAhead(accepted: accepted.epoch, trusted: epoch) }
        let accepted = accepted.epoch < epoch ? AcceptedVersion.none : accepted
        if manifest.version < accepted.version { throw .rollback(offered: manifest.version, accepted: accepted.version) }
        if manifest.version == accepted.version {
            if let known = accepted.manifestDigest, known != digest { throw .versionReused(version: manifest.version) }
            return
        }
        // Both are at least 0, so the difference cannot overflow.
        if manifest.version - accepted.version > BundleManifest.maximumVersionJump {
            throw .versionJump(offered: manifest.version, accepted: accepted.version, maximum: BundleManifest.maximumVersionJump)
        }
    }

    /// `manifest.sig`'s text decoded: one base64 Ed25519 signature a line (one per signing
    /// key), at most ``BundleManifest/maximumSignatureLines``.
    static func signatures(fromFile data: Data) throws(DeliveryRejection) -> [Data] {
        guard data.count <= BundleManifest.maximumSignatureFileSize, let text = String(data: data, encoding: .utf8) else {
            throw .malformedManifest("manifest.sig is larger than \(BundleManifest.maximumSignatureFileSize) bytes or not text")
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard (1...BundleManifest.maximumSignatureLines).contains(lines.count) else {
            throw .malformedManifest("manifest.sig holds \(lines.count) signatures; 1 to \(BundleManifest.maximumSignatureLines) are read")
        }
        var signatures: [Data] = []
        for line in lines {
            guard let signature = Data(base64Encoded: line), signature.count == 64 else {
                throw .malformedManifest("manifest.sig is not the base64 of 64-byte Ed25519 signatures, one a line")
            }
            signatures.append(signature)
        }
        return signatures
    }

    /// The brand's profile, once the document's bytes match the entry and it loads and lints
    /// without errors, exactly as the loader and the given rules check any profile.
    func profile(_ entry: BundleManifest.Entry, document: Data) throws(DeliveryRejection) -> BrandProfile {
        guard document.count == entry.size else {
            throw .badDigest(brand: entry.id, reason: "\(document.count) bytes where the manifest says \(entry.size)")
        }
        let digest = RuntimeProfileFormat.sha256Hex(document)
        guard digest == entry.digest else {
            throw .badDigest(brand: entry.id, reason: "SHA-256 is \(digest), not \(entry.digest)")
        }
        let load: ProfileLoad
        do {
            // The loader's checks, the declared handler's included: a delivered profile meets
            // exactly what a bundled one does.
            load = try loader.checkedLoad(envelope: Array(document), id: entry.id, path: entry.path)
        } catch {
            throw .documentInvalid(brand: entry.id, diagnostics: [Diagnostic(
                file: entry.path, check: .runtimeProfile, message: error.message, hint: error.hint)])
        }
        // The loader checks the document's `id` against the name it is loaded under (brand-id-mismatch).
        let findings = load.diagnostics + check(load)
        guard let profile = load.profile, findings.errorCount == 0 else {
            throw .documentInvalid(brand: entry.id, diagnostics: findings.filter { $0.severity == .error })
        }
        return profile
    }
}
