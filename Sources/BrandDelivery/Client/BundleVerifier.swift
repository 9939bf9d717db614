import BrandModel
import Foundation

/// The checks a delivered bundle passes before any of it is used; pure apart from the keys,
/// schemas and rules it is given.
struct BundleVerifier: Sendable {
    var keys: Set<BundlePublicKey>
    var loader: ProfileLoader
    var check: @Sendable (ProfileLoad) -> [Diagnostic]
    var engineVersion: Int

    /// The manifest, once its signature is by an accepted key, it is well-formed, `now` is
    /// before its expiry (when `checkExpiry`), its version is not below `acceptedVersion`, and
    /// this engine reads every brand.
    func manifest(
        _ bytes: Data, signature: Data, now: Date, acceptedVersion: Int, checkExpiry: Bool = true
    ) throws(DeliveryRejection) -> BundleManifest {
        // The signature first: nothing of an unsigned manifest is parsed.
        guard keys.contains(where: { $0.isValidSignature(signature, for: bytes) }) else {
            throw .badSignature(keys: keys.map(\.description).sorted())
        }
        let manifest = try BundleManifest.decode(bytes)
        if checkExpiry, manifest.expires <= now { throw .expired(expires: manifest.expires, now: now) }
        guard manifest.version >= acceptedVersion else { throw .rollback(offered: manifest.version, accepted: acceptedVersion) }
        if let entry = manifest.brands.first(where: { $0.minimumEngineVersion > engineVersion }) {
            throw .needsNewerEngine(brand: entry.id, required: entry.minimumEngineVersion, current: engineVersion)
        }
        return manifest
    }

    /// `manifest.sig`'s text decoded.
    static func signature(fromFile data: Data) throws(DeliveryRejection) -> Data {
        guard data.count <= 1024, let text = String(data: data, encoding: .utf8),
              let signature = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)), signature.count == 64 else {
            throw .malformedManifest("manifest.sig is not the base64 of a 64-byte Ed25519 signature")
        }
        return signature
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
            load = try RuntimeProfileFormat.load(envelope: Array(document), id: entry.id, schemas: loader.schemas)
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
