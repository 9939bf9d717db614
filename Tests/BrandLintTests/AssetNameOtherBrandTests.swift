import BrandModel
import Foundation
import TestSupport
import Testing
@testable import BrandLint

/// `asset-name-other-brand`: an asset name that carries another brand's id is reported
/// where it is written.
@Suite("Asset names of another brand")
struct AssetNameOtherBrandTests {
    static func warnings(adding added: [String: String]) throws -> [Diagnostic] {
        let result = try ScenarioCoverageTests.linter(scenarios: [:], addingBrands: added, location: .off).lint(paths: ["/repo/Brands"])
        return result.diagnostics.filter { $0.rule == AssetNameOtherBrand.description.id }
    }

    static func copy(of source: String, as id: String, potIcon: String? = nil) throws -> String {
        var text = try String(contentsOfFile: Repository.fixtureBrands + "/\(source).yaml", encoding: .utf8)
            .replacingOccurrences(of: "id: \(source)\n", with: "id: \(id)\n")
        if let potIcon { text = text.replacingOccurrences(of: "potIcon: \(source).pot", with: "potIcon: \(potIcon)") }
        return text
    }

    @Test func aCopiedProfileKeepingTheOtherBrandsAssetIsWarned() throws {
        let found = try Self.warnings(adding: ["sportsbet-nz": Self.copy(of: "neds", as: "sportsbet-nz")])
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.file == "/repo/Brands/sportsbet-nz.yaml")
        let line = try Self.copy(of: "neds", as: "sportsbet-nz").split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("potIcon:") }.map { $0 + 1 }
        #expect(warning.line == line)
        #expect(warning.severity == .warning)
        #expect(warning.message == "asset \"neds.pot\" carries the id of another brand, \"neds\"")
        #expect(warning.hint?.contains("`sportsbet-nz.pot`") == true, "\(warning)")
    }

    @Test(arguments: ["sportsbet-nz.pot", "icons/sportsbet-nz@2x", "nedsville.pot", "neds-pot", "null"])
    func anAssetOfTheBrandsOwnIsNot(potIcon: String) throws {
        let found = try Self.warnings(adding: ["sportsbet-nz": Self.copy(of: "neds", as: "sportsbet-nz", potIcon: potIcon)])
        #expect(found.isEmpty, "\(found)")
    }

    @Test(arguments: ["icons/neds.pot", "pot_neds", "neds@2x", "ladbrokes.neds"])
    func theOtherBrandsIdIsFoundInAnyPartOfTheName(potIcon: String) throws {
        let found = try Self.warnings(adding: ["sportsbet-nz": Self.copy(of: "neds", as: "sportsbet-nz", potIcon: potIcon)])
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.file == "/repo/Brands/sportsbet-nz.yaml" })
    }

    /// The fixtures name their own assets (the shipped brands: CI's `brandlint --strict Brands`).
    @Test(arguments: [Repository.fixtureBrands])
    func everyFolderOfBrandsNamesItsOwnAssets(folder: String) throws {
        let linter = BrandLinter(loader: try Repository.loader(), handlers: RuleExampleTests.handlers)
        let found = linter.lint(paths: [folder]).diagnostics.filter { $0.rule == AssetNameOtherBrand.description.id }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aNameABaseGivesEveryBrandIsReportedOnceAtTheBase() {
        let asset = FolderBrand.Asset(name: "west.pot", file: "/b/_base/group.yaml", position: Diagnostic.Position(line: 4, column: 12))
        let brands = ["north", "south", "west"].map {
            FolderBrand(id: $0, path: "/b/\($0).yaml", toolSlotKind: .none, hasOddsBoost: false, assets: [asset])
        }
        let found = AssetNameOtherBrand.check(brands)
        #expect(found.map(\.file) == ["/b/_base/group.yaml"])
        #expect(found.first?.hint?.contains("each brand's own asset") == true)
    }
}
