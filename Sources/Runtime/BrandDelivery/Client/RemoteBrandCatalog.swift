import BrandModel
import BrandRuntime
import Foundation
import Infrastructure
import RevalidatingCache

/// Brand profiles delivered to an installed app from a static host: a signed,
/// content-addressed bundle written by `brandgen bundle` (docs/delivery.md).
///
/// - Within the time to live nothing is fetched; after it the manifest is revalidated with
///   `If-None-Match`; a fresh install serves the bundled copy until a bundle is accepted.
/// - The trusted root (``TrustRoot``) is brought up to date first, one version at a time.
/// - A manifest is used only when the root's threshold of its manifest keys signed its exact
///   bytes, the root has not expired, the manifest's lifetime and creation time are honest, it
///   has not expired, its version follows the accepted one
///   (``BundleVerifier/checkVersion(_:digest:accepted:epoch:)``) and this engine reads every brand.
/// - Only documents whose digest is new are fetched, each bounded by its declared size; each
///   must match its digest and pass the loader's checks and the given rules.
/// - The accepted bundle is stored (``BundleStore``) only after every check, under a file lock,
///   against the accepted version re-read under that lock: catalogs in several processes over
///   one folder never lower it, and each picks up what another accepted.
/// - Readers get the whole catalog as one value, swapped atomically. Any failure keeps the last
///   good catalog and is reported in ``lastRejection``.
/// - A cold start serves the bundle accepted before, from the folder, verified again, before
///   any request; a folder that cannot be read or whose bundle fails a check leaves the
///   bundled catalog served and says why in ``lastRejection``.
/// - ``updates(bufferingNewest:)`` tells a running app of each accepted bundle (which brands
///   changed, and the new snapshot) and of each rejection, as they happen.
public final class RemoteBrandCatalog: @unchecked Sendable {
    // Safety: `state` is read and written only while `lock` is held; every other stored
    // property is immutable and Sendable. `Lock`, the package's one lock, which the thread
    // sanitizer sees on Linux.
    private let lock = Lock()
    private var state: State
    let configuration: Configuration
    let transport: any BrandTransport
    let verifier: BundleVerifier
    let now: @Sendable () -> Date
    private let uptime: @Sendable () -> Duration
    let store: BundleStore
    private let backoff: RefreshBackoff
    /// The catalog bundled in the app: served until a bundle is delivered, and for a brand whose
    /// stored document is damaged until it is fetched again.
    private let bundled: BrandCatalog

    /// How a catalog is delivered.
    public struct Configuration: Sendable {
        /// The root of trust the app ships (``SignedTrustRoot/pinned(_:)``): its manifest keys
        /// sign manifests; its root keys sign the next root, which the catalog fetches from
        /// the host (`root/<version>.json`) one version at a time. Only a root signed by its
        /// own threshold is taken.
        public private(set) var root: SignedTrustRoot
        /// Most roots one refresh takes; the walk goes on at the next refresh.
        public var maximumRootSteps: Int
        /// Folder for the accepted bundle, its documents, the accepted version, the newest
        /// root and the acceptance log; catalogs in several processes may share it.
        public var directory: URL
        /// Age below which the stored bundle is used without asking the host; see
        /// `BrandProfile.cacheTimeToLive`.
        public var timeToLive: Duration
        /// `refresh()` calls closer together than this do not reach the host.
        public var minimumFetchInterval: Duration
        /// The engine level documents must not exceed (``BrandEngineVersion``).
        public var engineVersion: Int
        /// Longest one request may take, from asking to the last byte: the default, 10 s,
        /// takes a manifest of ``BundleManifest/maximumManifestSize`` (1 MiB) at 128 KB/s
        /// (8.2 s) but not at 100 KB/s (10.5 s), and stops a host dribbling bytes to hold the app.
        public var requestDeadline: Duration
        /// Longest one refresh's requests may take together.
        public var refreshDeadline: Duration
        /// The manifest version the app's bundled catalog was built from (what `brandgen
        /// bundle` printed for the bundle the app ships): no manifest below it is accepted, so a
        /// fresh install, which has accepted nothing yet, cannot be given older rules
        /// (``DeliveryRejection/belowBundled(offered:bundled:)``). 0: no floor. It holds under the
        /// pinned root's epoch; a root that raises the epoch starts versions again.
        public var bundledVersion: Int = 0
        /// Whether a manifest is taken only with a fresh signed timestamp naming it
        /// (``BundleTimestamp``, `timestamp.json`): a replayed manifest is then refused once
        /// its timestamp expires. Turn it on once the host publishes timestamps and re-signs
        /// them on a schedule (docs/delivery.md, "Timestamps").
        public var requiresTimestamp = false

        /// A catalog that trusts a signed root (docs/delivery.md, "Root of trust"). Throws
        /// ``DeliveryRejection/rootThreshold(version:signer:valid:required:)`` for a root not
        /// signed by `rootThreshold` of its own keys (one made in code and never signed).
        public init(
            root: SignedTrustRoot, directory: URL, timeToLive: Duration = RevalidatingCache<Data>.defaultTimeToLive,
            minimumFetchInterval: Duration = .seconds(30), engineVersion: Int = BrandEngineVersion.current,
            requestDeadline: Duration = .seconds(10), refreshDeadline: Duration = .seconds(60), maximumRootSteps: Int = 16
        ) throws(DeliveryRejection) {
            try root.checkSelfSigned()
            self.init(
                trusting: root, directory: directory, timeToLive: timeToLive, minimumFetchInterval: minimumFetchInterval,
                engineVersion: engineVersion, requestDeadline: requestDeadline, refreshDeadline: refreshDeadline, maximumRootSteps: maximumRootSteps)
        }

        private init(
            trusting root: SignedTrustRoot, directory: URL, timeToLive: Duration, minimumFetchInterval: Duration, engineVersion: Int,
            requestDeadline: Duration, refreshDeadline: Duration, maximumRootSteps: Int
        ) {
            self.root = root
            self.maximumRootSteps = maximumRootSteps
            self.directory = directory
            self.timeToLive = timeToLive
            self.minimumFetchInterval = minimumFetchInterval
            self.engineVersion = engineVersion
            self.requestDeadline = requestDeadline
            self.refreshDeadline = refreshDeadline
        }

        /// A catalog that accepts manifests signed by any one of `publicKeys`, with no root:
        /// for development, tests and apps that predate roots. Changing the keys needs an app
        /// release; a root is built in memory and no root is fetched.
        public init(
            publicKeys: Set<BundlePublicKey>, directory: URL, timeToLive: Duration = RevalidatingCache<Data>.defaultTimeToLive,
            minimumFetchInterval: Duration = .seconds(30), engineVersion: Int = BrandEngineVersion.current,
            requestDeadline: Duration = .seconds(10), refreshDeadline: Duration = .seconds(60)
        ) {
            self.init(
                trusting: .keysOnly(publicKeys), directory: directory, timeToLive: timeToLive, minimumFetchInterval: minimumFetchInterval,
                engineVersion: engineVersion, requestDeadline: requestDeadline, refreshDeadline: refreshDeadline, maximumRootSteps: 0)
        }

        /// The manifest keys of the pinned root.
        public var publicKeys: Set<BundlePublicKey> { Set(root.root.manifestKeys) }
    }

    /// The catalog with where it came from, read together.
    public struct Snapshot: Sendable {
        public var catalog: BrandCatalog
        public var source: CatalogSource
        /// The manifest version of the catalog; nil for the bundled copy.
        public var version: Int?
        /// When the served manifest expires; nil for the bundled copy.
        public var expires: Date?
        /// Whether the served manifest had expired when this snapshot was read: a stored bundle
        /// is still served offline after its expiry, and the app may say its data is old.
        public var isExpired: Bool
    }

    /// What one ``refresh()`` did.
    public enum Refresh: Sendable, Equatable {
        /// The stored bundle is within its time to live; the host was not asked.
        case fresh
        /// The previous fetch started less than the minimum fetch interval ago, or failures
        /// hold the next one back (``RefreshBackoff``).
        case throttled
        /// A new catalog was swapped in.
        case updated(version: Int, source: CatalogSource)
        /// The host has nothing newer (a 304 or the same manifest).
        case unchanged
        /// The delivery was refused; the last good catalog stays.
        case rejected(DeliveryRejection)
    }

    struct Applied: Sendable {
        var bundle: StoredBundle
        var expires: Date
    }

    private struct State {
        var snapshot: Snapshot
        /// The bundle the catalog was built from, for `If-None-Match` and the time to live.
        var applied: Applied?
        /// Checked profiles by document digest, so an unchanged document is not checked again.
        var profiles: [String: BrandProfile] = [:]
        var accepted: AcceptedVersion
        /// The newest trusted root: the pinned one or one walked to, here or by another instance.
        var root: SignedTrustRoot
        var lastRejection: DeliveryRejection?
        var lastSaveFailure: String?
        /// Brands of the applied bundle whose stored document was missing, truncated or altered
        /// in the folder: served from the bundled catalog, and fetched again by the next refresh
        /// whatever the time to live.
        var damagedDocuments: Set<String> = []
        /// Uptime at the start of the last fetch, and when failures let the next one start.
        var lastFetch: Duration?
        var retryAt: Duration?
        var failures = 0
        var running: Task<Refresh, Never>?
        var subscribers: [UInt64: AsyncStream<Update>.Continuation] = [:]
        var nextSubscriber: UInt64 = 0
    }

    /// - Parameters:
    ///   - configuration: Keys, folder, time to live, fetch interval and deadlines.
    ///   - transport: The static host (``URLSessionTransport``) or files in memory.
    ///   - loader: Checks each document as the app's loader checks a profile (same schemas).
    ///   - bundled: The catalog bundled in the app, served until a bundle is delivered.
    ///   - check: Further rules a document must pass without errors, e.g. `BrandLinter.check`
    ///     where the lint rules are linked; each failing rule is named in the rejection.
    ///   - now: Wall-clock time, for `created`, expiry and the time to live across restarts.
    ///   - uptime: A monotonic clock (time since any fixed origin) for the fetch interval and
    ///     the back-off, which a change of the wall clock must not stretch.
    public init(
        configuration: Configuration, transport: any BrandTransport, loader: RuntimeProfileLoader, bundled: BrandCatalog,
        check: @escaping @Sendable (ProfileLoad) -> [Diagnostic] = { _ in [] },
        now: @escaping @Sendable () -> Date = { Date() },
        uptime: @escaping @Sendable () -> Duration = RemoteBrandCatalog.systemUptime()
    ) {
        self.configuration = configuration
        self.transport = transport
        self.now = now
        self.uptime = uptime
        verifier = BundleVerifier(loader: loader, check: check, engineVersion: configuration.engineVersion)
        store = BundleStore(directory: configuration.directory)
        self.bundled = bundled
        backoff = Self.failureBackoff(after: configuration.minimumFetchInterval)
        let contents: BundleStore.Contents?
        var unreadable: DeliveryRejection?
        do {
            contents = try store.load()
        } catch {
            contents = nil
            unreadable = .storedBundle(reason: "the folder \(configuration.directory.path) cannot be read: \(error)")
        }
        let chained = Self.chain(from: configuration.root, stored: contents?.roots ?? [])
        state = State(
            snapshot: Snapshot(catalog: bundled, source: .bundled, version: nil, expires: nil, isExpired: false),
            accepted: contents?.accepted ?? .none, root: chained.root)
        state.lastRejection = unreadable ?? chained.rejection
        // The cold start: the bundle accepted before is served before any request.
        if let contents { _ = adoptStoredBundle(contents) }
    }

    /// Time on the continuous clock since the call: the default `uptime`.
    public static func systemUptime() -> @Sendable () -> Duration {
        let origin = ContinuousClock.now
        return { origin.duration(to: .now) }
    }

    /// After failed deliveries the host is asked again no sooner than the minimum fetch
    /// interval, doubling with each further failure up to five minutes (or the interval, if
    /// longer): a host that is down or serving a bad bundle is not asked on every `refresh()`,
    /// and one that recovers is asked again within that time.
    static func failureBackoff(after minimumFetchInterval: Duration) -> RefreshBackoff {
        RefreshBackoff(initial: minimumFetchInterval, maximum: max(minimumFetchInterval, .seconds(300)))
    }

    /// The catalog as it stands: one consistent value, whatever refresh is under way.
    public var catalog: BrandCatalog { lock.withLock { state.snapshot.catalog } }

    /// The catalog with its source, version and expiry, read together.
    public var snapshot: Snapshot {
        var snapshot = lock.withLock { state.snapshot }
        snapshot.isExpired = snapshot.expires.map { $0 <= now() } ?? false
        return snapshot
    }

    /// What a catalog's update stream carries (``updates(bufferingNewest:)``).
    public enum Update: Sendable {
        /// A bundle was accepted and its catalog swapped in.
        case accepted(AcceptedUpdate)
        /// A delivery was refused (or a refresh mended the folder: ``DeliveryRejection/storedDocument(brands:)``);
        /// the catalog served is the last good one.
        case rejected(DeliveryRejection)
    }

    /// An accepted bundle as a running app takes it.
    public struct AcceptedUpdate: Sendable {
        /// Brands added, or whose profile differs from the one served before, sorted.
        public var changed: [String]
        /// Brands the catalog no longer serves, sorted.
        public var removed: [String]
        /// The catalog now served, with its source and version.
        public var snapshot: Snapshot
    }

    /// How many updates a subscriber that reads slower than they come keeps by default.
    public static let updateBuffer = 8

    /// Each accepted bundle and each rejection from now on, in the order they happen, until the
    /// reading task is cancelled or stops iterating; any number of subscribers, each with its
    /// own stream (Firebase Remote Config's `addOnConfigUpdateListener`).
    ///
    /// Nothing is replayed: read ``snapshot`` and ``lastRejection`` after subscribing for the
    /// state as it stands. A subscriber that falls behind keeps only the newest `limit`
    /// updates (the oldest are dropped, never the newest): each accepted update carries the
    /// whole catalog, so the last one read is always current, but a brand named only in a
    /// dropped update's ``AcceptedUpdate/changed`` is not named again. A reader that may fall
    /// that far behind compares the profile it shows with the snapshot's.
    public func updates(bufferingNewest limit: Int = RemoteBrandCatalog.updateBuffer) -> AsyncStream<Update> {
        let (stream, continuation) = AsyncStream<Update>.makeStream(bufferingPolicy: .bufferingNewest(max(limit, 1)))
        let id = lock.withLock { () -> UInt64 in
            defer { state.nextSubscriber += 1 }
            state.subscribers[state.nextSubscriber] = continuation
            return state.nextSubscriber
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.withLock { _ = self.state.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many update streams are live.
    public var subscriberCount: Int { lock.withLock { state.subscribers.count } }

    /// Records a rejection and tells the subscribers; called with the lock held.
    private func rejectLocked(_ rejection: DeliveryRejection) {
        state.lastRejection = rejection
        for continuation in state.subscribers.values { continuation.yield(.rejected(rejection)) }
    }

    /// Why the last delivery was refused; cleared by the next accepted one.
    public var lastRejection: DeliveryRejection? { lock.withLock { state.lastRejection } }

    /// Why the last accepted bundle could not be saved (it is served from memory, and is
    /// fetched again after a restart); cleared by the next successful save.
    public var lastSaveFailure: String? { lock.withLock { state.lastSaveFailure } }

    /// The highest manifest version accepted on this device, by this or another instance.
    public var acceptedVersion: Int { lock.withLock { state.accepted.version } }

    /// The newest root this catalog trusts: the pinned one, or one it (or another instance
    /// over the folder) walked to. A keys-only configuration has a root of version 0.
    public var trustedRoot: TrustRoot { lock.withLock { state.root.root } }

    /// The folder's record of accepted manifests: which bundle was live when.
    public var acceptanceLog: AcceptanceLog { store.log }

    /// Brings the catalog up to date: takes what another instance over the folder accepted,
    /// then, unless fresh or throttled, asks the host and waits for its answer. Concurrent
    /// calls share one refresh.
    @discardableResult
    public func refresh() async -> Refresh {
        let task = lock.withLock { () -> Task<Refresh, Never> in
            if let running = state.running { return running }
            let task = Task { await self.performRefresh() }
            state.running = task
            return task
        }
        return await task.value
    }

    private func performRefresh() async -> Refresh {
        defer { lock.withLock { state.running = nil } }
        let started = uptime()
        let synced = adoptStoredBundle()
        let (held, fresh) = lock.withLock { () -> (Bool, Bool) in
            let interval = state.lastFetch.map { started - $0 < configuration.minimumFetchInterval } ?? false
            let backingOff = state.retryAt.map { started < $0 } ?? false
            let age = state.applied.map { now().timeIntervalSince($0.bundle.storedAt) }
            // A negative age (the wall clock moved back) counts as stale.
            let fresh = state.damagedDocuments.isEmpty && (age.map { $0 >= 0 && $0 < configuration.timeToLive.inSeconds } ?? false)
            return (interval || backingOff, fresh)
        }
        if fresh { return synced ?? .fresh }
        if held { return synced ?? .throttled }
        lock.withLock { state.lastFetch = started }
        do {
            let outcome = try await fetchAndStore()
            lock.withLock {
                state.failures = 0
                state.retryAt = nil
            }
            return outcome == .unchanged ? synced ?? outcome : outcome
        } catch {
            lock.withLock {
                rejectLocked(error)
                state.failures += 1
                state.retryAt = started + .seconds(backoff.delay(afterFailures: state.failures))
            }
            return .rejected(error)
        }
    }

    /// Takes the bundle stored in the folder when it is not the one applied (at start-up, or
    /// after another instance accepted a newer one), verified again: keys, schemas and rules may
    /// have changed with the app. It may have expired since it was fetched; it is still served.
    /// A document missing, truncated or altered in the folder costs only its brand: the rest is
    /// served, that brand comes from the bundled catalog, ``lastRejection`` names it
    /// (``DeliveryRejection/storedDocument(brands:)``) and the next refresh fetches it again.
    private func adoptStoredBundle(_ read: BundleStore.Contents? = nil) -> Refresh? {
        guard let contents = read ?? (try? store.load()) else { return nil }
        let (applied, root) = lock.withLock { () -> (Applied?, SignedTrustRoot) in
            state.accepted = Self.higher(state.accepted, contents.accepted)
            let chained = Self.chain(from: state.root, stored: contents.roots)
            state.root = chained.root
            if let rejection = chained.rejection { rejectLocked(rejection) }
            return (state.applied, state.root)
        }
        if let damage = contents.bundleDamage, applied == nil {
            lock.withLock { rejectLocked(.storedBundle(reason: damage)) }
            return nil
        }
        guard let stored = contents.bundle, stored.manifestDigest != applied?.bundle.manifestDigest,
              AcceptedVersion(version: stored.version, manifestDigest: nil, epoch: stored.epoch ?? 0)
                .isAbove(AcceptedVersion(version: applied?.bundle.version ?? 0, manifestDigest: nil, epoch: applied?.bundle.epoch ?? 0))
        else { return nil }
        do throws(DeliveryRejection) {
            let manifest = try verifier.manifest(stored.manifest, signatures: stored.allSignatures, root: root.root, now: now(), checkClock: false)
            guard RuntimeProfileFormat.sha256Hex(stored.manifest) == stored.manifestDigest, manifest.version == stored.version else {
                throw .malformedManifest("the stored bundle's version or digest does not match its manifest")
            }
            try BundleVerifier.checkVersion(manifest, digest: stored.manifestDigest, accepted: contents.accepted, epoch: root.root.versionEpoch)
            try checkFloor(manifest, root: root.root)
            let known = lock.withLock { state.profiles }
            var profiles: [String: BrandProfile] = [:]
            var damaged: [String] = []
            for entry in manifest.brands {
                if let checked = known[entry.digest] {
                    profiles[entry.digest] = checked
                    continue
                }
                guard let document = intactDocument(entry) else {
                    damaged.append(entry.id)
                    continue
                }
                profiles[entry.digest] = try verifier.profile(entry, document: document)
            }
            // Nothing intact: the bundled catalog stays, as for a folder with no bundle.
            if profiles.isEmpty, !damaged.isEmpty { throw .storedDocument(brands: damaged.sorted()) }
            apply(manifest, bundle: stored, profiles: profiles, source: .cached, saveFailure: nil, damaged: damaged)
            return .updated(version: manifest.version, source: .cached)
        } catch {
            lock.withLock { rejectLocked(error) }
            return nil
        }
    }

    /// A stored document of `entry` when its file is there, of its declared size and digest.
    func intactDocument(_ entry: BundleManifest.Entry) -> Data? {
        guard let held = store.document(digest: entry.digest, size: entry.size), RuntimeProfileFormat.sha256Hex(held) == entry.digest else { return nil }
        return held
    }

    /// Swaps in the catalog of a verified bundle; `profiles` by document digest. The brands in
    /// `damaged` (a stored bundle's, whose documents did not survive in the folder) are served
    /// from the bundled catalog and reported until a refresh fetches them again.
    func apply(
        _ manifest: BundleManifest, bundle: StoredBundle, profiles: [String: BrandProfile], source: CatalogSource, saveFailure: String?,
        damaged: [String] = []
    ) {
        var byID: [String: BrandProfile] = [:]
        for entry in manifest.brands { byID[entry.id] = profiles[entry.digest] }
        for id in damaged { byID[id] = bundled[id] }
        lock.withLock {
            let old = state.snapshot.catalog.profiles
            state.snapshot = Snapshot(
                catalog: BrandCatalog(profiles: byID), source: source, version: manifest.version, expires: manifest.expires, isExpired: false)
            if !state.subscribers.isEmpty {
                let update = AcceptedUpdate(
                    changed: byID.filter { old[$0.key] != $0.value }.keys.sorted(),
                    removed: old.keys.filter { byID[$0] == nil }.sorted(), snapshot: state.snapshot)
                for continuation in state.subscribers.values { continuation.yield(.accepted(update)) }
            }
            state.applied = Applied(bundle: bundle, expires: manifest.expires)
            state.profiles = profiles
            if damaged.isEmpty { state.lastRejection = nil } else { rejectLocked(.storedDocument(brands: damaged.sorted())) }
            state.damagedDocuments = Set(damaged)
            if source == .remote { state.lastSaveFailure = saveFailure }
            state.accepted = Self.higher(
                state.accepted, AcceptedVersion(version: manifest.version, manifestDigest: bundle.manifestDigest, epoch: bundle.epoch ?? 0))
        }
    }

    /// Reports what a successful refresh found and mended (``lastRejection``).
    func report(_ rejection: DeliveryRejection) {
        lock.withLock { rejectLocked(rejection) }
    }

    /// The host confirmed the applied manifest (a 304 or the same bytes): the time to live
    /// starts again, here and in the folder.
    func confirmApplied(entityTag: String?, lastModified: String? = nil) {
        let date = now()
        let applied = lock.withLock { () -> Applied? in
            state.applied?.bundle.storedAt = date
            if let entityTag { state.applied?.bundle.entityTag = entityTag }
            if let lastModified { state.applied?.bundle.lastModified = lastModified }
            if state.snapshot.source == .cached { state.snapshot.source = .remote }
            state.lastRejection = nil
            return state.applied
        }
        guard let applied else { return }
        do {
            try store.confirm(manifestDigest: applied.bundle.manifestDigest, entityTag: entityTag, lastModified: lastModified, at: date)
        } catch {
            lock.withLock { state.lastSaveFailure = "\(error)" }
        }
    }

    /// What a fetch starts from: the applied bundle, the checked profiles and the accepted version.
    func fetchBasis() -> (applied: Applied?, profiles: [String: BrandProfile], accepted: AcceptedVersion) {
        lock.withLock { (state.applied, state.profiles, state.accepted) }
    }

    /// Brands of the applied bundle whose stored documents were found damaged at adoption.
    var damagedDocuments: Set<String> { lock.withLock { state.damagedDocuments } }

    /// Takes in an accepted version read from the folder (another instance's): the version
    /// this catalog reports, and checks against, never lags what it has seen on disk.
    func learn(accepted stored: AcceptedVersion) {
        lock.withLock { state.accepted = Self.higher(state.accepted, stored) }
    }

    /// The trusted root as it stands.
    var currentRoot: SignedTrustRoot { lock.withLock { state.root } }

    /// Trusts `root` when it is newer than the one trusted now.
    func trust(_ root: SignedTrustRoot) {
        lock.withLock { state.root = Self.newer(state.root, root) }
    }

    /// The higher of two accepted versions (epoch first); at equal ones the one that knows its digest.
    static func higher(_ lhs: AcceptedVersion, _ rhs: AcceptedVersion) -> AcceptedVersion {
        if lhs.isAbove(rhs) { return lhs }
        if rhs.isAbove(lhs) { return rhs }
        return lhs.manifestDigest == nil ? rhs : lhs
    }

    /// The newer of two trusted roots.
    static func newer(_ trusted: SignedTrustRoot, _ other: SignedTrustRoot) -> SignedTrustRoot {
        other.root.version > trusted.root.version ? other : trusted
    }

    /// The newest of the stored roots (ascending) that chains from `trusted`, each one
    /// version above the last and passing ``SignedTrustRoot/checkSuccessor(_:)``, as if taken
    /// from the host again; the first that does not is ignored with what follows it, and
    /// reported (``DeliveryRejection/storedRoot(version:reason:)``). A folder that anything
    /// else can write (an app-group container, a restored backup) so never outranks the
    /// pinned root. A keys-only configuration ignores stored roots.
    static func chain(from trusted: SignedTrustRoot, stored: [SignedTrustRoot]) -> (root: SignedTrustRoot, rejection: DeliveryRejection?) {
        guard trusted.walksRoots else { return (trusted, nil) }
        var newest = trusted
        for candidate in stored where candidate.root.version > newest.root.version {
            do throws(DeliveryRejection) {
                try newest.checkSuccessor(candidate)
                newest = candidate
            } catch {
                return (newest, .storedRoot(version: candidate.root.version, reason: error.description))
            }
        }
        return (newest, nil)
    }
}
