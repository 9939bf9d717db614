import Foundation

/// The signed root of trust (TUF's root role, small): which offline keys may sign the next
/// root, which online keys may sign manifests, and until when. Apps ship one (pinned) and walk
/// the host's `root/<version>.json` files one version at a time (docs/delivery.md).
///
/// ```json
/// { "expires": "2027-11-26T00:00:00Z", "format": "brandengine.root", "formatVersion": 1,
///   "manifestKeys": ["…base64…"], "manifestThreshold": 1,
///   "rootKeys": ["…", "…", "…"], "rootThreshold": 2, "version": 3, "versionEpoch": 0 }
/// ```
/// Root `N+1` is trusted only when `rootThreshold` of root `N`'s keys **and** `rootThreshold`
/// of its own keys signed its exact bytes (``SignedTrustRoot/checkSuccessor(_:)``).
public struct TrustRoot: Sendable, Equatable {
    public static let format = "brandengine.root"
    /// The root layout this build reads and writes.
    public static let currentFormatVersion = 1
    /// Largest `root/<n>.json` a client reads: a root with ``maximumKeys`` keys of each role and
    /// ``maximumRootSignatures`` signatures fits in an eighth of it (`TrustRootSizeTests` measures one).
    public static let maximumFileSize = 64 << 10
    /// The one limit on keys and signatures, read by the client, the root checks and brandgen:
    /// the most keys of either role, so the most signatures a manifest carries (one per online
    /// key, ``BundleManifest/maximumSignatureLines``). Sixteen keys by sixteen signature lines
    /// bound a hostile `manifest.sig` to 256 verifications.
    public static let maximumKeys = 16
    /// The most signatures one root file carries: its predecessor's root keys and its own, all
    /// of them when a rotation replaces every key.
    public static let maximumRootSignatures = 2 * maximumKeys

    /// Grows by exactly one with each new root.
    public var version: Int
    /// After this instant manifests are refused under this root (``DeliveryRejection/rootExpired(version:expires:now:)``);
    /// a newer root is still accepted from it.
    public var expires: Date
    /// The offline keys that sign the next root, `rootThreshold` of them at least.
    public var rootKeys: [BundlePublicKey]
    public var rootThreshold: Int
    /// The online keys that sign `manifest.json`, `manifestThreshold` of them at least.
    public var manifestKeys: [BundlePublicKey]
    public var manifestThreshold: Int
    /// Raised by a root to start manifest versions again after a fast-forward: a client forgets
    /// the manifest version it accepted under a lower epoch. Never lowered.
    public var versionEpoch: Int

    /// A root that a client reads: version 1 or above, epoch 0 or above, 1 to ``maximumKeys``
    /// keys of each role, none twice, each threshold between 1 and its keys. Throws
    /// ``DeliveryRejection/malformedRoot(_:)`` for anything else.
    public init(
        version: Int, expires: Date, rootKeys: [BundlePublicKey], rootThreshold: Int, manifestKeys: [BundlePublicKey],
        manifestThreshold: Int = 1, versionEpoch: Int = 0
    ) throws(DeliveryRejection) {
        guard version >= 1 else { throw .malformedRoot("version \(version) is below 1") }
        guard versionEpoch >= 0 else { throw .malformedRoot("versionEpoch \(versionEpoch) is negative") }
        try Self.checkKeys(rootKeys, threshold: rootThreshold, role: "rootKeys")
        try Self.checkKeys(manifestKeys, threshold: manifestThreshold, role: "manifestKeys")
        self.init(
            unchecked: version, expires: expires, rootKeys: rootKeys, rootThreshold: rootThreshold, manifestKeys: manifestKeys,
            manifestThreshold: manifestThreshold, versionEpoch: versionEpoch)
    }

    /// Without checks: only for the keys-only configuration's root (version 0, no root keys).
    init(
        unchecked version: Int, expires: Date, rootKeys: [BundlePublicKey], rootThreshold: Int, manifestKeys: [BundlePublicKey],
        manifestThreshold: Int, versionEpoch: Int
    ) {
        self.version = version
        self.expires = expires
        self.rootKeys = rootKeys.sorted { $0.base64 < $1.base64 }
        self.rootThreshold = rootThreshold
        self.manifestKeys = manifestKeys.sorted { $0.base64 < $1.base64 }
        self.manifestThreshold = manifestThreshold
        self.versionEpoch = versionEpoch
    }

    /// The exact bytes a root's signatures sign: keys sorted, two-space indented, dates in
    /// ISO 8601 UTC to the second, a final newline. Equal roots give equal bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(Wire(self))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads and checks a root document: its format, every field's range, keys well-formed,
    /// none listed twice, each threshold met by the keys listed.
    public static func decode(_ data: Data) throws(DeliveryRejection) -> TrustRoot {
        guard data.count <= maximumFileSize else { throw .malformedRoot("\(data.count) bytes, more than the \(maximumFileSize) a root may have") }
        if let problem = StrictJSON.problem(in: data) { throw .malformedRoot("not a root document: \(problem)") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let wire: Wire
        do {
            wire = try decoder.decode(Wire.self, from: data)
        } catch {
            throw .malformedRoot("not a root document: \(BundleManifest.describe(error))")
        }
        guard wire.format == format else { throw .malformedRoot("format is not \"\(format)\"") }
        guard wire.formatVersion == currentFormatVersion else {
            throw .malformedRoot("format version \(wire.formatVersion) is not \(currentFormatVersion), the one this build reads")
        }
        let rootKeys = try keys(wire.rootKeys, role: "rootKeys")
        let manifestKeys = try keys(wire.manifestKeys, role: "manifestKeys")
        return try TrustRoot(
            version: wire.version, expires: wire.expires, rootKeys: rootKeys, rootThreshold: wire.rootThreshold,
            manifestKeys: manifestKeys, manifestThreshold: wire.manifestThreshold, versionEpoch: wire.versionEpoch)
    }

    private static func keys(_ texts: [String], role: String) throws(DeliveryRejection) -> [BundlePublicKey] {
        guard (1...maximumKeys).contains(texts.count) else { throw .malformedRoot("\(role) lists \(texts.count) keys; 1 to \(maximumKeys) are allowed") }
        var keys: [BundlePublicKey] = []
        for text in texts {
            let key: BundlePublicKey
            do throws(DeliveryRejection) {
                key = try BundlePublicKey(base64: text)
            } catch {
                throw .malformedRoot("\(role) holds \(String(text.prefix(60)).debugDescription), not the base64 of an Ed25519 public key")
            }
            keys.append(key)
        }
        return keys
    }

    /// 1 to ``maximumKeys`` keys, none twice, and a threshold between 1 and their count.
    private static func checkKeys(_ keys: [BundlePublicKey], threshold: Int, role: String) throws(DeliveryRejection) {
        guard (1...maximumKeys).contains(keys.count) else { throw .malformedRoot("\(role) lists \(keys.count) keys; 1 to \(maximumKeys) are allowed") }
        var seen = Set<BundlePublicKey>()
        for key in keys {
            guard seen.insert(key).inserted else { throw .malformedRoot("\(role) lists \(key) twice") }
        }
        guard (1...keys.count).contains(threshold) else {
            throw .malformedRoot("\(role)' threshold \(threshold) is not between 1 and the \(keys.count) keys listed")
        }
    }

    /// The JSON form, keys as base64 text.
    private struct Wire: Codable {
        var format: String
        var formatVersion: Int
        var version: Int
        var expires: Date
        var rootKeys: [String]
        var rootThreshold: Int
        var manifestKeys: [String]
        var manifestThreshold: Int
        var versionEpoch: Int

        init(_ root: TrustRoot) {
            format = TrustRoot.format
            formatVersion = TrustRoot.currentFormatVersion
            version = root.version
            expires = root.expires
            rootKeys = root.rootKeys.map(\.base64)
            rootThreshold = root.rootThreshold
            manifestKeys = root.manifestKeys.map(\.base64)
            manifestThreshold = root.manifestThreshold
            versionEpoch = root.versionEpoch
        }
    }
}
