import Foundation
import Testing
import TestSupport

/// The Kotlin delivery client (Runtimes/Kotlin/src/jvmMain/kotlin/brandengine/delivery) runs
/// the whole of Tests/DeliverySuite and gives every case the outcome the case expects, which
/// `DeliverySuiteTests` holds the Swift client to: both clients agree case by case. Its own
/// tests (src/jvmTest/…/delivery) run on the same classes, the library as compiled once per
/// test run (``KotlinLibrary``).
@Suite("delivery suite on Kotlin", .serialized, .scheduledJob)
struct KotlinDeliverySuiteTests {
    static let bouncyCastleTool = ExternalTool("bcprov.jar", install: "apt-get install libbcprov-java") { _ in
        FileManager.default.fileExists(atPath: KotlinLibrary.bouncyCastle)
    }

    @Test(.requires(.kotlin, .java, .python, bouncyCastleTool))
    func theKotlinClientGivesEveryCaseTheExpectedOutcome() throws {
        let folder = try TemporaryFolder.make("kotlin-delivery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = DeliverySuiteTests.folder.path
        let unit = try KotlinLibrary.run("brandengine.delivery.DeliveryClientTestsMain", [suite], in: folder)
        #expect(unit.status == 0, "the Kotlin client's own tests: \(unit.output.suffix(3000)) \(unit.errorOutput.suffix(3000))")

        let server = DeliveryFixtures.fixtures + "/serve-bundle.py"
        // With the JDK's Ed25519, then with BouncyCastle's.
        for verifier in [[], ["--bouncycastle"]] {
            let run = try KotlinLibrary.run("brandengine.delivery.DeliverySuiteMain", [suite, server] + verifier, in: folder)
            Self.check(run, verifier: verifier.first ?? "the JDK")
        }
    }

    private static func check(_ run: ToolProcess.Run, verifier: String) {
        let lines = run.output.split(separator: "\n").map(String.init)
        let passed = Set(lines.filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst(5)) })
        let failed = lines.filter { $0.hasPrefix("FAIL ") }
        #expect(failed.isEmpty, "Kotlin (\(verifier)) differs from the expected outcome: \(failed.joined(separator: "\n"))")
        #expect(passed == Set(DeliverySuiteTests.caseNames()), "cases the Kotlin client (\(verifier)) did not pass: \(Set(DeliverySuiteTests.caseNames()).subtracting(passed).sorted())")
        #expect(run.status == 0, "\(run.errorOutput.suffix(2000))")
    }
}
