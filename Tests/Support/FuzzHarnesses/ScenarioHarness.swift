import AppBarEngine
import BrandModel
import BrandSim
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

// The bytes through ScenarioParser; a scenario that parses is replayed against the
// shipped brands, unless it has cache steps (those write to a temporary folder).

private let repository = FuzzRepository.root

private let runner: ScenarioRunner = {
    let schemas = try! ProfileSchemas.load(from: repository + "/Schemas")
    let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: repository + "/Brands")
    precondition(!load.catalog.ids.isEmpty, "no shipped brand loaded from \(repository)/Brands")
    return ScenarioRunner(catalog: load.catalog, registry: try! StandardHandlers.registry())
}()

enum ScenarioHarness {
    static func run(_ bytes: [UInt8]) async {
        guard let scenario = try? ScenarioParser().parse(bytes, file: "fuzz.yaml") else { return }
        let touchesDisk = scenario.steps.contains { step in
            if case .cache = step.kind { return true }
            return false
        }
        if touchesDisk { return }
        do {
            // brandsim prints traces (each step's line as it ends) and failures; render them as it does.
            let outcome = try await runner.run(scenario, trace: { line in _ = JSONEmitter(pretty: false).emit(line) })
            for failure in outcome.failures { _ = failure.description }
        } catch {
            _ = "\(error)"
        }
    }
}
