import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import Testing

/// Clocks (issue 29, item 7): a manifest's lifetime and creation time are checked against
/// documented limits, throttling and back-off run on the monotonic clock, and the snapshot
/// says when the served manifest has expired.
@Suite("delivery clocks")
struct HonestClockTests {
    let key = BundleSigningKey()

    @Test func aManifestCreatedAfterTheDeviceClockIsRefused() async throws {
        // The device's clock is a day behind the publisher's.
        let clock = TestClock(DeliveryFixtures.created.addingTimeInterval(-86_400))
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("future"), clock: clock)
        #expect(await catalog.refresh() == .rejected(.createdInFuture(created: DeliveryFixtures.created, now: clock.now)))
        #expect(catalog.snapshot.source == .bundled)
    }

    @Test func aClockWithinTheSkewIsAccepted() async throws {
        let clock = TestClock(DeliveryFixtures.created.addingTimeInterval(-BundleManifest.maximumClockSkew))
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("skew"), clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
    }

    @Test func aManifestValidForTooLongIsRefused() async throws {
        let clock = TestClock()
        let files = try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key, lifetime: 3650 * 86_400)
        let catalog = try DeliveryFixtures.client(
            transport: InMemoryTransport(files: files), keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("lifetime"),
            clock: clock)
        #expect(await catalog.refresh() == .rejected(.lifetimeTooLong(days: 3650, maximumDays: 90)))
    }

    @Test func settingTheWallClockBackDoesNotHoldRefreshesBack() async throws {
        let clock = TestClock()
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(
            transport: transport, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("clock-back"), clock: clock,
            minimumFetchInterval: .seconds(30))
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        clock.setWallClock(by: -86_400)
        clock.advance(by: 31)
        let asked = transport.requests.count
        #expect(await catalog.refresh() == .unchanged)
        #expect(transport.requests.count == asked + 1)
        clock.advance(by: 10)
        #expect(await catalog.refresh() == .throttled)
    }

    @Test func theSnapshotSaysWhenTheServedManifestHasExpired() async throws {
        let clock = TestClock()
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key, lifetime: 86_400))
        let directory = try DeliveryFixtures.temporaryFolder("expired")
        let catalog = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        #expect(catalog.snapshot.isExpired == false)

        clock.advance(by: 2 * 86_400)
        transport.setOffline(true)
        let restarted = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        _ = await restarted.refresh()
        // Still served (offline, it is the last good catalog), and said to be expired.
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.snapshot.isExpired)
        #expect(restarted.snapshot.expires == DeliveryFixtures.created.addingTimeInterval(86_400))
    }
}
