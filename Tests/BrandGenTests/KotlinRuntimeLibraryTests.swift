import Foundation
import Testing
import TestSupport

/// The Kotlin runtime library (Runtimes/Kotlin) on brandgen's own Android output: every shipped
/// brand's envelope and locale data (`assets/brandengine/`), all in one folder, read by one JVM
/// process that runs the library's whole test suite (its `build` script: the common check with the
/// metadata compiler, the jar, then the tests, among them two brands' app bars driven side by
/// side). The library is compiled once per test run (``KotlinLibrary``); the differential tests
/// replay on the same classes.
@Suite("kotlin runtime library", .tags(.shippedBrands))
struct KotlinRuntimeLibraryTests {
    @Test(.requires(.kotlin, .java))
    func theLibraryReadsBrandgensEnvelopesAndPassesItsTests() throws {
        let tested = try KotlinRuntime.tested()
        try #require(tested.brands >= 2, "two brands to serve in one process")
        #expect(tested.run.status == 0, "Runtimes/Kotlin/build run: \(tested.run.output)\n\(tested.run.errorOutput.suffix(4000))")
        let summary = tested.run.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasSuffix(" 0 failures"), "\(summary)")
        print("kotlin runtime library on \(tested.brands) brands' envelopes: \(summary)")
    }
}
