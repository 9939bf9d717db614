import Foundation
import Testing
import TestSupport

/// The Kotlin runtime library (Runtimes/Kotlin) on brandgen's own Android output: every shipped
/// brand's envelope and locale data (`assets/brandengine/`), all in one folder, read by one JVM
/// process that runs the library's whole test suite (its `build` script: the common check with the
/// metadata compiler, the jar, then the tests, among them two brands' app bars driven side by
/// side). The build is ``KotlinRuntime``'s, once per test run; the differential tests replay on it.
@Suite("kotlin runtime library", .tags(.shippedBrands))
struct KotlinRuntimeLibraryTests {
    @Test(.requires(.kotlin, .java))
    func theLibraryReadsBrandgensEnvelopesAndPassesItsTests() throws {
        let build = try KotlinRuntime.built()
        try #require(build.brands >= 2, "two brands to serve in one process")
        #expect(build.run.status == 0, "Runtimes/Kotlin/build: \(build.run.output)\n\(build.run.errorOutput.suffix(4000))")
        let summary = build.run.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasSuffix(" 0 failures"), "\(summary)")
        print("kotlin runtime library on \(build.brands) brands' envelopes: \(summary)")
    }
}
