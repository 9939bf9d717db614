import Foundation
import Testing
@testable import RevalidatingCache

@Suite("Update streams", .failsInsteadOfHanging)
struct CacheUpdateTests {
    @Test func blockingFetchIsPublishedToo() async throws {
        try await CacheFixture.run { fixture in
            let cache = fixture.makeCache(source: ScriptedSource())
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            _ = try await cache.value(for: "k")

            #expect(await updates.next()?.value == "k v1")
        }
    }

    @Test func everySubscriberOfTheKeyHearsAndOtherKeysDoNot() async throws {
        try await CacheFixture.run { fixture in
            let cache = fixture.makeCache(source: ScriptedSource())
            var first = await cache.updates(for: "k").makeAsyncIterator()
            var second = await cache.updates(for: "k").makeAsyncIterator()
            var other = await cache.updates(for: "other").makeAsyncIterator()

            _ = try await cache.value(for: "k")
            _ = try await cache.value(for: "other")

            #expect(await first.next()?.value == "k v1")
            #expect(await second.next()?.value == "k v1")
            // The first update on "other" is its own fetch, not the one for "k".
            #expect(await other.next()?.value == "other v1")
        }
    }

    @Test func streamsEndWhenTheCacheIsReleased() async throws {
        try await CacheFixture.run { fixture in
            var cache: RevalidatingCache<String>? = fixture.makeCache(source: ScriptedSource())
            let updates = await cache?.updates(for: "k")
            cache = nil

            var received = 0
            for await _ in try #require(updates) { received += 1 }

            #expect(received == 0)
        }
    }
}
