@testable import BrandDelivery
import BrandModel
import BrandPublishing
import Foundation
import Testing

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
}
