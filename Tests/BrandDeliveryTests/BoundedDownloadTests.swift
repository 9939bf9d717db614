@testable import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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

    /// Attack 1 (issue 39): 256 MiB of zeros in 1.2 MB of gzip as the manifest, sent whatever
    /// the request asks. The client inflates it itself, counting inflated bytes as they arrive,
    /// stops at the cap and hangs up: the host sees it go long before the last byte.
    /// FoundationNetworking's data task inflated and queued the whole body before the cancel
    /// reached it and read all 1.2 MB, then gave the same `too-large`: this test fails at
    /// cdd1f11. (A document's cap is the same code, GzipInflaterTests.theLimitHoldsToTheByte.)
    @Test func theClientHangsUpOnAGzipBombAtTheCap() async throws {
        let target = (path: BundleLayout.manifest, limit: BundleManifest.maximumManifestSize)
        try publish(control: ".gzip") { _ in "\(target.path) bomb" }
        let server = try LoopbackServer(folder: site)
        let catalog = try client(server)
        #expect(await catalog.refresh() == .rejected(.tooLarge(path: target.path, limit: target.limit)))
        #expect(catalog.snapshot.source == .bundled)
        // The host writes its record when its last write fails or the body is out.
        var record: [Substring] = []
        for _ in 0..<200 where record.count != 3 {
            let text = (try? String(contentsOf: site.appendingPathComponent(".sent"), encoding: .utf8)) ?? ""
            record = text.split(whereSeparator: \.isWhitespace)
            if record.count != 3 { try await Task.sleep(for: .milliseconds(50)) }
        }
        server.stop()
        try #require(record.count == 3, "the host recorded nothing")
        #expect(record[0] == target.path)
        let sent = try #require(Int(record[1]))
        let total = try #require(Int(record[2]))
        #expect(total > 1 << 20)
        #expect(sent < total / 2, "the host sent \(sent) of \(total) bytes before the client hung up")
    }

    /// Attack 2 (issue 39): an object store holding precompressed files (S3 or GCS with
    /// `Content-Encoding: gzip` metadata) sends gzip although `identity` was asked for; its
    /// `Content-Length` counts the gzip bytes. The client inflates and takes the bundle.
    @Test(arguments: ["", "members"])
    func anObjectStoreServingGzipIsRead(_ mode: String) async throws {
        let manifest = try publish(control: ".gzip") { manifest in
            ([BundleLayout.manifest, BundleLayout.signature] + manifest.brands.map(\.path)).map { "\($0) \(mode)" }.joined(separator: "\n")
        }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        #expect(await catalog.refresh() == .updated(version: manifest.version, source: .remote))
        #expect(catalog.lastRejection == nil)
        #expect(catalog.catalog.ids == manifest.brands.map(\.id).sorted())
    }

    /// A gzip body cut short (the transfer itself complete) or followed by bytes that are not
    /// gzip is refused, not read as far as it goes.
    @Test(arguments: [("truncated", "ends inside a member"), ("trailing", "not valid gzip")])
    func aDamagedGzipBodyIsRefused(_ mode: String, _ reason: String) async throws {
        try publish(control: ".gzip") { _ in "\(BundleLayout.manifest) \(mode)" }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        let outcome = await catalog.refresh()
        guard case .rejected(.network(let message)) = outcome else {
            Issue.record("expected a network rejection, got \(outcome)")
            return
        }
        #expect(message.hasPrefix(BundleLayout.manifest + ": "))
        #expect(message.contains(reason))
        #expect(catalog.snapshot.source == .bundled)
    }

    /// A coding the client does not read is refused at the headers, its body unread.
    @Test(arguments: ["br", "zstd", "deflate", "gzip, gzip", "compress"])
    func aCodingTheClientDoesNotReadIsRefusedAtTheHeaders(_ coding: String) async throws {
        try publish(control: ".encoding") { _ in "\(BundleLayout.manifest) \(coding)" }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        #expect(await catalog.refresh() == .rejected(.contentEncoding(path: BundleLayout.manifest, encoding: coding)))
        #expect(catalog.lastRejection?.code == "content-encoding")
    }

    /// A host that compresses only when asked (as CDNs do) is served uncompressed, so its
    /// `Content-Length` and the body agree and the bundle is taken.
    @Test func aHostThatCompressesWhenAskedServesTheClientUncompressed() async throws {
        let manifest = try publish(control: ".negotiate") { manifest in
            ([BundleLayout.manifest, BundleLayout.signature] + manifest.brands.map(\.path)).joined(separator: "\n")
        }
        let server = try LoopbackServer(folder: site)
        defer { server.stop() }
        let catalog = try client(server)
        #expect(await catalog.refresh() == .updated(version: manifest.version, source: .remote))
        #expect(catalog.lastRejection == nil)
    }

    @Test func theContentCodingsTheDownloadReads() {
        for identity in ["", "identity", " Identity ", "identity, identity"] {
            #expect(ContentCoding(header: identity) == .identity)
        }
        for gzip in ["gzip", "GZIP", "x-gzip", " gzip ", "identity, gzip", "gzip, identity"] {
            #expect(ContentCoding(header: gzip) == .gzip)
        }
        for refused in ["br", "zstd", "deflate", "compress", "gzip, gzip", "gzip, br", "gzip;q=1", "x"] {
            #expect(ContentCoding(header: refused) == nil)
        }
    }

    /// The data task (Apple platforms, or Linux without libcurl.so.4) reads identity only.
    @Test func onlyIdentityIsAcceptedAsAContentEncodingByTheDataTask() throws {
        func response(_ encoding: String?) -> HTTPURLResponse {
            HTTPURLResponse(
                url: URL(string: "http://127.0.0.1/x")!, statusCode: 200, httpVersion: "HTTP/1.1",
                headerFields: encoding.map { ["Content-Encoding": $0] } ?? [:])!
        }
        #expect(URLSessionTransport.unaskedEncoding(response(nil)) == nil)
        #expect(URLSessionTransport.unaskedEncoding(response("identity")) == nil)
        #expect(URLSessionTransport.unaskedEncoding(response(" Identity ")) == nil)
        for hostile in ["gzip", "br", "zstd", "deflate", "identity, gzip", "x-gzip"] {
            #expect(URLSessionTransport.unaskedEncoding(response(hostile)) == hostile)
        }
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
