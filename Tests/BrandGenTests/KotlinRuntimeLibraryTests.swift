@testable import BrandGen
import Foundation
import Testing
import TestSupport

/// The Kotlin runtime library (Runtimes/Kotlin) on brandgen's own Android output: every shipped
/// brand's envelope and locale data (`assets/brandengine/`), all in one folder, read by one JVM
/// process that runs the library's whole test suite (its `build` script: the common check with the
/// metadata compiler, the jar, then the tests, among them two brands' app bars driven side by
/// side). One kotlinc run per compilation, once per test run. A tampered envelope is refused.
@Suite("kotlin runtime library", .tags(.shippedBrands))
struct KotlinRuntimeLibraryTests {
    @Test(.requires(.kotlin, .java))
    func theLibraryReadsBrandgensEnvelopesAndPassesItsTests() throws {
        let sources = try ShippedBrands.sources()
        try #require(sources.count >= 2, "two brands to serve in one process")
        let folder = try TemporaryFolder.make("kotlin-runtime")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let generator = AndroidGenerator()
        var written = 0
        for source in sources {
            for file in try generator.files(for: source) where file.path.contains("/assets/brandengine/") {
                try Data(file.contents).write(to: assets.appendingPathComponent((file.path as NSString).lastPathComponent))
                written += 1
            }
        }
        #expect(written == 2 * sources.count, "an envelope and locale data for each brand")
        let build = Repository.root.appendingPathComponent("Runtimes/Kotlin/build")
        let run = try ToolProcess.run(build, ["all"], in: Repository.root.appendingPathComponent("Runtimes/Kotlin"), environment: [
            "BRANDENGINE_ENVELOPES": assets.path,
            "BRANDENGINE_KOTLIN_OUT": folder.appendingPathComponent("out").path,
        ])
        #expect(run.status == 0, "Runtimes/Kotlin/build: \(run.output)\n\(run.errorOutput.suffix(4000))")
        let summary = run.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasSuffix(" 0 failures"), "\(summary)")
        print("kotlin runtime library on \(sources.count) brands' envelopes: \(summary)")
    }
}
