import Foundation
import Testing
import TestSupport
import YAMLNode

/// Every scenario in `Tests/Scenarios` replayed on the Kotlin runtime (`brandsim --runtime
/// kotlin`, the library's `ScenarioHost`) and the TypeScript runtime (`--runtime node`, the
/// package's `scenario-host.ts`), each reading the brands' envelopes: each is judged and passes,
/// or is not judged and names the steps and keys the runtime does not run. A judged scenario's
/// `--trace` is the engine's, step by step, for every key the runtime reports.
@Suite("scenarios on the kotlin and typescript runtimes", .tags(.shippedBrands))
struct RuntimeScenarioTests {
    enum Runtime: String, CaseIterable, CustomTestStringConvertible {
        case kotlin, node
        var testDescription: String { rawValue }

        /// What `--runtime-library` names: the library's jar, or the compiled package.
        func library() throws -> String {
            switch self {
            case .kotlin: try KotlinLibrary.compiled().out.appendingPathComponent("brandengine.jar").path
            case .node: try TypeScriptPackage.compiled().path
            }
        }
    }

    static func scenarios() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.scenarios).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { Repository.scenarios + "/" + $0 }
    }

    /// brandsim on `runtime`, or on the engine for nil.
    static func brandsim(_ arguments: [String], on runtime: Runtime?) throws -> ToolProcess.Run {
        let options = try runtime.map { ["--runtime", $0.rawValue, "--runtime-library", try $0.library()] } ?? []
        return try ToolProcess("brandsim").run(options + arguments)
    }

    @Test(.requires(.kotlin, .java, .typeScript, .node), arguments: Runtime.allCases)
    func everyScenarioPassesOrSaysWhatItCannotRun(on runtime: Runtime) throws {
        let scenarios = try Self.scenarios()
        let run = try Self.brandsim(scenarios, on: runtime)
        let lines = run.output.split(separator: "\n").map(String.init)
        let judged = lines.filter { $0.hasPrefix("✓ ") }
        let refused = lines.filter { $0.hasPrefix("⊘ ") }
        #expect(!lines.contains { $0.hasPrefix("✗ ") }, "\(run.output)")
        #expect(judged.count + refused.count == scenarios.count, "\(run.output)\(run.errorOutput)")
        for line in refused { #expect(line.contains(": not judged on the \(runtime.rawValue) runtime: it does not "), "\(line)") }
        #expect(run.status == (refused.isEmpty ? 0 : 2))
        #expect(judged.count > 0)
        print("scenarios on the \(runtime.rawValue) runtime: \(judged.count) of \(scenarios.count) judged and passed, \(refused.count) not judged")
    }

    /// `--trace` on the runtime is the engine's for every scenario it judges: the same steps, the
    /// same effects, and every key it reports the same value.
    @Test(.requires(.kotlin, .java, .typeScript, .node), arguments: Runtime.allCases)
    func theTraceIsTheEngines(on runtime: Runtime) throws {
        var compared = 0
        var different = 0
        var scenariosCompared = 0
        for scenario in try Self.scenarios() {
            let other = try Self.brandsim(["--trace", scenario], on: runtime)
            guard other.status == 0 else { continue }  // not judged: the test above
            let swift = try Self.brandsim(["--trace", scenario], on: nil)
            let (otherSteps, swiftSteps) = (try Self.steps(other.output), try Self.steps(swift.output))
            try #require(otherSteps.count == swiftSteps.count, "\(scenario)")
            let emitter = JSONEmitter(pretty: false)
            for (k, s) in zip(otherSteps, swiftSteps) {
                #expect(k["do"] == s["do"] && k["line"] == s["line"], "\(scenario)")
                #expect(emitter.emit(k["effects"] ?? nil) == emitter.emit(s["effects"] ?? nil), "\(scenario) line \(s["line"]?.int ?? 0) effects")
                for entry in k["state"]?.mapping?.entries ?? [] {
                    let same = emitter.emit(entry.value) == emitter.emit(s["state"]?[entry.key] ?? nil)
                    #expect(same, "\(scenario) line \(s["line"]?.int ?? 0) \(entry.key)")
                    compared += 1
                    if !same { different += 1 }
                }
            }
            scenariosCompared += 1
        }
        print("\(runtime.rawValue) traces: \(compared) values compared in \(scenariosCompared) scenarios, \(different) different")
        #expect(scenariosCompared > 0)
    }

    /// What fails on the engine fails on the runtime, with the same lines.
    @Test(.requires(.kotlin, .java, .typeScript, .node), arguments: Runtime.allCases)
    func aFailingExpectationFailsAsOnTheEngine(on runtime: Runtime) throws {
        try TemporaryFolder.with("runtime-scenario") { folder in
            let brand = try #require(try ShippedBrands.sources().first { $0.profile.appBar.toolSlot.kind != .none })
            let scenario = folder.appendingPathComponent("wrong.yaml")
            try Data("""
                brand: \(brand.id)
                steps:
                  - signIn: { balance: 20 }
                  - betslipCount: 3
                  - expect: { betslipCount: 4, betslipCounterAnimation: down, signedIn: false }

                """.utf8).write(to: scenario)
            let other = try Self.brandsim([scenario.path], on: runtime)
            let swift = try Self.brandsim([scenario.path], on: nil)
            #expect(other.status == 1 && swift.status == 1)
            #expect(other.output == swift.output)
            #expect(other.output.split(separator: "\n").count == 4, "\(other.output)")
        }
    }

    static func steps(_ output: String) throws -> [Node] {
        try output.split(separator: "\n").map { line in
            let bytes = Array(line.utf8)
            return try bytes.withUnsafeBufferPointer { try JSONParser().parse(bytes: $0) }
        }
    }
}
