import BrandDelivery
import BrandPublishing
import BrandRuntime
import Foundation

/// The suite's bundles: fixture brands (DeliveryFixtures) as `brandgen bundle` writes them,
/// signed with the suite's seeded keys.
final class SuiteBundles {
    private var documents: [String: [String: [UInt8]]] = [:]

    /// The runtime profiles of `fixture-1` … `fixture-<count>` at `revision`, by brand id.
    func documents(count: Int, revision: Int) throws -> [String: [UInt8]] {
        let key = "\(count)/\(revision)"
        if let cached = documents[key] { return cached }
        let brands = try DeliveryFixtures.temporaryFolder("suite-brands")
        defer { try? FileManager.default.removeItem(at: brands) }
        try DeliveryFixtures.writeBrands(to: brands, count: count, revision: revision)
        var byID: [String: [UInt8]] = [:]
        for file in try DeliveryFixtures.runtimeFiles(brands: brands) {
            guard let id = BundleBuilder.brandID(ofRuntimeFile: file.path) else { continue }
            byID[id] = file.contents
        }
        documents[key] = byID
        return byID
    }

    /// A bundle's files by path: `count` brands at `revision` (default: the version).
    func bundle(
        version: Int, keys: [BundleSigningKey] = [SuiteKeys.onlineA], count: Int = 1, revision: Int? = nil,
        created: Date = DeliverySuiteBuilder.created, lifetime: TimeInterval = 30 * DeliverySuiteBuilder.day,
        minimumEngineVersion: Int = BrandEngineVersion.current, documents override: [String: [UInt8]]? = nil
    ) throws -> [String: Data] {
        let documents = try override ?? self.documents(count: count, revision: revision ?? version)
        let files = try BundleBuilder(
            version: version, created: created, expires: created.addingTimeInterval(lifetime), minimumEngineVersion: minimumEngineVersion
        ).files(documents: documents, keys: keys)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.contents)) })
    }

    /// The manifest of a bundle's files.
    static func manifest(_ files: [String: Data]) throws -> BundleManifest {
        try BundleManifest.decode(files[BundleLayout.manifest]!)
    }

    /// `files` with `manifest.json` replaced by `manifest`, signed again by `keys`.
    static func resigned(_ files: [String: Data], manifest: Data, keys: [BundleSigningKey] = [SuiteKeys.onlineA]) throws -> [String: Data] {
        var files = files
        files[BundleLayout.manifest] = manifest
        files[BundleLayout.signature] = Data(try keys.map { try $0.signatureFileText(for: manifest) }.joined().utf8)
        return files
    }

    /// One of serve-bundle.py's control files: one line per path.
    static func control(_ lines: [String]) -> Data { Data(lines.map { $0 + "\n" }.joined().utf8) }
}
