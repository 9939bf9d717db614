import Foundation
import Testing
import TestSupport
import YAMLNode

/// brandsim as QA and CI run it: exit codes and what it prints.
@Suite("brandsim on the command line", .tags(.shippedBrands))
struct BrandSimCommandLineTests {
    static let tool = ToolProcess("brandsim")

    @Test func everyShippedScenarioPasses() throws {
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: Repository.scenarios)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/Scenarios/" + $0 }
        let run = try Self.tool.run(scenarios)
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.split(separator: "\n").count == scenarios.count)
    }

    /// A scenario that ends with a background refresh still running leaves no cache folder
    /// behind. Run several times in one process: the refresh races the end of the run.
    @Test func nothingIsLeftInTheTemporaryDirectory() throws {
        let temporary = try TemporaryFolder.make("brandsim-tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let scenario = "Tests/Scenarios/ladbrokes-cache-refresh-in-flight.yaml"
        let run = try Self.tool.run(Array(repeating: scenario, count: 8) + ["Tests/Scenarios/ladbrokes-cache.yaml"], environment: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aFailedExpectationExitsOneWithTheDiff() throws {
        let folder = try TemporaryFolder.make("brandsim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wrong.yaml")
        try "brand: ladbrokes\nsteps:\n  - tap: login\n  - expectEffect: { navigate: nativeLogin }\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try Self.tool.run(["--brands", Repository.fixtureBrands, file.path])
        #expect(run.status == 1)
        #expect(run.output.contains(#"wrong.yaml:4:21: navigate: expected "nativeLogin", got ["rnLogin"]"#), "\(run.output)")
    }

    @Test func aMalformedScenarioExitsTwoWithItsLine() throws {
        let folder = try TemporaryFolder.make("brandsim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try "brand: ladbrokes\nsteps:\n  - tapp: login\n  - tap: search\n  - lockerVisible: maybe\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try Self.tool.run(["--brands", Repository.fixtureBrands, file.path])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("bad.yaml:3:5: error: unknown step \"tapp\""), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("bad.yaml:5:"), "every malformed step in one run: \(run.errorOutput)")
        #expect(try Self.tool.run(["--no-such-flag", file.path]).status == 2)
        #expect(try Self.tool.run([folder.appendingPathComponent("missing.yaml").path]).status == 2)
    }

    @Test func aBrandBrandlintRejectsIsWarnedAboutWithItsFirstError() throws {
        try TemporaryFolder.with("brandsim") { folder in
            let brands = try TemporaryFolder.copy(Repository.fixtureBrands, into: folder, as: "Brands")
            let neds = brands + "/neds.yaml"
            try String(contentsOfFile: neds, encoding: .utf8).replacingOccurrences(of: "handler: neds.toolbox", with: "handler: neds.toolbx")
                .write(toFile: neds, atomically: true, encoding: .utf8)
            let scenario = folder.appendingPathComponent("tabnz.yaml")
            try "brand: tabnz\nsteps:\n  - tap: search\n  - expectEffect: { navigate: search }\n".write(to: scenario, atomically: true, encoding: .utf8)
            let run = try Self.tool.run(["--brands", brands, scenario.path])
            #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
            #expect(run.errorOutput.contains(
                "brandsim: warning: brandlint rejects brand \"neds\" (1 error); first: \(neds):12:14: no handler \"neds.toolbx\" is registered [tool-slot-handler-registered]"),
                "\(run.errorOutput)")
        }
    }

    @Test func traceIsOneJSONObjectPerStep() throws {
        let run = try Self.tool.run(["--trace", "Tests/Scenarios/tabnz-no-tool-slot.yaml"])
        #expect(run.status == 0)
        // Standard output is JSON lines only, every one of them; the verdict is on standard error.
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 14)
        for line in lines {
            let object = try? JSONParser().parse(Array(line.utf8))
            #expect(object?["state"] != nil && object?["effects"] != nil, "not a step's JSON object: \(line)")
        }
        #expect(run.errorOutput.contains("✓ Tests/Scenarios/tabnz-no-tool-slot.yaml"), "\(run.errorOutput)")
    }

    /// docs/brandsim.md's `--trace` sentence, on a failing run too: standard output is the
    /// steps' `{"step", "line", "do", "state", "effects"}` objects and nothing else; the
    /// `✗`, the failure with its place, and the `✓` of a passing scenario go to standard error.
    @Test func traceKeepsStandardOutputToJSONLinesWhenAnExpectationFails() throws {
        let folder = try TemporaryFolder.make("brandsim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wrong.yaml")
        try "brand: ladbrokes\nsteps:\n  - tap: login\n  - expectEffect: { navigate: nativeLogin }\n".write(to: file, atomically: true, encoding: .utf8)
        let passing = "Tests/Scenarios/tabnz-no-tool-slot.yaml"
        let run = try Self.tool.run(["--trace", "--brands", Repository.fixtureBrands, file.path, passing])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 16, "\(run.output)")
        for line in lines {
            let object = try? JSONParser().parse(Array(line.utf8))
            #expect(object?.mapping?.keys.sorted() == ["do", "effects", "line", "state", "step"], "not a step's JSON object: \(line)")
        }
        #expect(run.output.hasSuffix("\n"))
        #expect(run.errorOutput.contains(#"wrong.yaml:4:21: navigate: expected "nativeLogin", got ["rnLogin"]"#), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("✗ "), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("✓ \(passing)"), "\(run.errorOutput)")
    }
}
