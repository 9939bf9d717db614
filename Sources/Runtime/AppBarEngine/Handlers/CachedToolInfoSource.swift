import BrandModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RevalidatingCache

/// Tool info read through the stale-while-revalidate cache, so a newly created app bar
/// shows the last known badge at once (docs/domain.md, Tool-slot data: no spinner, silent refresh).
///
/// The stream yields what the cache serves first (fresh, stale, the bundled placeholder or
/// fetched), then every
/// value a refresh brings. A failed background refresh keeps the shown value and is
/// reported through `onRefreshFailure`; only a failed first load ends the stream.
public struct CachedToolInfoSource: ToolInfoSource {
    public let cache: RevalidatingCache<ToolInfo>
    /// Keys are `<scope>.<kind>`: one entry per brand and tool (scope: per brand, not per user).
    public let scope: String
    /// What a bar shows at once when nothing is cached (a fresh install), while the first
    /// fetch runs; nil makes that first bar wait for the fetch.
    public let placeholder: ToolInfo?
    public let onRefreshFailure: @Sendable (any Error) -> Void

    public init(
        cache: RevalidatingCache<ToolInfo>, scope: String, placeholder: ToolInfo? = nil,
        onRefreshFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.cache = cache
        self.scope = scope
        self.placeholder = placeholder
        self.onRefreshFailure = onRefreshFailure
    }

    /// The source for `profile`: scoped to the brand, with the profile's bundled tool info
    /// (`toolSlot.bundled`) as the placeholder.
    public init(cache: RevalidatingCache<ToolInfo>, profile: BrandProfile, onRefreshFailure: @escaping @Sendable (any Error) -> Void = { _ in }) {
        self.init(
            cache: cache, scope: profile.id, placeholder: Self.bundledPlaceholder(for: profile), onRefreshFailure: onRefreshFailure)
    }

    /// The tool info the profile bundles for a fresh install, if any.
    public static func bundledPlaceholder(for profile: BrandProfile) -> ToolInfo? {
        profile.appBar.toolSlot.bundledBalance.map(ToolInfo.init(balance:))
    }

    /// A cache in `directory` with the profile's time to live, fetching from `upstream`:
    /// a fetch takes the first tool info the upstream source reports.
    public static func cache(
        for profile: BrandProfile, upstream: any ToolInfoSource, directory: URL, now: @escaping @Sendable () -> Date = { Date() }
    ) -> RevalidatingCache<ToolInfo> {
        let kind = profile.appBar.toolSlot.kind
        return RevalidatingCache(directory: directory, timeToLive: profile.cacheTimeToLive, now: now) { _ in
            for try await info in upstream.toolInfo(for: kind) { return info }
            throw CancellationError()
        }
    }

    public func key(for kind: ToolSlotKind) -> String { "\(scope).\(kind.rawValue)" }

    public func toolInfo(for kind: ToolSlotKind) -> AsyncThrowingStream<ToolInfo, any Error> {
        let key = key(for: kind)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ToolInfo.self)
        let task = Task { [cache, placeholder, onRefreshFailure] in
            // Subscribe first, so the refresh this read starts cannot be missed.
            let updates = await cache.updates(for: key)
            do {
                // Nothing cached: the placeholder at once, and the fetch's value as an update.
                continuation.yield(try await cache.value(for: key, placeholder: placeholder).value)
            } catch {
                continuation.finish(throwing: error)
                return
            }
            for await update in updates {
                switch update {
                case .refreshed(let info): continuation.yield(info)
                case .refreshFailed(let error): onRefreshFailure(error)
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
