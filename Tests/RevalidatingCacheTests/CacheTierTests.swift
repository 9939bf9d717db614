import Foundation
import Testing
@testable import RevalidatingCache

@Suite("Tiers and transitions", .failsInsteadOfHanging)
struct CacheTierTests {
    @Test func nothingStoredWaitsForTheFetch() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = fixture.makeCache(source: source)

            let result = try await cache.value(for: "ladbrokes.locker")

            #expect(result == CacheResult(value: "ladbrokes.locker v1", source: .fetched, age: .zero, refreshPending: false))
            #expect(await source.calls == ["ladbrokes.locker"])
            #expect(fixture.entryExists(for: "ladbrokes.locker"))
        }
    }

    @Test(arguments: [
        (Duration.zero, CacheSource.fresh),
        (.milliseconds(599_999), .fresh),
        (.seconds(600), .stale),
        (.seconds(3_600), .stale),
    ])
    func ageAgainstTheDefaultTenMinutes(elapsed: Duration, expected: CacheSource) async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: elapsed)

            let result = try await cache.value(for: "k")

            #expect(result.source == expected)
            #expect(result.value == "k v1")
            #expect(result.age == elapsed)
            #expect(result.refreshPending == (expected == .stale))
        }
    }

    @Test func freshValueStartsNoFetch() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(29), timeToLive: .seconds(30))

            for _ in 0..<5 { _ = try await cache.value(for: "k") }

            #expect(await source.calls == ["k"])
        }
    }

    @Test func staleValueIsServedAndRefreshedSilently() async throws {
        try await CacheFixture.run { fixture in
            let cache = try await fixture.makeCache(source: ScriptedSource(), holding: "k", aged: .seconds(601))
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            let stale = try await cache.value(for: "k")
            let update = await updates.next()
            let afterRefresh = try await cache.value(for: "k")

            #expect(stale == CacheResult(value: "k v1", source: .stale, age: .seconds(601), refreshPending: true))
            #expect(update?.value == "k v2")
            #expect(afterRefresh == CacheResult(value: "k v2", source: .fresh, age: .zero, refreshPending: false))
        }
    }

    @Test func placeholderIsServedWhileTheFirstFetchRuns() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource(gateClosed: true)
            let cache = fixture.makeCache(source: source)
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            let first = try await cache.value(for: "k", placeholder: "bundled")
            await source.openGate()
            let update = await updates.next()
            let second = try await cache.value(for: "k", placeholder: "bundled")

            #expect(first == CacheResult(value: "bundled", source: .placeholder, age: nil, refreshPending: true))
            #expect(update?.value == "k v1")
            #expect(second == CacheResult(value: "k v1", source: .fresh, age: .zero, refreshPending: false))
            #expect(await source.calls == ["k"])
        }
    }

    @Test func storedValueWinsOverPlaceholder() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(700))

            let result = try await cache.value(for: "k", placeholder: "bundled")

            #expect(result.value == "k v1")
            #expect(result.source == .stale)
        }
    }

    @Test func failedBlockingFetchThrowsAndStoresNothing() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            await source.failNext()
            let cache = fixture.makeCache(source: source)

            await #expect(throws: SourceDown.self) { try await cache.value(for: "k") }
            #expect(!fixture.entryExists(for: "k"))

            let retry = try await cache.value(for: "k")
            #expect(retry.value == "k v2")
            #expect(retry.source == .fetched)
        }
    }

    @Test func failedRefreshKeepsTheStaleValueAndReportsTheFailure() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(900))
            await source.failNext()
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            let stale = try await cache.value(for: "k")
            let update = await updates.next()
            // Past the half-second back-off of a first failure (the fixture's, without jitter).
            fixture.clock.advance(by: .seconds(1))
            let again = try await cache.value(for: "k")
            let retried = await updates.next()

            #expect(stale.value == "k v1")
            #expect(update?.error is SourceDown)
            #expect(again.value == "k v1")
            #expect(again.source == .stale)
            #expect(retried?.value == "k v3")
            let restarted = try await fixture.makeCache(source: ScriptedSource()).value(for: "k")
            #expect(restarted.value == "k v3")
        }
    }

    @Test func failedPlaceholderFetchKeepsServingThePlaceholder() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            await source.failNext()
            let cache = fixture.makeCache(source: source)
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            let first = try await cache.value(for: "k", placeholder: "bundled")
            let update = await updates.next()
            fixture.clock.advance(by: .seconds(1))
            let second = try await cache.value(for: "k", placeholder: "bundled")
            let retried = await updates.next()

            #expect(first.source == .placeholder)
            #expect(update?.error is SourceDown)
            #expect(second.source == .placeholder)
            #expect(second.value == "bundled")
            #expect(retried?.value == "k v2")
        }
    }

    @Test func wallClockMovedBackMakesTheValueStale() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(-60))

            let result = try await cache.value(for: "k")

            #expect(result.source == .stale)
            #expect(result.age == .seconds(-60))
        }
    }

    @Test func removedValueIsFetchedAgain() async throws {
        try await CacheFixture.run { fixture in
            let cache = try await fixture.makeCache(source: ScriptedSource(), holding: "k", aged: .zero)

            await cache.removeValue(for: "k")

            #expect(!fixture.entryExists(for: "k"))
            let result = try await cache.value(for: "k")
            #expect(result.source == .fetched)
            #expect(result.value == "k v2")
        }
    }

    @Test func defaultTimeToLiveIsTenMinutes() {
        #expect(RevalidatingCache<String>.defaultTimeToLive == .seconds(600))
        #expect(RevalidatingCache<String>.defaultTimeToLive == .seconds(600))
    }
}
