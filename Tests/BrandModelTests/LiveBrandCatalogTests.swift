import Foundation
import Infrastructure
import TestSupport
import Testing
@testable import BrandModel
@testable import ProfileLoading
import YAMLReader

/// A file system the test changes while the catalog watches it.
final class ChangingFileSystem: ProfileFileSystem, @unchecked Sendable {
    // Safety: `files` is only touched while `lock` is held.
    private let lock = Lock()
    private var files: InMemoryFileSystem

    init(_ files: [String: String]) {
        self.files = InMemoryFileSystem(files)
    }

    func write(_ text: String, to path: String) { lock.withLock { files.write(Array(text.utf8), to: path) } }
    func remove(_ path: String) { lock.withLock { files.remove(path) } }

    func contentsOfDirectory(atPath path: String) throws -> [String] { try lock.withLock { try files.contentsOfDirectory(atPath: path) } }
    func isDirectory(atPath path: String) -> Bool { lock.withLock { files.isDirectory(atPath: path) } }
    func fileExists(atPath path: String) -> Bool { lock.withLock { files.fileExists(atPath: path) } }
    func resolvingSymlinks(inPath path: String) -> String { path }
    func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] { try lock.withLock { try files.contents(atPath: path, maxBytes: maxBytes) } }
    func stamp(atPath path: String) -> FileStamp? { lock.withLock { files.stamp(atPath: path) } }
}

@Suite("Live brand reload")
struct LiveBrandCatalogTests {
    static var schemas: ProfileSchemas { get throws { try Repository.schemas() } }
    static let neds = try! String(contentsOfFile: Repository.fixtureBrands + "/neds.yaml", encoding: .utf8)
    static let base = try! String(contentsOfFile: Repository.fixtureBrands + "/_base/entain.yaml", encoding: .utf8)

    static func brand(_ id: String, name: String) -> String {
        neds.replacingOccurrences(of: "id: neds", with: "id: \(id)").replacingOccurrences(of: "name: Neds", with: "name: \(name)")
    }

    func makeCatalog() throws -> (ChangingFileSystem, LiveBrandCatalog) {
        let fileSystem = ChangingFileSystem(["/b/_base/entain.yaml": Self.base, "/b/alpha.yaml": Self.brand("alpha", name: "Alpha 1")])
        let live = LiveBrandCatalog(
            root: "/b", loader: ProfileLoader(schemas: try Self.schemas, fileSystem: fileSystem, formats: .yamlAndJSON), debounce: .milliseconds(100))
        return (fileSystem, live)
    }

    @Test func aDroppedFileIsPickedUpOnceItSettles() throws {
        let (fileSystem, live) = try makeCatalog()
        #expect(live.catalog.ids == ["alpha"])
        fileSystem.write(Self.brand("beta", name: "Beta"), to: "/b/beta.yaml")
        #expect(live.poll(at: .milliseconds(0)).settling == ["/b/beta.yaml"])
        #expect(live.poll(at: .milliseconds(50)).loaded == [])
        #expect(live.poll(at: .milliseconds(100)).loaded == ["beta"])
        #expect(live.catalog.ids == ["alpha", "beta"])
        #expect(live.poll(at: .milliseconds(300)) == LiveBrandCatalog.Reload())
    }

    @Test func aFileStillBeingWrittenIsNeverRead() throws {
        let (fileSystem, live) = try makeCatalog()
        let full = Self.brand("alpha", name: "Alpha 2")
        fileSystem.write(String(full.prefix(full.count / 2)), to: "/b/alpha.yaml")
        live.poll(at: .milliseconds(0))
        fileSystem.write(String(full.prefix(full.count * 3 / 4)), to: "/b/alpha.yaml")
        #expect(live.poll(at: .milliseconds(90)).loaded == [])
        fileSystem.write(full, to: "/b/alpha.yaml")
        #expect(live.poll(at: .milliseconds(150)).loaded == [])
        #expect(live.catalog["alpha"]?.name == "Alpha 1")
        let reload = live.poll(at: .milliseconds(250))
        #expect(reload.loaded == ["alpha"])
        #expect(reload.keptLastGood.isEmpty)
        #expect(live.catalog["alpha"]?.name == "Alpha 2")
    }

    @Test func aBrokenVersionKeepsTheLastGoodOneAndSaysWhy() throws {
        let (fileSystem, live) = try makeCatalog()
        fileSystem.write(Self.brand("alpha", name: "Alpha 2").replacingOccurrences(of: "kind: toolbox", with: "kind: toolchest"), to: "/b/alpha.yaml")
        live.poll(at: .zero)
        let reload = live.poll(at: .milliseconds(100))
        #expect(reload.loaded == [])
        let problems = try #require(reload.keptLastGood["alpha"])
        #expect(problems.contains { $0.rule == "schema-enum" && $0.file == "/b/alpha.yaml" })
        #expect(live.catalog["alpha"]?.name == "Alpha 1")
        #expect(live.problems["alpha"] != nil)
        fileSystem.write(Self.brand("alpha", name: "Alpha 3"), to: "/b/alpha.yaml")
        live.poll(at: .milliseconds(200))
        #expect(live.poll(at: .milliseconds(300)).loaded == ["alpha"])
        #expect(live.problems.isEmpty)
    }

    @Test func aRemovedFileLeavesOnceTheRemovalSettles() throws {
        let (fileSystem, live) = try makeCatalog()
        fileSystem.remove("/b/alpha.yaml")
        live.poll(at: .zero)
        #expect(live.catalog.ids == ["alpha"])
        #expect(live.poll(at: .milliseconds(100)).removed == ["alpha"])
        #expect(live.catalog.ids == [])
    }

    @Test func aChangedBaseReloadsItsBrands() throws {
        let (fileSystem, live) = try makeCatalog()
        fileSystem.write(Self.base.replacingOccurrences(of: "appBar.login: Log In", with: "appBar.login: Sign In"), to: "/b/_base/entain.yaml")
        live.poll(at: .zero)
        #expect(live.poll(at: .milliseconds(100)).loaded == ["alpha"])
        #expect(live.catalog["alpha"]?.strings.message("appBar.login", locale: "en-AU") == .text("Sign In"))
    }

    /// Writers rewrite every brand, in two halves with a pause between (so half-written
    /// files are on disk often) and sometimes with a broken version, while a poller reloads
    /// and readers check every catalog they see: every brand is there, and every profile is
    /// one whole version (its name and its colour name the same version).
    @Test func concurrentWritersAndReadersSeeNoTornReadsAndNoLostBrands() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("_base"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.base.write(to: folder.appendingPathComponent("_base/entain.yaml"), atomically: true, encoding: .utf8)
        let ids = (0..<6).map { "brand-\($0)" }
        func version(_ id: String, _ number: Int) -> String {
            Self.brand(id, name: "\(id) v\(number)")
                .replacingOccurrences(of: "brand.accent: \"#FF6B00\"", with: "brand.accent: \"#FF6B\(String(format: "%02d", number % 100))\"")
        }
        for id in ids { try version(id, 0).write(to: folder.appendingPathComponent("\(id).yaml"), atomically: true, encoding: .utf8) }
        let live = LiveBrandCatalog(root: folder.path, loader: ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON), debounce: .milliseconds(15))
        #expect(live.catalog.ids == ids)

        let writesPerBrand = 12
        let clock = ContinuousClock()
        let start = clock.now
        let poller = Task {
            while !Task.isCancelled {
                live.poll(at: start.duration(to: clock.now))
                try? await Task.sleep(for: .milliseconds(3))
            }
        }
        let readers = (0..<3).map { _ in
            Task { () -> Int in
                var problems = 0
                while !Task.isCancelled {
                    let catalog = live.catalog
                    if catalog.ids != ids { problems += 1 }
                    for profile in catalog.profiles.values {
                        let number = Int(profile.name.split(separator: "v").last ?? "") ?? -1
                        let accent = profile.theme.colors["brand.accent"]?.text ?? ""
                        if !accent.hasSuffix(String(format: "%02d", number % 100)) { problems += 1 }
                    }
                    await Task.yield()
                }
                return problems
            }
        }
        await withTaskGroup(of: Void.self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    // Each writer's pauses from its own seed: the interleaving varies, the pauses replay.
                    var generator = SeededGenerator(seed: UInt64(index + 1))
                    let url = folder.appendingPathComponent("\(id).yaml")
                    for number in 1...writesPerBrand {
                        // Every third version is broken; the last one is always good.
                        var text = version(id, number)
                        if number % 3 == 0, number != writesPerBrand { text = text.replacingOccurrences(of: "kind: toolbox", with: "kind: [") }
                        let bytes = Data(text.utf8)
                        guard let handle = try? FileHandle(forWritingTo: url) else { continue }
                        try? handle.truncate(atOffset: 0)
                        try? handle.write(contentsOf: bytes.prefix(bytes.count / 2))
                        try? await Task.sleep(for: .milliseconds(4))
                        try? handle.write(contentsOf: bytes.suffix(from: bytes.count / 2))
                        try? handle.close()
                        try? await Task.sleep(for: .milliseconds(Int.random(in: 5...30, using: &generator)))
                    }
                }
            }
        }
        // Let the last versions settle, then stop.
        try await Task.sleep(for: .milliseconds(120))
        poller.cancel()
        var torn = 0
        for reader in readers {
            reader.cancel()
            torn += await reader.value
        }
        live.poll(at: start.duration(to: clock.now) + .seconds(1))
        #expect(torn == 0)
        #expect(live.catalog.ids == ids)
        for id in ids {
            #expect(live.catalog[id]?.name == "\(id) v\(writesPerBrand)")
        }
    }
}
