import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation

/// Signed roots built in memory, as `brandgen root` builds them, and catalogs that pin them.
enum RootFixtures {
    /// A root signed by `signers` (default: every one of `rootKeys`).
    static func root(
        version: Int, rootKeys: [BundleSigningKey], threshold: Int, online: [BundleSigningKey], onlineThreshold: Int = 1,
        epoch: Int = 0, expires: Date = DeliveryFixtures.created.addingTimeInterval(365 * 86_400), signers: [BundleSigningKey]? = nil
    ) throws -> SignedTrustRoot {
        var signed = try SignedTrustRoot(root: TrustRoot(
            version: version, expires: expires, rootKeys: rootKeys.map(\.publicKey), rootThreshold: threshold,
            manifestKeys: online.map(\.publicKey), manifestThreshold: onlineThreshold, versionEpoch: epoch))
        for key in signers ?? rootKeys { try signed.sign(with: key) }
        return signed
    }

    /// A catalog that pins `root`, with the fixture schemas and every lint rule.
    static func client(
        transport: any BrandTransport, root: SignedTrustRoot, directory: URL, clock: TestClock, maximumRootSteps: Int = 16
    ) throws -> RemoteBrandCatalog {
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: .init(root: root, directory: directory, timeToLive: .zero, minimumFetchInterval: .zero, maximumRootSteps: maximumRootSteps),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(), check: { linter.check($0) }, now: { clock.now },
            uptime: { clock.uptime })
    }

    /// A bundle of one fixture brand signed by `keys`, as files by path.
    static func bundle(version: Int, keys: [BundleSigningKey], created: Date = DeliveryFixtures.created) throws -> [String: Data] {
        let brands = try DeliveryFixtures.temporaryFolder("root-brands")
        defer { try? FileManager.default.removeItem(at: brands) }
        try DeliveryFixtures.writeBrands(to: brands, count: 1, revision: version)
        let files = try BundleBuilder(version: version, created: created, expires: created.addingTimeInterval(30 * 86_400))
            .files(runtimeFiles: try DeliveryFixtures.runtimeFiles(brands: brands), keys: keys)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.contents)) })
    }

    /// Every file under `folder`, by relative path: a bundle folder as a host serves it.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            files[String(path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }
}

extension InMemoryTransport {
    /// Serves `root` at `root/<version>.json`.
    func serve(_ root: SignedTrustRoot) throws {
        set(BundleLayout.rootPath(version: root.root.version), to: try root.fileData())
    }

    /// Serves a bundle's files beside the roots already served.
    func serveBundle(_ files: [String: Data]) {
        for (path, data) in files { set(path, to: data) }
    }
}
