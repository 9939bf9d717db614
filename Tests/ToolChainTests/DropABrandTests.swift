import Foundation
import TestSupport
import Testing
import YAMLNode

/// "Adding a brand is dropping a YAML file", end to end: today's Brands/ plus one new
/// brand and its scenario, copied into a fresh folder laid out like this repository, go
/// through the real tools as processes, as a person following docs/adding-a-brand.md runs them.
@Suite("Dropping a brand into Brands/")
struct DropABrandTests {
    static let fixtureBrand = "coral"
    static let fixtures = Repository.path("Tests/Fixtures/DropABrand")

    /// The fixture brand's id, or, once a brand of that id ships, the first free one after it.
    static let newBrand: String = {
        let shipped = Set((try? Repository.shippedBrandIDs()) ?? [])
        var id = fixtureBrand
        var number = 1
        while shipped.contains(id) {
            number += 1
            id = "\(fixtureBrand)-\(number)"
        }
        return id
    }()

    /// `folder/Brands` (the shipped brands and the new one) and `folder/Tests/Scenarios`
    /// (the shipped scenarios and the new brand's).
    static func layOut(in folder: URL) throws {
        let brands = try TemporaryFolder.copy(Repository.brands, into: folder, as: "Brands")
        let profile = try String(contentsOfFile: fixtures + "/Brands/\(fixtureBrand).yaml", encoding: .utf8)
        try profile.replacingOccurrences(of: "id: \(fixtureBrand)\n", with: "id: \(newBrand)\n")
            .write(toFile: brands + "/\(newBrand).yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        let scenarios = try TemporaryFolder.copy(Repository.scenarios, into: folder, as: "Tests/Scenarios")
        for name in try scenarioNames() {
            let scenario = try String(contentsOfFile: fixtures + "/Scenarios/" + name, encoding: .utf8)
            try scenario.replacingOccurrences(of: "brand: \(fixtureBrand)", with: "brand: \(newBrand)")
                .write(toFile: scenarios + "/" + newScenarioName(name), atomically: true, encoding: .utf8)
        }
    }

    static func scenarioNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/Scenarios").filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// A fixture scenario's name in the copy: under the new brand's id, beside the shipped ones.
    static func newScenarioName(_ name: String) -> String {
        "drop-a-brand-" + name.replacingOccurrences(of: fixtureBrand, with: newBrand)
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
}
