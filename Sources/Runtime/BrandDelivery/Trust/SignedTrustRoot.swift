import Foundation

/// One `root/<version>.json` file: a root document's exact bytes and the signatures over them.
///
/// ```json
/// { "signatures": [{ "key": "…base64 public key…", "signature": "…base64…" }],
///   "signed": "{\n  \"expires\" : …the root document's text…}\n" }
/// ```
/// The signatures sign the bytes of `signed` (UTF-8), not a re-encoding of them, so no
/// canonical JSON is needed to verify them.
public struct SignedTrustRoot: Sendable, Equatable {
    /// The root document's fields, read from ``signed``.
    public let root: TrustRoot
    /// The root document's exact bytes: what the signatures sign.
    public let signed: Data
    /// Signatures by key; each key counts once.
    public package(set) var signatures: [BundlePublicKey: Data]

    /// A new root, not signed yet.
    public init(root: TrustRoot) throws {
        self.root = root
        signed = try root.encoded()
        signatures = [:]
    }

    init(root: TrustRoot, signed: Data, signatures: [BundlePublicKey: Data]) {
        self.root = root
        self.signed = signed
        self.signatures = signatures
    }

    /// The trust of the older configuration, a set of accepted keys: any one signs a manifest,
    /// and there is no root to walk to (no root keys), so changing the keys needs an app release.
    static func keysOnly(_ keys: Set<BundlePublicKey>) -> SignedTrustRoot {
        SignedTrustRoot(
            root: TrustRoot(version: 0, expires: .distantFuture, rootKeys: [], rootThreshold: 1, manifestKeys: Array(keys), manifestThreshold: 1),
            signed: Data(), signatures: [:])
    }

    /// Whether the root can lead to another one: a keys-only configuration cannot.
    var walksRoots: Bool { !root.rootKeys.isEmpty }

    /// How many of `keys` made a valid signature over ``signed``; each key counts once.
    public func validSignatures(among keys: [BundlePublicKey]) -> Int {
        Set(keys).reduce(0) { count, key in
            guard let signature = signatures[key] else { return count }
            return key.isValidSignature(signature, for: signed) ? count + 1 : count
        }
    }

    /// Whether `rootThreshold` of its own root keys signed it.
    public var isSelfSigned: Bool { validSignatures(among: root.rootKeys) >= root.rootThreshold }

    /// Checks that `next` may follow this root (TUF's root update, one step): version exactly
    /// one higher, `rootThreshold` of this root's keys and `rootThreshold` of its own keys
    /// signed it, its epoch not lower, and a raised epoch comes with none of this root's
    /// manifest keys (else manifests of the old epoch could be replayed into the new one).
    /// Expiry is not checked: an expired root still leads to its successor.
    public func checkSuccessor(_ next: SignedTrustRoot) throws(DeliveryRejection) {
        let (expected, overflow) = root.version.addingReportingOverflow(1)
        guard !overflow, next.root.version == expected else {
            throw .rootVersion(offered: next.root.version, expected: overflow ? root.version : expected)
        }
        let byPrevious = next.validSignatures(among: root.rootKeys)
        guard byPrevious >= root.rootThreshold else {
            throw .rootThreshold(version: next.root.version, signer: "root \(root.version)", valid: byPrevious, required: root.rootThreshold)
        }
        let byOwn = next.validSignatures(among: next.root.rootKeys)
        guard byOwn >= next.root.rootThreshold else {
            throw .rootThreshold(version: next.root.version, signer: "its own keys", valid: byOwn, required: next.root.rootThreshold)
        }
        guard next.root.versionEpoch >= root.versionEpoch else {
            throw .malformedRoot("root \(next.root.version) lowers versionEpoch from \(root.versionEpoch) to \(next.root.versionEpoch)")
        }
        if next.root.versionEpoch > root.versionEpoch, !Set(next.root.manifestKeys).isDisjoint(with: root.manifestKeys) {
            throw .malformedRoot("root \(next.root.version) raises versionEpoch but keeps a manifest key of root \(root.version); a reset needs new manifest keys")
        }
    }

    /// The text of `root/<version>.json`: keys sorted, two-space indented, a final newline.
    public func fileData() throws -> Data {
        let wire = Wire(
            signatures: signatures.map { Wire.Signature(key: $0.key.base64, signature: $0.value.base64EncodedString()) }
                .sorted { $0.key < $1.key },
            signed: String(decoding: signed, as: UTF8.self))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(wire)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads `root/<version>.json`: bounded in size, every signature well-formed and by a
    /// distinct key, the root document valid (``TrustRoot/decode(_:)``). Signatures are
    /// checked later, against the keys that must have made them.
    public static func decode(_ data: Data) throws(DeliveryRejection) -> SignedTrustRoot {
        guard data.count <= TrustRoot.maximumFileSize else {
            throw .malformedRoot("\(data.count) bytes, more than the \(TrustRoot.maximumFileSize) a root file may have")
        }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: data)
        } catch {
            throw .malformedRoot("not a signed root file: \(BundleManifest.describe(error))")
        }
        guard wire.signatures.count <= TrustRoot.maximumKeys else {
            throw .malformedRoot("\(wire.signatures.count) signatures; at most \(TrustRoot.maximumKeys) are read")
        }
        var signatures: [BundlePublicKey: Data] = [:]
        for entry in wire.signatures {
            guard let key = try? BundlePublicKey(base64: entry.key), let signature = Data(base64Encoded: entry.signature), signature.count == 64 else {
                throw .malformedRoot("a signature is not a base64 public key and a base64 64-byte Ed25519 signature")
            }
            guard signatures.updateValue(signature, forKey: key) == nil else { throw .malformedRoot("\(key) signs twice") }
        }
        let signed = Data(wire.signed.utf8)
        return SignedTrustRoot(root: try TrustRoot.decode(signed), signed: signed, signatures: signatures)
    }

    /// A root an app ships: well-formed and signed by `rootThreshold` of its own keys.
    public static func pinned(_ data: Data) throws(DeliveryRejection) -> SignedTrustRoot {
        let signed = try decode(data)
        let valid = signed.validSignatures(among: signed.root.rootKeys)
        guard valid >= signed.root.rootThreshold else {
            throw .rootThreshold(version: signed.root.version, signer: "its own keys", valid: valid, required: signed.root.rootThreshold)
        }
        return signed
    }

    private struct Wire: Codable {
        struct Signature: Codable {
            var key: String
            var signature: String
        }

        var signatures: [Signature]
        var signed: String
    }
}
