import BrandModel
import Foundation
import RevalidatingCache

/// Brand profiles delivered to an installed app from a static host: a signed,
/// content-addressed bundle written by `brandgen bundle` (docs/delivery.md).
///
/// - The manifest goes through a ``RevalidatingCache``: within the time to live nothing is
///   fetched; after it the stored bundle is served and revalidated with `If-None-Match`; a
///   fresh install serves the bundled copy (the placeholder tier) while the first fetch runs.
/// - A manifest is used only when an accepted key signed its exact bytes, it has not expired,
///   its version is not lower than the highest accepted (persisted, so a replayed older
///   manifest is refused across restarts) and this engine reads every brand.
/// - Only documents whose digest is new are fetched; each must match its size and digest and
///   pass the loader's checks and the given rules.
/// - Readers get the whole catalog as one value, swapped atomically. Any failure keeps the last
///   good catalog (persisted on disk by the cache) and is reported in ``lastRejection``.
public final class RemoteBrandCatalog: @unchecked Sendable {
    // Safety: `state` is read and written only while `lock` is held; every other stored
    // property is immutable and Sendable. NSLock rather than Mutex so that the thread
    // sanitizer sees the locking on Linux.
    private let lock = NSLock()
    private var state: State
    private let configuration: Configuration
    private let transport: any BrandTransport
    private let verifier: BundleVerifier
    private let now: @Sendable () -> Date
    private let cache: RevalidatingCache<DeliveredBundle>
    private let acceptedVersionFile: URL

    static let cacheKey = "bundle"
    static let acceptedVersionFileName = "accepted-version"

    /// How a catalog is delivered.
    public struct Configuration: Sendable {
        /// Manifests signed by any of these are accepted: list the new key beside the old one
        /// before signing with it, drop the old one once every build in use has the new one.
        public var publicKeys: Set<BundlePublicKey>
        /// Folder for the last good bundle and the highest accepted version.
        public var directory: URL
        /// Age below which the stored bundle is used without asking the host; see
        /// `BrandProfile.cacheTimeToLive`.
        public var timeToLive: Duration
        /// `refresh()` calls closer together than this do not reach the host.
        public var minimumFetchInterval: Duration
        /// The engine level documents must not exceed (``BrandEngineVersion``).
        public var engineVersion: Int

        public init(
            publicKeys: Set<BundlePublicKey>, directory: URL, timeToLive: Duration = RevalidatingCache<Data>.defaultTimeToLive,
            minimumFetchInterval: Duration = .seconds(30), engineVersion: Int = BrandEngineVersion.current
        ) {
            self.publicKeys = publicKeys
            self.directory = directory
            self.timeToLive = timeToLive
            self.minimumFetchInterval = minimumFetchInterval
            self.engineVersion = engineVersion
        }
    }

    /// The catalog with where it came from, read together.
    public struct Snapshot: Sendable {
        public var catalog: BrandCatalog
        public var source: CatalogSource
        /// The manifest version of the catalog; nil for the bundled copy.
        public var version: Int?
    }

    /// What one ``refresh()`` did.
    public enum Refresh: Sendable, Equatable {
        /// The stored bundle is within its time to live; the host was not asked.
        case fresh
        /// The previous fetch started less than the minimum fetch interval ago.
        case throttled
        /// A new catalog was swapped in.
        case updated(version: Int, source: CatalogSource)
        /// The host has nothing newer (a 304 or the same manifest).
        case unchanged
        /// The delivery was refused; the last good catalog stays.
        case rejected(DeliveryRejection)
    }

    private struct State {
        var snapshot: Snapshot
        /// The bundle the catalog was built from, for `If-None-Match` and unchanged documents.
        var applied: DeliveredBundle?
        /// Checked profiles by document digest, so an unchanged document is not checked again.
        var profiles: [String: BrandProfile] = [:]
        var acceptedVersion: Int
        var lastRejection: DeliveryRejection?
        var lastFetch: Date?
    }

    /// - Parameters:
    ///   - configuration: Keys, folder, time to live and fetch interval.
    ///   - transport: The static host (``URLSessionTransport``) or files in memory.
    ///   - loader: Checks each document as the app's loader checks a profile (same schemas).
    ///   - bundled: The catalog bundled in the app, served until a bundle is delivered.
    ///   - check: Further rules a document must pass without errors, e.g. `BrandLinter.check`
    ///     where the lint rules are linked; each failing rule is named in the rejection.
    ///   - now: Wall-clock time, for expiry, the time to live and the fetch interval.
    public init(
        configuration: Configuration, transport: any BrandTransport, loader: ProfileLoader, bundled: BrandCatalog,
        check: @escaping @Sendable (ProfileLoad) -> [Diagnostic] = { _ in [] },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.configuration = configuration
        self.transport = transport
        self.now = now
        verifier = BundleVerifier(keys: configuration.publicKeys, loader: loader, check: check, engineVersion: configuration.engineVersion)
        acceptedVersionFile = configuration.directory.appendingPathComponent(Self.acceptedVersionFileName)
        let accepted = (try? String(contentsOf: acceptedVersionFile, encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        state = State(snapshot: Snapshot(catalog: bundled, source: .bundled, version: nil), acceptedVersion: max(accepted, 0))
        let box = FetchBox()
        cache = RevalidatingCache(
            directory: configuration.directory.appendingPathComponent("cache"), timeToLive: configuration.timeToLive, now: now,
            backoff: Self.failureBackoff(after: configuration.minimumFetchInterval),
            fetch: { _ in try await box.fetch() })
        box.catalog = self
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

    /// The catalog with its source and version, read together.
    public var snapshot: Snapshot { lock.withLock { state.snapshot } }

    /// Why the last delivery was refused; cleared by the next accepted one.
    public var lastRejection: DeliveryRejection? { lock.withLock { state.lastRejection } }

    /// The highest manifest version accepted on this device.
    public var acceptedVersion: Int { lock.withLock { state.acceptedVersion } }

    /// Brings the catalog up to date: serves the stored bundle (fresh, or stale while the host
    /// is asked) or the bundled copy, and waits for the host's answer when one was asked.
    @discardableResult
    public func refresh() async -> Refresh {
        let started = now()
        let throttled = lock.withLock {
            guard let last = state.lastFetch else { return false }
            return started.timeIntervalSince(last) < Self.seconds(configuration.minimumFetchInterval)
        }
        if throttled { return .throttled }
        let updates = await cache.updates(for: Self.cacheKey)
        // With a placeholder the cache never throws.
        guard let result = try? await cache.value(for: Self.cacheKey, placeholder: .placeholder) else { return .unchanged }
        var outcome: Refresh = .unchanged
        if !result.value.isPlaceholder, let applied = apply(result.value, source: .cached) {
            outcome = applied
        }
        guard result.refreshPending else { return result.source == .fresh && outcome == .unchanged ? .fresh : outcome }
        lock.withLock { state.lastFetch = started }
        for await update in updates {
            switch update {
            case .refreshed(let bundle):
                return apply(bundle, source: .remote) ?? outcome
            case .refreshFailed(let error):
                let rejection = error as? DeliveryRejection ?? .network(String(describing: error))
                lock.withLock { state.lastRejection = rejection }
                return .rejected(rejection)
            }
        }
        return outcome
    }

    /// Swaps in the catalog of a verified bundle; nil when it is the one already applied.
    private func apply(_ bundle: DeliveredBundle, source: CatalogSource) -> Refresh? {
        let (applied, known, accepted) = lock.withLock { (state.applied, state.profiles, state.acceptedVersion) }
        if applied?.manifest == bundle.manifest {
            lock.withLock {
                state.applied = bundle
                if source == .remote { state.snapshot.source = .remote; state.lastRejection = nil }
            }
            return source == .remote ? .unchanged : nil
        }
        do throws(DeliveryRejection) {
            // A bundle read back from disk was verified when fetched; it is checked again because
            // keys, schemas and rules may have changed with the app, but it may have expired since.
            let manifest = try verifier.manifest(
                bundle.manifest, signature: bundle.signature, now: now(), acceptedVersion: accepted, checkExpiry: source == .remote)
            var profiles: [String: BrandProfile] = [:]
            var byDigest: [String: BrandProfile] = [:]
            for entry in manifest.brands {
                let profile: BrandProfile
                if let checked = known[entry.digest] {
                    profile = checked
                } else {
                    guard let document = bundle.documents[entry.digest] else {
                        throw .badDigest(brand: entry.id, reason: "the stored bundle has no document \(entry.digest)")
                    }
                    profile = try verifier.profile(entry, document: document)
                }
                profiles[entry.id] = profile
                byDigest[entry.digest] = profile
            }
            let persist = lock.withLock { () -> Bool in
                state.snapshot = Snapshot(catalog: BrandCatalog(profiles: profiles), source: source, version: manifest.version)
                state.applied = bundle
                state.profiles = byDigest
                state.lastRejection = nil
                defer { state.acceptedVersion = max(state.acceptedVersion, manifest.version) }
                return manifest.version > state.acceptedVersion
            }
            if persist { persistAcceptedVersion(manifest.version) }
            return .updated(version: manifest.version, source: source)
        } catch {
            lock.withLock { state.lastRejection = error }
            return .rejected(error)
        }
    }

    /// Fetches the manifest (conditionally) and every document not already held, and checks
    /// them all; runs inside the cache, which stores only what this returns.
    fileprivate func fetchBundle() async throws -> DeliveredBundle {
        let (previous, known, accepted) = lock.withLock { (state.applied, state.profiles, state.acceptedVersion) }
        let manifestResponse = try await get(BundleLayout.manifest, ifNoneMatch: previous?.entityTag)
        var bundle: DeliveredBundle
        if manifestResponse.status == 304, let previous {
            bundle = previous
        } else {
            guard manifestResponse.status == 200 else { throw DeliveryRejection.httpStatus(path: BundleLayout.manifest, status: manifestResponse.status) }
            let signatureResponse = try await get(BundleLayout.signature, ifNoneMatch: nil)
            guard signatureResponse.status == 200 else { throw DeliveryRejection.httpStatus(path: BundleLayout.signature, status: signatureResponse.status) }
            bundle = DeliveredBundle(
                manifest: manifestResponse.body, signature: try BundleVerifier.signature(fromFile: signatureResponse.body),
                entityTag: manifestResponse.entityTag, documents: [:])
        }
        let manifest = try verifier.manifest(bundle.manifest, signature: bundle.signature, now: now(), acceptedVersion: accepted)
        var documents: [String: Data] = [:]
        var checked: [String: BrandProfile] = [:]
        for entry in manifest.brands {
            if let held = previous?.documents[entry.digest], known[entry.digest] != nil {
                documents[entry.digest] = held
                continue
            }
            let response = try await get(entry.path, ifNoneMatch: nil)
            guard response.status == 200 else { throw DeliveryRejection.httpStatus(path: entry.path, status: response.status) }
            checked[entry.digest] = try verifier.profile(entry, document: response.body)
            documents[entry.digest] = response.body
        }
        bundle.documents = documents
        // Documents checked here are not checked again when the bundle is applied.
        lock.withLock { state.profiles.merge(checked) { old, _ in old } }
        return bundle
    }

    private func get(_ path: String, ifNoneMatch: String?) async throws(DeliveryRejection) -> TransportResponse {
        do {
            return try await transport.get(path, ifNoneMatch: ifNoneMatch)
        } catch let rejection as DeliveryRejection {
            throw rejection
        } catch {
            throw .network("\(path): \(error.localizedDescription)")
        }
    }

    private func persistAcceptedVersion(_ version: Int) {
        do {
            try FileManager.default.createDirectory(at: configuration.directory, withIntermediateDirectories: true)
            try Data("\(version)\n".utf8).write(to: acceptedVersionFile, options: .atomic)
        } catch {
            // Still enforced in memory; the next accepted manifest writes it again.
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Lets the cache's fetch closure, made before the catalog exists, reach the catalog.
private final class FetchBox: @unchecked Sendable {
    // Safety: `catalog` is set once in RemoteBrandCatalog.init before the cache can run a fetch
    // (fetches start only from refresh(), after init returns) and never written again.
    weak var catalog: RemoteBrandCatalog?

    func fetch() async throws -> DeliveredBundle {
        guard let catalog else { throw CancellationError() }
        return try await catalog.fetchBundle()
    }
}
