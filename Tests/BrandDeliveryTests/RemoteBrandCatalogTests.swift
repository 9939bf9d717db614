import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import ProfileLoading
import Testing

/// The client over files in memory: tiers, throttling and concurrent readers.
@Suite("RemoteBrandCatalog")
struct RemoteBrandCatalogTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    @Test func aFreshInstallWithoutNetworkServesTheBundledCopy() async throws {
        let transport = InMemoryTransport()
        transport.setOffline(true)
        let bundled = try DeliveryFixtures.linter().loader.loadCatalog(at: DeliveryFixtures.repository + "/Tests/Fixtures/Lint").catalog
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("fresh"), clock: clock,
            bundled: bundled)
        let outcome = await catalog.refresh()
        guard case .rejected(.network) = outcome else { Issue.record("not a network failure: \(outcome)"); return }
        #expect(catalog.snapshot.source == .bundled)
        #expect(catalog.snapshot.version == nil)
        #expect(catalog.catalog.ids == bundled.ids)
    }

    @Test func withinTheTimeToLiveTheHostIsNotAsked() async throws {
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 1, key: key))
        let linter = try DeliveryFixtures.linter()
        let catalog = RemoteBrandCatalog(
            configuration: .init(
                publicKeys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("ttl"), timeToLive: .seconds(600),
                minimumFetchInterval: .zero),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(), now: { clock.now }, uptime: { clock.uptime })
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        let asked = transport.requests.count
        clock.advance(by: 60)
        #expect(await catalog.refresh() == .fresh)
        #expect(transport.requests.count == asked)
        clock.advance(by: 600)
        #expect(await catalog.refresh() == .unchanged)
        #expect(transport.requests.count == asked + 1)
    }

    @Test func refreshesCloserThanTheMinimumIntervalDoNotReachTheHost() async throws {
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let linter = try DeliveryFixtures.linter()
        let catalog = RemoteBrandCatalog(
            configuration: .init(
                publicKeys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("interval"), timeToLive: .zero,
                minimumFetchInterval: .seconds(30)),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(), now: { clock.now }, uptime: { clock.uptime })
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        clock.advance(by: 10)
        #expect(await catalog.refresh() == .throttled)
        clock.advance(by: 30)
        #expect(await catalog.refresh() == .unchanged)
    }

    @Test func aHundredReadersWhileTheCatalogSwapsNeverSeeAMix() async throws {
        let count = 5
        var bundles: [[String: Data]] = []
        for version in 1...6 {
            bundles.append(try DeliveryFixtures.bundleFiles(count: count, revision: version, version: version, key: key))
        }
        let updates = bundles.dropFirst()
        let transport = InMemoryTransport(files: bundles[0])
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("readers"), clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))

        let torn = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    var mixed = 0
                    for _ in 0..<200 {
                        let snapshot = catalog.snapshot
                        let suffix = " r\(snapshot.version ?? 0)"
                        if snapshot.catalog.ids.count != count || snapshot.catalog.profiles.values.contains(where: { !$0.name.hasSuffix(suffix) }) {
                            mixed += 1
                        }
                        await Task.yield()
                    }
                    return mixed
                }
            }
            group.addTask {
                for bundle in updates {
                    transport.publish(bundle)
                    _ = await catalog.refresh()
                }
                return 0
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
        #expect(catalog.snapshot.version == 6)
    }
}
