import AppBarEngine
import BrandModel
import BrandReport
import Foundation
import Testing
import YAMLNode

@Suite("Report model of the fixture brands")
struct ReportModelTests {
    @Test func everyBrandLoadsWithASection() throws {
        let model = try ReportFixtures.fixtureReport()
        #expect(model.brands.map(\.id) == (try ReportFixtures.ids()))
        #expect(model.flagged.isEmpty)
        for brand in model.brands {
            let section = try #require(brand.section, "\(brand.id) did not load")
            #expect(section.appBar != nil, "engine refused \(brand.id): \(section.engineProblem ?? "")")
            #expect(brand.lint.isClean, "\(brand.lint.diagnostics)")
        }
    }

    @Test(arguments: [
        ("ladbrokes", "dismisses user tray, waits 300 ms, opens locker"),
        ("neds", "navigates to toolbox"),
        ("betcha", "navigates to toolbox"),
        ("tabnz", "none"),
        ("betsson-cm", "none"),
    ])
    func toolSlotTapIsWhatTheEngineDoes(brand: String, summary: String) throws {
        let appBar = try #require(try ReportFixtures.fixtureReport().brand(id: brand)?.section?.appBar)
        #expect(appBar.toolSlotTap.summary == summary)
    }

    @Test func theLockerWaitFollowsTheProfilesDelay() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/ladbrokes.yaml", replacing: "dismissUserTrayFirst: 300ms", with: "dismissUserTrayFirst: 450ms")
        let model = try ReportFixtures.builder().build(paths: [brands])
        let tap = try #require(model.brand(id: "ladbrokes")?.section?.appBar?.toolSlotTap)
        #expect(tap.steps == [.dismiss(.userTray), .wait(.milliseconds(450)), .open(.locker)])
    }

    @Test func snapshotsComeFromTheEngineSession() throws {
        let sample = AppBarSample(balance: 42.5, toolItems: 7, betslipSelections: 2)
        let model = try ReportFixtures.builder(sample: sample).build(paths: [ReportFixtures.brands])
        let ladbrokes = try #require(model.brand(id: "ladbrokes")?.section?.appBar)
        #expect(ladbrokes.signedOut.state.authentication == .signedOut)
        #expect(ladbrokes.signedOut.state.items == [.search, .login, .join, .betslipCounter])
        #expect(ladbrokes.signedIn.state.items == [.search, .balance, .pendingBets, .toolSlot, .betslipCounter, .userTray])
        #expect(ladbrokes.signedIn.labels[.balance] == "$42.50")
        #expect(ladbrokes.signedIn.labels[.toolSlot] == "Locker")
        #expect(ladbrokes.signedIn.state.toolBadge?.text == "7")
        #expect(ladbrokes.signedIn.state.betslipCount == 2)
        #expect(ladbrokes.signedIn.accessibleSummary.contains("Betslip, 2 selections"))
        // Betcha does not observe its tool balance, so the engine shows no badge.
        #expect(model.brand(id: "betcha")?.section?.appBar?.signedIn.state.toolBadge == nil)
        // TabNZ has no tool slot: the engine leaves it out of the items.
        #expect(model.brand(id: "tabnz")?.section?.appBar?.signedIn.state.items.contains(.toolSlot) == false)
    }

    @Test func theBadgeLimitIsTheHandlers() throws {
        let model = try ReportFixtures.fixtureReport()
        #expect(model.brand(id: "ladbrokes")?.section?.appBar?.signedIn.state.toolBadge?.text == "99+")
        #expect(model.brand(id: "neds")?.section?.appBar?.signedIn.state.toolBadge?.text == "100")
    }

    @Test func contrastPairsAreMeasured() throws {
        let section = try #require(try ReportFixtures.fixtureReport().brand(id: "betsson-cm")?.section)
        #expect(section.contrast.count == 5)
        let capsule = try #require(section.contrast.first { $0.foreground == "boost.onCapsule" })
        let expected = try #require(RGBA(hex: "#FFFFFF")).contrastRatio(with: try #require(RGBA(hex: "#047857")))
        #expect(capsule.ratio == expected)
        #expect(capsule.passes == (expected >= 4.5))
    }

    @Test func aFailingPairIsFlaggedAgainstAA() throws {
        var theme = Theme()
        theme.colors["fg"] = ColorToken("#777777")
        theme.colors["bg"] = ColorToken("#FFFFFF")
        let check = ContrastCheck(pair: ContrastPair(foreground: "fg", background: "bg"), theme: theme)
        #expect(try #require(check.ratio) < 4.5)
        #expect(!check.passes)
        #expect(check.verdict.hasSuffix("fail"))
    }

    @Test func oddsBoostMessagesComeFromTheEngineInEveryLocale() throws {
        let ladder = try #require(try ReportFixtures.fixtureReport().brand(id: "betsson-cm")?.section?.oddsBoost)
        #expect(ladder.tiers.map(\.minSelections) == [2, 3, 4, 6, 10])
        #expect(ladder.messages.map(\.locale) == ["en", "fr"])
        let english = try #require(ladder.messages.first)
        #expect(english.steps.count == 10)
        #expect(english.steps[0].callToAction == "Add 1 more qualifying selection to get a 10% win boost")
        #expect(english.steps[0].capsule == nil)
        #expect(english.steps[9].heading == "Max win boost activated! (40%)")
        #expect(english.steps[9].progress == nil)
        #expect(ladder.messages[1].steps[0].heading?.hasPrefix("Obtenez") == true)
    }

    @Test func stringsAreCheckedAgainstTheEngineContract() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/betsson-cm.yaml", replacing: "    appBar.userTray: Compte\n", with: "")
        let section = try #require(try ReportFixtures.builder().build(paths: [brands]).brand(id: "betsson-cm")?.section)
        let french = try #require(section.strings.first { $0.locale == "fr" })
        #expect(french.missing == ["appBar.userTray"])
        #expect(french.coverage == "fr 12/13")
        #expect(section.strings.first?.coverage == "en 13/13")
    }

    @Test func aBrandThatFailsToLoadIsFlaggedAndTheOthersStillReported() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/tabnz.yaml", replacing: "kind: none", with: "kind: drawer")
        let model = try ReportFixtures.builder().build(paths: [brands])
        let count = try ReportFixtures.ids().count
        #expect(model.brands.count == count)
        #expect(model.flagged.map(\.id) == ["tabnz"])
        let tabnz = try #require(model.brand(id: "tabnz"))
        #expect(tabnz.section == nil)
        #expect(tabnz.lint.errors > 0)
        #expect(model.brands.filter { $0.section != nil }.count == count - 1)
    }

    @Test func aProfileTheEngineRefusesIsFlaggedWithTheEnginesReason() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/neds.yaml", replacing: "handler: neds.toolbox", with: "handler: neds.toolbx")
        let model = try ReportFixtures.builder().build(paths: [brands])
        let neds = try #require(model.brand(id: "neds"))
        let section = try #require(neds.section)
        #expect(section.appBar == nil)
        #expect(section.engineProblem?.contains("Did you mean \"neds.toolbox\"?") == true)
        #expect(neds.status == "engine refused")
        #expect(model.flagged.map(\.id) == ["neds"])
        #expect(model.matrix.cell("toolSlot.tap", brand: "neds")?.tone == .absent)
        let json = try JSONParser().parse(JSONRenderer(model: model).render())
        let engine = try #require(json["brands"]?.sequence?.first { $0["id"]?.string == "neds" }?["engine"])
        #expect(engine.mapping?.keys == ["problem", "locale", "handler", "observesBadge", "toolSlotTap", "signedOut", "signedIn"])
        #expect(engine["signedIn"]?.isNull == true)
    }

    @Test func aMissingPathIsAUsageError() throws {
        #expect(throws: ReportBuilder.MissingPaths.self) {
            try ReportFixtures.builder().build(paths: ["/no/such/brands"])
        }
    }

    @Test func addingABrandFileAddsItsColumnAndSectionWithNoCodeChange() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.addNedsCopy(to: brands, id: "sportsbet-nz", name: "Sportsbet NZ")
        let model = try ReportFixtures.builder().build(paths: [brands])
        #expect(model.matrix.columns.map(\.id) == (try ReportFixtures.ids() + ["sportsbet-nz"]).sorted())
        let added = try #require(model.brand(id: "sportsbet-nz")?.section)
        #expect(added.profile.name == "Sportsbet NZ")
        #expect(model.matrix.cell("toolSlot.handler", brand: "sportsbet-nz")?.text == "neds.toolbox")
        let html = HTMLRenderer(model: model).render()
        #expect(html.contains("id=\"brand-sportsbet-nz\""))
        #expect(html.contains("Sportsbet NZ app bar, signed in"))
    }
}
