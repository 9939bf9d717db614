import BrandLint
import BrandModel
import Foundation
import Testing
import TestSupport
import YAMLNode

/// `--write-baseline` and `--baseline`: accepted findings stay quiet across edits, new ones
/// are reported, and entries nothing matches any more show under `--strict`.
@Suite("Baselines")
struct BaselineTests {
    static let tool = ToolProcess("brandlint")

    /// A temporary copy of the lint fixtures as `Brands`, with `Schemas` beside it.
    static func fixtureFolder() throws -> URL {
        try FixtureFolder(copying: "Tests/Fixtures/Lint", prefix: "baseline").root
    }

    static func edit(_ folder: URL, _ file: String, _ change: (String) -> String) throws {
        let path = folder.appendingPathComponent("Brands/" + file).path
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    static let colour = Diagnostic(file: "a.yaml", line: 3, column: 8, severity: .error, rule: "color-format", message: "colour \"x\" is \"red\"")

    @Test func anEditAboveAFindingKeepsItsFingerprint() {
        let before = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: red\n"])
        let after = InMemoryFileSystem(["a.yaml": "# new\n\ntheme:\n  colors:\n    y: \"#FFF\"\n    x: red\n"])
        var moved = Self.colour
        moved.line = 6
        #expect(FindingFingerprint.of([Self.colour], fileSystem: before) == FindingFingerprint.of([moved], fileSystem: after))
    }

    @Test("a changed node is a new finding", arguments: [
        "theme:\n  colors:\n    x: blue\n", "theme:\n  sizes:\n    x: red\n",
    ])
    func aChangedNodeIsANewFinding(text: String) {
        let before = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: red\n"])
        let after = InMemoryFileSystem(["a.yaml": text])
        #expect(FindingFingerprint.of([Self.colour], fileSystem: before) != FindingFingerprint.of([Self.colour], fileSystem: after))
    }

    @Test func eachEntryAcceptsOneFinding() {
        let files = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: red\n"])
        let baseline = Baseline([Self.colour], fileSystem: files)
        let twice = baseline.apply(to: [Self.colour, Self.colour], fileSystem: files)
        #expect(twice.baselined == 1)
        #expect(twice.reported == [Self.colour])
        let none = baseline.apply(to: [], fileSystem: files)
        #expect(none.stale.count == 1)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let files = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: red\n"])
        let baseline = Baseline([Self.colour], fileSystem: files)
        let read = try Baseline.read(Array(baseline.render().utf8), path: "b.json")
        #expect(read.entries.map(\.fingerprint) == baseline.entries.map(\.fingerprint))
        #expect(read.entries.first?.line == 4)
        #expect(read.render() == baseline.render())
    }

    @Test("a file that is not a baseline is refused", arguments: ["", "{}", #"{"version":1,"findings":[{"rule":"x"}]}"#, "[1]"])
    func notABaseline(text: String) {
        #expect(throws: Baseline.ReadError.self) { try Baseline.read(Array(text.utf8), path: "b.json") }
    }

    @Test func onTheCommandLine() throws {
        let folder = try Self.fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.tool.run(["Brands"], in: folder)
        #expect(before.status == 1)

        let write = try Self.tool.run(["--write-baseline", "baseline.json", "Brands"], in: folder)
        #expect(write.status == 0, "\(write.errorOutput)")
        let quiet = try Self.tool.run(["--baseline", "baseline.json", "Brands"], in: folder)
        #expect(quiet.status == 0, "\(quiet.output)")
        #expect(quiet.output == "")
        #expect(quiet.errorOutput.contains(", 0 errors, 0 warnings, "))

        // Lines added above every finding: still accepted.
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Brands").path) where file.hasSuffix(".yaml") {
            try Self.edit(folder, file) { "# reviewed\n# again\n" + $0 }
        }
        let moved = try Self.tool.run(["--baseline", "baseline.json", "--format", "json", "Brands"], in: folder)
        #expect(moved.status == 0, "\(moved.output)")
        let summary = try JSONParser().parse(moved.output)["summary"]
        #expect(summary?["errors"]?.int == 0)
        let baselined = try #require(summary?["baselined"]?.int)
        #expect(baselined > 0)

        // A new problem is reported; the accepted ones are counted apart.
        try Self.edit(folder, "clean.yaml") { $0.replacingOccurrences(of: "\"#0B2341\"", with: "\"0B2341\"") }
        let fresh = try Self.tool.run(["--baseline", "baseline.json", "Brands"], in: folder)
        #expect(fresh.status == 1)
        #expect(fresh.output.contains("clean.yaml:9:28: error:"), "\(fresh.output)")
        #expect(fresh.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 1, "\(fresh.output)")
        #expect(fresh.errorOutput.contains("1 error, 0 warnings, \(baselined) baselined"), "\(fresh.errorOutput)")

        // A fixed finding leaves its entry stale: noted, and a warning under --strict.
        try Self.edit(folder, "clean.yaml") { $0.replacingOccurrences(of: "\"0B2341\"", with: "\"#0B2341\"") }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Brands/wrong-type.yaml"))
        let lenient = try Self.tool.run(["--baseline", "baseline.json", "Brands"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.errorOutput.contains("stale baseline entries (see --strict)"), "\(lenient.errorOutput)")
        let strict = try Self.tool.run(["--baseline", "baseline.json", "--strict", "Brands"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.output.contains("baseline.json:"), "\(strict.output)")
        #expect(strict.output.contains("[\(Baseline.staleRule)]"), "\(strict.output)")

        let broken = try Self.tool.run(["--baseline", "Brands/clean.yaml", "Brands"], in: folder)
        #expect(broken.status == 2)
    }
}
