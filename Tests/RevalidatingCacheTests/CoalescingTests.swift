import Foundation
import Testing
@testable import RevalidatingCache

@Suite("Shared fetches", .failsInsteadOfHanging)
struct CoalescingTests {
    @Test(arguments: [2, 8, 32])
    func concurrentMissesShareOneFetch(requestCount: Int) async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource(gateClosed: true)
            let cache = fixture.makeCache(source: source)

            let results = try await withThrowingTaskGroup(of: CacheResult<String>.self) { group in
                for _ in 0..<requestCount {
                    group.addTask { try await cache.value(for: "k") }
                }
                // Open the gate only once every request is waiting, so none can arrive late.
                while await cache.waitingRequests["k", default: 0] < requestCount {
                    await Task.yield()
                }
                await source.openGate()
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(await source.calls == ["k"])
            #expect(results.count == requestCount)
            #expect(results.allSatisfy { $0.value == "k v1" && $0.source == .fetched })
            #expect(await cache.waitingRequests["k", default: 0] == 0)
        }
    }

    @Test func repeatedStaleReadsStartOneRefresh() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = try await fixture.makeCache(source: source, holding: "k", aged: .seconds(601))
            await source.closeGate()
            var updates = await cache.updates(for: "k").makeAsyncIterator()

            var staleResults: [CacheResult<String>] = []
            for _ in 0..<5 { staleResults.append(try await cache.value(for: "k")) }
            await source.openGate()
            let update = await updates.next()

            #expect(staleResults.allSatisfy { $0.source == .stale && $0.refreshPending })
            #expect(update?.value == "k v2")
            #expect(await source.calls == ["k", "k"])
        }
    }

    @Test func blockingRequestJoinsThePlaceholderFetch() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource(gateClosed: true)
            let cache = fixture.makeCache(source: source)
            let placeholder = try await cache.value(for: "k", placeholder: "bundled")

            async let blocking = cache.value(for: "k")
            while await cache.waitingRequests["k", default: 0] < 1 {
                await Task.yield()
            }
            await source.openGate()

            let blockingResult = try await blocking

            #expect(placeholder.source == .placeholder)
            #expect(blockingResult.value == "k v1")
            #expect(await source.calls == ["k"])
        }
    }

    @Test func differentKeysFetchIndependently() async throws {
        try await CacheFixture.run { fixture in
            let source = ScriptedSource()
            let cache = fixture.makeCache(source: source)

            async let first = cache.value(for: "ladbrokes")
            async let second = cache.value(for: "neds")

            let (firstResult, secondResult) = try await (first, second)

            #expect(firstResult.value == "ladbrokes v1")
            #expect(secondResult.value == "neds v1")
            #expect(await source.calls.sorted() == ["ladbrokes", "neds"])
        }
    }
}
