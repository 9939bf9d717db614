import Foundation
import Infrastructure
import Testing
@testable import RevalidatingCache

/// Entry files and clocks an attacker or a failing disk could produce: each is discarded
/// or reported, never a trap, a hang or a file left behind.
@Suite("Hostile entries and clocks", .failsInsteadOfHanging)
struct HostileEntryTests {
    /// A CRC-valid entry for `key` whose stored-at field says `milliseconds`.
    static func entry(key: String, storedAtMilliseconds milliseconds: Int64) throws -> [UInt8] {
        var bytes = [UInt8](try CacheEntryRecord(key: key, storedAt: ManualClock.start, payload: Array("\"x\"".utf8)).encoded())
        withUnsafeBytes(of: milliseconds.bigEndian) { bytes.replaceSubrange(6..<14, with: $0) }
        let keyLength = key.utf8.count
        var crc = CRC32()
        crc.update(bytes[0..<(22 + keyLength)])
        crc.update(bytes[(26 + keyLength)...])
        withUnsafeBytes(of: crc.value.bigEndian) { bytes.replaceSubrange((22 + keyLength)..<(26 + keyLength), with: $0) }
        return bytes
    }

    @Test(arguments: [Int64.min, Int64.max, -(Int64(1) << 53) - 1, (Int64(1) << 53) + 1] as [Int64])
    func storedAtOutsideTheRangeIsDiscarded(milliseconds: Int64) async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            try fixture.writeEntryBytes(try Self.entry(key: "k", storedAtMilliseconds: milliseconds), for: "k")
            let result = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            #expect(result.value == "k v1")
            #expect(result.source == .fetched)
            #expect(fixture.diagnostics.discardedDefects == [.storedAtOutOfRange(milliseconds)])
        }
    }

    @Test func storedAtAtTheLimitIsKeptAndAgesWithoutTrapping() async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            try fixture.writeEntryBytes(try Self.entry(key: "k", storedAtMilliseconds: -(1 << 53)), for: "k")
            let result = try await fixture.makeCache(source: ScriptedSource(gateClosed: true)).value(for: "k", placeholder: "p")
            #expect(result.source == .stale)
            #expect(result.value == "x")
        }
    }

    @Test(arguments: [1e300, -1e300, 1e20, Double.infinity])
    func aClockFarFromNowNeverTraps(seconds: Double) async throws {
        try await CacheFixture.run { fixture in
            let clock = ManualClock(Date(timeIntervalSince1970: seconds))
            let diagnostics = fixture.diagnostics
            let source = ScriptedSource()
            let cache = RevalidatingCache<String>(
                directory: fixture.folder, now: { clock.now() }, diagnostics: { diagnostics.record($0) },
                backoff: CacheFixture.backoff, fetch: { try await source.fetch($0) })
            let fetched = try await cache.value(for: "k")
            let again = try await cache.value(for: "k")
            #expect(fetched.value == "k v1")
            #expect(again.value == "k v1")
            // The time cannot be stored: nothing is written, and nothing is left behind.
            #expect(diagnostics.persistFailureCount == 1)
            #expect(!fixture.entryExists(for: "k"))
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)) ?? []) == [])
        }
    }

    @Test func anEntryOverTheLimitIsDiscardedUnread() async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            // Sparse: a gigabyte that takes no disk space and, read whole, two of memory.
            let size = 1 << 30
            _ = FileManager.default.createFile(atPath: fixture.entryURL(for: "k").path, contents: nil)
            let handle = try FileHandle(forWritingTo: fixture.entryURL(for: "k"))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            let result = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            #expect(result.source == .fetched)
            #expect(fixture.diagnostics.discardedDefects == [.tooLarge(bytes: size)])
            #expect(try fixture.entryBytes(for: "k").count < 100)
        }
    }

    @Test func anEntryThatIsAFIFOIsDiscardedWithoutBlocking() async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            #expect(mkfifo(fixture.entryURL(for: "k").path, 0o644) == 0)
            let result = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            #expect(result.source == .fetched)
            #expect(fixture.diagnostics.discardedDefects == [.notRegularFile])
        }
    }

    @Test func aValueOverTheLimitIsServedFromMemoryOnly() async throws {
        try await CacheFixture.run { fixture in
            let diagnostics = fixture.diagnostics
            let clock = fixture.clock
            let big = String(repeating: "x", count: CacheLimits.maximumEntryBytes)
            let cache = RevalidatingCache<String>(
                directory: fixture.folder, now: { clock.now() }, diagnostics: { diagnostics.record($0) },
                fetch: { _ in big })
            let result = try await cache.value(for: "k")
            #expect(result.value == big)
            #expect(diagnostics.persistFailureCount == 1)
            #expect(!fixture.entryExists(for: "k"))
        }
    }

    @Test func openingSweepsStaleTemporaryFilesAndKeepsFreshOnes() async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            let stale = fixture.folder.appendingPathComponent(".k.entry.0A2B.tmp")
            let fresh = fixture.folder.appendingPathComponent(".k.entry.9F8E.tmp")
            try Data("half".utf8).write(to: stale)
            try Data("half".utf8).write(to: fresh)
            let now = Date()
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-3600)], ofItemAtPath: stale.path)
            try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: fresh.path)
            _ = RevalidatingCache<String>(directory: fixture.folder, now: { now }, fetch: { _ in "v" })
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
            #expect(names == [fresh.lastPathComponent])
        }
    }

    /// A writer killed between writing and renaming leaves its temporary file; the next
    /// instance over the folder removes it at once when that process has ended, however young
    /// the file, and keeps a young one of a process still running (a writer at work).
    @Test func openingSweepsAKilledWritersFileAtOnceAndKeepsALiveWritersFile() async throws {
        try await CacheFixture.run { fixture in
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            let ended = Process()
            ended.executableURL = URL(fileURLWithPath: "/bin/true")
            try ended.run()
            ended.waitUntilExit()
            let running = Process()
            running.executableURL = URL(fileURLWithPath: "/bin/sleep")
            running.arguments = ["30"]
            // Its output goes nowhere: a child holding the test process's standard output
            // keeps `swift test`, which reads it to the end, waiting for the sleep to end.
            running.standardOutput = FileHandle.nullDevice
            running.standardError = FileHandle.nullDevice
            try running.run()
            defer {
                kill(running.processIdentifier, SIGKILL)
                running.waitUntilExit()
            }
            let killed = ".k.entry.\(ended.processIdentifier)-\(UUID().uuidString).tmp"
            let live = ".k.entry.\(running.processIdentifier)-\(UUID().uuidString).tmp"
            let own = DurableFile.temporaryName(for: "k.entry")
            for name in [killed, live, own] { try Data("half".utf8).write(to: fixture.folder.appendingPathComponent(name)) }
            #expect(DurableFile.writer(ofTemporary: own) == ProcessInfo.processInfo.processIdentifier)
            #expect(DurableFile.writer(ofTemporary: ".k.entry.0A2B.tmp") == nil, "an older build's name")
            _ = RevalidatingCache<String>(directory: fixture.folder, now: { Date() }, fetch: { _ in "v" })
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
            #expect(Set(names) == [live, own])
        }
    }

    @Test func aWriteThatFailsAtTheRenameLeavesNoTemporaryFile() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource(gateClosed: true)
            let cache = fixture.makeCache(source: source)
            var updates = await cache.updates(for: "k").makeAsyncIterator()
            _ = try await cache.value(for: "k", placeholder: "p")
            // While the fetch runs, a non-empty folder appears where the entry goes: the
            // temporary file is written, and the rename over the folder fails.
            let blocker = fixture.entryURL(for: "k")
            try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
            try Data().write(to: blocker.appendingPathComponent("inside"))
            await source.openGate()
            #expect(await updates.next()?.value == "k v1")
            #expect(fixture.diagnostics.persistFailureCount == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
            #expect(names == [blocker.lastPathComponent])
        }
    }

    @Test func concurrentWritersOverOneFolderLeaveOnlyEntries() async throws {
        try await CacheFixture.run { fixture in
            let caches = (0..<4).map { _ in fixture.makeCache(source: ScriptedSource(), timeToLive: .zero) }
            await withTaskGroup(of: Void.self) { group in
                for cache in caches {
                    group.addTask {
                        for round in 0..<20 {
                            let key = "k\(round % 3)"
                            var updates = await cache.updates(for: key).makeAsyncIterator()
                            _ = try? await cache.value(for: key)
                            _ = try? await cache.value(for: key)
                            _ = await updates.next()
                        }
                    }
                }
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted()
            #expect(names == ["k0.entry", "k1.entry", "k2.entry"])
        }
    }
}
