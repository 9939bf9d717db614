import BrandReport
import Foundation
import Testing

@Suite("Feature matrix")
struct FeatureMatrixTests {
    @Test func everyRowHasOneCellPerBrand() throws {
        let matrix = try ReportFixtures.shipped().matrix
        #expect(matrix.columns.count == 5)
        for row in matrix.rows {
            #expect(row.cells.count == 5, "\(row.key)")
            #expect(row.cells.allSatisfy { !$0.text.isEmpty }, "\(row.key)")
        }
    }

    @Test(arguments: [
        ("toolSlot.kind", ["toolbox", "none", "locker", "toolbox", "none"]),
        ("toolSlot.handler", ["toolbox", "none", "ladbrokes.locker", "neds.toolbox", "none"]),
        ("toolSlot.badgeObserved", ["no", "no", "yes", "yes", "no"]),
        ("appBar.potIcon", ["betcha.pot", "none", "ladbrokes.pot", "neds.pot", "none"]),
        ("appBar.pendingBetsLabel", ["My Bets (myBets)", "My Bets (myBets)", "My Bets (myBets)", "Our Bets (ourBets)", "My Bets (myBets)"]),
        ("flag.betslip-native", ["off", "on", "on", "on", "on"]),
        ("flag.login-native", ["off", "on", "off", "on", "on"]),
        ("strings.coverage", ["en-AU 8/8", "en 11/11, fr 11/11", "en-AU 9/9", "en-AU 9/9", "en-NZ 7/7"]),
        ("oddsBoost.tiers", ["none", "2→10%, 3→15%, 4→20%, 6→30%, 10→40%", "none", "none", "none"]),
        ("lint", ["clean", "clean", "clean", "clean", "clean"]),
    ])
    func rowsSayWhatEachBrandHas(key: String, expected: [String]) throws {
        let row = try #require(try ReportFixtures.shipped().matrix.row(key))
        #expect(row.cells.map(\.text) == expected)
    }

    @Test func aFlagOnlyOneBrandSetsGetsARow() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/neds.yaml", replacing: "  login-native: true\n", with: "  login-native: true\n  cash-out-native: true\n")
        let matrix = try ReportFixtures.builder().build(paths: [brands]).matrix
        let row = try #require(matrix.row("flag.cash-out-native"))
        #expect(row.cells.map(\.text) == ["unset (off)", "unset (off)", "unset (off)", "on", "unset (off)"])
    }

    @Test func aFailedBrandHasAFlaggedColumnWithStatusAndLintOnly() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try "schema: 1\nid: broken\nname: [not, a, name\n".write(toFile: brands + "/broken.yaml", atomically: true, encoding: .utf8)
        let matrix = try ReportFixtures.builder().build(paths: [brands]).matrix
        let column = try #require(matrix.columns.firstIndex { $0.id == "broken" })
        #expect(matrix.columns[column].isFlagged)
        #expect(matrix.cell("status", brand: "broken") == .init("failed to load", tone: .negative))
        #expect(matrix.cell("toolSlot.kind", brand: "broken")?.tone == .absent)
        #expect(matrix.cell("lint", brand: "broken")?.text.hasPrefix("1 error") == true)
    }
}
