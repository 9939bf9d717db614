import BrandModel
import Foundation
import Testing
import TestSupport

/// The TypeScript delivery client takes what brandgen publishes: a fixture brand's envelope
/// loaded as the app ships it, then two bundles signed by `brandgen root init` and
/// `brandgen bundle` served from a loopback server to the package's example program
/// (`examples/ramp.ts`), which shows `betslip-native` at 25% and then at 50% in one process,
/// with no rebuild; the shares are the engine's bucketing of the same users.
@Suite("TypeScript delivery client") struct TypeScriptDeliveryTests {
    static let fixture = ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ReactNative/plurals.yaml"

    /// The fixture with `betslip-native` rolled out to `percent`.
    static func brand(percent: Int) throws -> String {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let rollout = "  betslip-native:\n    default: false\n    rules:\n      - rollout: { percent: \(percent), by: userId, salt: ramp }\n"
        let edited = text.replacingOccurrences(of: "  betslip-native: false\n", with: rollout)
        precondition(edited != text, "the fixture sets betslip-native: false")
        return edited
    }

    /// The fixture again under another id, its flag off: a second brand in the same app.
    static func secondBrand() throws -> String {
        let text = try brand(percent: 0)
        let edited = text.replacingOccurrences(of: "\nid: plurals\n", with: "\nid: second\n")
        precondition(edited != text, "the fixture's id is plurals")
        return edited
    }

    /// The share the engine gives users `user-0` to `user-9999`, as the example prints it.
    static func share(percent: Int) -> String {
        let on = (0..<10_000).count { FlagBucketing.bucket(salt: "ramp", key: "user-\($0)") < percent * 100 }
        return String(format: "%.2f%%", Double(on) / 100)
    }

    /// What a ramp needs, made with brandgen in `folder`: the fixture and a second brand in
    /// `brands/`, flag off, generated for the app with `app` (brandgen's options), then a root
    /// (`keys/`) and two signed bundles, `v1` with the flag at 25% and `v2` at 50%.
    static func publishRamp(in folder: URL, app: [String]) throws {
        let brandgen = ToolProcess("brandgen")
        func run(_ arguments: [String]) throws {
            let result = try brandgen.run(arguments, in: folder)
            #expect(result.status == 0, "brandgen \(arguments.joined(separator: " ")): \(result.output)\(result.errorOutput)")
        }
        let brands = folder.appendingPathComponent("brands")
        try FileManager.default.createDirectory(at: brands, withIntermediateDirectories: true)
        let file = brands.appendingPathComponent("plurals.yaml")
        try Data(brand(percent: 0).utf8).write(to: file)
        // A second brand beside it: the app ships both, and the bundles carry both.
        try Data(secondBrand().utf8).write(to: brands.appendingPathComponent("second.yaml"))
        try run(app + ["--quiet", brands.path])
        try run(["keygen", "--output", folder.appendingPathComponent("keys/online").path])
        try run(["keygen", "--output", folder.appendingPathComponent("keys/offline").path])
        try run(["root", "init", "--key", "keys/offline/signing.key", "--threshold", "1", "--online-key", "keys/online/signing.pub", "--output", "v1"])
        try Data(brand(percent: 25).utf8).write(to: file)
        try run(["bundle", brands.path, "--key", "keys/online/signing.key", "--version", "1", "--output", "v1"])
        try FileManager.default.copyItem(at: folder.appendingPathComponent("v1"), to: folder.appendingPathComponent("v2"))
        try Data(brand(percent: 50).utf8).write(to: file)
        try run(["bundle", brands.path, "--key", "keys/online/signing.key", "--version", "2", "--output", "v2"])
    }

    @Test(.requires(.typeScript, .node))
    func aRampArrivesFromBrandgensBundlesWithNoRebuild() throws {
        let folder = try TemporaryFolder.make("typescript-delivery")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.publishRamp(in: folder, app: ["--platform", "json", "--output", "bundled"])

        let example = try TypeScriptPackage.compiled().appendingPathComponent("examples/ramp.js").path
        let output = try Command.run(["node", example, "bundled/json", "betslip-native", "plurals", "v1", "v2"], in: folder)
        print(output)
        #expect(output.contains("bundled: ") && output.contains("plurals") && output.contains("second"), "both brands load: \(output)")
        #expect(output.contains("on for 0.00% of 10,000 users (bundled)"), "\(output)")
        #expect(output.contains("updated to version 1"), "\(output)")
        #expect(output.contains("on for \(Self.share(percent: 25)) of 10,000 users (bundle 1, no rebuild)"), "\(output)")
        #expect(output.contains("updated to version 2"), "\(output)")
        #expect(output.contains("on for \(Self.share(percent: 50)) of 10,000 users (bundle 2, no rebuild)"), "\(output)")
    }
}
