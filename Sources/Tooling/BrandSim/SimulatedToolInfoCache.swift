import AppBarEngine
import BrandModel
import Foundation
import Infrastructure
import RevalidatingCache
import YAMLNode

/// The tool-slot data cache as a scenario drives it: a real ``RevalidatingCache`` in a
/// temporary folder, on a virtual wall clock, over a scripted fetcher.
actor SimulatedToolInfoCache {
    /// What a cache step hands to the app bar.
    enum Delivery: Sendable {
        case toolInfo(ToolInfo)
        case failure(String)
    }

    private struct Script: Sendable {
        var wallClock = Date(timeIntervalSince1970: 1_800_000_000)
        var nextFetch: Result<Int, ScriptedFetchError>?
        var fetches = 0
        var placeholder: ToolInfo?
    }

    struct ScriptedFetchError: Error, CustomStringConvertible {
        var description: String
    }

    private struct Observed: Sendable {
        var source: CacheSource?
        var refreshPending = false
        var failures = 0
    }

    static let key = "toolInfo"

    /// Shared with the cache's clock and fetcher closures, which run outside the actor.
    private typealias Shared = LockedValue

    private let script = Shared(Script())
    private nonisolated let observed = Shared(Observed())
    private let folder: URL
    private let cache: RevalidatingCache<ToolInfo>
    private var updates: AsyncStream<CacheUpdate<ToolInfo>>.Iterator?

    /// A cache in a new `brandsim-cache-*` folder under `temporaryDirectory`; ``close()`` removes it.
    init(timeToLive: Duration, bundled: ToolInfo? = nil, temporaryDirectory: URL = FileManager.default.temporaryDirectory) {
        folder = temporaryDirectory.appendingPathComponent("brandsim-cache-\(UUID().uuidString)")
        let script = self.script
        script.withLock { $0.placeholder = bundled }
        cache = RevalidatingCache(
            directory: folder, timeToLive: timeToLive, now: { script.withLock { $0.wallClock } },
            fetch: { _ in
                let next = script.withLock { state -> Result<Int, ScriptedFetchError> in
                    state.fetches += 1
                    return state.nextFetch ?? .failure(ScriptedFetchError(description: "no fetchResult step before this fetch"))
                }
                return ToolInfo(balance: try next.get())
            })
    }

    /// Ends the simulation: waits for a background refresh still running (its write would
    /// otherwise recreate the folder after it was removed), then removes the cache folder.
    /// Removing in `deinit` is not enough: a process may exit first, and a running refresh
    /// keeps the underlying cache alive and writes after the removal.
    func close() async {
        if observed.withLock({ $0.refreshPending }), var iterator = updates {
            _ = await iterator.next(isolation: self)
            observed.withLock { $0.refreshPending = false }
        }
        updates = nil
        try? FileManager.default.removeItem(at: folder)
    }

    nonisolated func advance(by duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        script.withLock { $0.wallClock += seconds }
    }

    func apply(_ step: CacheStep) async -> [Delivery] {
        switch step {
        case .cached(let balance, let age):
            let previous = script.withLock { state in
                defer { state.nextFetch = .success(balance) }
                return state.nextFetch
            }
            await cache.removeValue(for: Self.key)
            _ = try? await cache.value(for: Self.key)
            script.withLock { $0.nextFetch = previous }
            advance(by: age)
            return []
        case .fetchResult(let balance):
            script.withLock { $0.nextFetch = .success(balance) }
            return []
        case .fetchFailure(let message):
            script.withLock { $0.nextFetch = .failure(ScriptedFetchError(description: message)) }
            return []
        case .bundled(let balance):
            script.withLock { $0.placeholder = ToolInfo(balance: balance) }
            return []
        case .openAppBar:
            let stream = await cache.updates(for: Self.key)
            updates = stream.makeAsyncIterator()
            do {
                let result = try await cache.value(for: Self.key, placeholder: script.withLock { $0.placeholder })
                observed.withLock {
                    $0.source = result.source
                    $0.refreshPending = result.refreshPending
                }
                return [.toolInfo(result.value)]
            } catch {
                observed.withLock {
                    $0.source = nil
                    $0.refreshPending = false
                    $0.failures += 1
                }
                return [.failure("tool info could not be loaded: \(error)")]
            }
        case .settle:
            guard observed.withLock({ $0.refreshPending }), var iterator = updates else { return [] }
            let update = await iterator.next(isolation: self)
            updates = iterator
            observed.withLock { $0.refreshPending = false }
            switch update {
            case .refreshed(let info)?:
                return [.toolInfo(info)]
            case .refreshFailed(let error)?:
                observed.withLock { $0.failures += 1 }
                return [.failure("background refresh failed, keeping the cached value: \(error)")]
            case nil:
                return []
            }
        }
    }

    nonisolated func snapshot() -> [(String, Node)] {
        let state = observed.withLock { $0 }
        return [
            ("cache.source", .string(state.source?.rawValue)),
            ("cache.refreshPending", Node(.bool(state.refreshPending))),
            ("cache.failures", .number(Double(state.failures))),
        ]
    }
}
