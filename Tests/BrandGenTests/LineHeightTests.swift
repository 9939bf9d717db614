@testable import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport
import YAMLNode

/// A line height is the profile's points on every platform, each in its own unit, and a style
/// without one gets the same 1.2 times its size everywhere (docs/exports.md, Line height).
@Suite("Line height", .tags(.shippedBrands))
struct LineHeightTests {
    /// A brand with one style that writes its line height and one that does not.
    static func brand() throws -> BrandSource {
        var brand = try #require(try ShippedBrands.sources().first)
        brand.profile.theme.typography = TokenGroup([
            ("balance", TextStyle(family: "Inter", size: 14, weight: "semibold", lineHeight: 18)),
            ("label", TextStyle(family: "Inter", size: 12.5, weight: "regular")),
        ])
        return brand
    }

    static func text(_ generator: some PlatformGenerator, _ brand: BrandSource, suffix: String) throws -> String {
        let file = try #require(try generator.files(for: brand).first { $0.path.hasSuffix(suffix) })
        return String(decoding: file.contents, as: UTF8.self)
    }

    @Test func everyPlatformWritesTheSameLineHeight() throws {
        let brand = try Self.brand()
        // balance: 18 as written; label: 1.2 × 12.5 = 15.
        let swift = try Self.text(IOSGenerator(), brand, suffix: "BrandTheme.swift")
        #expect(swift.contains("size: 14.0, weight: 600, lineHeight: 18.0)"), "\(swift)")
        #expect(swift.contains("size: 12.5, weight: 400, lineHeight: 15.0)"), "\(swift)")
        let css = try Self.text(WebGenerator(), brand, suffix: ".css")
        #expect(css.contains("--typography-balance-line-height: 18px"), "\(css)")
        #expect(css.contains("--typography-label-line-height: 15px"), "\(css)")
        let dtcg = try JSONSerialization.jsonObject(with: Data(try Self.text(DTCGGenerator(), brand, suffix: ".tokens.json").utf8))
        let typography = try #require((dtcg as? [String: Any])?["typography"] as? [String: Any])
        func ratio(_ name: String) -> Double? { ((typography[name] as? [String: Any])?["$value"] as? [String: Any])?["lineHeight"] as? Double }
        #expect(ratio("balance") == 1.2857)
        #expect(ratio("label") == 1.2)
    }

    /// Android's: the Kotlin runtime reading the envelope (what `BrandTypography` hands Compose),
    /// sizes and line heights by their bits.
    @Test(.requires(.kotlin, .java))
    func theKotlinRuntimeGivesTheSameLineHeight() throws {
        var brand = try Self.brand()
        brand.document = EnvelopeDocument.setting(["theme", "typography"], in: brand.document, to: Node.object([
            ("balance", Node.object([("family", "Inter"), ("size", 14), ("weight", "semibold"), ("lineHeight", 18)])),
            ("label", Node.object([("family", "Inter"), ("size", 12.5), ("weight", "regular")])),
        ]))
        let folder = try TemporaryFolder.make("line-height-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        try KotlinRuntime.writeAssets(brand, as: brand.id, in: folder)
        try Data().write(to: folder.appendingPathComponent("tokens.txt"))
        // The library's own replay tool (Runtimes/Kotlin/src/jvmTest/…/replay/AppBarColorsReplay.kt) prints the text styles.
        try KotlinRuntime.replay("AppBarColorsReplay", ["tokens.txt", "results.txt", brand.id], in: folder)
        let lines = try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
        #expect(lines.contains("\(brand.id)\ttypography\tbalance\tInter|semibold|\(bits(14))|\(bits(18))"), "\(lines)")
        #expect(lines.contains("\(brand.id)\ttypography\tlabel\tInter|regular|\(bits(12.5))|\(bits(15))"), "\(lines)")
    }

    /// React Native's: the TypeScript runtime reading the envelope, in dp.
    @Test(.requires(.typeScript, .node))
    func theTypeScriptRuntimeGivesTheSameLineHeight() throws {
        var brand = try Self.brand()
        brand.document = EnvelopeDocument.setting(["theme", "typography"], in: brand.document, to: Node.object([
            ("balance", Node.object([("family", "Inter"), ("size", 14), ("weight", "semibold"), ("lineHeight", 18)])),
            ("label", Node.object([("family", "Inter"), ("size", 12.5), ("weight", "regular")])),
        ]))
        let folder = try TemporaryFolder.make("line-height-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try TypeScriptPackage.compiled()
        try Data(EnvelopeDocument.envelope(brand)).write(to: folder.appendingPathComponent("brand.json"))
        // The package's own test tool (Runtimes/TypeScript/test/replay/brand-theme.ts).
        let output = try Command.run(["node", dist.appendingPathComponent("test/replay/brand-theme.js").path, "brand.json"], in: folder)
        #expect(output.contains(#""balance":{"fontFamily":"Inter","fontSize":14,"fontWeight":"600","lineHeight":18}"#), "\(output)")
        #expect(output.contains(#""label":{"fontFamily":"Inter","fontSize":12.5,"fontWeight":"400","lineHeight":15}"#), "\(output)")
    }
}
