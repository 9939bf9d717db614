import BrandDelivery
import BrandModel
import BrandRuntime
import Foundation

/// What the delivery harnesses share: a real signed bundle (`tools/fuzz/bundle`, written by
/// `brandgen root init` and `brandgen bundle` for two fixture brands: root 1, the manifest
/// at version 7, its signature file, two documents), served from memory, and a catalog over
/// a folder of the harness's own that trusts that root, at a fixed time within the bundle's
/// lifetime. Only the engine's public API.
enum FuzzDeliveryHost {
    /// The bundle's files by path, as the host serves them.
    static let files: [String: Data] = {
        let folder = URL(fileURLWithPath: FuzzRepository.path("tools/fuzz/bundle")).standardizedFileURL
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
            files[path] = try! Data(contentsOf: url)
        }
        precondition(files[BundleLayout.manifest] != nil && files[BundleLayout.signature] != nil, "no bundle in \(folder.path)")
        return files
    }()

    /// The pinned root: the bundle's `root/1.json`.
    static let root: SignedTrustRoot = try! SignedTrustRoot.pinned(files["root/1.json"]!)

    /// An hour after the manifest's creation: within its lifetime and the root's.
    static let now = Date(timeIntervalSince1970: 1_795_737_600 + 3_600)

    /// The runtime loader with the schemas compiled into the engine.
    static let loader = RuntimeProfileLoader(schemas: try! ProfileSchemas.compiledIn())

    /// A folder of this process's own under the temporary directory, emptied.
    static func emptyFolder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A catalog over `folder` trusting the bundle's root, asking `host`.
    static func catalog(folder: URL, host: InMemoryTransport) -> RemoteBrandCatalog {
        let configuration = try! RemoteBrandCatalog.Configuration(root: root, directory: folder, timeToLive: .zero, minimumFetchInterval: .zero)
        return RemoteBrandCatalog(
            configuration: configuration, transport: host, loader: loader, bundled: BrandCatalog(), now: { now }, uptime: { .zero })
    }

    /// One refresh.
    @discardableResult
    static func refresh(_ catalog: RemoteBrandCatalog) async -> RemoteBrandCatalog.Refresh {
        await catalog.refresh()
    }

    /// Reads everything a refresh left for the app: no reading may trap.
    static func inspect(_ catalog: RemoteBrandCatalog) {
        let snapshot = catalog.snapshot
        for id in snapshot.catalog.ids { _ = snapshot.catalog[id]?.name }
        _ = catalog.lastRejection?.description
        _ = catalog.lastRejection?.code
        _ = catalog.acceptedVersion
        _ = catalog.trustedRoot.version
        _ = try? catalog.acceptanceLog.records()
    }
}
