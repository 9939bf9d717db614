import BrandModel
import BrandSim
import BrandSimDelivery
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
        return ScenarioRunner(catalog: load.catalog, registry: try StandardHandlers.registry(), delivery: .simulated(loader: loader, loads: load.brands))
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

    /// A scenario file and the delivered profiles beside it, in a new folder; returns the scenario's path.
    private func scenarioFolder(_ scenario: String, files: [String: String]) throws -> String {
        let folder = try DeliveryFixtures.temporaryFolder("scenario-deliver")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let path = folder.appendingPathComponent("live.yaml").path
        try Data(scenario.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static let delivered = """
        schema: 1
        id: fixture-1
        name: Fixture 1 live
        extends: house
        theme:
          colors: { brand.primary: "#123456", brand.onPrimary: "#FFFFFF" }
        strings:
          en-AU:
            appBar.pendingBets.myBets: My Live Bets
        """

    @Test func aDeliveredProfileReachesTheBarAndAColdStartServesIt() async throws {
        let path = try scenarioFolder("""
            brand: fixture-1
            steps:
              - signIn: { balance: 3 }
              - betslipCount: 2
              - deliver: deliveries/fixture-1.yaml
              - expect:
                  delivery.source: remote
                  delivery.version: 1
                  delivery.name: Fixture 1 live
                  color.appBar.background: "#123456"
                  pendingBetsLabel: My Live Bets
                  betslipCount: 2
                  signedIn: true
                  betslipCounterAnimation: none
              - deliver: deliveries/broken/fixture-1.yaml
              - expect: { delivery.rejection: document-invalid, delivery.version: 1, pendingBetsLabel: My Live Bets }
              - relaunch: offline
              - expect: { delivery.source: cached, delivery.version: 1, delivery.rejection: network, pendingBetsLabel: My Live Bets }
            """, files: [
                "deliveries/fixture-1.yaml": Self.delivered,
                "deliveries/broken/fixture-1.yaml": Self.delivered + "\nappBar:\n  pendingBetsLabel: theirBets\n",
            ])
        let scenario = try ScenarioParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let outcome = try await runner().run(scenario)
        #expect(outcome.failures.map(\.description) == [])
    }

    /// A profile the catalog accepts but the bar cannot take (it no longer declares the
    /// session's locale) is reported as a diagnostic; the bar keeps its profile.
    @Test func aProfileTheBarRefusesIsADiagnostic() async throws {
        let path = try scenarioFolder("""
            brand: fixture-1
            steps:
              - deliver: deliveries/fixture-1.yaml
              - expectEffect: { diagnostic: "fixture-1: tool-slot handler none: delivered profile not shown: locale en-AU is not declared by the profile (declared: en-NZ)" }
              - expect: { delivery.version: 1, delivery.rejection: null, pendingBetsLabel: My Bets }
            """, files: ["deliveries/fixture-1.yaml": Self.delivered + "\nlocales: [en-NZ]\n"])
        let scenario = try ScenarioParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let outcome = try await runner().run(scenario)
        #expect(outcome.failures.map(\.description) == [])
    }

    @Test(arguments: ["../fixture-1.yaml", "/etc/fixture-1.yaml", "deliveries/../../fixture-1.yaml", ""])
    func aPathOutsideTheScenariosFolderIsRefused(_ path: String) throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioParser().parse(Array("brand: fixture-1\nsteps:\n  - deliver: \"\(path)\"\n".utf8), file: "bad.yaml")
        }
    }

    /// A link in the folder that leads out of it is refused when the step runs.
    @Test func aLinkLeadingOutOfTheFolderIsRefused() async throws {
        let outside = try DeliveryFixtures.temporaryFolder("scenario-outside")
        try Data(Self.delivered.utf8).write(to: outside.appendingPathComponent("fixture-1.yaml"))
        let path = try scenarioFolder("brand: fixture-1\nsteps:\n  - deliver: link/fixture-1.yaml\n  - expect: { delivery.version: 1 }\n", files: [:])
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: outside)
        let scenario = try ScenarioParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        await #expect(throws: ScenarioError.self) { try await runner().run(scenario) }
    }

    @Test func relaunchTakesNothingOrOffline() throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioParser().parse(Array("brand: fixture-1\nsteps:\n  - relaunch: ofline\n".utf8), file: "bad.yaml")
        }
        let scenario = try ScenarioParser().parse(Array("brand: fixture-1\nsteps:\n  - relaunch: offline\n  - relaunch\n".utf8), file: "good.yaml")
        let steps = scenario.steps.compactMap { step -> DeliveryStep? in
            if case .delivery(let delivery) = step.kind { return delivery }
            return nil
        }
        #expect(steps == [.relaunch(offline: true), .relaunch(offline: false)])
    }

    @Test func tamperNeedsAKnownKind() throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioParser().parse(Array("brand: fixture-1\nsteps:\n  - tamper: documnet\n".utf8), file: "bad.yaml")
        }
    }
}
