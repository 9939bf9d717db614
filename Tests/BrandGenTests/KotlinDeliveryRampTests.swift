import Foundation
import Testing
import TestSupport

/// The Kotlin delivery client takes what brandgen publishes, as an Android app would: two fixture
/// brands' envelopes and locale data loaded from `brandgen --platform android`'s assets, then two
/// bundles signed by `brandgen root init` and `brandgen bundle` served from a loopback server to
/// the library's example program (`src/jvmTest/…/examples/Ramp.kt`), which shows `betslip-native`
/// at 25% and then at 50% in one process, with no rebuild; the shares are the engine's bucketing
/// of the same users (``TypeScriptDeliveryTests``'s ramp, on Kotlin).
@Suite("Kotlin delivery client ramp") struct KotlinDeliveryRampTests {
    @Test(.requires(.kotlin, .java))
    func aRampArrivesFromBrandgensBundlesWithNoRebuild() throws {
        let folder = try TemporaryFolder.make("kotlin-ramp")
        defer { try? FileManager.default.removeItem(at: folder) }
        try TypeScriptDeliveryTests.publishRamp(in: folder, app: ["--platform", "android", "--output", "app"])
        // The app ships both brands in one assets folder.
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for id in ["plurals", "second"] {
            for name in ["\(id).json", "\(id).locales.json"] {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("app/android/\(id)/assets/brandengine/\(name)"), to: assets.appendingPathComponent(name))
            }
        }

        let example = try KotlinLibrary.run(
            "brandengine.examples.RampKt", ["assets", "betslip-native", "plurals", "v1", "v2"], in: folder)
        let output = example.output
        print(output)
        #expect(example.status == 0, "\(example.errorOutput.suffix(3000))")
        #expect(output.contains("bundled: plurals, second in "), "both brands load: \(output)")
        #expect(output.contains("on for 0.00% of 10,000 users (bundled)"), "\(output)")
        #expect(output.contains("updated to version 1"), "\(output)")
        #expect(output.contains("live update: plurals from a bundle"), "\(output)")
        #expect(output.contains("on for \(TypeScriptDeliveryTests.share(percent: 25)) of 10,000 users (bundle 1, no rebuild)"), "\(output)")
        #expect(output.contains("updated to version 2"), "\(output)")
        #expect(output.contains("on for \(TypeScriptDeliveryTests.share(percent: 50)) of 10,000 users (bundle 2, no rebuild)"), "\(output)")
    }
}
