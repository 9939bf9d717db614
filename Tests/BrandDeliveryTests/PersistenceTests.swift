import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import Testing
import TestSupport

/// The accepted bundle on disk (issue 29, item 8): one file per document, a bundle of
/// thousands of brands kept across a restart, a failed save reported, a tampered file refused.
@Suite("delivery persistence")
struct PersistenceTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    @Test(.scheduledJob) func aBundleOfThousandsOfBrandsSurvivesARestart() async throws {
        let count = 2_800
        let files = try DeliveryFixtures.bundleFiles(count: count, revision: 1, version: 1, key: key)
        // More than the 4 MiB a single cache entry could hold.
        #expect(files.filter { $0.key.hasPrefix(BundleLayout.documentsFolder) }.values.reduce(0) { $0 + $1.count } > 4 << 20)
        let transport = InMemoryTransport(files: files)
        let directory = try DeliveryFixtures.temporaryFolder("thousands")
        let first = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await first.refresh() == .updated(version: 1, source: .remote))
        #expect(first.lastSaveFailure == nil)

        transport.setOffline(true)
        let restarted = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.catalog.ids.count == count)
    }

    @Test func aFailedSaveIsReportedAndTheBundleStillServed() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("save-fails")
        // A file where the documents folder goes: every save fails (as root, permissions would not).
        try Data().write(to: directory.appendingPathComponent("documents"))
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let catalog = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        #expect(catalog.lastSaveFailure != nil)
        #expect(catalog.snapshot.version == 1)
    }

    @Test func aTamperedStoredDocumentIsNotServed() async throws {
        let directory = try DeliveryFixtures.temporaryFolder("tamper")
        let transport = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        let first = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        #expect(await first.refresh() == .updated(version: 1, source: .remote))

        let documents = directory.appendingPathComponent("documents")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: documents.path).first { $0.hasSuffix(".json") })
        var bytes = try Data(contentsOf: documents.appendingPathComponent(name))
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: documents.appendingPathComponent(name))
        transport.setOffline(true)
        let second = try DeliveryFixtures.client(transport: transport, keys: [key.publicKey], directory: directory, clock: clock)
        _ = await second.refresh()
        #expect(second.snapshot.source == .bundled)
    }
}
