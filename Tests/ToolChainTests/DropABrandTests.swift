import Foundation
import TestSupport
import Testing
import YAMLNode

/// "Adding a brand is dropping a YAML file", end to end: today's Brands/ plus one new
/// brand and its scenario, copied into a fresh folder laid out like this repository, go
/// through the real tools as processes, as a person following docs/adding-a-brand.md runs them.
@Suite("Dropping a brand into Brands/")
struct DropABrandTests {
    static let newBrand = "coral"
    static let fixtures = Repository.path("Tests/Fixtures/DropABrand")

    /// `folder/Brands` (the shipped brands and the new one) and `folder/Tests/Scenarios`
    /// (the shipped scenarios and the new brand's).
    static func layOut(in folder: URL) throws {
        let brands = try TemporaryFolder.copy(Repository.brands, into: folder, as: "Brands")
        try FileManager.default.copyItem(atPath: fixtures + "/Brands/\(newBrand).yaml", toPath: brands + "/\(newBrand).yaml")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        let scenarios = try TemporaryFolder.copy(Repository.scenarios, into: folder, as: "Tests/Scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures + "/Scenarios") {
            try FileManager.default.copyItem(atPath: fixtures + "/Scenarios/" + name, toPath: scenarios + "/" + name)
        }
    }

    @Test func theWholeToolChainTakesTheNewBrand() throws {
        try TemporaryFolder.with("drop-a-brand") { folder in
            try Self.layOut(in: folder)
            let schemas = ["--schemas", Repository.schemasFolder]

            let lint = try ToolProcess("brandlint").run(schemas + ["Brands"], in: folder)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            #expect(!lint.output.contains("\(Self.newBrand).yaml"), "the new brand lints clean, its scenario found: \(lint.output)")

            let scenarios = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures + "/Scenarios").sorted()
            #expect(!scenarios.isEmpty)
            let sim = try ToolProcess("brandsim").run(schemas + scenarios.map { "Tests/Scenarios/" + $0 }, in: folder)
            #expect(sim.status == 0, "\(sim.output)\(sim.errorOutput)")
            #expect(!sim.errorOutput.contains("warning"), "\(sim.errorOutput)")

            let report = try ToolProcess("brandreport").run(schemas + ["--format", "json", "--output", "-", "Brands"], in: folder)
            #expect(report.status == 0, "\(report.errorOutput)")
            let ids = (try JSONParser().parse(report.output)["brands"]?.sequence ?? []).compactMap { $0["id"]?.string }
            #expect(ids == (try Repository.shippedBrandIDs() + [Self.newBrand]).sorted())
        }
    }

    @Test func withoutItsScenarioTheNewBrandIsAWarningNotAFailure() throws {
        try TemporaryFolder.with("drop-a-brand") { folder in
            try Self.layOut(in: folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures + "/Scenarios") {
                try FileManager.default.removeItem(atPath: folder.appendingPathComponent("Tests/Scenarios/" + name).path)
            }
            let lint = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, "Brands"], in: folder)
            #expect(lint.status == 0, "\(lint.output)")
            #expect(lint.output.contains("Brands/\(Self.newBrand).yaml:1:1: warning: no scenario in Tests/Scenarios replays brand \"\(Self.newBrand)\""), "\(lint.output)")
            #expect(lint.output.contains("hint: copy Tests/Scenarios/"), "\(lint.output)")
        }
    }
}
