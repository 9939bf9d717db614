import Foundation
import TestSupport
import Testing
import YAMLNode

/// "Adding a brand is dropping a YAML file", end to end: today's Brands/ plus one new
/// brand and its scenario, copied into a fresh folder laid out like this repository, go
/// through the real tools as processes, as a person following docs/adding-a-brand.md runs them.
@Suite("Dropping a brand into Brands/", .tags(.shippedBrands))
struct DropABrandTests {
    static let fixtureBrand = "coral"
    static let fixtures = Repository.path("Tests/Fixtures/DropABrand")

    /// The fixture brand's id, or, once a brand of that id ships, the first free one after it.
    static let newBrand: String = freeID(among: (try? Repository.shippedBrandIDs()) ?? [])

    /// The fixture brand's id, or the first of `coral-2`, `coral-3`, … not in `ids`.
    static func freeID(among ids: [String]) -> String {
        let taken = Set(ids)
        var id = fixtureBrand
        var number = 1
        while taken.contains(id) {
            number += 1
            id = "\(fixtureBrand)-\(number)"
        }
        return id
    }

    /// `folder/Brands` (a copy of `source` and the new brand under `id`) and
    /// `folder/Tests/Scenarios` (the shipped scenarios and the new brand's).
    static func layOut(in folder: URL, brands source: String = Repository.brands, as id: String = newBrand) throws {
        let brands = try TemporaryFolder.copy(source, into: folder, as: "Brands")
        let profile = try String(contentsOfFile: fixtures + "/Brands/\(fixtureBrand).yaml", encoding: .utf8)
        try renamed(profile, to: id).write(toFile: brands + "/\(id).yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        let scenarios = try TemporaryFolder.copy(Repository.scenarios, into: folder, as: "Tests/Scenarios")
        for name in try scenarioNames() {
            let scenario = try String(contentsOfFile: fixtures + "/Scenarios/" + name, encoding: .utf8)
            try renamed(scenario, to: id).write(toFile: scenarios + "/" + newScenarioName(name, as: id), atomically: true, encoding: .utf8)
        }
    }

    /// A fixture file with every mention of the fixture's id (its id, its assets, its
    /// scenarios' expectations) under `id`, as a person renaming a copied brand would.
    static func renamed(_ text: String, to id: String) -> String {
        text.replacingOccurrences(of: fixtureBrand, with: id)
    }

    static func scenarioNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/Scenarios").filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// A fixture scenario's name in the copy: under the new brand's id, beside the shipped ones.
    static func newScenarioName(_ name: String, as id: String = newBrand) -> String {
        "drop-a-brand-" + renamed(name, to: id)
    }

    @Test func theWholeToolChainTakesTheNewBrand() throws {
        try TemporaryFolder.with("drop-a-brand") { folder in
            try Self.layOut(in: folder)
            let schemas = ["--schemas", Repository.schemasFolder]

            let lint = try ToolProcess("brandlint").run(schemas + ["Brands"], in: folder)
            #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
            #expect(!lint.output.contains("\(Self.newBrand).yaml"), "the new brand lints clean, its scenario found: \(lint.output)")

            let scenarios = try Self.scenarioNames()
            #expect(!scenarios.isEmpty)
            let sim = try ToolProcess("brandsim").run(schemas + scenarios.map { "Tests/Scenarios/" + Self.newScenarioName($0) }, in: folder)
            #expect(sim.status == 0, "\(sim.output)\(sim.errorOutput)")
            #expect(!sim.errorOutput.contains("warning"), "\(sim.errorOutput)")

            let report = try ToolProcess("brandreport").run(schemas + ["--format", "json", "--output", "-", "Brands"], in: folder)
            #expect(report.status == 0, "\(report.errorOutput)")
            let ids = (try JSONParser().parse(report.output)["brands"]?.sequence ?? []).compactMap { $0["id"]?.string }
            #expect(ids == (try Repository.shippedBrandIDs() + [Self.newBrand]).sorted())

            let generate = try ToolProcess("brandgen").run(schemas + ["--output", "Generated", "Brands"], in: folder)
            #expect(generate.status == 0, "\(generate.output)\(generate.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/json/\(Self.newBrand).json").path))
        }
    }

    @Test func withoutItsScenarioTheNewBrandIsAWarningNotAFailure() throws {
        try TemporaryFolder.with("drop-a-brand") { folder in
            try Self.layOut(in: folder)
            for name in try Self.scenarioNames() {
                try FileManager.default.removeItem(atPath: folder.appendingPathComponent("Tests/Scenarios/" + Self.newScenarioName(name)).path)
            }
            let lint = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, "Brands"], in: folder)
            #expect(lint.status == 0, "\(lint.output)")
            #expect(lint.output.contains("Brands/\(Self.newBrand).yaml:1:1: warning: no scenario in Tests/Scenarios replays brand \"\(Self.newBrand)\""), "\(lint.output)")
            #expect(lint.output.contains("hint: copy Tests/Scenarios/"), "\(lint.output)")
        }
    }

    /// Beside a brand of the fixture's own id, the copy goes under the next free id with
    /// everything it carries renamed: nothing in it names the other brand (its pot icon
    /// would be an asset-name-other-brand warning) and its scenario replays it.
    @Test func besideABrandOfItsIdTheNewBrandIsRenamedThroughout() throws {
        try TemporaryFolder.with("drop-a-brand") { folder in
            let shipped = try TemporaryFolder.make("drop-a-brand-shipped")
            defer { try? FileManager.default.removeItem(at: shipped) }
            let withCoral = try TemporaryFolder.copy(Repository.fixtureBrands, into: shipped, as: "Brands")
            try FileManager.default.copyItem(
                atPath: Self.fixtures + "/Brands/\(Self.fixtureBrand).yaml", toPath: withCoral + "/\(Self.fixtureBrand).yaml")
            let id = Self.freeID(among: try Repository.brandIDs(in: withCoral))
            #expect(id == "\(Self.fixtureBrand)-2")
            try Self.layOut(in: folder, brands: withCoral, as: id)

            let lint = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, "Brands"], in: folder)
            #expect(lint.status == 0, "\(lint.output)")
            #expect(!lint.output.contains("Brands/\(id).yaml"), "\(lint.output)")
            let profile = try String(contentsOf: folder.appendingPathComponent("Brands/\(id).yaml"), encoding: .utf8)
            #expect(profile.contains("potIcon: \(id).pot"), "\(profile)")
        }
    }
}
