import BrandModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Infrastructure

/// A brands folder kept loaded while it changes, for long-running engines (an app, or
/// `brandsim --watch`).
///
/// - A file dropped in, changed or removed is picked up by the next ``poll(at:)`` once it has
///   stayed the same for the debounce interval: a file still being written is never read.
/// - A file that then fails to load keeps the brand's last good version; the report says why.
/// - Readers get the whole catalog as one value (``catalog``), swapped atomically: never a
///   mix of old and new.
public final class LiveBrandCatalog: @unchecked Sendable {
    // Safety: every mutable field below is read and written only while `lock` is held;
    // `loader`, `root` and `debounce` are immutable.
    private let lock = Lock()
    private let loader: ProfileLoader
    private let root: String
    private let debounce: Duration
    private var current: BrandCatalog
    /// Files as last loaded.
    private var known: [String: FileStamp] = [:]
    /// Files seen changing, with when their current stamp was first seen.
    private var settling: [String: (stamp: FileStamp?, since: Duration)] = [:]
    /// Brands held at their last good version, with why.
    private var failing: [String: [Diagnostic]] = [:]
    /// Brand files as last applied, by id.
    private var brandPaths: [String: String] = [:]

    /// What one poll did.
    public struct Reload: Sendable, Equatable {
        /// Brands loaded anew (added or changed), sorted.
        public var loaded: [String] = []
        /// Brands whose files went away, sorted.
        public var removed: [String] = []
        /// Brands whose new version failed to load: the last good one stays, with the problems.
        public var keptLastGood: [String: [Diagnostic]] = [:]
        /// Files that changed but are still settling (being written); looked at again next poll.
        public var settling: [String] = []

        public var changedCatalog: Bool { !loaded.isEmpty || !removed.isEmpty }
    }

    /// Loads the folder now. `debounce` is how long a changed file must stay unchanged
    /// before it is read.
    public init(root: String, loader: ProfileLoader, debounce: Duration = .milliseconds(250)) {
        self.root = root
        self.loader = loader
        self.debounce = debounce
        let load = loader.loadCatalog(at: root)
        current = load.catalog
        for brand in load.brands where brand.profile == nil { failing[brand.id] = brand.diagnostics }
        let files = loader.catalogFiles(at: root)
        brandPaths = files.brands
        for path in Self.paths(of: files) {
            known[path] = loader.fileSystem.stamp(atPath: path)
        }
    }

    /// The catalog as it stands: one consistent value, whatever reloads are under way.
    public var catalog: BrandCatalog {
        lock.withLock { current }
    }

    /// Brands currently held at their last good version, with the problems of the new one.
    public var problems: [String: [Diagnostic]] {
        lock.withLock { failing }
    }

    /// Looks at the folder once. `now` is any monotonic time (a clock's elapsed duration):
    /// it only measures how long changed files have been settling.
    @discardableResult
    public func poll(at now: Duration) -> Reload {
        lock.withLock { pollLocked(at: now) }
    }

    /// Polls every `interval` on `clock` until the task is cancelled, reporting each reload
    /// that changed something or kept a last good version.
    public func watch<C: Clock>(every interval: Duration, clock: C, onReload: @Sendable (Reload) -> Void) async
    where C.Duration == Duration {
        let start = clock.now
        while !Task.isCancelled {
            let reload = poll(at: start.duration(to: clock.now))
            if reload.changedCatalog || !reload.keptLastGood.isEmpty { onReload(reload) }
            do {
                try await clock.sleep(for: interval)
            } catch {
                return
            }
        }
    }

    private func pollLocked(at now: Duration) -> Reload {
        let files = loader.catalogFiles(at: root)
        let paths = Set(Self.paths(of: files))
        var ready: Set<String> = []
        var report = Reload()
        for path in paths.union(known.keys) {
            let stamp = paths.contains(path) ? loader.fileSystem.stamp(atPath: path) : nil
            guard stamp != known[path] else {
                settling[path] = nil
                continue
            }
            if let seen = settling[path], seen.stamp == stamp {
                if now - seen.since >= debounce { ready.insert(path) } else { report.settling.append(path) }
            } else {
                settling[path] = (stamp, now)
                report.settling.append(path)
            }
        }
        report.settling.sort()
        guard !ready.isEmpty else { return report }

        let baseChanged = ready.contains { files.bases.contains($0) || Self.isBasePath($0, root: root) }
        var next = current.profiles
        var reloadIDs = Set(files.brands.compactMap { id, path in ready.contains(path) || baseChanged ? id : nil })
        // A brand whose file is still being written keeps its version even when a base changed.
        reloadIDs = reloadIDs.filter { id in !(files.brands[id].map { settling[$0] != nil && !ready.contains($0) } ?? false) }

        for id in reloadIDs.sorted() {
            let path = files.brands[id]!
            let load = loader.loadBrand(at: path, root: root)
            // Written again while we read it: not this time; it is settling anew.
            if loader.fileSystem.stamp(atPath: path) != settling[path]?.stamp ?? known[path] {
                ready.remove(path)
                continue
            }
            if let profile = load.profile {
                next[id] = profile
                failing[id] = nil
                report.loaded.append(id)
            } else {
                failing[id] = load.diagnostics
                report.keptLastGood[id] = load.diagnostics
            }
        }
        // A brand leaves once the removal of its file has settled too (editors that save by
        // deleting and writing again must not make it blink out).
        for (id, path) in brandPaths where files.brands[id] == nil && ready.contains(path) {
            if next.removeValue(forKey: id) != nil { report.removed.append(id) }
            failing[id] = nil
            brandPaths[id] = nil
        }
        for (id, path) in files.brands where ready.contains(path) { brandPaths[id] = path }
        report.removed.sort()
        for path in ready {
            known[path] = paths.contains(path) ? settling[path]?.stamp : nil
            settling[path] = nil
        }
        current = BrandCatalog(profiles: next)
        return report
    }

    private static func paths(of files: ProfileLoader.CatalogFiles) -> [String] {
        Array(files.brands.values) + files.bases
    }

    private static func isBasePath(_ path: String, root: String) -> Bool {
        path.dropFirst(root.count + 1).hasPrefix("_")
    }
}
