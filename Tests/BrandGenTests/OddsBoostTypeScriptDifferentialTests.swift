import BrandGen
import Foundation
import Testing
import TestSupport

/// The TypeScript runtime's odds-boost box with its animation plans (`OddsBoostSession`)
/// behaves as the engine's `OddsBoostEngine`: the runs of ``AndroidDifferentialTests/boostRuns(_:)``
/// (every brand locale and ladder, with and without reduce motion, letting plans finish and at
/// model times that cancel what has not started, reduce motion switched half way), each step's
/// display and timed plan compared, doubles by their bits. A copy of the package with the
/// stagger ignored is found.
@Suite(.tags(.shippedBrands)) struct OddsBoostTypeScriptDifferentialTests {
    static func run(_ dist: URL, sources: [BrandSource], runs: [AndroidDifferentialTests.Run], in folder: URL) throws -> [String] {
        for source in sources {
            try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("\(source.id).json"))
        }
        try Data(runs.map(\.line).joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("runs.tsv"))
        // The replay is the package's own test tool (Runtimes/TypeScript/test/replay/oddsboost-replay.ts).
        try Command.run(["node", dist.appendingPathComponent("test/replay/oddsboost-replay.js").path, "runs.tsv", "results.txt"], in: folder)
        return String(decoding: try Data(contentsOf: folder.appendingPathComponent("results.txt")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(.requires(.typeScript, .node))
    func theTypeScriptOddsBoostPlansAsTheEngine() throws {
        let sources = try ReactNativeTests.sources()
        let runs = try AndroidDifferentialTests.boostRuns(sources)
        let expected = runs.flatMap(\.expected)
        let folder = try TemporaryFolder.make("oddsboost-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.run(try TypeScriptPackage.compiled(), sources: sources, runs: runs, in: folder)
        #expect(lines.count == expected.count)
        let differences = zip(lines, expected).filter { $0 != $1 }
        print("odds boost differential, TypeScript: \(expected.count) steps in \(runs.count) runs, \(differences.count) different (each the display and the timed plan)")
        #expect(expected.count > 10_000)
        #expect(differences.isEmpty, "\(differences.first.map { "TypeScript gives\n\($0.0)\nthe engine gives\n\($0.1)" } ?? "")")

        let broken = try TypeScriptPackage.brokenCopy(in: folder, file: "src/oddsboost/animation.js") {
            $0.replacingOccurrences(of: "used.delay + rank * this.tokens.stagger", with: "used.delay")
        }
        let brokenLines = try Self.run(broken, sources: sources, runs: runs, in: folder)
        #expect(zip(brokenLines, expected).contains { $0 != $1 })
    }
}
