import BrandModel
import Foundation
import ProfileLoading
import TestSupport
import Testing
@testable import BrandLint
import YAMLReader

/// `brand-scenario-missing`: brands are checked against the scenarios folder, and the
/// hint names a scenario of a brand that works the same way.
@Suite("Scenario coverage")
struct ScenarioCoverageTests {
    /// The fixture brands under /repo/Brands, and scenarios under /repo/Tests/Scenarios for
    /// the brands in `scenarios` (file name to brand id).
    static func linter(
        scenarios: [String: String], addingBrands added: [String: String] = [:], location: BrandLinter.ScenarioLocation = .besideBrands
    ) throws -> BrandLinter {
        var files: [String: String] = [:]
        for (id, text) in added { files["/repo/Brands/\(id).yaml"] = text }
        let fixtures = Repository.fixtureBrands
        for path in try Repository.loader().loadCatalog(at: fixtures).files {
            files["/repo/Brands" + path.dropFirst(fixtures.count)] = try String(contentsOfFile: path, encoding: .utf8)
        }
        for (name, brand) in scenarios {
            files["/repo/Tests/Scenarios/" + name] = "brand: \(brand)\nsteps:\n  - tap: search\n"
        }
        files["/repo/Tests/Scenarios/broken.yaml"] = "brand: [\n"
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(files), formats: .yamlAndJSON)
        return BrandLinter(loader: loader, handlers: RuleExampleTests.handlers, scenarios: location)
    }

    static func warnings(_ result: BrandLinter.Result) -> [Diagnostic] {
        result.diagnostics.filter { $0.rule == ScenarioCoverage.description.id }
    }

    /// Every fixture brand but the locker one has a scenario; the locker brand's model
    /// brand (the other locker brand) has two, one named after its tool slot.
    static let allButOneLockerBrand = [
        "ladbrokes-cache.yaml": "ladbrokes",
        "ladbrokes-locker.yaml": "ladbrokes",
        "neds-toolbox.yaml": "neds",
        "betcha-toolbox.yaml": "betcha",
        "tabnz-none.yaml": "tabnz",
        "betsson-boost.yaml": "betsson-cm",
    ]

    @Test func aBrandWithoutAScenarioIsWarnedWithOneToCopy() throws {
        let ids = try Repository.brandIDs(in: Repository.fixtureBrands)
        // A copy of the locker brand under a new id has no scenario of its own.
        var files = Self.allButOneLockerBrand
        files["unrelated.yaml"] = "someone-else"
        let ladbrokes = try String(contentsOfFile: Repository.fixtureBrands + "/ladbrokes.yaml", encoding: .utf8)
        let coral = ladbrokes.replacingOccurrences(of: "id: ladbrokes", with: "id: coral")
        let result = try Self.linter(scenarios: files, addingBrands: ["coral": coral]).lint(paths: ["/repo/Brands"])
        #expect(ids.allSatisfy { Set(files.values).contains($0) })
        let warning = try #require(Self.warnings(result).first)
        #expect(Self.warnings(result).count == 1)
        #expect(warning.file == "/repo/Brands/coral.yaml")
        #expect(warning.severity == .warning)
        #expect(warning.message == "no scenario in /repo/Tests/Scenarios replays brand \"coral\"")
        #expect(warning.hint?.hasPrefix("copy /repo/Tests/Scenarios/ladbrokes-locker.yaml (ladbrokes also has a locker) to /repo/Tests/Scenarios/coral.yaml") == true)
    }

    @Test func theBrandWithTheSameFlagsAndBadgeIsPreferred() throws {
        // Two toolbox brands have scenarios; the new one observes the balance and sets the
        // flags as neds does, not as betcha does, so neds' routes and counts are the ones to copy.
        let neds = try String(contentsOfFile: Repository.fixtureBrands + "/neds.yaml", encoding: .utf8)
        let added = neds.replacingOccurrences(of: "id: neds", with: "id: sportsbet-nz").replacingOccurrences(of: "handler: neds.toolbox", with: "handler: toolbox")
        let result = try Self.linter(scenarios: Self.allButOneLockerBrand, addingBrands: ["sportsbet-nz": added]).lint(paths: ["/repo/Brands"])
        let warning = try #require(Self.warnings(result).first)
        #expect(warning.hint?.hasPrefix("copy /repo/Tests/Scenarios/neds-toolbox.yaml (neds also has a toolbox)") == true, "\(warning)")
    }

    /// A toolbox brand with an odds boost is alike to both toolbox brands at the same level
    /// (the tool slot alone); the one with more scenarios to copy from is suggested, whichever
    /// id sorts first.
    @Test(arguments: [("neds", "neds-toolbox.yaml"), ("betcha", "betcha-toolbox.yaml")])
    func amongEquallyAlikeBrandsTheBestCoveredIsSuggested(covered: String, expected: String) throws {
        var files = Self.allButOneLockerBrand
        files["\(covered)-cache.yaml"] = covered
        files["\(covered)-reduce-motion.yaml"] = covered
        let betsson = try String(contentsOfFile: Repository.fixtureBrands + "/betsson-cm.yaml", encoding: .utf8)
        #expect(betsson.contains("kind: none") && betsson.contains("oddsBoost:"))
        let toolboxBrand = betsson
            .replacingOccurrences(of: "id: betsson-cm", with: "id: sportsbet-br")
            .replacingOccurrences(of: "kind: none", with: "kind: toolbox")
            .replacingOccurrences(of: "handler: none", with: "handler: toolbox")
        let result = try Self.linter(scenarios: files, addingBrands: ["sportsbet-br": toolboxBrand]).lint(paths: ["/repo/Brands"])
        let warning = try #require(Self.warnings(result).first)
        #expect(warning.file == "/repo/Brands/sportsbet-br.yaml")
        #expect(warning.hint?.hasPrefix("copy /repo/Tests/Scenarios/\(expected) (\(covered) also has a toolbox)") == true, "\(warning)")
    }

    @Test func anOddsBoostBrandIsPointedAtAnOddsBoostScenario() throws {
        var files = Self.allButOneLockerBrand
        files["betsson-boost.yaml"] = nil
        let result = try Self.linter(scenarios: files).lint(paths: ["/repo/Brands"])
        let warning = try #require(Self.warnings(result).first)
        #expect(warning.file == "/repo/Brands/betsson-cm.yaml")
        // tabnz has no tool slot either, but no odds boost: it is suggested, said as it is.
        #expect(warning.hint?.hasPrefix("copy /repo/Tests/Scenarios/tabnz-none.yaml (tabnz also has no tool slot)") == true)
    }

    @Test func brandsWithScenariosAreNotWarned() throws {
        let result = try Self.linter(scenarios: Self.allButOneLockerBrand).lint(paths: ["/repo/Brands"])
        #expect(Self.warnings(result).isEmpty)
    }

    @Test func theCheckIsOffWithoutAScenariosFolder() throws {
        let result = try Self.linter(scenarios: [:], location: .folder("/elsewhere")).lint(paths: ["/repo/Brands"])
        #expect(Self.warnings(result).isEmpty)
        let off = try Self.linter(scenarios: [:], location: .off).lint(paths: ["/repo/Brands"])
        #expect(Self.warnings(off).isEmpty)
    }

    @Test func aGivenFolderIsUsedForEveryPath() throws {
        let result = try Self.linter(scenarios: ["x.yaml": "neds"], location: .folder("/repo/Tests/Scenarios"))
            .lint(paths: ["/repo/Brands/neds.yaml", "/repo/Brands/tabnz.yaml"])
        #expect(Self.warnings(result).map(\.file) == ["/repo/Brands/tabnz.yaml"])
        #expect(Self.warnings(result).first?.hint?.hasPrefix("copy a scenario such as /repo/Tests/Scenarios/x.yaml") == true)
    }

    @Test(arguments: [
        ("Brands", true, "Tests/Scenarios"),
        ("Brands/", true, "Tests/Scenarios"),
        ("/repo/Brands", true, "/repo/Tests/Scenarios"),
        ("/Brands", true, "/Tests/Scenarios"),
        ("Brands/neds.yaml", false, "Tests/Scenarios"),
        ("/a/b/Brands/neds.yaml", false, "/a/b/Tests/Scenarios"),
        ("neds.yaml", false, "../Tests/Scenarios"),
        (".", true, "../Tests/Scenarios"),
    ])
    func theDefaultFolderIsBesideTheBrandsFolder(path: String, isDirectory: Bool, expected: String) {
        #expect(ScenarioIndex.defaultFolder(forBrandsAt: path, isDirectory: isDirectory) == expected)
    }
}
