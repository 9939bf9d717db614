import BrandDelivery
import BrandPublishing
import BrandModel
import BrandRuntime
import Foundation
import Testing

/// Attack 4 (issue 39): one flipped bit in a stored document locked updates out, because a
/// held file of the right size was reused and never fetched again. Now a held document is
/// reused only when its digest holds; a damaged one is fetched again, rewritten, and reported.
@Suite("delivery stored documents heal")
struct StoredDocumentHealingTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    private func catalog(_ transport: InMemoryTransport, folder: URL) throws -> RemoteBrandCatalog {
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: .init(publicKeys: [key.publicKey], directory: folder, timeToLive: .zero, minimumFetchInterval: .zero),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(), now: { clock.now }, uptime: { clock.uptime })
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
