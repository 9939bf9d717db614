import BrandDelivery
import BrandLint
import BrandModel
import BrandPublishing
import Foundation
import Testing

/// The client against a real HTTP server on 127.0.0.1 serving a bundle folder, as a CDN would.
@Suite("delivery over loopback", .serialized)
struct LoopbackDeliveryTests {
    let key = BundleSigningKey()
    let site: URL
    let state: URL
    let clock = TestClock()

    init() throws {
        site = try DeliveryFixtures.temporaryFolder("site")
        state = try DeliveryFixtures.temporaryFolder("state")
    }

    private func client(_ server: LoopbackServer, keys: Set<BundlePublicKey>? = nil) throws -> (RemoteBrandCatalog, RecordingTransport) {
        let transport = RecordingTransport(URLSessionTransport(baseURL: server.baseURL, timeout: 5))
        let catalog = try DeliveryFixtures.client(transport: transport, keys: keys ?? [key.publicKey], directory: state, clock: clock)
        return (catalog, transport)
    }

    @discardableResult
    private func publish(count: Int = 3, revision: Int = 1, version: Int, key: BundleSigningKey? = nil, revisions: [Int: Int] = [:],
                         broken: Set<Int> = [], minimumEngineVersion: Int = BrandEngineVersion.current) throws -> [String: Data] {
        let files = try DeliveryFixtures.bundleFiles(
            count: count, revision: revision, version: version, key: key ?? self.key, revisions: revisions, broken: broken,
            minimumEngineVersion: minimumEngineVersion)
        try DeliveryFixtures.publish(files, to: site)
        return files
    }

    /// Version 1 published, the server started and a client that has accepted it.
    private func acceptedVersionOne() async throws -> (LoopbackServer, RemoteBrandCatalog, RecordingTransport) {
        try publish(version: 1)
        let server = try LoopbackServer(folder: site)
        let (catalog, transport) = try client(server)
        let outcome = await catalog.refresh()
        guard outcome == .updated(version: 1, source: .remote) else { throw FixtureError("version 1 was not accepted: \(outcome)") }
        return (server, catalog, transport)
    }

    private func names(_ catalog: RemoteBrandCatalog) -> [String] {
        let current = catalog.catalog
        return current.ids.map { current[$0]!.name }
    }

    @Test func firstFetchThenNotModified() async throws {
        try publish(version: 1)
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let (catalog, transport) = try client(server)
        #expect(catalog.snapshot.source == .bundled)

        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        #expect(catalog.catalog.ids == ["fixture-1", "fixture-2", "fixture-3"])
        #expect(names(catalog) == ["Fixture 1 r1", "Fixture 2 r1", "Fixture 3 r1"])
        #expect(transport.take().filter { $0.hasPrefix("200 brands/") }.count == 3)

        #expect(await catalog.refresh() == .unchanged)
        #expect(transport.take() == ["304 manifest.json"])
        #expect(catalog.snapshot.source == .remote)
        #expect(catalog.lastRejection == nil)
    }

    @Test func anUpdateOfOneBrandRefetchesOnlyThatDocument() async throws {
        let (server, catalog, transport) = try await acceptedVersionOne()
        defer { server.stop() }
        _ = transport.take()

        let files = try publish(version: 2, revisions: [2: 2])
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        let changed = manifest.brands.first { $0.id == "fixture-2" }!.path
        #expect(transport.take() == ["200 manifest.json", "200 manifest.sig", "200 \(changed)"])
        #expect(names(catalog) == ["Fixture 1 r1", "Fixture 2 r2", "Fixture 3 r1"])
    }

    @Test func aFlippedByteInABrandDocumentIsRejected() async throws {
        let (server, catalog, _) = try await acceptedVersionOne()
        defer { server.stop() }

        let files = try publish(version: 2, revisions: [1: 2])
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        let path = manifest.brands.first { $0.id == "fixture-1" }!.path
        var bytes = files[path]!
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: site.appendingPathComponent(path))

        let outcome = await catalog.refresh()
        guard case .rejected(.badDigest(let brand, _)) = outcome else { Issue.record("not rejected: \(outcome)"); return }
        #expect(brand == "fixture-1")
        #expect(catalog.snapshot.version == 1)
        #expect(names(catalog).first == "Fixture 1 r1")
        #expect(catalog.lastRejection?.code == "bad-digest")
    }

    @Test func aManifestSignedWithTheWrongKeyIsRejected() async throws {
        let (server, catalog, _) = try await acceptedVersionOne()
        defer { server.stop() }

        try publish(version: 2, key: BundleSigningKey(), revisions: [1: 2])
        let outcome = await catalog.refresh()
        guard case .rejected(.badSignature) = outcome else { Issue.record("not rejected: \(outcome)"); return }
        #expect(catalog.snapshot.version == 1)
    }

    @Test func anOlderManifestReplayedIsRejectedAcrossRestarts() async throws {
        let old = try DeliveryFixtures.bundleFiles(count: 3, revision: 1, version: 1, key: key)
        try publish(revision: 2, version: 2)
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let (catalog, _) = try client(server)
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))

        try DeliveryFixtures.publish(old, to: site)
        #expect(await catalog.refresh() == .rejected(.rollback(offered: 1, accepted: 2)))
        #expect(catalog.snapshot.version == 2)

        // A new instance (the app restarted) remembers the accepted version.
        let (restarted, _) = try client(server)
        #expect(restarted.acceptedVersion == 2)
        _ = await restarted.refresh()
        #expect(restarted.snapshot.version == 2)
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.lastRejection == .rollback(offered: 1, accepted: 2))
    }

    @Test func anExpiredManifestIsRejected() async throws {
        let (server, catalog, _) = try await acceptedVersionOne()
        defer { server.stop() }

        clock.advance(by: 86_400 * 31)
        let outcome = await catalog.refresh()
        guard case .rejected(.expired) = outcome else { Issue.record("not rejected: \(outcome)"); return }
        #expect(catalog.snapshot.version == 1)
    }

    @Test func aTruncatedDownloadAndTheServerGoneServeTheCachedCatalogUntilItReturns() async throws {
        try publish(version: 1)
        var server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let (catalog, _) = try client(server)
        await catalog.refresh()

        let files = try publish(version: 2, revisions: [3: 2])
        let path = try BundleManifest.decode(files[BundleLayout.manifest]!).brands.first { $0.id == "fixture-3" }!.path
        try Data(path.utf8).write(to: site.appendingPathComponent(".truncate"))
        let truncated = await catalog.refresh()
        #expect(truncated != .updated(version: 2, source: .remote))
        #expect(catalog.lastRejection?.code == "network" || catalog.lastRejection?.code == "bad-digest")
        #expect(catalog.snapshot.version == 1)

        let port = server.port
        server.stop()
        // The app restarts with the server gone: the cached catalog is served, from the start.
        let (restarted, _) = try client(server)
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.snapshot.version == 1)
        let offline = await restarted.refresh()
        guard case .rejected(.network) = offline else { Issue.record("not a network failure: \(offline)"); return }
        #expect(restarted.snapshot.source == .cached)
        #expect(restarted.snapshot.version == 1)
        #expect(restarted.catalog.ids == ["fixture-1", "fixture-2", "fixture-3"])

        try FileManager.default.removeItem(at: site.appendingPathComponent(".truncate"))
        server = try LoopbackServer(folder: site, port: port)
        #expect(await restarted.refresh() == .updated(version: 2, source: .remote))
        #expect(restarted.lastRejection == nil)
        #expect(names(restarted).last == "Fixture 3 r2")
    }

    @Test func aDocumentThatFailsLintIsRejectedWithTheRuleNamed() async throws {
        let (server, catalog, _) = try await acceptedVersionOne()
        defer { server.stop() }

        try publish(version: 2, broken: [2])
        let outcome = await catalog.refresh()
        guard case .rejected(let rejection) = outcome, case .documentInvalid(let brand, _) = rejection else {
            Issue.record("not rejected: \(outcome)")
            return
        }
        #expect(brand == "fixture-2")
        #expect(rejection.rules.contains(StringMissingRule.description.id))
        #expect(rejection.description.contains("[\(StringMissingRule.description.id)]"))
        #expect(catalog.snapshot.version == 1)
    }

    @Test func aBrandNeedingANewerEngineIsRejected() async throws {
        try publish(version: 1, minimumEngineVersion: BrandEngineVersion.current + 1)
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let (catalog, _) = try client(server)
        let outcome = await catalog.refresh()
        guard case .rejected(.needsNewerEngine(_, let required, let current)) = outcome else { Issue.record("not rejected: \(outcome)"); return }
        #expect(required == current + 1)
        #expect(catalog.snapshot.source == .bundled)
    }

    @Test func keyRotationAcceptsTheNewKeyOnceListed() async throws {
        try publish(version: 1)
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let newKey = BundleSigningKey()
        let (catalog, _) = try client(server, keys: [key.publicKey, newKey.publicKey])
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))

        try publish(version: 2, key: newKey, revisions: [1: 2])
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))

        // A build that lists only the old key refuses the new signature.
        let other = try DeliveryFixtures.temporaryFolder("state-old-key")
        let oldOnly = try DeliveryFixtures.client(
            transport: URLSessionTransport(baseURL: server.baseURL, timeout: 5), keys: [key.publicKey], directory: other, clock: clock)
        let outcome = await oldOnly.refresh()
        guard case .rejected(.badSignature) = outcome else { Issue.record("not rejected: \(outcome)"); return }
    }
}
