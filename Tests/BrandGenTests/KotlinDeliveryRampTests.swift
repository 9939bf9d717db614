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
        let brandgen = ToolProcess("brandgen")
        func run(_ arguments: [String]) throws {
            let result = try brandgen.run(arguments, in: folder)
            #expect(result.status == 0, "brandgen \(arguments.joined(separator: " ")): \(result.output)\(result.errorOutput)")
        }
        let brands = folder.appendingPathComponent("brands")
        try FileManager.default.createDirectory(at: brands, withIntermediateDirectories: true)
        let file = brands.appendingPathComponent("plurals.yaml")
        try Data(TypeScriptDeliveryTests.brand(percent: 0).utf8).write(to: file)
        // A second brand beside it: the app ships both in one assets folder, and the bundles carry both.
        try Data(TypeScriptDeliveryTests.secondBrand().utf8).write(to: brands.appendingPathComponent("second.yaml"))
        try run(["--platform", "android", "--output", "app", "--quiet", brands.path])
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for id in ["plurals", "second"] {
            for name in ["\(id).json", "\(id).locales.json"] {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("app/android/\(id)/assets/brandengine/\(name)"), to: assets.appendingPathComponent(name))
            }
        }
        try run(["keygen", "--output", folder.appendingPathComponent("keys/online").path])
        try run(["keygen", "--output", folder.appendingPathComponent("keys/offline").path])
        try run(["root", "init", "--key", "keys/offline/signing.key", "--threshold", "1", "--online-key", "keys/online/signing.pub", "--output", "v1"])
        try Data(TypeScriptDeliveryTests.brand(percent: 25).utf8).write(to: file)
        try run(["bundle", brands.path, "--key", "keys/online/signing.key", "--version", "1", "--output", "v1"])
        try FileManager.default.copyItem(at: folder.appendingPathComponent("v1"), to: folder.appendingPathComponent("v2"))
        try Data(TypeScriptDeliveryTests.brand(percent: 50).utf8).write(to: file)
        try run(["bundle", brands.path, "--key", "keys/online/signing.key", "--version", "2", "--output", "v2"])

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
