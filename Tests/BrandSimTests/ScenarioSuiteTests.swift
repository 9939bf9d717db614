import AppBarEngine
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
@testable import BrandSim
import BrandSimDelivery
import YAMLNode
import YAMLReader

/// Every scenario in Tests/Scenarios replays green against the shipped brands; the
/// runner's own behaviour is shown on the fixture brands.
@Suite("Scenarios", .tags(.shippedBrands))
struct ScenarioSuiteTests {
    static func runner(brands: String) throws -> ScenarioRunner {
        let catalog = try Repository.loader().loadCatalog(at: brands).catalog
        return ScenarioRunner(catalog: catalog, registry: try StandardHandlers.registry())
    }

    /// A runner that also runs delivery steps, as brandsim does: each brand's load builds bundles.
    static func deliveringRunner(brands: String) throws -> ScenarioRunner {
        let loader = try Repository.loader()
        let load = loader.loadCatalog(at: brands)
        return ScenarioRunner(catalog: load.catalog, registry: try StandardHandlers.registry(), delivery: .simulated(loader: loader, loads: load.brands))
    }

    static let scenarioFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.scenarios)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static func outcome(_ text: String, file: String = "inline.yaml") async throws -> ScenarioOutcome {
        let scenario = try ScenarioParser().parse(Array(text.utf8), file: file)
        return try await runner(brands: Repository.fixtureBrands).run(scenario)
    }

    @Test(arguments: scenarioFiles)
    func scenarioPasses(_ name: String) async throws {
        let path = Repository.scenarios + "/" + name
        // The file's path, so a `deliver` step finds its profile beside it.
        let scenario = try ScenarioParser().parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let outcome = try await Self.deliveringRunner(brands: Repository.brands).run(scenario)
        #expect(outcome.failures.map(\.description) == [])
        #expect(scenario.steps.contains { step in
            switch step.kind {
            case .expect, .expectEffect: true
            default: false
            }
        }, "\(name) checks nothing")
    }

    @Test func aWrongExpectationFailsWithExpectedAndActual() async throws {
        let outcome = try await Self.outcome("""
            brand: neds
            steps:
              - signIn: { balance: 12 }
              - expect: { balance: "$13.00", pendingBetsLabel: Our Bets }
              - tap: toolSlot
              - expectEffect: { navigate: locker }
            """)
        #expect(outcome.failures.map(\.description) == [
            #"4:15: balance: expected "$13.00", got "$12.00""#,
            #"6:21: navigate: expected "locker", got ["toolbox"]"#,
        ])
    }

    @Test func traceHasOneLinePerStep() async throws {
        let scenario = try ScenarioParser().parse(Array("brand: tabnz\nsteps:\n  - signIn: { balance: 1 }\n  - tap: search\n".utf8), file: "inline.yaml")
        var trace: [Node] = []
        _ = try await Self.runner(brands: Repository.fixtureBrands).run(scenario) { trace.append($0) }
        #expect(trace.count == 2)
        #expect(trace[1]["effects"]?.sequence?.contains { $0["navigate"]?.string == "search" } == true)
        #expect(trace[0]["line"]?.int == 3)
    }

    @Test func aBrandAddedAsYAMLOnlyRunsWithNoSwiftChange() async throws {
        let schemas = try Repository.schemas()
        let neds = try String(contentsOfFile: Repository.fixtureBrands + "/neds.yaml", encoding: .utf8)
        let base = try String(contentsOfFile: Repository.fixtureBrands + "/_base/entain.yaml", encoding: .utf8)
        let fileSystem = InMemoryFileSystem([
            "/brands/_base/entain.yaml": base,
            "/brands/sportsbet-nz.yaml": neds.replacingOccurrences(of: "id: neds", with: "id: sportsbet-nz")
                .replacingOccurrences(of: "handler: neds.toolbox", with: "handler: toolbox"),
        ])
        let catalog = ProfileLoader(schemas: schemas, fileSystem: fileSystem, formats: .yamlAndJSON).loadCatalog(at: "/brands").catalog
        let runner = ScenarioRunner(catalog: catalog, registry: try StandardHandlers.registry())
        let scenario = try ScenarioParser().parse(Array("""
            brand: sportsbet-nz
            steps:
              - signIn: { balance: 3 }
              - toolInfo: { balance: 2 }
              - tap: toolbox
              - expectEffect: { navigate: toolbox }
              - expect: { toolBadge: 2, pendingBetsLabel: Our Bets }
            """.utf8), file: "new-brand.yaml")
        #expect(try await runner.run(scenario).failures.map(\.description) == [])
    }
}

/// A run removes its cache folder, even when it ends with a refresh in flight.
@Suite("Scenario clean-up", .tags(.shippedBrands))
struct ScenarioCleanUpTests {
    @Test func aRunLeavesNothingInItsTemporaryDirectory() async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("brandsim-cleanup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var runner = try ScenarioSuiteTests.runner(brands: Repository.brands)
        runner.temporaryDirectory = temporary
        let path = Repository.scenarios + "/ladbrokes-cache-refresh-in-flight.yaml"
        let scenario = try ScenarioParser().parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        for _ in 0..<4 {
            #expect(try await runner.run(scenario).passed)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        }
    }
}
