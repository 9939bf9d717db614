import BrandDelivery
import BrandPublishing
import BrandModel
import BrandRuntime
import Foundation
import Infrastructure
import Testing

/// Attack 4 (issue 39): one flipped bit in a stored document locked updates out, because a
/// held file of the right size was reused and never fetched again. Now a held document is
/// reused only when its digest holds; a damaged one is fetched again, rewritten, and reported.
@Suite("delivery stored documents heal")
struct StoredDocumentHealingTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    private func catalog(
        _ transport: any BrandTransport, folder: URL, bundled: BrandCatalog = BrandCatalog(), timeToLive: Duration = .zero
    ) throws -> RemoteBrandCatalog {
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: .init(publicKeys: [key.publicKey], directory: folder, timeToLive: timeToLive, minimumFetchInterval: .zero),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: bundled, now: { clock.now }, uptime: { clock.uptime })
    }

    /// How a stored document is damaged in the folder.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case bitFlipped, truncated, removed
        var testDescription: String { rawValue }

        func apply(to file: URL) throws {
            var bytes = try Data(contentsOf: file)
            switch self {
            case .bitFlipped:
                bytes[bytes.count / 3] ^= 0x10
                try bytes.write(to: file)
            case .truncated: try bytes.prefix(bytes.count - 7).write(to: file)
            case .removed: try FileManager.default.removeItem(at: file)
            }
        }
    }

    private static func names(_ catalog: BrandCatalog) -> [String] { catalog.ids.map { catalog[$0]!.name } }

    /// A catalog that starts over a folder with one damaged document serves the rest of the
    /// stored bundle, that brand from the bundled catalog, and says so; the refresh fetches
    /// the document again (whatever the time to live) and the next start serves it offline.
    @Test(arguments: Damage.allCases)
    func aDamagedDocumentAtStartUpCostsOnlyItsBrandUntilTheRefreshRepairsIt(_ damage: Damage) async throws {
        let files = try DeliveryFixtures.bundleFiles(count: 3, revision: 1, version: 5, key: key)
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        let folder = try DeliveryFixtures.temporaryFolder("heal-start")
        let first = try catalog(InMemoryTransport(files: files), folder: folder)
        #expect(await first.refresh() == .updated(version: 5, source: .remote))
        let delivered = first.catalog
        // What the app bundles: the same brands at an older revision.
        let oldFiles = try DeliveryFixtures.bundleFiles(count: 3, revision: 0, version: 1, key: key)
        let old = try catalog(InMemoryTransport(files: oldFiles), folder: try DeliveryFixtures.temporaryFolder("heal-bundled"))
        _ = await old.refresh()
        let bundled = old.catalog
        #expect(bundled.ids == delivered.ids && Self.names(bundled).allSatisfy { $0.hasSuffix(" r0") })
        #expect(Self.names(delivered).allSatisfy { $0.hasSuffix(" r1") })

        let entry = manifest.brands[1]
        // The stored bundle with the damaged brand from the bundled catalog.
        let served = delivered.ids.map { $0 == entry.id ? bundled[$0]!.name : delivered[$0]!.name }
        let stored = folder.appendingPathComponent("documents").appendingPathComponent(entry.digest + ".json")
        try damage.apply(to: stored)

        // Offline: the stored bundle is served but for the damaged brand, which is named.
        let offline = InMemoryTransport()
        offline.setOffline(true)
        let started = try catalog(offline, folder: folder, bundled: bundled, timeToLive: .seconds(3600))
        _ = await started.refresh()
        #expect(started.snapshot.source == .cached)
        #expect(started.snapshot.version == 5)
        #expect(Self.names(started.catalog) == served)

        // Online, within the time to live: the app sees the damage while the refresh is under
        // way, and the refresh repairs it.
        let host = ObservingTransport(InMemoryTransport(files: files))
        let restarted = try catalog(host, folder: folder, bundled: bundled, timeToLive: .seconds(3600))
        host.observe = { path in
            guard path == BundleLayout.manifest else { return }
            #expect(restarted.lastRejection == .storedDocument(brands: [entry.id]))
            #expect(restarted.snapshot.source == .cached)
            #expect(Self.names(restarted.catalog) == served)
        }
        #expect(await restarted.refresh() == .updated(version: 5, source: .remote))
        #expect(host.paths.contains(BundleLayout.manifest))
        #expect(host.paths.contains(entry.path))
        #expect(restarted.lastRejection == .storedDocument(brands: [entry.id]))
        #expect(Self.names(restarted.catalog) == Self.names(delivered))
        #expect(RuntimeProfileFormat.sha256Hex(try Data(contentsOf: stored)) == entry.digest)
        // Repaired: the next refresh within the time to live does not ask the host.
        #expect(await restarted.refresh() == .fresh)

        let next = try catalog(offline, folder: folder, bundled: bundled)
        _ = await next.refresh()
        #expect(next.snapshot.source == .cached)
        #expect(Self.names(next.catalog) == Self.names(delivered))
    }

    /// With every stored document damaged there is nothing of the stored bundle to serve: the
    /// bundled catalog stays, the damage is named, and the refresh fetches them all.
    @Test func everyDocumentDamagedLeavesTheBundledCatalogAndIsNamed() async throws {
        let files = try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 5, key: key)
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        let folder = try DeliveryFixtures.temporaryFolder("heal-all")
        #expect(try await catalog(InMemoryTransport(files: files), folder: folder).refresh() == .updated(version: 5, source: .remote))
        for entry in manifest.brands {
            try Damage.bitFlipped.apply(to: folder.appendingPathComponent("documents").appendingPathComponent(entry.digest + ".json"))
        }
        let offline = InMemoryTransport()
        offline.setOffline(true)
        let started = try catalog(offline, folder: folder)
        let host = ObservingTransport(InMemoryTransport(files: files))
        let restarted = try catalog(host, folder: folder)
        host.observe = { path in
            guard path == BundleLayout.manifest else { return }
            #expect(restarted.lastRejection == .storedDocument(brands: manifest.brands.map(\.id).sorted()))
            #expect(restarted.snapshot.source == .bundled)
        }
        _ = await started.refresh()
        #expect(started.snapshot.source == .bundled)
        #expect(await restarted.refresh() == .updated(version: 5, source: .remote))
        #expect(restarted.catalog.ids.count == 2)
    }

    @Test func aDamagedStoredDocumentIsFetchedAgainAndRepaired() async throws {
        let files = try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 5, key: key)
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        let host = InMemoryTransport(files: files)
        let folder = try DeliveryFixtures.temporaryFolder("heal")
        #expect(try await catalog(host, folder: folder).refresh() == .updated(version: 5, source: .remote))

        // One bit flipped in one stored document, its size unchanged.
        let entry = manifest.brands[0]
        let stored = folder.appendingPathComponent("documents").appendingPathComponent(entry.digest + ".json")
        var bytes = try Data(contentsOf: stored)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: stored)

        let restarted = try catalog(host, folder: folder)
        #expect(await restarted.refresh() == .updated(version: 5, source: .remote))
        #expect(restarted.lastRejection == .storedDocument(brands: [entry.id]))
        #expect(restarted.catalog.ids.count == 2)
        #expect(RuntimeProfileFormat.sha256Hex(try Data(contentsOf: stored)) == entry.digest)

        // Repaired in the folder: the next start serves the stored bundle offline.
        let offline = InMemoryTransport()
        offline.setOffline(true)
        let next = try catalog(offline, folder: folder)
        _ = await next.refresh()
        #expect(next.snapshot.source == .cached)
        #expect(next.snapshot.version == 5)
    }
}

/// Runs `observe` with each request's path before passing it on, and keeps the paths.
final class ObservingTransport: BrandTransport, @unchecked Sendable {
    // Safety: `requested` and `observe` are read and written only while `lock` is held.
    private let lock = Lock()
    private var requested: [String] = []
    private var observer: (@Sendable (String) -> Void)?
    let base: any BrandTransport

    init(_ base: any BrandTransport) {
        self.base = base
    }

    var observe: (@Sendable (String) -> Void)? {
        get { lock.withLock { observer } }
        set { lock.withLock { observer = newValue } }
    }

    var paths: [String] { lock.withLock { requested } }

    func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        lock.withLock { requested.append(path) }
        observe?(path)
        return try await base.get(path, ifNoneMatch: ifNoneMatch, maximumBytes: maximumBytes)
    }
}
