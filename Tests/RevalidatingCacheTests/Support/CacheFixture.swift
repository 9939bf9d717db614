import Foundation
import Infrastructure
@testable import RevalidatingCache

/// A temporary cache folder, a manual clock and a scripted source, removed after the test.
struct CacheFixture {
    let folder: URL
    let clock = ManualClock()
    let diagnostics = DiagnosticLog()

    /// The caches and sources this fixture made, settled before its folder goes.
    let outstanding = Outstanding()

    /// Runs `body` with a new fixture and deletes its folder afterwards, whatever happens.
    /// Refreshes still running are let through their sources' gates and waited for first:
    /// one that finished later wrote its entry into a folder it made again, left behind.
    static func run(_ body: (CacheFixture) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("RevalidatingCacheTests-" + UUID().uuidString, isDirectory: true)
        let fixture = CacheFixture(folder: folder)
        do {
            try await body(fixture)
        } catch {
            await fixture.outstanding.settle()
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        await fixture.outstanding.settle()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A cache over this fixture's folder and clock; call again for a "restarted" instance.
    /// Back-off with no randomness: after the first failure a key waits exactly half a second.
    static let backoff = RefreshBackoff(initial: .seconds(1), maximum: .seconds(8), jitter: { 0 })

    func makeCache(
        source: ScriptedSource,
        timeToLive: Duration = RevalidatingCache<String>.defaultTimeToLive,
        backoff: RefreshBackoff = CacheFixture.backoff
    ) -> RevalidatingCache<String> {
        let clock = clock
        let diagnostics = diagnostics
        let cache = RevalidatingCache<String>(
            directory: folder, timeToLive: timeToLive, now: { clock.now() },
            diagnostics: { diagnostics.record($0) }, backoff: backoff, fetch: { try await source.fetch($0) })
        outstanding.add(cache, source)
        return cache
    }

    /// A cache that has fetched `key` once (`"<key> v1"`), after which the clock moved by `age`.
    func makeCache(
        source: ScriptedSource,
        holding key: String,
        aged age: Duration,
        timeToLive: Duration = RevalidatingCache<String>.defaultTimeToLive
    ) async throws -> RevalidatingCache<String> {
        let cache = makeCache(source: source, timeToLive: timeToLive)
        _ = try await cache.value(for: key)
        clock.advance(by: age)
        return cache
    }

    func entryURL(for key: String) -> URL {
        CacheDirectory(url: folder).fileURL(for: key)
    }

    func entryBytes(for key: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: entryURL(for: key)))
    }

    func writeEntryBytes(_ bytes: [UInt8], for key: String) throws {
        try Data(bytes).write(to: entryURL(for: key))
    }

    func entryExists(for key: String) -> Bool {
        FileManager.default.fileExists(atPath: entryURL(for: key).path)
    }
}

/// What a fixture handed out: its caches (weakly: a test may release one and wait for what
/// that ends), and the sources whose gates may hold their fetches.
final class Outstanding: @unchecked Sendable {
    private struct WeakCache {
        weak var cache: RevalidatingCache<String>?
    }

    // Guarded by `lock`.
    private let lock = Lock()
    private var caches: [WeakCache] = []
    private var sources: [ScriptedSource] = []

    func add(_ cache: RevalidatingCache<String>, _ source: ScriptedSource) {
        lock.withLock {
            caches.append(WeakCache(cache: cache))
            sources.append(source)
        }
    }

    /// Opens every gate, then waits for the running fetches of every cache still alive.
    func settle() async {
        let (caches, sources) = lock.withLock { (self.caches, self.sources) }
        for source in sources { await source.openGate() }
        for entry in caches {
            if let cache = entry.cache { await cache.settle() }
        }
    }
}
