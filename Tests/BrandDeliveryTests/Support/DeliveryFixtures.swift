import BrandDelivery
import BrandGen
import BrandLint
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import Infrastructure
import ProfileLoading
import StandardHandlers
import TestSupport
import YAMLReader

/// Fixture brands (`fixture-N`, extending Tests/Fixtures/Delivery/house.yaml) and their
/// bundles, built in-process exactly as `brandgen bundle` builds them.
enum DeliveryFixtures {
    static let repository = Repository.root.path
    static let fixtures = repository + "/Tests/Fixtures/Delivery"
    static let created = Date(timeIntervalSince1970: 1_795_000_000)

    static func linter() throws -> BrandLinter {
        // The fixtures are YAML, read as the tools read them; the client's documents are JSON.
        BrandLinter(loader: ProfileLoader(schemas: try Repository.schemas(), formats: .yamlAndJSON), handlers: try StandardHandlers.registry().directory)
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder(_ name: String) throws -> URL {
        try TemporaryFolder.make("delivery-\(name)")
    }

    /// The YAML of brand `fixture-<index>`; `revision` shows in its name, `lintBreak` declares a
    /// locale without strings (a `string-missing` error that the schema allows).
    static func brandYAML(index: Int, revision: Int, lintBreak: Bool = false) -> String {
        var text = """
            schema: 1
            id: fixture-\(index)
            name: Fixture \(index) r\(revision)
            extends: house
            theme:
              colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF" }

            """
        if lintBreak { text += "locales: [en-AU, fr]\n" }
        return text
    }

    /// A brands folder of `count` fixture brands at `revision` (or per-brand revisions).
    static func writeBrands(to folder: URL, count: Int, revision: Int, revisions: [Int: Int] = [:], broken: Set<Int> = []) throws {
        let base = folder.appendingPathComponent("_base")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/house.yaml", toPath: base.appendingPathComponent("house.yaml").path)
        for index in 1...count {
            try Data(brandYAML(index: index, revision: revisions[index] ?? revision, lintBreak: broken.contains(index)).utf8)
                .write(to: folder.appendingPathComponent("fixture-\(index).yaml"))
        }
    }

    /// The `json` platform's files of every brand in `folder`, lint errors or not.
    static func runtimeFiles(brands folder: URL) throws -> [GeneratedFile] {
        let linter = try linter()
        let loads = linter.loader.loadCatalog(at: folder.path).brands
        return try loads.flatMap { load -> [GeneratedFile] in
            guard let source = BrandSource(load) else { throw FixtureError("\(load.id) did not load: \(load.diagnostics)") }
            return try RuntimeProfileGenerator().files(for: source)
        }
    }

    /// A bundle's files for the brands in `folder`.
    static func bundle(
        brands folder: URL, version: Int, key: BundleSigningKey, created: Date = created, lifetime: TimeInterval = 86_400 * 30,
        minimumEngineVersion: Int = BrandEngineVersion.current
    ) throws -> [GeneratedFile] {
        try BundleBuilder(
            version: version, created: created, expires: created.addingTimeInterval(lifetime), minimumEngineVersion: minimumEngineVersion
        ).files(runtimeFiles: try runtimeFiles(brands: folder), keys: [key])
    }

    /// A bundle of `count` fixture brands at `revision`, as files by path.
    static func bundleFiles(
        count: Int, revision: Int, version: Int, key: BundleSigningKey, revisions: [Int: Int] = [:], broken: Set<Int> = [],
        created: Date = created, lifetime: TimeInterval = 86_400 * 30, minimumEngineVersion: Int = BrandEngineVersion.current
    ) throws -> [String: Data] {
        let brands = try temporaryFolder("brands")
        defer { try? FileManager.default.removeItem(at: brands) }
        try writeBrands(to: brands, count: count, revision: revision, revisions: revisions, broken: broken)
        let files = try bundle(
            brands: brands, version: version, key: key, created: created, lifetime: lifetime, minimumEngineVersion: minimumEngineVersion)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.contents)) })
    }

    /// Writes files (path to bytes) into a bundle folder, replacing what was there.
    static func publish(_ files: [String: Data], to folder: URL) throws {
        let manager = FileManager.default
        for item in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !item.hasPrefix(".") {
            try manager.removeItem(at: folder.appendingPathComponent(item))
        }
        try manager.createDirectory(at: folder.appendingPathComponent(BundleLayout.documentsFolder), withIntermediateDirectories: true)
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// A catalog client over `transport` with the fixture schemas and every lint rule.
    static func client(
        transport: any BrandTransport, keys: Set<BundlePublicKey>, directory: URL, clock: TestClock,
        bundled: BrandCatalog = BrandCatalog(), minimumFetchInterval: Duration = .zero
    ) throws -> RemoteBrandCatalog {
        let linter = try linter()
        return RemoteBrandCatalog(
            // The refresh's wall-clock deadline grows with the machine's load: 2,800 brands linted
            // in a debug build ran past 60 s at loads of 15 to 28 (PersistenceTests).
            configuration: .init(
                publicKeys: keys, directory: directory, timeToLive: .zero, minimumFetchInterval: minimumFetchInterval,
                refreshDeadline: MachineSpeed.scaled(.seconds(60))),
            transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas), bundled: bundled, check: { linter.check($0) }, now: { clock.now },
            uptime: { clock.uptime })
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A settable wall clock for expiry tests, with a monotonic clock beside it that only
/// `advance` moves.
final class TestClock: @unchecked Sendable {
    // Safety: `date` and `elapsed` are read and written only while `lock` is held.
    private let lock = Lock()
    private var date: Date
    private var elapsed: Duration = .zero

    init(_ date: Date = DeliveryFixtures.created.addingTimeInterval(3600)) {
        self.date = date
    }

    var now: Date { lock.withLock { date } }

    /// The monotonic clock: time advanced so far.
    var uptime: Duration { lock.withLock { elapsed } }

    /// Time passes: both clocks move.
    func advance(by seconds: TimeInterval) {
        lock.withLock {
            date = date.addingTimeInterval(seconds)
            elapsed += .milliseconds(Int64((seconds * 1000).rounded()))
        }
    }

    /// The user (or an attacker) sets the device's clock: only the wall clock moves.
    func setWallClock(by seconds: TimeInterval) {
        lock.withLock { date = date.addingTimeInterval(seconds) }
    }
}
