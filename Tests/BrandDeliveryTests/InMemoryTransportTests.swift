import BrandDelivery
import Foundation
import Infrastructure
import Testing

/// The in-memory host refuses a body over the request's cap before it reads it whole: the
/// entity tag (a hash of the whole body) is computed only for a body within the cap.
@Suite("In-memory transport")
struct InMemoryTransportTests {
    @Test func aBodyOverTheCapIsRefusedBeforeItsTagIsComputed() async throws {
        let hashed = LockedValue(0)
        let transport = InMemoryTransport(files: ["big.json": Data(count: 4_096)]) { data in
            hashed.withLock { $0 += 1 }
            return InMemoryTransport.contentTag(of: data)
        }
        await #expect(throws: DeliveryRejection.self) {
            _ = try await transport.get("big.json", ifNoneMatch: nil, maximumBytes: 1_024)
        }
        #expect(hashed.withLock { $0 } == 0)

        let response = try await transport.get("big.json", ifNoneMatch: nil, maximumBytes: 8_192)
        #expect(response.status == 200)
        #expect(hashed.withLock { $0 } == 1)
        let again = try await transport.get("big.json", ifNoneMatch: response.entityTag, maximumBytes: 8_192)
        #expect(again.status == 304)
    }
}
