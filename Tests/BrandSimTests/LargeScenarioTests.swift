import AppBarEngine
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
@testable import BrandSim
import YAMLNode

/// A scenario of any length costs memory for its steps, not for what they did: each step's
/// state is traced as the step ends (never kept), an expectation reads only its keys, and
/// failures past the first thousand are counted. tools/hostile replays the largest
/// scenarios the parser takes as release processes under time and memory limits.
@Suite("Large scenarios")
struct LargeScenarioTests {
    @Test func failuresPastTheLimitAreCountedNotKept() async throws {
        let count = ScenarioOutcome.listedFailureLimit + 5
        let steps = String(repeating: "  - expect: { signedIn: true }\n", count: count)
        let outcome = try await ScenarioSuiteTests.outcome("brand: tabnz\nsteps:\n" + steps)
        #expect(!outcome.passed)
        #expect(outcome.failureCount == count)
        #expect(outcome.failures.count == ScenarioOutcome.listedFailureLimit)
        #expect(outcome.unlistedFailures == 5)
        #expect(outcome.failures.last?.step.mark.line == 2 + ScenarioOutcome.listedFailureLimit)
    }

    /// What an expectation reads of one key is what the trace shows of it, for every key.
    @Test func eachKeyReadAloneIsTheSnapshots() async throws {
        let catalog = try Repository.loader().loadCatalog(at: Repository.fixtureBrands).catalog
        for id in catalog.ids {
            let profile = try #require(catalog[id])
            var world = try SimulatedWorld(
                profile: profile, registry: try StandardHandlers.registry(), locale: profile.defaultLocale,
                temporaryDirectory: FileManager.default.temporaryDirectory)
            _ = world.send(.signedIn(balance: 12))
            _ = world.send(.betslipCountChanged(3, source: .nativeStore))
            world.select(3)
            let snapshot = world.snapshot()
            for key in ScenarioParser.stateKeys where !key.hasPrefix("delivery.") {
                #expect(world.state(key) == snapshot[key], "\(id) \(key)")
                #expect(world.state(key) != nil, "\(id) \(key) is not read")
            }
            #expect(snapshot.mapping?.entries.map(\.key).filter { !ScenarioParser.stateKeys.contains($0) } == [])
            await world.close()
        }
    }

    /// The command lists the first failures and says how many more there are.
    @Test func theCommandSaysHowManyFailuresItDidNotList() throws {
        let folder = try TemporaryFolder.make("brandsim-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = ScenarioOutcome.listedFailureLimit + 7
        let scenario = folder.appendingPathComponent("many.yaml")
        try ("brand: tabnz\nsteps:\n" + String(repeating: "  - expect: { signedIn: true }\n", count: count)).write(to: scenario, atomically: true, encoding: .utf8)
        let run = try ToolProcess("brandsim").run(["--brands", Repository.fixtureBrands, "--schemas", Repository.schemasFolder, scenario.path])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2 + ScenarioOutcome.listedFailureLimit, "\(run.output.suffix(300))")
        #expect(lines.last == "  \(scenario.path): and 7 more expectations failed (the first \(ScenarioOutcome.listedFailureLimit) are listed)")
    }
}
