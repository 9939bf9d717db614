import Foundation
import Testing
import TestSupport

/// The Kotlin delivery client (Runtimes/Kotlin/src/jvmMain/kotlin/brandengine/delivery) runs
/// the whole of Tests/DeliverySuite and gives every case the outcome the case expects, which
/// `DeliverySuiteTests` holds the Swift client to: both clients agree case by case. Its own
/// tests (src/jvmTest/…/delivery) run in the same jar, compiled with one kotlinc call.
@Suite("delivery suite on Kotlin", .serialized)
struct KotlinDeliverySuiteTests {
    static let runtime = Repository.root.appendingPathComponent("Runtimes/Kotlin/src")

    /// Every .kt file under the delivery folders: the client reads JSON with its own strict
    /// reader (StrictJson.kt), so it compiles on its own.
    static func sources() throws -> [String] {
        let folders = ["jvmMain/kotlin/brandengine/delivery", "jvmTest/kotlin/brandengine/delivery"]
        return try folders.flatMap { folder -> [String] in
            let url = runtime.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".kt") }.sorted()
                .map { url.appendingPathComponent($0).path }
        }
    }

    /// Debian's BouncyCastle, for the verifier an app below Android 13 plugs in.
    static let bouncyCastle = "/usr/share/java/bcprov.jar"
    static let bouncyCastleTool = ExternalTool("bcprov.jar", install: "apt-get install libbcprov-java") { _ in
        FileManager.default.fileExists(atPath: bouncyCastle)
    }

    @Test(.requires(.kotlin, .java, .python, bouncyCastleTool))
    func theKotlinClientGivesEveryCaseTheExpectedOutcome() throws {
        let folder = try TemporaryFolder.make("kotlin-delivery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let compile = try ToolProcess.run(
            env, ["kotlinc", "-Werror", "-cp", Self.bouncyCastle, "-include-runtime", "-d", "delivery.jar"] + (try Self.sources()), in: folder)
        try #require(compile.status == 0, "kotlinc: \(compile.errorOutput.suffix(4000))")

        let classpath = "delivery.jar:" + Self.bouncyCastle
        let suite = DeliverySuiteTests.folder.path
        let unit = try ToolProcess.run(env, ["java", "-cp", classpath, "brandengine.delivery.DeliveryClientTestsMain", suite], in: folder)
        #expect(unit.status == 0, "the Kotlin client's own tests: \(unit.output.suffix(3000)) \(unit.errorOutput.suffix(3000))")

        let server = DeliveryFixtures.fixtures + "/serve-bundle.py"
        // With the JDK's Ed25519, then with BouncyCastle's.
        for verifier in [[], ["--bouncycastle"]] {
            let run = try ToolProcess.run(
                env, ["java", "-cp", classpath, "brandengine.delivery.DeliverySuiteMain", suite, server] + verifier, in: folder)
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
