import BrandModel
import Foundation

/// `manifest.json` of a brand bundle: which brand documents make up one published version.
///
/// ```json
/// { "brands": [{ "digest": "…64 hex…", "id": "coral", "minimumEngineVersion": 1, "size": 5120 }],
///   "created": "2026-11-23T16:00:00Z", "expires": "2026-12-23T16:00:00Z",
///   "format": "brandengine.bundle", "formatVersion": 1, "version": 42 }
/// ```
/// The document of brand `id` is `brands/<digest>.json`, `size` bytes whose SHA-256 is
/// `digest`. `manifest.sig` holds Ed25519 signatures over this file's exact bytes, one a line.
public struct BundleManifest: Codable, Sendable, Equatable {
    public static let format = "brandengine.bundle"
    /// The manifest layout this build reads and writes.
    public static let currentFormatVersion = 1
    /// Largest manifest a client reads: 1 MiB is room for some 5,000 brands.
    public static let maximumManifestSize = 1 << 20
    /// Largest brand document a client reads.
    public static let maximumDocumentSize = 4 << 20
    /// Largest `manifest.sig` a client reads (a 64-byte signature in base64 is 88 bytes and
    /// a line break).
    public static let maximumSignatureFileSize = 1024
    /// Most signatures (lines) a client reads from `manifest.sig`: one per online key, for a
    /// root whose `manifestThreshold` is above 1.
    public static let maximumSignatureLines = 8
    /// The longest `expires − created` a client accepts: 90 days. A manifest replayed by a
    /// host that froze is refused within that time at the latest.
    public static let maximumLifetime: TimeInterval = 90 * 86_400
    /// How far `created` may lie ahead of the device's clock: 5 minutes of clock drift.
    public static let maximumClockSkew: TimeInterval = 300
    /// How far one accepted manifest's version may exceed the previous one: 2^32, room for a
    /// counter, a build number or Unix seconds, but not for a jump to `Int.max` that would
    /// leave no version above it for the next release.
    public static let maximumVersionJump = 1 << 32

    public var format: String
    public var formatVersion: Int
    /// Grows with every publication; clients refuse a manifest older than the last they accepted.
    public var version: Int
    public var created: Date
    /// After this instant clients refuse the manifest, so a replayed one cannot freeze them forever.
    public var expires: Date
    /// Sorted by id.
    public var brands: [Entry]

    /// One brand of the bundle.
    public struct Entry: Codable, Sendable, Equatable {
        public var id: String
        /// SHA-256 of the document's exact bytes, 64 lower-case hex digits.
        public var digest: String
        /// The document's length in bytes.
        public var size: Int
        /// The oldest ``BrandEngineVersion`` that reads this document.
        public var minimumEngineVersion: Int

        public init(id: String, digest: String, size: Int, minimumEngineVersion: Int) {
            self.id = id
            self.digest = digest
            self.size = size
            self.minimumEngineVersion = minimumEngineVersion
        }

        /// The document's path relative to the bundle's base URL.
        public var path: String { BundleLayout.documentPath(digest: digest) }
    }

    public init(version: Int, created: Date, expires: Date, brands: [Entry]) {
        self.format = Self.format
        self.formatVersion = Self.currentFormatVersion
        self.version = version
        self.created = created
        self.expires = expires
        self.brands = brands.sorted { $0.id < $1.id }
    }

    /// The exact bytes written to `manifest.json`: keys sorted, two-space indented, dates in
    /// ISO 8601 UTC to the second, a final newline. Equal manifests give equal bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads and checks a manifest: its format, every field's range, brand ids and digests
    /// well-formed and ids unique. Throws ``DeliveryRejection/malformedManifest(_:)``.
    public static func decode(_ data: Data) throws(DeliveryRejection) -> BundleManifest {
        guard data.count <= maximumManifestSize else {
            throw .malformedManifest("\(data.count) bytes, more than the \(maximumManifestSize) a manifest may have")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let manifest: BundleManifest
        do {
            manifest = try decoder.decode(BundleManifest.self, from: data)
        } catch {
            throw .malformedManifest("not a bundle manifest: \(Self.describe(error))")
        }
        guard manifest.format == format else { throw .malformedManifest("format is not \"\(format)\"") }
        guard manifest.formatVersion == currentFormatVersion else {
            throw .malformedManifest("format version \(manifest.formatVersion) is not \(currentFormatVersion), the one this build reads")
        }
        guard manifest.version >= 1 else { throw .malformedManifest("version \(manifest.version) is below 1") }
        guard manifest.expires > manifest.created else { throw .malformedManifest("expires is not after created") }
        var ids = Set<String>()
        for entry in manifest.brands {
            guard ProfileFileName.isValidBrandID(entry.id) else { throw .malformedManifest("brand id is not an id: \(entry.id.debugDescription)") }
            guard ids.insert(entry.id).inserted else { throw .malformedManifest("brand \(entry.id) is listed twice") }
            guard BundleLayout.isDigest(entry.digest) else { throw .malformedManifest("digest of \(entry.id) is not 64 lower-case hex digits") }
            guard (0...maximumDocumentSize).contains(entry.size) else { throw .malformedManifest("size of \(entry.id) is out of range") }
        }
        return manifest
    }

    /// A decoding error in one line, without the type names of `DecodingError`'s description.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, _): return "`\(key.stringValue)` is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "`\(path)`: \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
