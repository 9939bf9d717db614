import BrandModel
import Foundation
import ProfileLoading
import TestSupport
import Testing
@testable import BrandLint

/// docs/adding-a-brand.md walks a reader through copying a shipped profile: what it shows
/// brandlint printing, and the scenario it tells them to copy, are what brandlint says for
/// that copy of the shipped brands.
@Suite("The adding-a-brand guide", .tags(.shippedBrands))
struct AddingABrandGuideTests {
    static let guide = Repository.path("docs/adding-a-brand.md")

    /// The guide's step 1 (`cp Brands/<source>.yaml Brands/<new>.yaml`), its example warning
    /// and its step 4 (`cp Tests/Scenarios/<scenario> Tests/Scenarios/<new>.yaml`).
    struct Walkthrough {
        var source: String
        var newBrand: String
        var shownWarning: String
        var scenarioToCopy: String

        init(_ text: String) throws {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let copy = try #require(lines.first { $0.hasPrefix("cp Brands/") }).split(separator: " ")
            source = String(copy[1].dropFirst("Brands/".count).dropLast(".yaml".count))
            newBrand = String(copy[2].dropFirst("Brands/".count).dropLast(".yaml".count))
            let warningStart = try #require(lines.firstIndex { $0.hasPrefix("Brands/\(copy[2].dropFirst("Brands/".count)):1:1: warning:") })
            shownWarning = lines[warningStart] + "\n    " + lines[warningStart + 1] + "\n"
            let scenarioCopy = try #require(lines.first { $0.hasPrefix("cp Tests/Scenarios/") }).split(separator: " ")
            scenarioToCopy = String(scenarioCopy[1])
            #expect(scenarioCopy[2] == "Tests/Scenarios/\(newBrand).yaml")
        }
    }

    @Test func theWarningShownIsTheOneBrandlintGivesForTheCopy() throws {
        let walkthrough = try Walkthrough(String(contentsOfFile: Self.guide, encoding: .utf8))
        // The shipped brands and scenarios, with the guide's copy dropped in, at the relative
        // paths the guide shows.
        var files: [String: String] = [:]
        for path in try Repository.loader().loadCatalog(at: Repository.brands).files {
            files["Brands" + path.dropFirst(Repository.brands.count)] = try String(contentsOfFile: path, encoding: .utf8)
        }
        let source = try #require(files["Brands/\(walkthrough.source).yaml"], "the guide copies a profile that is not shipped")
        files["Brands/\(walkthrough.newBrand).yaml"] = source.replacingOccurrences(
            of: "id: \(walkthrough.source)\n", with: "id: \(walkthrough.newBrand)\n")
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.scenarios) where name.hasSuffix(".yaml") {
            files["Tests/Scenarios/" + name] = try String(contentsOfFile: Repository.scenarios + "/" + name, encoding: .utf8)
        }
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(files), formats: .yamlAndJSON)
        let result = BrandLinter(loader: loader, handlers: RuleExampleTests.handlers, scenarios: .besideBrands).lint(paths: ["Brands"])
        // Only the copy's: another brand without a scenario is another brand's warning.
        let warnings = result.diagnostics.filter {
            $0.rule == ScenarioCoverage.description.id && $0.file == "Brands/\(walkthrough.newBrand).yaml"
        }
        #expect(
            TextReporter.render(warnings) == walkthrough.shownWarning,
            "docs/adding-a-brand.md's example warning is not what brandlint prints for a copy of \(walkthrough.source).yaml")
        #expect(
            warnings.first?.hint?.hasPrefix("copy \(walkthrough.scenarioToCopy) ") == true,
            "step 4 copies \(walkthrough.scenarioToCopy), the hint names another scenario")
    }

    /// The guide's odds-boost bullet lists the strings each locale needs: the contract's.
    @Test func theOddsBoostStringsListedAreTheContract() throws {
        let text = try String(contentsOfFile: Self.guide, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- odds-boost-strings -->"))
        let end = try #require(text.range(of: "<!-- /odds-boost-strings -->"))
        let listed = text[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let declared = StringKey.oddsBoost.map { key in
            let placeholders = key.requiredPlaceholders.sorted().map { "`{\($0)}`" }.joined(separator: " and ")
            return "- `\(key.rawValue)`: \(key.neededBy)" + (placeholders.isEmpty ? "" : ", with \(placeholders)")
                + (key.isPlural ? ", in plural forms" : "")
        }
        #expect(listed == declared, "write this list between the markers:\n\(declared.joined(separator: "\n"))")
    }
}
