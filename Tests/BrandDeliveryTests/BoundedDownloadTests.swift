import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import Testing

/// Endless data, slow retrieval and redirects over loopback HTTP (issue 29, items 4 and 5):
/// the client stops at the manifest's cap or a document's declared size, within its deadlines,
/// and follows no redirect out of the bundle's origin. Only 127.0.0.1 is used.
@Suite("delivery bounded downloads", .serialized)
struct BoundedDownloadTests {
    let key = BundleSigningKey()
    let site: URL
    let clock = TestClock()

    init() throws {
        site = try DeliveryFixtures.temporaryFolder("bounded-site")
    }

    private func client(
        _ server: LoopbackServer, requestDeadline: Duration = .seconds(20), refreshDeadline: Duration = .seconds(60)
    ) throws -> RemoteBrandCatalog {
        let linter = try DeliveryFixtures.linter()
        return RemoteBrandCatalog(
            configuration: .init(
                publicKeys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("bounded-state"), timeToLive: .zero,
                minimumFetchInterval: .zero, requestDeadline: requestDeadline, refreshDeadline: refreshDeadline),
            transport: URLSessionTransport(baseURL: server.baseURL, timeout: 30), loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: BrandCatalog(),
            now: { clock.now }, uptime: { clock.uptime })
    }

    /// Publishes a bundle and writes one of serve-bundle.py's control files.
    @discardableResult
    private func publish(control name: String, line: (BundleManifest) -> String) throws -> BundleManifest {
        let files = try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 1, key: key)
        try DeliveryFixtures.publish(files, to: site)
        let manifest = try BundleManifest.decode(files[BundleLayout.manifest]!)
        try Data((line(manifest) + "\n").utf8).write(to: site.appendingPathComponent(name))
        return manifest
    }

    @Test func aHugeManifestIsCutOffAtTheCap() async throws {
        try publish(control: ".huge") { _ in "\(BundleLayout.manifest) \(512 << 20)" }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        let outcome = await catalog.refresh()
        #expect(outcome == .rejected(.tooLarge(path: BundleLayout.manifest, limit: BundleManifest.maximumManifestSize)))
        #expect(catalog.lastRejection?.code == "too-large")
    }

    @Test func aDocumentLongerThanDeclaredIsCutOffAtItsSize() async throws {
        var target: BundleManifest.Entry?
        try publish(control: ".huge") { manifest in
            target = manifest.brands[0]
            return "\(manifest.brands[0].path) \(64 << 20)"
        }
        let entry = try #require(target)
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        #expect(await catalog.refresh() == .rejected(.tooLarge(path: entry.path, limit: entry.size)))
        #expect(catalog.snapshot.source == .bundled)
    }

    @Test func aSlowManifestRunsIntoTheRequestDeadlineEveryTime() async throws {
        // One byte every 50 ms: the whole manifest would take half a minute.
        try publish(control: ".slow") { _ in "\(BundleLayout.manifest) 0.05" }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        // The refresh deadline leaves room for a busy machine to start the request late: the
        // request deadline, not the refresh one, is what this test holds.
        let catalog = try client(server, requestDeadline: .seconds(1), refreshDeadline: .seconds(5))
        for _ in 0..<2 {
            let started = ContinuousClock.now
            #expect(await catalog.refresh() == .rejected(.deadline(BundleLayout.manifest, seconds: 1)))
            #expect(started.duration(to: .now) < .seconds(10))
        }
        #expect(catalog.lastRejection?.code == "deadline")
    }

    @Test func slowDocumentsRunIntoTheRefreshDeadline() async throws {
        // Each document alone is within the request deadline; together they are not.
        try publish(control: ".slow") { manifest in
            manifest.brands.map { "\($0.path) 0.001" }.joined(separator: "\n")
        }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server, requestDeadline: .seconds(20), refreshDeadline: .seconds(1))
        #expect(await catalog.refresh() == .rejected(.deadline("the refresh", seconds: 1)))
        #expect(catalog.snapshot.source == .bundled)
    }

    @Test func aRedirectToAnotherOriginIsNotFollowed() async throws {
        let elsewhere = try DeliveryFixtures.temporaryFolder("bounded-elsewhere")
        try DeliveryFixtures.publish(try DeliveryFixtures.bundleFiles(count: 2, revision: 1, version: 1, key: key), to: elsewhere)
        let other = try LoopbackServer(folder: elsewhere)
        defer { other.stop() }
        let target = other.baseURL.appendingPathComponent(BundleLayout.manifest).absoluteString
        try publish(control: ".redirect") { _ in "\(BundleLayout.manifest) \(target)" }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        #expect(await catalog.refresh() == .rejected(.redirect(path: BundleLayout.manifest, to: target)))
        #expect(catalog.snapshot.source == .bundled)
    }
}
