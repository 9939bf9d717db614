import Foundation

/// A short-lived, signed statement of which manifest is current: TUF's timestamp role. The
/// operator signs it again often (`brandgen bundle timestamp`), with a lifetime of hours; a
/// client that requires it (``RemoteBrandCatalog/Configuration/requiresTimestamp``) takes a
/// manifest only when a fresh timestamp names its exact bytes, so a host replaying an old,
/// still-valid manifest is refused once the old timestamp expires, hours rather than the
/// manifest's days (docs/delivery.md, "Timestamps").
///
/// It is signed by the root's manifest keys, as the manifest is (`timestamp.sig`, one
/// signature a line), so a root needs no new role.
public struct BundleTimestamp: Codable, Sendable, Equatable {
    public static let format = "brandengine.timestamp"
    /// Longest a timestamp may be valid: a week. Its point is to be short.
    public static let maximumLifetime: TimeInterval = 7 * 86_400
    public static let maximumSize = 4096

    public var format: String
    /// The manifest's version.
    public var version: Int
    /// SHA-256 (hex) of the manifest's bytes.
    public var manifest: String
    public var created: Date
    public var expires: Date

    public init(version: Int, manifestDigest: String, created: Date, expires: Date) {
        format = Self.format
        self.version = version
        manifest = manifestDigest
        self.created = created
        self.expires = expires
    }

    /// The timestamp's JSON, as it is signed.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// A timestamp read from its bytes; refused when it is not one this build reads.
    public static func decode(_ data: Data) throws(DeliveryRejection) -> BundleTimestamp {
        guard data.count <= maximumSize else { throw .timestamp("\(BundleLayout.timestamp) is larger than \(maximumSize) bytes") }
        if let problem = StrictJSON.problem(in: data) { throw .timestamp("not a timestamp: \(problem)") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let timestamp: BundleTimestamp
        do {
            timestamp = try decoder.decode(BundleTimestamp.self, from: data)
        } catch {
            throw .timestamp("not a timestamp: \(BundleManifest.describe(error))")
        }
        guard timestamp.format == format else { throw .timestamp("format is not \"\(format)\"") }
        guard timestamp.version >= 1, BundleLayout.isDigest(timestamp.manifest) else {
            throw .timestamp("version below 1, or a manifest digest that is not 64 lower-case hex digits")
        }
        guard timestamp.expires > timestamp.created else { throw .timestamp("expires is not after created") }
        guard timestamp.expires.timeIntervalSince(timestamp.created) <= maximumLifetime else {
            throw .timestamp("valid for longer than \(Int(maximumLifetime / 3600)) hours; a timestamp is short-lived")
        }
        return timestamp
    }
}
