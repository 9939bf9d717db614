import BrandDelivery
import BrandPublishing
import BrandRuntime
import Foundation
import Testing
import TestSupport

/// `accepted-log`: which manifest was live when, appended under the folder's lock, chained, in segments.
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

    /// Lines chained as a catalog writes them, from `head`.
    private func chainedLines(_ count: Int, from head: String = AcceptanceLog.origin) -> (text: String, head: String) {
        var head = head
        var text = ""
        for index in 0..<count {
            let line = "2023-11-14T22:13:20Z \(index + 1) \(String(repeating: "a", count: 64)) 0 \(head)\n"
            text += line
            head = RuntimeProfileFormat.sha256Hex(Data(line.utf8))
        }
        return (text, head)
    }

    /// Attack 9: past 512 KiB the oldest half was dropped. Now the file becomes a numbered
    /// segment, the new one chains on from it, and every record stays.
    @Test func pastItsSegmentSizeTheLogRotatesAndKeepsEveryRecord() async throws {
        let host = InMemoryTransport()
        let folder = try DeliveryFixtures.temporaryFolder("log-bound")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lineSize = chainedLines(1).text.utf8.count
        let count = AcceptanceLog.segmentSize / lineSize + 1
        try Data(chainedLines(count).text.utf8).write(to: folder.appendingPathComponent(AcceptanceLog.fileName))
        let client = try DeliveryFixtures.client(transport: host, keys: [key.publicKey], directory: folder, clock: clock)
        host.publish(try DeliveryFixtures.bundleFiles(count: 1, revision: 1, version: count + 5, key: key))
        #expect(await client.refresh() == .updated(version: count + 5, source: .remote))
        let verification = try client.acceptanceLog.verify()
        #expect(verification.damage == nil)
        #expect(verification.records.count == count + 1)
        #expect(verification.records.last?.version == count + 5)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(AcceptanceLog.fileName + ".1").path))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(AcceptanceLog.fileName).path)[.size] as? Int)
        #expect(size < AcceptanceLog.segmentSize)
    }

    /// Attack 9: nothing chained the lines. A removed or changed line is found, and where.
    @Test(arguments: ["remove", "change", "reorder"])
    func aRemovedChangedOrReorderedLineBreaksTheChain(_ edit: String) throws {
        let folder = try DeliveryFixtures.temporaryFolder("log-chain")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var lines = chainedLines(4).text.split(separator: "\n").map { String($0) + "\n" }
        switch edit {
        case "remove": lines.remove(at: 1)
        case "change": lines[1] = lines[1].replacingOccurrences(of: " 2 ", with: " 7 ")
        default: lines.swapAt(1, 2)
        }
        try Data(lines.joined().utf8).write(to: folder.appendingPathComponent(AcceptanceLog.fileName))
        let verification = try AcceptanceLog(directory: folder).verify()
        #expect(verification.damage?.line == 2 || (edit == "change" && verification.damage?.line == 3))
        #expect(verification.damage?.reason.contains("chain") == true)
        #expect(verification.records.count < 4)

        let run = try ToolProcess("brandgen").run(["log", "verify", folder.path])
        #expect(run.status == 1)
        #expect(run.output.contains(AcceptanceLog.fileName + ":"), "\(run.output)")
    }

    @Test func aTornTailIsReportedWhereItStartsAndTheChainedLinesBeforeItAreRead() throws {
        let folder = try DeliveryFixtures.temporaryFolder("log-tail")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((chainedLines(3).text + "2026-11-26T10:00:00Z 7 ab").utf8).write(to: folder.appendingPathComponent(AcceptanceLog.fileName))
        let verification = try AcceptanceLog(directory: folder).verify()
        #expect(verification.records.count == 3)
        #expect(verification.damage?.line == 4)
        let good = try DeliveryFixtures.temporaryFolder("log-good")
        try FileManager.default.createDirectory(at: good, withIntermediateDirectories: true)
        try Data(chainedLines(3).text.utf8).write(to: good.appendingPathComponent(AcceptanceLog.fileName))
        let run = try ToolProcess("brandgen").run(["log", "verify", good.path])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("3 records"))
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
