import AppBarEngine
import AppBarEngineTesting
import BrandModel
import Foundation
import Infrastructure
import RevalidatingCache
import Testing
import TestSupport

/// Tool-slot data through the stale-while-revalidate cache: a new app bar shows the last
/// known badge at once, and the refresh arrives silently.
@Suite("Cached tool info", .timeLimit(MachineSpeed.minutes(1)))
struct CachedToolInfoSourceTests {
    /// An upstream whose every request answers with the balance set at the time, or fails.
    final class Upstream: ToolInfoSource {
        let answer = LockedValue<Result<Int, ScriptedToolInfoSource.Failure>>(.success(0))
        let requests = LockedValue(0)

        func toolInfo(for kind: ToolSlotKind) -> AsyncThrowingStream<ToolInfo, any Error> {
            requests.withLock { $0 += 1 }
            let answer = answer.withLock { $0 }
            return AsyncThrowingStream { continuation in
                switch answer {
                case .success(let balance):
                    continuation.yield(ToolInfo(balance: balance))
                    continuation.finish()
                case .failure(let error):
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    final class WallClock: Sendable {
        let now = LockedValue(Date(timeIntervalSince1970: 1_800_000_000))
        func advance(by seconds: TimeInterval) { now.withLock { $0 += seconds } }
    }

    struct Fixture {
        let folder = TemporaryFolder.root.appendingPathComponent("tool-cache-\(UUID().uuidString)")
        let upstream = Upstream()
        let wall = WallClock()
        let profile: BrandProfile

        init() throws {
            profile = try FixtureProfiles.profile("ladbrokes")
        }

        /// A cache over the same folder, as a new app launch would make it.
        func cache() -> RevalidatingCache<ToolInfo> {
            let wall = self.wall
            return CachedToolInfoSource.cache(for: profile, upstream: upstream, directory: folder, now: { wall.now.withLock { $0 } })
        }

        func store(_ cache: RevalidatingCache<ToolInfo>, failures: LockedValue<[String]> = LockedValue([])) throws -> AppBarStore {
            let source = CachedToolInfoSource(cache: cache, scope: profile.id) { error in failures.withLock { $0.append("\(error)") } }
            return AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: ManualClock(), sink: RecordingEffectSink(), toolInfoSource: source)
        }
    }

    private func badge(_ updates: inout AsyncStream<AppBarUpdate>.Iterator, _ expected: Int?) async -> Bool {
        while let update = await updates.next() {
            if update.state.toolBadge?.count == expected { return true }
        }
        return false
    }

    @Test func theFirstAppBarWaitsForTheFetchAndLaterOnesShowTheCachedBadgeAtOnce() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        fixture.upstream.answer.withLock { $0 = .success(4) }
        let cache = fixture.cache()
        let firstStore = try fixture.store(cache)
        var first = firstStore.updates().makeAsyncIterator()
        #expect(await badge(&first, 4))
        #expect(fixture.upstream.requests.withLock { $0 } == 1)

        // A second app bar within the time to live: the cached badge, no fetch.
        fixture.upstream.answer.withLock { $0 = .success(9) }
        let secondStore = try fixture.store(cache)
        var second = secondStore.updates().makeAsyncIterator()
        #expect(await badge(&second, 4))
        #expect(fixture.upstream.requests.withLock { $0 } == 1)
    }

    @Test func aStaleBadgeShowsAtOnceThenTheSilentRefreshReplacesIt() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        fixture.upstream.answer.withLock { $0 = .success(2) }
        let firstStore = try fixture.store(fixture.cache())
        var first = firstStore.updates().makeAsyncIterator()
        #expect(await badge(&first, 2))

        // The app restarts eleven minutes later: a new cache over the same folder.
        fixture.wall.advance(by: 11 * 60)
        fixture.upstream.answer.withLock { $0 = .success(5) }
        let store = try fixture.store(fixture.cache())
        var updates = store.updates().makeAsyncIterator()
        #expect(await badge(&updates, 2))
        #expect(await badge(&updates, 5))
    }

    @Test func aFailedRefreshKeepsTheStaleBadgeAndIsReported() async throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        fixture.upstream.answer.withLock { $0 = .success(3) }
        let cache = fixture.cache()
        let firstStore = try fixture.store(cache)
        var first = firstStore.updates().makeAsyncIterator()
        #expect(await badge(&first, 3))

        fixture.wall.advance(by: 11 * 60)
        fixture.upstream.answer.withLock { $0 = .failure(ScriptedToolInfoSource.Failure()) }
        let failures = LockedValue<[String]>([])
        let store = try fixture.store(cache, failures: failures)
        var updates = store.updates().makeAsyncIterator()
        #expect(await badge(&updates, 3))
        for _ in 0..<2_000 where failures.withLock({ $0.isEmpty }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(failures.withLock { $0 } == ["locker service unavailable"])
        #expect(store.state.toolBadge?.count == 3)
    }

    /// The bundled state (docs/domain.md, Tool-slot data) on the app-bar path: with nothing cached, the bundled tool
    /// info shows at once while the fetch is still running, then the fetched value replaces it.
    @Test func aFreshInstallShowsTheBundledValueAtOnceThenTheFetchedOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var profile = try EngineFixtures.acme()
        profile.appBar.toolSlot.bundledBalance = 2
        let upstream = ScriptedToolInfoSource()
        let cache = CachedToolInfoSource.cache(for: profile, upstream: upstream, directory: folder)
        let source = CachedToolInfoSource(cache: cache, profile: profile)
        #expect(source.placeholder == ToolInfo(balance: 2))
        let store = AppBarStore(
            reducer: try AppBarReducer(profile: profile, registry: .builtIn), clock: ManualClock(), sink: RecordingEffectSink(),
            toolInfoSource: source)
        var updates = store.updates().makeAsyncIterator()
        // The upstream has answered nothing yet: only the bundled value can be shown.
        #expect(await badge(&updates, 2))
        upstream.deliver(balance: 6)
        #expect(await badge(&updates, 6))
        store.stop()
    }
}
