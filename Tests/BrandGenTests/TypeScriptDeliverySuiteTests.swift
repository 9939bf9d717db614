import Foundation
import Testing
import TestSupport

/// The TypeScript delivery client (Runtimes/TypeScript/src/delivery) runs the whole of
/// Tests/DeliverySuite and gives every case the outcome the case expects, which the Swift and
/// Kotlin clients are held to: the three agree case by case. The runner is the package's own
/// (`test/replay/delivery-suite.ts`): HTTP cases go over loopback through `nodeHttpTransport`
/// to serve-bundle.py.
@Suite("delivery suite on TypeScript") struct TypeScriptDeliverySuiteTests {
    static let suite = ShippedBrands.repository + "/Tests/DeliverySuite"

    static func caseNames() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: suite).filter {
            FileManager.default.fileExists(atPath: suite + "/" + $0 + "/case.json")
        })
    }

    @Test(.requires(.typeScript, .node, .python))
    func theTypeScriptClientGivesEveryCaseTheExpectedOutcome() throws {
        let dist = try TypeScriptPackage.compiled()
        let folder = try TemporaryFolder.make("typescript-delivery-suite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["node", dist.appendingPathComponent("test/replay/delivery-suite.js").path, Self.suite,
             ShippedBrands.repository + "/Tests/Fixtures/Delivery/serve-bundle.py"], in: folder)
        let names = try Self.caseNames()
        let lines = run.output.split(separator: "\n").map(String.init)
        let passed = Set(lines.filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst(5)) })
        let failed = lines.filter { $0.hasPrefix("FAIL ") }
        print("delivery suite, TypeScript: \(passed.count) of \(names.count) cases as expected")
        #expect(failed.isEmpty, "TypeScript differs from the expected outcome:\n\(failed.joined(separator: "\n"))")
        #expect(passed == names, "cases the TypeScript client did not pass: \(names.subtracting(passed).sorted())")
        #expect(run.status == 0, "\(run.errorOutput.suffix(2000))")
    }
}
