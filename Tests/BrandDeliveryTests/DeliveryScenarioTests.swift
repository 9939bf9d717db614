import BrandModel
import BrandSim
import Foundation
import ProfileLoading
import StandardHandlers
import Testing

/// brandsim's delivery steps (remoteManifest, remoteFailure, tamper, relaunch) on a fixture brand.
@Suite("delivery scenario")
struct DeliveryScenarioTests {
    private func runner() throws -> ScenarioRunner {
        let brands = try DeliveryFixtures.temporaryFolder("scenario-brands")
        try DeliveryFixtures.writeBrands(to: brands, count: 1, revision: 1)
        let loader = try DeliveryFixtures.linter().loader
        let load = loader.loadCatalog(at: brands.path)
        return ScenarioRunner(catalog: load.catalog, registry: try StandardHandlers.registry(), delivery: .init(loader: loader, loads: load.brands))
    }

    @Test func theDeliveryScenarioPasses() async throws {
        let path = DeliveryFixtures.fixtures + "/remote-delivery.yaml"
        let scenario = try ScenarioParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let outcome = try await runner().run(scenario)
        #expect(outcome.failures.map(\.description) == [])
    }

    @Test func aWrongDeliveryExpectationFails() async throws {
        let scenario = try ScenarioParser().parse(Array("""
            brand: fixture-1
            steps:
              - remoteManifest: { version: 1 }
              - tamper: document
              - expect: { delivery.rejection: null }
            """.utf8), file: "wrong.yaml")
        let outcome = try await runner().run(scenario)
        #expect(outcome.failures.map(\.description) == [#"5:15: delivery.rejection: expected null, got "bad-digest""#])
    }

    @Test func tamperNeedsAKnownKind() throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioParser().parse(Array("brand: fixture-1\nsteps:\n  - tamper: documnet\n".utf8), file: "bad.yaml")
        }
    }
}
