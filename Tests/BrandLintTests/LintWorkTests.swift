import BrandLint
import BrandModel
import Foundation
import Infrastructure
import ProfileLoading
import Testing
import TestSupport
import YAMLReader

/// A file system that counts how often each file is read: the work a lint does, counted
/// rather than timed (speed is measured in brandbench, never in tests).
struct ReadCountingFileSystem: ProfileFileSystem {
    var files: InMemoryFileSystem
    let reads = ReadCounts()

    final class ReadCounts: Sendable {
        private let lock = Lock()
        // Only touched under `lock`.
        nonisolated(unsafe) private var counts: [String: Int] = [:]

        func record(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        var byPath: [String: Int] { lock.withLock { counts } }
    }

    func contentsOfDirectory(atPath path: String) throws -> [String] { try files.contentsOfDirectory(atPath: path) }
    func isDirectory(atPath path: String) -> Bool { files.isDirectory(atPath: path) }
    func fileExists(atPath path: String) -> Bool { files.fileExists(atPath: path) }
    func resolvingSymlinks(inPath path: String) -> String { path }
    func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        reads.record(path)
        return try files.contents(atPath: path, maxBytes: maxBytes)
    }
    func stamp(atPath path: String) -> FileStamp? { files.stamp(atPath: path) }
}

/// Lint work that must not grow faster than the input, counted in file reads.
@Suite("Lint work")
struct LintWorkTests {
    static let depth = 60

    /// A brand on `depth` bases in one chain, the last on the fixtures' house base.
    static func chain(depth: Int, broken: Bool = false) throws -> [String: String] {
        let house = try String(contentsOfFile: Repository.path("Tests/Fixtures/Lint/_base/house.yaml"), encoding: .utf8)
        var files = [
            "/s/_base/house.yaml": house,
            "/s/deep.yaml": "schema: 1\nid: deep\nname: deep\nextends: b0\ntheme:\n  colors: { brand.primary: \"#0B2341\", brand.onPrimary: \"#FFFFFF\" }\n",
            "/s/_base/b\(depth).yaml": broken ? "extends: missing\n" : "extends: house\n",
        ]
        for index in 0..<depth { files["/s/_base/b\(index).yaml"] = "schema: 1\nextends: b\(index + 1)\n" }
        return files
    }

    static func linter(_ fileSystem: ReadCountingFileSystem) throws -> BrandLinter {
        BrandLinter(
            loader: ProfileLoader(schemas: try Repository.schemas(), fileSystem: fileSystem, formats: .yamlAndJSON),
            handlers: RuleExampleTests.handlers)
    }

    /// A brand file linted alone checks each of its bases on its own too. Checked one by
    /// one from scratch, each check walked the chain below its base again: base k of a
    /// chain of N was read N - k times, O(N²) reads in all.
    @Test(arguments: [("/s/deep.yaml", 2), ("/s", 3)])
    func eachFileOfADeepChainIsReadAFewTimesWhateverItsDepth(path: String, reads allowed: Int) throws {
        let fileSystem = ReadCountingFileSystem(files: InMemoryFileSystem(try Self.chain(depth: Self.depth)))
        let result = try Self.linter(fileSystem).lint(paths: [path])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let reads = fileSystem.reads.byPath
        #expect(reads.count == Self.depth + 3)
        // Once to load and once for inline suppressions; a folder's bases once more, for
        // their standalone checks (a brand alone shares its load's documents with them).
        let most = try #require(reads.values.max())
        #expect(most <= allowed, "read up to \(most) times: \(reads.filter { $0.value == most }.keys.sorted().prefix(3))")
    }

    /// The bases checked together report what each reports checked alone.
    @Test(arguments: [false, true])
    func basesCheckedTogetherReportWhatEachReportsAlone(broken: Bool) throws {
        let fileSystem = ReadCountingFileSystem(files: InMemoryFileSystem(try Self.chain(depth: 5, broken: broken)))
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: fileSystem, formats: .yamlAndJSON)
        let bases = loader.loadBrand(at: "/s/deep.yaml").bases
        #expect(bases.count == (broken ? 0 : 7))
        let paths = (0...5).map { "/s/_base/b\($0).yaml" }
        let together = loader.checkBases(at: paths) { _ in "/s" }.map(\.diagnostics)
        let alone = paths.map { loader.checkBase(at: $0, root: "/s").diagnostics }
        #expect(together == alone)
        #expect(together.joined().contains { $0.rule == "extends-missing" } == broken)
    }

    /// A base that writes no theme shares the token cycles of the base under it, found once
    /// down the chain and remembered: whatever order the bases are checked in, each reports
    /// what it reports checked alone.
    @Test(arguments: [false, true])
    func tokenCyclesOfBasesWithoutAThemeOfTheirOwnAreTheirBasesCycles(rootFirst: Bool) throws {
        let cycle = "theme:\n  colors:\n    loop.a: \"{colors.loop.b}\"\n    loop.b: \"{colors.loop.a}\"\n"
        let broken = "theme:\n  colors:\n    loop.a: \"#FFFFFF\"\n"
        var files = try Self.chain(depth: 0)
        files["/s/_base/b0.yaml"] = "schema: 1\nextends: b1\n"
        files["/s/_base/b1.yaml"] = "schema: 1\nextends: b2\n" + broken
        files["/s/_base/b2.yaml"] = "schema: 1\nextends: b3\n"
        files["/s/_base/b3.yaml"] = "schema: 1\nextends: house\n" + cycle
        let loader = ProfileLoader(
            schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(files), formats: .yamlAndJSON)
        var paths = (0...3).map { "/s/_base/b\($0).yaml" }
        if rootFirst { paths.reverse() }
        let together = loader.checkBases(at: paths) { _ in "/s" }.map(\.diagnostics)
        let alone = paths.map { loader.checkBase(at: $0, root: "/s").diagnostics }
        #expect(together == alone)
        let cycles = Dictionary(uniqueKeysWithValues: zip(paths, together.map { $0.filter { $0.rule == LoadingCheck.tokenReferenceCycle.rawValue } }))
        // The cycle is written in b3; b2 inherits it; b1 breaks it, and b0 inherits that.
        #expect(cycles.mapValues(\.isEmpty) == ["/s/_base/b0.yaml": true, "/s/_base/b1.yaml": true, "/s/_base/b2.yaml": false, "/s/_base/b3.yaml": false])
        #expect(cycles["/s/_base/b2.yaml"] == cycles["/s/_base/b3.yaml"])
        #expect(cycles["/s/_base/b3.yaml"]?.allSatisfy { $0.file == "/s/_base/b3.yaml" } == true)
    }

    /// A brand loaded together with its bases' standalone checks reports what the load and
    /// the checks report each from scratch: with a chain that holds, one that is broken, a
    /// base that cannot be parsed (read, and reported, again by its own check), and a base
    /// with a token cycle and references its brand must define.
    @Test(arguments: ["sound", "broken", "unparsable", "tokens"])
    func aBrandAndItsBasesCheckedTogetherReportWhatEachReportsFromScratch(chain: String) throws {
        var files = try Self.chain(depth: 5, broken: chain == "broken")
        if chain == "unparsable" { files["/s/_base/b3.yaml"] = "schema: 1\nextends: [b4\n" }
        if chain == "tokens" {
            files["/s/_base/b2.yaml"] = """
                schema: 1
                extends: b3
                theme:
                  colors:
                    loop.a: "{colors.loop.b}"
                    loop.b: "{colors.loop.a}"
                    left.to.brand: "{colors.brand.accent}"

                """
        }
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(files), formats: .yamlAndJSON)
        let together = loader.loadBrand(at: "/s/deep.yaml", checkingBasesFrom: { _ in "/s" })
        let brand = loader.loadBrand(at: "/s/deep.yaml")
        let bases = loader.checkBases(at: brand.bases) { _ in "/s" }
        #expect(together.brand.diagnostics == brand.diagnostics)
        #expect(together.brand.bases == brand.bases)
        #expect(together.bases.map(\.diagnostics) == bases.map(\.diagnostics))
        let rules = Set((brand.diagnostics + bases.flatMap(\.diagnostics)).map(\.rule))
        switch chain {
        case "sound": #expect(rules.isEmpty)
        case "broken": #expect(rules.contains(LoadingCheck.extendsMissing.rawValue))
        case "unparsable": #expect(rules.isSuperset(of: [LoadingCheck.yamlSyntax.rawValue, LoadingCheck.extendsUnreadable.rawValue]))
        default:
            #expect(rules.isSuperset(of: [LoadingCheck.tokenReferenceCycle.rawValue, LoadingCheck.tokenReferenceDangling.rawValue]))
        }
    }
}
