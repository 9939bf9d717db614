import Foundation

/// The accepted bundle as the client keeps it on disk (`accepted.json`): the manifest's exact
/// bytes and signature, so it is verified again whenever it is read. Its documents are stored
/// beside it, one file each (``BundleStore``).
struct StoredBundle: Codable, Sendable, Equatable {
    var version: Int
    /// SHA-256 of `manifest`, hex: an equal version is accepted again only with these bytes.
    var manifestDigest: String
    /// `manifest.json`'s exact (signed) bytes.
    var manifest: Data
    /// The first signature of `manifest.sig`, decoded (all a build before roots kept).
    var signature: Data
    /// Every signature of `manifest.sig`, decoded; nil in a file of an older build.
    var signatures: [Data]?
    /// The versionEpoch of the root the manifest was accepted under; nil (0) in an older file.
    var epoch: Int?
    /// The manifest response's `ETag`, sent back as `If-None-Match`.
    var entityTag: String?
    /// The manifest response's `Last-Modified`, sent back as `If-Modified-Since`; nil in an older file.
    var lastModified: String?
    /// When the host last confirmed this manifest (wall clock): the time to live runs from here.
    var storedAt: Date

    var allSignatures: [Data] { signatures ?? [signature] }
}

/// The highest manifest version accepted on this device, with the digest of the manifest
/// accepted at that version when it is known, and the root epoch it was accepted under.
public struct AcceptedVersion: Sendable, Equatable {
    public var version: Int
    /// SHA-256 (hex) of the manifest accepted at `version`; nil when only the number is known.
    public var manifestDigest: String?
    /// ``TrustRoot/versionEpoch`` of the root `version` was accepted under: a root of a higher
    /// epoch starts versions again.
    public var epoch: Int

    public init(version: Int, manifestDigest: String?, epoch: Int = 0) {
        self.version = version
        self.manifestDigest = manifestDigest
        self.epoch = epoch
    }

    public static let none = AcceptedVersion(version: 0, manifestDigest: nil)

    /// Whether this is later than `other`: a higher epoch, or the same epoch and a higher version.
    func isAbove(_ other: AcceptedVersion) -> Bool {
        (epoch, version) > (other.epoch, other.version)
    }

    /// `accepted-version`'s text: the version, the digest (or `-`) and the epoch, a newline.
    var fileText: String { "\(version) \(manifestDigest ?? "-") \(epoch)\n" }

    /// Reads `accepted-version`; older builds wrote the number alone, or the number and digest.
    init?(fileText: String) {
        let words = fileText.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, let version = Int(first), version >= 0, words.count <= 3 else { return nil }
        let digest = words.count >= 2 && words[1] != "-" ? String(words[1]) : nil
        if let digest, !BundleLayout.isDigest(digest) { return nil }
        let epoch = words.count == 3 ? Int(words[2]) : 0
        guard let epoch, epoch >= 0 else { return nil }
        self.init(version: version, manifestDigest: digest, epoch: epoch)
    }
}
