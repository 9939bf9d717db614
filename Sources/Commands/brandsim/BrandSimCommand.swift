import AppBarEngine
import ArgumentParser
import BrandModel
import BrandSim
import CommandLineSupport
import Foundation
import StandardHandlers
import YAMLNode

@main
struct BrandSimCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandsim",
        abstract: "Replay app-bar and betslip scenarios against the brand profiles.",
        discussion: """
            A scenario names a brand and a list of steps (sign in, taps, tool info, time \
            passing, betslip selections, cache states) with expectations on the state and \
            the effects. See docs/brandsim.md for every step and key.

            EXIT CODES
              0  every expectation holds
              1  an expectation failed (expected and actual are shown, with file:line)
              2  a scenario is malformed, or a brand does not load, or a path is missing

            EXAMPLES
              brandsim Tests/Scenarios/*.yaml
              brandsim --trace Tests/Scenarios/ladbrokes-locker.yaml
              brandsim --brands /tmp/Brands my-scenario.yaml
            """)

    @Option(help: ArgumentHelp("Folder of brand profiles.", valueName: "folder"))
    var brands = "Brands"

    @Option(help: ArgumentHelp("Folder holding brand-profile.schema.json (default: beside or above the brands).", valueName: "folder"))
    var schemas: String?

    @Flag(help: "Print each step's state and effects as JSON lines.")
    var trace = false

    @Argument(help: "Scenario files.")
    var scenarios: [String]

    func run() async throws {
        guard !scenarios.isEmpty else { throw CommandFailure("give one or more scenario files") }
        let registry: HandlerRegistry
        do {
            registry = try StandardHandlers.registry()
        } catch {
            throw CommandFailure("the handler modules do not fit together: \(error)")
        }
        guard let schemaFolder = schemas ?? ProfileSchemas.locate(near: brands) else {
            throw CommandFailure("cannot find Schemas/\(ProfileSchemas.profileFileName) near \(brands); pass --schemas")
        }
        let loaded: ProfileSchemas
        do {
            loaded = try ProfileSchemas.load(from: schemaFolder)
        } catch {
            throw CommandFailure("\(error)")
        }
        let load = ProfileLoader(schemas: loaded).loadCatalog(at: brands)
        let runner = ScenarioRunner(catalog: load.catalog, registry: registry)
        var failed = 0
        var malformed = 0
        for path in scenarios {
            guard let data = FileManager.default.contents(atPath: path) else {
                ExitCodeContract.printError("brandsim: error: cannot read \(path)")
                malformed += 1
                continue
            }
            do {
                let scenario = try ScenarioParser().parse([UInt8](data), file: path)
                let outcome = try await runner.run(scenario)
                if trace {
                    for line in outcome.trace { print(JSONEmitter(pretty: false).emit(line)) }
                }
                if outcome.passed {
                    print("✓ \(path): \(scenario.steps.count) steps")
                } else {
                    failed += 1
                    print("✗ \(path)")
                    for failure in outcome.failures { print("  \(path):\(failure)") }
                }
            } catch {
                malformed += 1
                ExitCodeContract.printError(error.description)
                let brandProblems = load.diagnostics.filter { $0.severity == .error }
                if error.message.hasPrefix("no brand"), !brandProblems.isEmpty {
                    ExitCodeContract.printError(brandProblems.map(\.description).joined(separator: "\n"))
                }
            }
        }
        if malformed > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }



    static func main() async {
        await ExitCodeContract.run(Self.self)
    }
}
