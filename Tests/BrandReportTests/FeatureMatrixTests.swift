import BrandReport
import Foundation
import Testing

@Suite("Feature matrix")
struct FeatureMatrixTests {
    @Test func everyRowHasOneCellPerBrand() throws {
        let matrix = try ReportFixtures.fixtureReport().matrix
        let count = try ReportFixtures.ids().count
        #expect(matrix.columns.count == count)
        for row in matrix.rows {
            #expect(row.cells.count == count, "\(row.key)")
            #expect(row.cells.allSatisfy { !$0.text.isEmpty }, "\(row.key)")
        }
    }

    /// What each fixture brand's column says, row by row.
    static let expectedColumns: [String: [String: String]] = [
        "betcha": [
            "toolSlot.kind": "toolbox", "toolSlot.handler": "toolbox", "toolSlot.badgeObserved": "no", "appBar.potIcon": "betcha.pot",
            "appBar.pendingBetsLabel": "My Bets (myBets)", "flag.betslip-native": "off", "flag.login-native": "off",
            "strings.coverage": "en-AU 8/8", "oddsBoost.tiers": "none", "lint": "clean",
        ],
        "betsson-cm": [
            "toolSlot.kind": "none", "toolSlot.handler": "none", "toolSlot.badgeObserved": "no", "appBar.potIcon": "none",
            "appBar.pendingBetsLabel": "My Bets (myBets)", "flag.betslip-native": "on", "flag.login-native": "on",
            "strings.coverage": "en 13/13, fr 13/13", "oddsBoost.tiers": "2→10%, 3→15%, 4→20%, 6→30%, 10→40%", "lint": "clean",
        ],
        "ladbrokes": [
            "toolSlot.kind": "locker", "toolSlot.handler": "ladbrokes.locker", "toolSlot.badgeObserved": "yes", "appBar.potIcon": "ladbrokes.pot",
            "appBar.pendingBetsLabel": "My Bets (myBets)", "flag.betslip-native": "on", "flag.login-native": "off",
            "strings.coverage": "en-AU 9/9", "oddsBoost.tiers": "none", "lint": "clean",
        ],
        "neds": [
            "toolSlot.kind": "toolbox", "toolSlot.handler": "neds.toolbox", "toolSlot.badgeObserved": "yes", "appBar.potIcon": "neds.pot",
            "appBar.pendingBetsLabel": "Our Bets (ourBets)", "flag.betslip-native": "on", "flag.login-native": "on",
            "strings.coverage": "en-AU 9/9", "oddsBoost.tiers": "none", "lint": "clean",
        ],
        "tabnz": [
            "toolSlot.kind": "none", "toolSlot.handler": "none", "toolSlot.badgeObserved": "no", "appBar.potIcon": "none",
            "appBar.pendingBetsLabel": "My Bets (myBets)", "flag.betslip-native": "on", "flag.login-native": "on",
            "strings.coverage": "en-NZ 7/7", "oddsBoost.tiers": "none", "lint": "clean",
        ],
    ]

    @Test func theFixturesAreTheBrandsOfTheTable() throws {
        #expect(try ReportFixtures.ids() == Self.expectedColumns.keys.sorted())
    }

    @Test(arguments: expectedColumns.keys.sorted())
    func rowsSayWhatEachBrandHas(brand: String) throws {
        let matrix = try ReportFixtures.fixtureReport().matrix
        for (key, expected) in try #require(Self.expectedColumns[brand]) {
            #expect(matrix.cell(key, brand: brand)?.text == expected, "\(key)")
        }
    }

    @Test func aFlagOnlyOneBrandSetsGetsARow() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/neds.yaml", replacing: "  login-native: true\n", with: "  login-native: true\n  cash-out-native: true\n")
        let matrix = try ReportFixtures.builder().build(paths: [brands]).matrix
        for brand in try ReportFixtures.ids() {
            #expect(matrix.cell("flag.cash-out-native", brand: brand)?.text == (brand == "neds" ? "on" : "unset (off)"), "\(brand)")
        }
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
