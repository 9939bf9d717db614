import Foundation
import FuzzHarnesses
import Testing
import TestSupport

/// The fuzz targets cannot rot unnoticed: their long runs are the scheduled fuzz job's
/// (tools/fuzz/run, an AddressSanitizer and libFuzzer build of its own; docs/fuzzing.md), but
/// each target's body is built here, in the normal build, and every file of its seed corpus goes
/// through it as libFuzzer hands it an input. A harness that no longer compiles fails the
/// build; one that traps on a seed (a round trip that changed a tree, a crash in the code under
/// it) stops the test process; one whose own fixtures no longer hold fails `prepare()`.
@Suite("Fuzz seed corpora")
struct FuzzSeedTests {
    @Test(arguments: FuzzHarness.allCases)
    func everySeedGoesThroughItsTarget(_ harness: FuzzHarness) async throws {
        try await harness.prepare()
        let seeds = harness.seedPaths
        #expect(!seeds.isEmpty, "\(harness.rawValue) has no seed corpus")
        for seed in seeds {
            let bytes = try #require(FileManager.default.contents(atPath: Repository.path(seed)), "cannot read \(seed)")
            await harness.run(Array(bytes))
        }
        // The empty input, which libFuzzer always tries first.
        await harness.run([])
    }

    /// tools/fuzz/run fuzzes exactly these targets, and the fuzz package builds each of them.
    @Test func theFuzzPackageRunsEveryHarness() throws {
        let run = try String(contentsOfFile: Repository.path("tools/fuzz/run"), encoding: .utf8)
        let line = try #require(run.split(separator: "\n").first { $0.hasPrefix("targets=(") })
        let listed = line.dropFirst("targets=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
        #expect(listed.sorted() == FuzzHarness.allCases.map(\.rawValue).sorted())
        let manifest = try String(contentsOfFile: Repository.path("tools/fuzz/Package.swift"), encoding: .utf8)
        for harness in FuzzHarness.allCases {
            #expect(manifest.contains(".executableTarget(name: \"\(harness.rawValue)\""), "tools/fuzz/Package.swift does not build \(harness.rawValue)")
            let source = try String(contentsOfFile: Repository.path("tools/fuzz/Sources/\(harness.rawValue)/\(harness.rawValue).swift"), encoding: .utf8)
            #expect(source.contains("FuzzHarness.\(String(describing: harness)).runBlocking"), "\(harness.rawValue) does not run its body")
        }
    }
}
