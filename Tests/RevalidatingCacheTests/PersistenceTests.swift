import Foundation
import Testing
@testable import RevalidatingCache

/// A tool-slot badge, the kind of value the app bar will cache.
private struct ToolBadge: Codable, Equatable, Sendable {
    var title: String
    var count: Int
}

@Suite("Disk persistence", .failsInsteadOfHanging)
struct PersistenceTests {
    @Test func newInstanceOverTheSameFolderFindsTheEntry() async throws {
        try await CacheFixture.run { fixture in
            let firstSource = ScriptedSource()
            _ = try await fixture.makeCache(source: firstSource).value(for: "k")
            fixture.clock.advance(by: .seconds(300))
            let secondSource = ScriptedSource()

            let restarted = try await fixture.makeCache(source: secondSource).value(for: "k")

            #expect(restarted == CacheResult(value: "k v1", source: .fresh, age: .seconds(300), refreshPending: false))
            #expect(await secondSource.calls.isEmpty)
        }
    }

    @Test func persistedStoredAtTimeDecidesStalenessAfterRestart() async throws {
        try await CacheFixture.run { fixture in
            _ = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            fixture.clock.advance(by: .seconds(660))
            let secondSource = ScriptedSource()

            let restarted = try await fixture.makeCache(source: secondSource).value(for: "k")

            #expect(restarted.source == .stale)
            #expect(restarted.age == .seconds(660))
            #expect(restarted.value == "k v1")
        }
    }

    @Test func codableValuesRoundTripThroughJSON() async throws {
        try await CacheFixture.run { fixture in
            let clock = fixture.clock
            func makeCache(badge: ToolBadge) -> RevalidatingCache<ToolBadge> {
                RevalidatingCache(directory: fixture.folder, now: { clock.now() }, fetch: { _ in badge })
            }
            let badge = ToolBadge(title: "Locker", count: 3)
            _ = try await makeCache(badge: badge).value(for: "ladbrokes.locker")

            let restarted = try await makeCache(badge: ToolBadge(title: "other", count: 0))
                .value(for: "ladbrokes.locker")

            #expect(restarted.value == badge)
            #expect(restarted.source == .fresh)
            let record = try CacheEntryRecord(
                decoding: Data(fixture.entryBytes(for: "ladbrokes.locker")), expectedKey: "ladbrokes.locker")
            #expect(try JSONDecoder().decode(ToolBadge.self, from: Data(record.payload)) == badge)
        }
    }

    @Test func callerCodecWritesItsOwnPayload() async throws {
        try await CacheFixture.run { fixture in
            let utf8 = CacheCodec<String>(
                encode: { Data($0.utf8) },
                decode: { String(decoding: $0, as: UTF8.self) })
            let cache = RevalidatingCache<String>(
                directory: fixture.folder, codec: utf8, now: { ManualClock.start }, fetch: { _ in "plain" })

            _ = try await cache.value(for: "k")

            let bytes = try fixture.entryBytes(for: "k")
            #expect(Array(bytes.suffix(5)) == Array("plain".utf8))
        }
    }

    @Test func writesLeaveOnlyTheEntryFile() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = fixture.makeCache(source: source, timeToLive: .zero)
            var updates = await cache.updates(for: "k").makeAsyncIterator()
            _ = try await cache.value(for: "k")
            _ = try await cache.value(for: "k")
            _ = await updates.next()
            _ = await updates.next()

            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)

            #expect(names == ["k.entry"])
        }
    }

    @Test func failedDiskWriteIsReportedAndTheValueStillServed() async throws {
        try await CacheFixture.run { fixture in
            // A file where the folder should be makes every write fail.
            try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
            let blocked = fixture.folder.appendingPathComponent("blocked")
            try Data().write(to: blocked)
            let clock = fixture.clock
            let diagnostics = fixture.diagnostics
            let source = ScriptedSource()
            let cache = RevalidatingCache<String>(
                directory: blocked, now: { clock.now() }, diagnostics: { diagnostics.record($0) },
                fetch: { try await source.fetch($0) })

            let fetched = try await cache.value(for: "k")
            let again = try await cache.value(for: "k")

            #expect(fetched.value == "k v1")
            #expect(again.source == .fresh)
            #expect(fixture.diagnostics.persistFailureCount == 1)
        }
    }
}
