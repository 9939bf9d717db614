import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import TestSupport
import Testing

/// New brands reaching a running app (issue 37, item 5): the catalog's update stream, and a
/// cold start that serves the accepted bundle from the folder before any request.
@Suite("delivery live updates", .timeLimit(MachineSpeed.minutes(1)))
struct LiveUpdateTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    /// The next update of `updates`, or nil when the stream ended.
    private func next(_ updates: inout AsyncStream<RemoteBrandCatalog.Update>.Iterator) async -> RemoteBrandCatalog.Update? {
        await updates.next()
    }

    private func accepted(_ update: RemoteBrandCatalog.Update?) -> RemoteBrandCatalog.AcceptedUpdate? {
        if case .accepted(let accepted)? = update { return accepted }
        return nil
    }

    private func rejected(_ update: RemoteBrandCatalog.Update?) -> DeliveryRejection? {
        if case .rejected(let rejection)? = update { return rejection }
        return nil
    }

    @Test func aColdStartServesTheStoredBundleBeforeAnyRequest() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("cold-start")
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 3, revision: 1, version: 1, key: key))
        let first = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await first.refresh() == .updated(version: 1, source: .remote))

        let recording = RecordingTransport(host)
        let restarted = try DeliveryFixtures.client(transport: recording, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.snapshot.version == 1)
        #expect(restarted.catalog.ids == first.catalog.ids)
        #expect(restarted.lastRejection == nil)
        #expect(recording.take() == [])
        // The first refresh asks the host, which confirms what is served.
        #expect(await restarted.refresh() == .unchanged)
    }

    @Test func aFreshFolderServesTheBundledCatalogWithNoRejection() throws {
        let bundled = BrandCatalog()
        let catalog = try DeliveryFixtures.client(
            transport: InMemoryTransport(), keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("cold-fresh"), clock: clock,
            bundled: bundled)
        #expect(catalog.snapshot.source == .bundled)
        #expect(catalog.lastRejection == nil)
    }

    /// A stored bundle file that does not read as one, a folder that is a file: the bundled
    /// catalog, and a rejection that says why.
    @Test(arguments: ["garbage", "not-a-folder"])
    func aDamagedFolderFallsBackToTheBundledCatalog(_ damage: String) async throws {
        let directory = try DeliveryFixtures.temporaryFolder("cold-damaged")
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 1, key: key))
        let first = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await first.refresh() == .updated(version: 1, source: .remote))
        let manager = FileManager.default
        switch damage {
        case "garbage":
            try Data("{ not json".utf8).write(to: directory.appendingPathComponent("accepted.json"))
        default:
            try manager.removeItem(at: directory)
            try Data("a file".utf8).write(to: directory)
        }
        defer { try? manager.removeItem(at: directory) }
        let restarted = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(restarted.snapshot.source == .bundled)
        #expect(restarted.snapshot.version == nil)
        #expect(restarted.lastRejection?.code == "stored-bundle", "\(String(describing: restarted.lastRejection))")
    }

    /// A missing document costs only its brand at a cold start: the other is served from the
    /// stored bundle, and the rejection names the one missing (StoredDocumentHealingTests covers
    /// the repair).
    @Test func aMissingDocumentCostsOnlyItsBrandAtAColdStart() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("cold-missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 1, key: key))
        let first = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await first.refresh() == .updated(version: 1, source: .remote))
        let documents = directory.appendingPathComponent("documents")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: documents.path).first { $0.hasSuffix(".json") })
        try FileManager.default.removeItem(at: documents.appendingPathComponent(name))
        let restarted = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.snapshot.version == 1)
        #expect(restarted.snapshot.catalog.profiles.count == 1)
        guard case .storedDocument(let brands) = restarted.lastRejection else {
            Issue.record("expected stored-document, got \(String(describing: restarted.lastRejection))")
            return
        }
        #expect(brands.count == 1)
        #expect(restarted.snapshot.catalog.profiles[brands[0]] == nil)
    }

    @Test func everySubscriberIsToldWhichBrandsChanged() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("updates")
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 3, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        var first = catalog.updates().makeAsyncIterator()
        var second = catalog.updates().makeAsyncIterator()
        #expect(catalog.subscriberCount == 2)

        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        for update in [await next(&first), await next(&second)] {
            let accepted = try #require(self.accepted(update))
            #expect(accepted.changed == ["fixture-1", "fixture-2", "fixture-3"])
            #expect(accepted.removed == [])
            #expect(accepted.snapshot.version == 1)
            #expect(accepted.snapshot.source == .remote)
        }

        host.publish(try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 2, key: key, revisions: [2: 2]))
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))
        let second2 = try #require(accepted(await next(&first)))
        #expect(second2.changed == ["fixture-2"])
        #expect(second2.removed == ["fixture-3"])
        #expect(second2.snapshot.catalog["fixture-2"]?.name == "Fixture 2 r2")
    }

    /// A delivery that fails a check is seen in the stream; the catalog keeps the last good one.
    @Test func aRejectionReachesTheStream() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("updates-rejected")
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        var updates = catalog.updates().makeAsyncIterator()
        _ = await catalog.refresh()
        _ = await next(&updates)
        // A document that fails a lint rule (a locale without strings).
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 2, version: 2, key: key, broken: [1]))
        guard case .rejected = await catalog.refresh() else { Issue.record("not rejected"); return }
        let rejection = try #require(rejected(await next(&updates)))
        #expect(rejection.code == "document-invalid")
        #expect(catalog.snapshot.version == 1)
        #expect(catalog.catalog["fixture-1"]?.name == "Fixture 1 r1")
    }

    @Test func aCancelledSubscriberIsRemoved() async throws {
        let catalog = try DeliveryFixtures.client(
            transport: InMemoryTransport(), keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("updates-cancel"), clock: clock)
        let updates = catalog.updates()
        let reader = Task { for await _ in updates {} }
        #expect(catalog.subscriberCount == 1)
        reader.cancel()
        await reader.value
        #expect(catalog.subscriberCount == 0)
    }

    /// A subscriber that reads slower than bundles come keeps only the newest.
    @Test func aSlowSubscriberKeepsTheNewest() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("updates-slow")
        let host = InMemoryTransport()
        let catalog = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: directory, clock: clock)
        var updates = catalog.updates(bufferingNewest: 1).makeAsyncIterator()
        for version in 1...3 {
            host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: version, version: version, key: key))
            #expect(await catalog.refresh() == .updated(version: version, source: .remote))
        }
        let newest = try #require(accepted(await next(&updates)))
        #expect(newest.snapshot.version == 3)
    }
}
