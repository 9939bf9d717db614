import Foundation
import Testing
@testable import RevalidatingCache

/// A source that keeps failing is retried with capped exponential back-off and jitter, on
/// the injected clock, never in a tight loop.
@Suite("Refresh back-off", .failsInsteadOfHanging)
struct RefreshBackoffTests {
    @Test func delaysDoubleUpToTheCapAndJitterTakesHalfToAll() {
        let none = RefreshBackoff(initial: .seconds(1), maximum: .seconds(8), jitter: { 0 })
        let most = RefreshBackoff(initial: .seconds(1), maximum: .seconds(8), jitter: { 0.999_999 })
        #expect((1...6).map { none.delay(afterFailures: $0) } == [0.5, 1, 2, 4, 4, 4])
        #expect((1...6).map { (most.delay(afterFailures: $0) * 1000).rounded() / 1000 } == [1, 2, 4, 8, 8, 8])
        #expect(none.delay(afterFailures: Int.max) == 4)
        let broken = RefreshBackoff(jitter: { .nan })
        #expect(broken.delay(afterFailures: 1) == 0.5)
    }

    @Test func aStaleKeyWhoseRefreshesFailWaitsOutEachBackOff() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(900))
            await source.failNext(100)
            var updates = await cache.updates(for: "k").makeAsyncIterator()
            // Waits after failures 1, 2, 3, 4, 5 with no jitter: 0.5, 1, 2, 4, 4 seconds.
            for wait in [0.5, 1, 2, 4, 4] {
                let calls = await source.calls.count
                let started = try await cache.value(for: "k")
                #expect(started.refreshPending)
                _ = await updates.next()
                #expect(await source.calls.count == calls + 1)
                // Read in a tight loop until just before the back-off ends: no call.
                for _ in 0..<50 {
                    let read = try await cache.value(for: "k")
                    #expect(read.source == .stale)
                    #expect(!read.refreshPending)
                }
                fixture.clock.advance(by: .milliseconds(Int64(wait * 1000) - 1))
                _ = try await cache.value(for: "k")
                #expect(await source.calls.count == calls + 1)
                fixture.clock.advance(by: .milliseconds(1))
            }
        }
    }

    @Test func aSuccessResetsTheBackOff() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(900))
            await source.failNext(3)
            var updates = await cache.updates(for: "k").makeAsyncIterator()
            for wait in [0.5, 1, 2] {
                _ = try await cache.value(for: "k")
                _ = await updates.next()
                fixture.clock.advance(by: .milliseconds(Int64(wait * 1000)))
            }
            _ = try await cache.value(for: "k")
            #expect(await updates.next()?.value == "k v5")
            fixture.clock.advance(by: .seconds(900))
            await source.failNext()
            _ = try await cache.value(for: "k")
            _ = await updates.next()
            fixture.clock.advance(by: .milliseconds(500))
            _ = try await cache.value(for: "k")
            #expect(await updates.next()?.value == "k v7")
        }
    }
}
