import BrandDelivery
import BrandPublishing
import BrandRuntime
import Foundation
import Testing

/// `accepted-log`: which manifest was live when, appended under the folder's lock, bounded.
@Suite("Acceptance log")
struct AcceptanceLogTests {
    let key = BundleSigningKey()
    let clock = TestClock()

    @Test func everyAcceptedManifestIsRecordedWithItsDigestAndTime() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("log")
        let client = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        var times: [Date] = []
        for version in 1...3 {
            host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: version, version: version, key: key))
            times.append(clock.now)
            #expect(await client.refresh() == .updated(version: version, source: .remote))
            // Nothing new, a replay: no record.
            #expect(await client.refresh() == .unchanged)
            clock.advance(by: 3600)
        }
        let records = try client.acceptanceLog.records()
        #expect(records.map(\.version) == [1, 2, 3])
        #expect(records.map(\.rootVersion) == [0, 0, 0])
        #expect(records.map(\.acceptedAt) == times.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) })
        let manifest = try #require(host.file(BundleLayout.manifest))
        #expect(records.last?.manifestDigest == RuntimeProfileFormat.sha256Hex(manifest))
        #expect(try client.acceptanceLog.record(liveAt: times[1].addingTimeInterval(1800))?.version == 2)
        #expect(try client.acceptanceLog.record(liveAt: times[0].addingTimeInterval(-1)) == nil)
        // A refused manifest is not recorded.
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 9, version: 1, key: key))
        guard case .rejected(.rollback) = await client.refresh() else { Issue.record("a replay was taken"); return }
        #expect(try client.acceptanceLog.records().count == 3)
    }

    @Test func aTornLineIsSkippedAndTheNextAppendStandsAlone() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("log-torn")
        let client = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 1, key: key))
        _ = await client.refresh()
        // A crash in the middle of a line.
        let url = folder.appendingPathComponent(AcceptanceLog.fileName)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("2026-11-26T10:00:00Z 7 abc".utf8))
        try handle.close()
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 2, version: 2, key: key))
        _ = await client.refresh()
        #expect(try client.acceptanceLog.records().map(\.version) == [1, 2])
    }

    @Test func pastItsBoundTheLogDropsItsOldestHalf() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("log-bound")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A log just past the bound, of valid old records.
        let old = AcceptedManifestRecord(
            acceptedAt: Date(timeIntervalSince1970: 1_700_000_000), version: 1, manifestDigest: String(repeating: "a", count: 64), rootVersion: 0)
        let line = "\(old.acceptedAt.formatted(.iso8601)) 1 \(old.manifestDigest) 0\n"
        let count = AcceptanceLog.maximumSize / line.utf8.count + 1
        try Data(String(repeating: line, count: count).utf8).write(to: folder.appendingPathComponent(AcceptanceLog.fileName))
        let client = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: 5, key: key))
        #expect(await client.refresh() == .updated(version: 5, source: .remote))
        let records = try client.acceptanceLog.records()
        #expect(records.count == count - count / 2 + 1)
        #expect(records.last?.version == 5)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(AcceptanceLog.fileName).path)[.size] as? Int)
        #expect(size <= AcceptanceLog.maximumSize)
    }

    @Test func twoProcessesOverOneFolderShareOneLog() throws {
        let scratch = try DeliveryFixtures.temporaryFolder("log-processes")
        let state = scratch.appendingPathComponent("state")
        let first = try ClientProcess(state: state, key: key.publicKey)
        let second = try ClientProcess(state: state, key: key.publicKey)
        defer { [first, second].forEach { $0.stop() } }
        for version in 1...4 {
            let process = version.isMultiple(of: 2) ? second : first
            _ = try process.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: version, version: version, key: key), scratch: scratch)
            #expect(process.send("refresh").hasPrefix("updated(\(version),"))
        }
        #expect(first.send("log") == "log 1,2,3,4")
        #expect(second.send("log") == "log 1,2,3,4")
    }
}
