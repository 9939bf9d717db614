import BrandDelivery
import BrandRuntime
import Foundation

/// The files of a brand bundle (docs/delivery.md): each brand's runtime profile named by
/// the SHA-256 of its bytes, `manifest.json` listing them, and `manifest.sig`.
///
/// Equal documents, version and times give byte-identical files.
public struct BundleBuilder: Sendable {
    public var version: Int
    public var created: Date
    public var expires: Date
    /// The `minimumEngineVersion` written for every brand.
    public var minimumEngineVersion: Int

    public init(version: Int, created: Date, expires: Date, minimumEngineVersion: Int = BrandEngineVersion.current) {
        self.version = version
        self.created = created
        self.expires = expires
        self.minimumEngineVersion = minimumEngineVersion
    }

    /// The bundle's files, sorted by path, from the `json` platform's files (`json/<id>.json`).
    public func files(runtimeFiles: [GeneratedFile], key: BundleSigningKey) throws -> [GeneratedFile] {
        var documents: [GeneratedFile] = []
        var entries: [BundleManifest.Entry] = []
        for file in runtimeFiles {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            guard name.hasSuffix(".json") else { continue }
            let digest = RuntimeProfileFormat.sha256Hex(file.contents)
            entries.append(BundleManifest.Entry(
                id: String(name.dropLast(".json".count)), digest: digest, size: file.contents.count,
                minimumEngineVersion: minimumEngineVersion))
            documents.append(GeneratedFile(path: BundleLayout.documentPath(digest: digest), contents: file.contents))
        }
        let manifest = try BundleManifest(version: version, created: created, expires: expires, brands: entries).encoded()
        let signature = try key.signatureFileText(for: manifest)
        return (documents + [
            GeneratedFile(path: BundleLayout.manifest, contents: Array(manifest)),
            GeneratedFile(path: BundleLayout.signature, text: signature),
        ]).sorted { $0.path < $1.path }
    }
}
