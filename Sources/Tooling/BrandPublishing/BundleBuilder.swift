import BrandDelivery
import BrandRuntime
import Foundation

/// The files of a brand bundle (docs/delivery.md): each brand's runtime profile named by
/// the SHA-256 of its bytes, `manifest.json` listing them, and `manifest.sig`.
///
/// Equal documents, version, times and keys give byte-identical files. It is the publisher's,
/// apart from the client an app links, and needs neither the generators nor the linter, so a
/// simulator or benchmark builds bundles with it.
public struct BundleBuilder: Sendable {
    public var version: Int
    public var created: Date
    public var expires: Date
    /// The `minimumEngineVersion` written for every brand.
    public var minimumEngineVersion: Int

    /// One file of a bundle, by its path relative to the bundle's folder.
    public struct File: Sendable, Equatable {
        public var path: String
        public var contents: [UInt8]

        public init(path: String, contents: [UInt8]) {
            self.path = path
            self.contents = contents
        }
    }

    public init(version: Int, created: Date, expires: Date, minimumEngineVersion: Int = BrandEngineVersion.current) {
        self.version = version
        self.created = created
        self.expires = expires
        self.minimumEngineVersion = minimumEngineVersion
    }

    /// The bundle's files, sorted by path, from each brand's runtime profile
    /// (``RuntimeProfileFormat``'s envelope) by brand id. Each key signs the manifest: one
    /// line of `manifest.sig` each, in the order given (a root may require several,
    /// ``TrustRoot/manifestThreshold``).
    public func files(documents: [String: [UInt8]], keys: [BundleSigningKey]) throws -> [File] {
        var files: [File] = []
        var entries: [BundleManifest.Entry] = []
        for (id, contents) in documents {
            let digest = RuntimeProfileFormat.sha256Hex(contents)
            entries.append(BundleManifest.Entry(id: id, digest: digest, size: contents.count, minimumEngineVersion: minimumEngineVersion))
            files.append(File(path: BundleLayout.documentPath(digest: digest), contents: contents))
        }
        let manifest = try BundleManifest(version: version, created: created, expires: expires, brands: entries).encoded()
        let signatures = try keys.map { try $0.signatureFileText(for: manifest) }.joined()
        files.append(File(path: BundleLayout.manifest, contents: Array(manifest)))
        files.append(File(path: BundleLayout.signature, contents: Array(signatures.utf8)))
        return files.sorted { $0.path < $1.path }
    }

    /// `timestamp.json` and `timestamp.sig` naming `manifest` (the bundle's `manifest.json`
    /// bytes), valid from `created` to `expires` (``BundleTimestamp``): published with the
    /// bundle and signed again, with the same keys, before the previous one expires.
    public static func timestampFiles(manifest: [UInt8], created: Date, expires: Date, keys: [BundleSigningKey]) throws -> [File] {
        let decoded = try BundleManifest.decode(Data(manifest))
        let timestamp = try BundleTimestamp(
            version: decoded.version, manifestDigest: RuntimeProfileFormat.sha256Hex(manifest), created: created, expires: expires).encoded()
        let signatures = try keys.map { try $0.signatureFileText(for: timestamp) }.joined()
        return [
            File(path: BundleLayout.timestamp, contents: Array(timestamp)),
            File(path: BundleLayout.timestampSignature, contents: Array(signatures.utf8)),
        ]
    }

    /// The brand id of a `json` platform file path (`json/<id>.json`), or nil for any other file.
    public static func brandID(ofRuntimeFile path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : nil
    }
}
