import AppBarEngine
import BrandDelivery
import BrandGen
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import ProfileLoading
import StandardHandlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Remote delivery: a client's time from the manifest request to a swapped catalog (a new
/// install: manifest, signature, every document fetched, verified and checked), for 5 and
/// 100 brands; over an in-memory host, and over loopback HTTP when python3 serves the
/// bundle (Tests/Fixtures/Delivery/serve-bundle.py, run from the repository root).
struct DeliveryBenchmarks {
    var stopwatch: Stopwatch
    var loader: ProfileLoader
    /// Shipped brands' loads, copied under new ids to make up the bundle.
    var loads: [ProfileLoad]

    func run() async throws -> [Measurement] {
        var results: [Measurement] = []
        let key = BundleSigningKey()
        for count in [5, 100] {
            let files = try bundle(count: count, key: key)
            let memory = InMemoryTransport(files: files)
            let inMemory = try await stopwatch.medianAsync { try await swap(over: memory, key: key, count: count) }
            results.append(Measurement(
                section: "delivery", name: "manifest to swapped catalog, \(count) brands (in memory)", seconds: inMemory, operationsPerRun: 1))
            if let server = try LoopbackHost(files: files) {
                defer { server.stop() }
                let transport = URLSessionTransport(baseURL: server.baseURL)
                let loopback = try await stopwatch.medianAsync { try await swap(over: transport, key: key, count: count) }
                results.append(Measurement(
                    section: "delivery", name: "manifest to swapped catalog, \(count) brands (loopback HTTP)", seconds: loopback,
                    operationsPerRun: 1, note: "Tests/Fixtures/Delivery/serve-bundle.py"))
            }
        }
        results += try await rootWalks(key: key)
        results += try await coldStarts(key: key)
        return results
    }

    /// A cold start: a catalog created over a folder holding an accepted bundle of 5 and 100
    /// brands, which reads and verifies it again and serves it before any request; then the
    /// time from an accepted bundle's profile to the app-bar store's new state (set up in the
    /// session's locale, appearance and flags, carried over, fanned out to one subscriber).
    private func coldStarts(key: BundleSigningKey) async throws -> [Measurement] {
        var results: [Measurement] = []
        var served: BrandCatalog?
        for count in [5, 100] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-cold-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let offline = InMemoryTransport(files: try bundle(count: count, key: key))
            let first = client(over: offline, key: key, folder: folder)
            guard await first.refresh() == .updated(version: 1, source: .remote) else {
                throw DeliveryBenchmarkFailure(description: "the \(count)-brand bundle was not accepted")
            }
            offline.setOffline(true)
            let seconds = try stopwatch.median {
                let restarted = client(over: offline, key: key, folder: folder)
                let snapshot = restarted.snapshot
                guard snapshot.source == .cached, snapshot.catalog.ids.count == count else {
                    throw DeliveryBenchmarkFailure(description: "the cold start served \(snapshot.source), \(snapshot.catalog.ids.count) brands")
                }
                served = snapshot.catalog
            }
            results.append(Measurement(
                section: "delivery", name: "cold start from the store folder, \(count) brands", seconds: seconds, operationsPerRun: 1))
        }
        guard let catalog = served, let id = catalog.ids.first, let shown = catalog[id] else {
            throw DeliveryBenchmarkFailure(description: "no brand served to deliver")
        }
        let registry = try StandardHandlers.registry()
        var restyled = shown
        restyled.theme.colors[ColorTokenName.appBarBackground] = ColorToken("#123456")
        let store = AppBarStore(reducer: try AppBarReducer(profile: shown, registry: registry), clock: ContinuousClock(), sink: EngineBenchmarks.DiscardingSink())
        defer { store.stop() }
        let subscription = store.updates()
        let reader = Task { for await _ in subscription {} }
        defer { reader.cancel() }
        let operations = 200
        let intake = try stopwatch.median(operations: operations) {
            for index in 0..<operations {
                try store.deliver(index.isMultiple(of: 2) ? restyled : shown, registry: registry)
            }
        }
        try store.deliver(restyled, registry: registry)
        guard store.state.theme.hex(ColorTokenName.appBarBackground.rawValue) == "#123456" else {
            throw DeliveryBenchmarkFailure(description: "the store did not take the delivered profiles")
        }
        results.append(Measurement(
            section: "delivery", name: "accepted profile to the store's new state (one subscriber)", seconds: intake, operationsPerRun: operations))
        return results
    }

    private func client(over transport: any BrandTransport, key: BundleSigningKey, folder: URL) -> RemoteBrandCatalog {
        RemoteBrandCatalog(
            configuration: .init(publicKeys: [key.publicKey], directory: folder, timeToLive: .zero, minimumFetchInterval: .zero),
            transport: transport, loader: RuntimeProfileLoader(schemas: loader.schemas), bundled: BrandCatalog())
    }

    /// A new install pinning root 1 that walks `steps` roots (three offline keys, two needed,
    /// each root stored under the folder's lock) before the 5-brand bundle: the root walk's
    /// cost is the difference from the keys-only figure above.
    private func rootWalks(key: BundleSigningKey) async throws -> [Measurement] {
        let offline = (0..<3).map { _ in BundleSigningKey() }
        let files = try bundle(count: 5, key: key)
        var results: [Measurement] = []
        var roots: [SignedTrustRoot] = []
        for version in 1...17 {
            var root = try SignedTrustRoot(root: TrustRoot(
                version: version, expires: Date().addingTimeInterval(86_400), rootKeys: offline.map(\.publicKey), rootThreshold: 2,
                manifestKeys: [key.publicKey]))
            for signer in offline.prefix(2) { try root.sign(with: signer) }
            roots.append(root)
        }
        // The checks alone, without requests or the folder: decode each root file and check it
        // follows the one before (two thresholds of two signatures each).
        let texts = try roots.map { try $0.fileData() }
        let chain = try stopwatch.median(operations: 16) {
            var trusted = roots[0]
            for text in texts.dropFirst() {
                let next = try SignedTrustRoot.decode(text)
                try trusted.checkSuccessor(next)
                trusted = next
            }
        }
        results.append(Measurement(
            section: "delivery", name: "root chain check, per step (decode, 2-of-3 twice)", seconds: chain, operationsPerRun: 16))
        for steps in [1, 16] {
            var served = files
            for root in roots[1...steps] { served[BundleLayout.rootPath(version: root.root.version)] = try root.fileData() }
            let memory = InMemoryTransport(files: served)
            let seconds = try await stopwatch.medianAsync { try await swap(over: memory, key: key, count: 5, root: roots[0]) }
            results.append(Measurement(
                section: "delivery", name: "root walk of \(steps) step\(steps == 1 ? "" : "s") then manifest to swapped catalog, 5 brands (in memory)",
                seconds: seconds, operationsPerRun: 1))
        }
        return results
    }

    /// One new install's first refresh; fails unless the catalog was swapped in.
    private func swap(over transport: any BrandTransport, key: BundleSigningKey, count: Int, root: SignedTrustRoot? = nil) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-delivery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration: RemoteBrandCatalog.Configuration = try root.map {
            try .init(root: $0, directory: folder, timeToLive: .zero, minimumFetchInterval: .zero, maximumRootSteps: 16)
        } ?? .init(publicKeys: [key.publicKey], directory: folder, timeToLive: .zero, minimumFetchInterval: .zero)
        let client = RemoteBrandCatalog(
            configuration: configuration,
            transport: transport, loader: RuntimeProfileLoader(schemas: loader.schemas), bundled: BrandCatalog())
        let outcome = await client.refresh()
        guard outcome == .updated(version: 1, source: .remote), client.catalog.ids.count == count else {
            throw DeliveryBenchmarkFailure(description: "the delivery did not swap in \(count) brands: \(outcome)")
        }
    }

    /// A bundle of `count` brands: the shipped ones in turn, each under the id `bench-N`.
    private func bundle(count: Int, key: BundleSigningKey) throws -> [String: Data] {
        let sources = loads.compactMap(BrandSource.init)
        guard !sources.isEmpty else { throw DeliveryBenchmarkFailure(description: "no brand loaded to build a bundle from") }
        var runtime: [GeneratedFile] = []
        for index in 0..<count {
            let source = sources[index % sources.count]
            var document = source.document
            if var mapping = document.mapping, let id = mapping.entries.firstIndex(where: { $0.key == "id" }) {
                mapping.entries[id].value = .string("bench-\(index)")
                document = .init(.mapping(mapping), mark: document.mark)
            }
            var profile = source.profile
            profile.id = "bench-\(index)"
            runtime += try RuntimeProfileGenerator().files(
                for: BrandSource(profile: profile, document: document, tokenReferences: source.tokenReferences, path: source.path))
        }
        let created = Date()
        let files = try BundleBuilder(version: 1, created: created, expires: created.addingTimeInterval(86_400)).files(runtimeFiles: runtime, keys: [key])
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.contents)) })
    }
}

struct DeliveryBenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

/// The test fixtures' static host on 127.0.0.1 over a temporary copy of the bundle, when
/// python3 and the script are there; nil otherwise (the loopback figure is then left out).
final class LoopbackHost {
    private let process: Process
    private let folder: URL
    let baseURL: URL

    init?(files: [String: Data]) throws {
        let script = FileManager.default.currentDirectoryPath + "/Tests/Fixtures/Delivery/serve-bundle.py"
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(BundleLayout.documentsFolder), withIntermediateDirectories: true)
        for (path, data) in files { try data.write(to: folder.appendingPathComponent(path)) }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, folder.path, "--lifetime", "600"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("port "), let port = Int(line.dropFirst(5)), let url = URL(string: "http://127.0.0.1:\(port)/") else {
            process.terminate()
            return nil
        }
        baseURL = url
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
