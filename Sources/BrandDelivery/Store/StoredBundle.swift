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
    /// The decoded bytes of `manifest.sig`.
    var signature: Data
    /// The manifest response's `ETag`, sent back as `If-None-Match`.
    var entityTag: String?
    /// When the host last confirmed this manifest (wall clock): the time to live runs from here.
    var storedAt: Date
}

/// The highest manifest version accepted on this device, with the digest of the manifest
/// accepted at that version when it is known.
public struct AcceptedVersion: Sendable, Equatable {
    public var version: Int
    /// SHA-256 (hex) of the manifest accepted at `version`; nil when only the number is known.
    public var manifestDigest: String?

    public init(version: Int, manifestDigest: String?) {
        self.version = version
        self.manifestDigest = manifestDigest
    }

    public static let none = AcceptedVersion(version: 0, manifestDigest: nil)

    /// `accepted-version`'s text: the version, a space and the digest, a newline.
    var fileText: String { "\(version)" + (manifestDigest.map { " \($0)" } ?? "") + "\n" }

    /// Reads `accepted-version`; an older build wrote the number alone.
    init?(fileText: String) {
        let words = fileText.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, let version = Int(first), version >= 0, words.count <= 2 else { return nil }
        let digest = words.count == 2 ? String(words[1]) : nil
        if let digest, !BundleLayout.isDigest(digest) { return nil }
        self.init(version: version, manifestDigest: digest)
    }
}
