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
    /// as many signatures fits in a sixth of it (`TrustRootSizeTests` measures one).
    public static let maximumFileSize = 64 << 10
    /// Most keys of either role, and most signatures on one root: bounds the work of a root.
    public static let maximumKeys = 32

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

    public init(
        version: Int, expires: Date, rootKeys: [BundlePublicKey], rootThreshold: Int, manifestKeys: [BundlePublicKey],
        manifestThreshold: Int = 1, versionEpoch: Int = 0
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
        guard wire.version >= 1 else { throw .malformedRoot("version \(wire.version) is below 1") }
        guard wire.versionEpoch >= 0 else { throw .malformedRoot("versionEpoch \(wire.versionEpoch) is negative") }
        let rootKeys = try keys(wire.rootKeys, threshold: wire.rootThreshold, role: "rootKeys")
        let manifestKeys = try keys(wire.manifestKeys, threshold: wire.manifestThreshold, role: "manifestKeys")
        return TrustRoot(
            version: wire.version, expires: wire.expires, rootKeys: rootKeys, rootThreshold: wire.rootThreshold,
            manifestKeys: manifestKeys, manifestThreshold: wire.manifestThreshold, versionEpoch: wire.versionEpoch)
    }

    private static func keys(_ texts: [String], threshold: Int, role: String) throws(DeliveryRejection) -> [BundlePublicKey] {
        guard (1...maximumKeys).contains(texts.count) else { throw .malformedRoot("\(role) lists \(texts.count) keys; 1 to \(maximumKeys) are allowed") }
        var keys: [BundlePublicKey] = []
        var seen = Set<BundlePublicKey>()
        for text in texts {
            let key: BundlePublicKey
            do throws(DeliveryRejection) {
                key = try BundlePublicKey(base64: text)
            } catch {
                throw .malformedRoot("\(role) holds \(String(text.prefix(60)).debugDescription), not the base64 of an Ed25519 public key")
            }
            guard seen.insert(key).inserted else { throw .malformedRoot("\(role) lists \(key) twice") }
            keys.append(key)
        }
        guard (1...keys.count).contains(threshold) else {
            throw .malformedRoot("\(role)' threshold \(threshold) is not between 1 and the \(keys.count) keys listed")
        }
        return keys
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
