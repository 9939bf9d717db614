@testable import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import Testing
import TestSupport

/// Issue 49, item 9: a host that gives `Last-Modified` and no `ETag` (a plain file server)
/// is asked `If-Modified-Since`, so an unchanged manifest costs a 304, not the whole file.
@Suite("If-Modified-Since")
struct LastModifiedTests {
    let key = BundleSigningKey()

    @Test func aHostWithoutEntityTagsIsAskedIfModifiedSince() async throws {
        let clock = TestClock()
        let host = InMemoryTransport(files: try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key), servesEntityTags: false)
        let folder = try DeliveryFixtures.temporaryFolder("last-modified")
        let catalog = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))
        #expect(host.requestConditions.first == "", "the first request has nothing to send")
        let asked = host.requests.count

        #expect(await catalog.refresh() == .unchanged)
        let second = Array(host.requestConditions.dropFirst(asked))
        #expect(host.requests.dropFirst(asked) == [BundleLayout.manifest], "an unchanged manifest is one request")
        #expect(second.count == 1 && second[0].hasPrefix("If-Modified-Since: ") && second[0].hasSuffix(" GMT"), "\(second)")

        // A new process over the same folder sends the stored date too.
        let relaunched = try DeliveryFixtures.client(
            transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        let before = host.requests.count
        #expect(await relaunched.refresh() == .unchanged)
        #expect(Array(host.requestConditions.dropFirst(before)) == second)

        // A new version is a new date: fetched whole.
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 2, version: 2, key: key))
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))
    }

    /// A `Last-Modified` value that could add a line to the next request is not sent back.
    @Test func anUnsafeDateIsNotSentBack() throws {
        #expect(TransportResponse.validator("Sun, 06 Nov 1994 08:49:37 GMT") == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(TransportResponse.validator("Sun, 06 Nov 1994\r\nX-Evil: 1") == nil)
        #expect(TransportResponse.validator(String(repeating: "a", count: 65)) == nil)
    }

    /// RFC 9110, 8.8.2.2: a date within a second of the response's `Date` is weak and not
    /// kept; only a well-formed IMF-fixdate counts.
    @Test func onlyADateAtLeastASecondOlderThanTheResponseIsKept() {
        let modified = "Sun, 06 Nov 1994 08:49:37 GMT"
        #expect(TransportResponse.validator(lastModified: modified, date: "Sun, 06 Nov 1994 08:49:38 GMT") == modified)
        #expect(TransportResponse.validator(lastModified: modified, date: "Mon, 07 Nov 1994 00:00:00 GMT") == modified)
        #expect(TransportResponse.validator(lastModified: modified, date: modified) == nil, "the same second")
        #expect(TransportResponse.validator(lastModified: modified, date: "Sun, 06 Nov 1994 08:49:36 GMT") == nil, "a date from the future")
        #expect(TransportResponse.validator(lastModified: modified, date: nil) == nil, "no Date: not known to be strong")
        #expect(TransportResponse.validator(lastModified: "Sunday, 06-Nov-94 08:49:37 GMT", date: "Sun, 06 Nov 1994 08:49:38 GMT") == nil)
        #expect(TransportResponse.validator(lastModified: "Mon, 06 Nov 1994 08:49:37 GMT", date: "Sun, 06 Nov 1994 08:49:38 GMT") == nil, "a wrong weekday")
        #expect(TransportResponse.validator(lastModified: "Sun, 06 Nov 1994 08:49:37\r\nX", date: "Sun, 06 Nov 1994 08:49:38 GMT") == nil)
    }

    /// The days-from-civil arithmetic against Foundation's calendar over seeded random dates.
    @Test func httpDatesAgreeWithFoundation() {
        var generator = SeededGenerator(seed: 0x1994_1106)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        for _ in 0..<2_000 {
            let seconds = Int.random(in: -2_000_000_000...8_000_000_000, using: &generator)
            let text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect(HTTPDate.seconds(text) == seconds, "\(text)")
        }
    }

    /// The release manager's quick host (python3 -m http.server) dates files to the second. A
    /// manifest replaced within the second of the date the client kept was answered 304 and
    /// the new version missed (CI, stop 53). A file dated in the future stands for that second
    /// here, deterministically: its date is no earlier than the response's, so it is weak.
    @Test func aWeakDateIsNotSentBackSoAReplacedManifestIsFetched() async throws {
        let site = try DeliveryFixtures.temporaryFolder("plain-host")
        let manifest = site.appendingPathComponent(BundleLayout.manifest)
        let later = Date().addingTimeInterval(3_600)
        try DeliveryFixtures.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key), to: site)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: manifest.path)
        let server = try LoopbackServer(folder: site, plainFileServer: true)
        defer { server.stop() }
        let host = RecordingTransport(URLSessionTransport(baseURL: server.baseURL, timeout: 5))
        let catalog = try DeliveryFixtures.client(
            transport: host, keys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("plain-state"), clock: TestClock())
        #expect(await catalog.refresh() == .updated(version: 1, source: .remote))

        try DeliveryFixtures.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 2, version: 2, key: key), to: site)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: manifest.path)
        #expect(await catalog.refresh() == .updated(version: 2, source: .remote))
        #expect(host.take().first == "200 \(BundleLayout.manifest)", "the second request is not conditional")
    }
}
