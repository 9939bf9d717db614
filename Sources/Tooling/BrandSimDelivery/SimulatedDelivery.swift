import BrandDelivery
import BrandModel
import BrandPublishing
import BrandRuntime
import BrandSim
import Foundation
import ProfileLoading
import Synchronization
import YAMLNode

/// Remote brand delivery as a scenario drives it: a real ``RemoteBrandCatalog`` in a
/// temporary folder, on the scenario's virtual wall clock, over a static host in memory that
/// the steps publish bundles to, take offline and tamper with. The engine's `brandsim` links
/// it (``simulator``); BrandSim and BrandSimCommandLine do not, so an app's own brandsim links
/// no swift-crypto.
package struct SimulatedDelivery: DeliverySimulation {
    /// What the engine's `brandsim` and the tests hand the scenario runner.
    package static let simulator: DeliverySimulator = { source in
        SimulatedDelivery(source: source.profile, document: source.document, loader: source.loader, brandsFolder: source.brandsFolder)
    }

    /// A brand's envelope as `brandgen --platform json` writes it, for `brandsim --runtime kotlin`.
    package static let envelopeWriter: EnvelopeWriter = { RuntimeProfileFormat.envelopeJSON(for: $0).bytes }

    /// The brand as the engine loaded it, and its merged document, from which bundles are built.
    private let source: BrandProfile
    private let document: Node
    private let loader: ProfileLoader
    /// The brands folder the brand was loaded from: where a delivered file's `extends` looks.
    private let brandsFolder: String
    /// The brand's profile in the catalog as the bar last took it.
    private var served: BrandProfile
    private let key = BundleSigningKey()
    private let host = InMemoryTransport()
    private let folder: TemporaryFolder
    private let clock: Clock
    private var client: RemoteBrandCatalog
    /// Each published version's files, for replays.
    private var published: [Int: [String: Data]] = [:]
    private var last: RemoteBrandCatalog.Refresh?

    /// The virtual wall clock and the monotonic clock beside it, shared with the client's closures.
    private final class Clock: Sendable {
        let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let uptime = Mutex(Duration.zero)
    }

    init(source: BrandProfile, document: Node, loader: ProfileLoader, brandsFolder: String) {
        self.source = source
        self.document = document
        self.loader = loader
        self.brandsFolder = brandsFolder
        served = source
        folder = TemporaryFolder()
        clock = Clock()
        client = Self.makeClient(key: key, host: host, folder: folder.url, loader: loader, bundled: source, clock: clock)
    }

    private static func makeClient(
        key: BundleSigningKey, host: InMemoryTransport, folder: URL, loader: ProfileLoader, bundled: BrandProfile, clock: Clock
    ) -> RemoteBrandCatalog {
        RemoteBrandCatalog(
            configuration: .init(publicKeys: [key.publicKey], directory: folder, timeToLive: .zero, minimumFetchInterval: .zero),
            transport: host, loader: RuntimeProfileLoader(schemas: loader.schemas), bundled: BrandCatalog(profiles: [bundled.id: bundled]),
            now: { clock.date.withLock { $0 } }, uptime: { clock.uptime.withLock { $0 } })
    }

    package func advance(by duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        clock.date.withLock { $0 += seconds }
        clock.uptime.withLock { $0 += duration }
    }

    /// `remoteManifest`: publishes version `version` of the brand (named `name` when given),
    /// then the app refreshes.
    package mutating func publish(version: Int, name: String?) async throws(ScenarioStepFailure) {
        let files = try bundle(version: version, name: name, key: key)
        published[version] = files
        host.publish(files)
        await refresh()
    }

    /// `deliver`: publishes the next version with the profile in `file` (loaded as a brand of the
    /// brands folder, so its `extends` finds the shipped bases and brands), then the app refreshes.
    /// The file is bundled as written, errors and all: the app's checks decide.
    package mutating func deliver(file: URL) async throws(ScenarioStepFailure) {
        let load = loader.loadBrand(at: file.path, root: brandsFolder)
        guard let document = load.document else {
            let first = load.diagnostics.first { $0.severity == .error }.map { "\($0)" } ?? "no document"
            throw ScenarioStepFailure("deliver: \(file.lastPathComponent) does not read as a profile: \(first)")
        }
        guard load.id == source.id else {
            throw ScenarioStepFailure("deliver: \(file.lastPathComponent) is brand \(load.id)'s; the scenario's brand is \(source.id) (name the file \(source.id).yaml)")
        }
        let current = host.file(BundleLayout.manifest).flatMap { try? BundleManifest.decode($0) }?.version ?? 0
        let version = max(current, published.keys.max() ?? 0) + 1
        let files = try bundle(version: version, name: nil, key: key, document: document)
        published[version] = files
        host.publish(files)
        await refresh()
    }

    /// The brand's profile when the catalog serves another than the bar last took (a bundle
    /// accepted, or read back at a cold start), once.
    package mutating func takeServedProfile() -> BrandProfile? {
        guard let profile = client.snapshot.catalog[source.id], profile != served else { return nil }
        served = profile
        return profile
    }

    /// A bundle of the brand as the host would serve it.
    private func bundle(version: Int, name: String?, key: BundleSigningKey, document: Node? = nil) throws(ScenarioStepFailure) -> [String: Data] {
        var document = document ?? self.document
        if let name, var mapping = document.mapping, let index = mapping.entries.firstIndex(where: { $0.key == "name" }) {
            mapping.entries[index].value = .string(name)
            document = Node(.mapping(mapping), mark: document.mark)
        }
        let created = clock.date.withLock { $0 }
        do {
            // The `json` platform's file, as `brandgen bundle` writes it.
            let runtime = RuntimeProfileFormat.envelopeJSON(for: document).bytes
            let files = try BundleBuilder(version: version, created: created, expires: created.addingTimeInterval(30 * 86_400))
                .files(documents: [source.id: runtime], keys: [key])
            return Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.contents)) })
        } catch {
            throw ScenarioStepFailure("cannot build a bundle of \(source.id): \(error)")
        }
    }

    /// `remoteFailure`: the host is unreachable for one refresh.
    package mutating func failOnce() async {
        host.setOffline(true)
        await refresh()
        host.setOffline(false)
    }

    /// `tamper`: the host serves an altered next version (or an older one), then the app refreshes.
    package mutating func tamper(_ kind: DeliveryTamperKind) async throws(ScenarioStepFailure) {
        guard let manifest = host.file(BundleLayout.manifest).flatMap({ try? BundleManifest.decode($0) }) else {
            throw ScenarioStepFailure("tamper needs a remoteManifest step first")
        }
        let next = manifest.version + 1
        let altered = "\(source.name) (altered)"
        switch kind {
        case .document:
            var files = try bundle(version: next, name: altered, key: key)
            guard let path = files.keys.first(where: { $0.hasPrefix(BundleLayout.documentsFolder + "/") }), var bytes = files[path], !bytes.isEmpty else {
                throw ScenarioStepFailure("the bundle has no document to tamper with")
            }
            bytes[bytes.count / 2] ^= 0x01
            files[path] = bytes
            host.publish(files)
        case .signature:
            host.publish(try bundle(version: next, name: altered, key: BundleSigningKey()))
        case .replay:
            // The newest good version minus one: an older signed manifest the app has moved past.
            guard let newest = published.keys.max(), let older = published.keys.filter({ $0 < newest }).max(), let files = published[older] else {
                throw ScenarioStepFailure("replay needs two remoteManifest steps (an older version to serve again)")
            }
            host.publish(files)
        }
        await refresh()
    }

    /// `relaunch`: the app starts again over the same folder (serving what it accepted before,
    /// from the folder), then refreshes; `offline`: with the host unreachable.
    package mutating func relaunch(offline: Bool) async {
        client = Self.makeClient(key: key, host: host, folder: folder.url, loader: loader, bundled: source, clock: clock)
        host.setOffline(offline)
        await refresh()
        host.setOffline(false)
    }

    private mutating func refresh() async {
        last = await client.refresh()
    }

    package func snapshot() -> [(String, Node)] {
        let snapshot = client.snapshot
        return [
            ("delivery.source", .string(snapshot.source.rawValue)),
            ("delivery.version", snapshot.version.map { .number(Double($0)) } ?? nil),
            ("delivery.name", .string(snapshot.catalog[source.id]?.name)),
            ("delivery.rejection", .string(client.lastRejection?.code)),
        ]
    }
}

/// The client's folder, removed when the last copy of the simulation goes.
private final class TemporaryFolder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("brandsim-delivery-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
