import AppBarEngine
import BrandModel
import BrandSim
import Dispatch
import Foundation
import FuzzDriver
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

// The bytes through ScenarioParser; a scenario that parses is replayed against the
// shipped brands, unless it has cache steps (those write to a temporary folder).

/// The repository, found from this file: tools/fuzz/Sources/FuzzScenario/<file>.
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

private let runner: ScenarioRunner = {
    let schemas = try! ProfileSchemas.load(from: repository + "/Schemas")
    let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: repository + "/Brands")
    precondition(!load.catalog.ids.isEmpty, "no shipped brand loaded from \(repository)/Brands")
    return ScenarioRunner(catalog: load.catalog, registry: try! StandardHandlers.registry())
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let scenario = try? ScenarioParser().parse(bytes, file: "fuzz.yaml") else { return 0 }
    let touchesDisk = scenario.steps.contains { step in
        if case .cache = step.kind { return true }
        return false
    }
    if touchesDisk { return 0 }
    let done = DispatchSemaphore(value: 0)
    let runner = runner
    Task {
        do {
            // brandsim prints traces (each step's line as it ends) and failures; render them as it does.
            let outcome = try await runner.run(scenario, trace: { line in _ = JSONEmitter(pretty: false).emit(line) })
            for failure in outcome.failures { _ = failure.description }
        } catch {
            _ = "\(error)"
        }
        done.signal()
    }
    done.wait()
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzScenario_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriverMain(argc, argv)
}
