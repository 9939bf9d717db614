import Foundation
import Testing
import TestSupport
import YAMLNode

/// Every scenario in `Tests/Scenarios` replayed on the Kotlin runtime (`brandsim --runtime
/// kotlin`, the library's `ScenarioHost` reading each brand's envelope): each is judged and
/// passes, or is not judged and names the steps and keys the runtime does not run. A judged
/// scenario's `--trace` is the engine's, step by step, for every key the runtime reports.
@Suite("scenarios on the kotlin runtime", .tags(.shippedBrands))
struct KotlinScenarioTests {
    static func scenarios() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.scenarios).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { Repository.scenarios + "/" + $0 }
    }

    static func brandsim(_ arguments: [String], kotlin: Bool) throws -> ToolProcess.Run {
        let jar = try KotlinRuntime.built().out.appendingPathComponent("brandengine.jar").path
        return try ToolProcess("brandsim").run((kotlin ? ["--runtime", "kotlin", "--runtime-library", jar] : []) + arguments)
    }

    @Test(.requires(.kotlin, .java))
    func everyScenarioPassesOnKotlinOrSaysWhatItCannotRun() throws {
        let scenarios = try Self.scenarios()
        let run = try Self.brandsim(scenarios, kotlin: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        let judged = lines.filter { $0.hasPrefix("✓ ") }
        let refused = lines.filter { $0.hasPrefix("⊘ ") }
        #expect(!lines.contains { $0.hasPrefix("✗ ") }, "\(run.output)")
        #expect(judged.count + refused.count == scenarios.count, "\(run.output)\(run.errorOutput)")
        for line in refused { #expect(line.contains(": not judged on the kotlin runtime: it does not "), "\(line)") }
        #expect(run.status == (refused.isEmpty ? 0 : 2))
        #expect(judged.count > 0)
        print("scenarios on the kotlin runtime: \(judged.count) of \(scenarios.count) judged and passed, \(refused.count) not judged")
    }

    /// `--trace` on Kotlin is the engine's for every scenario it judges: the same steps, the same
    /// effects, and every key it reports the same value.
    @Test(.requires(.kotlin, .java))
    func theKotlinTraceIsTheEngines() throws {
        var compared = 0
        var scenariosCompared = 0
        for scenario in try Self.scenarios() {
            let kotlin = try Self.brandsim(["--trace", scenario], kotlin: true)
            guard kotlin.status == 0 else { continue }  // not judged: the test above
            let swift = try Self.brandsim(["--trace", scenario], kotlin: false)
            let (kotlinSteps, swiftSteps) = (try Self.steps(kotlin.output), try Self.steps(swift.output))
            try #require(kotlinSteps.count == swiftSteps.count, "\(scenario)")
            let emitter = JSONEmitter(pretty: false)
            for (k, s) in zip(kotlinSteps, swiftSteps) {
                #expect(k["do"] == s["do"] && k["line"] == s["line"], "\(scenario)")
                #expect(emitter.emit(k["effects"] ?? nil) == emitter.emit(s["effects"] ?? nil), "\(scenario) line \(s["line"]?.int ?? 0) effects")
                for entry in k["state"]?.mapping?.entries ?? [] {
                    #expect(emitter.emit(entry.value) == emitter.emit(s["state"]?[entry.key] ?? nil), "\(scenario) line \(s["line"]?.int ?? 0) \(entry.key)")
                    compared += 1
                }
            }
            scenariosCompared += 1
        }
        print("kotlin traces: \(compared) values compared in \(scenariosCompared) scenarios")
        #expect(scenariosCompared > 0)
    }

    /// What fails on the engine fails on Kotlin, with the same lines.
    @Test(.requires(.kotlin, .java))
    func aFailingExpectationFailsOnKotlinAsOnTheEngine() throws {
        try TemporaryFolder.with("kotlin-scenario") { folder in
            let brand = try #require(try ShippedBrands.sources().first { $0.profile.appBar.toolSlot.kind != .none })
            let scenario = folder.appendingPathComponent("wrong.yaml")
            try Data("""
                brand: \(brand.id)
                steps:
                  - signIn: { balance: 20 }
                  - betslipCount: 3
                  - expect: { betslipCount: 4, betslipCounterAnimation: down, signedIn: false }

                """.utf8).write(to: scenario)
            let kotlin = try Self.brandsim([scenario.path], kotlin: true)
            let swift = try Self.brandsim([scenario.path], kotlin: false)
            #expect(kotlin.status == 1 && swift.status == 1)
            #expect(kotlin.output == swift.output)
            #expect(kotlin.output.split(separator: "\n").count == 4, "\(kotlin.output)")
        }
    }

    static func steps(_ output: String) throws -> [Node] {
        try output.split(separator: "\n").map { line in
            let bytes = Array(line.utf8)
            return try bytes.withUnsafeBufferPointer { try JSONParser().parse(bytes: $0) }
        }
    }
}
