import BrandReport
import Foundation
import Testing

@Suite("Comparing two versions of the brands")
struct ReportComparisonTests {
    /// Two folders that differ by one changed colour, one added brand and one removed string.
    static func versions() throws -> (old: ReportModel, new: ReportModel, folder: URL) {
        let folder = try ReportFixtures.temporaryFolder()
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        // The removed string: only the old version has it.
        try ReportFixtures.edit(old + "/betsson-cm.yaml", replacing: "    appBar.userTray: Account\n", with: "    appBar.userTray: Account\n    promo.welcome: Welcome bonus\n")
        try ReportFixtures.edit(new + "/neds.yaml", replacing: "brand.accent: \"#FF6B00\"", with: "brand.accent: \"#FF7A1A\"")
        try ReportFixtures.addNedsCopy(to: new, id: "sportsbet-nz", name: "Sportsbet NZ")
        let builder = try ReportFixtures.builder()
        return (try builder.build(paths: [old]), try builder.build(paths: [new]), folder)
    }

    @Test func reportsExactlyTheThreeDifferences() throws {
        let (old, new, folder) = try Self.versions()
        defer { try? FileManager.default.removeItem(at: folder) }
        let comparison = ReportComparison(old: old, new: new)
        #expect(comparison.added == ["sportsbet-nz"])
        #expect(comparison.removed == [])
        #expect(comparison.changed.map(\.id) == ["betsson-cm", "neds"])
        let neds = try #require(comparison.changed.first { $0.id == "neds" })
        #expect(neds.changes == [BrandChange(area: .token, subject: "colors.brand.accent", before: "#FF6B00", after: "#FF7A1A")])
        let betsson = try #require(comparison.changed.first { $0.id == "betsson-cm" })
        #expect(betsson.changes == [BrandChange(area: .string, subject: "en promo.welcome", before: "Welcome bonus", after: nil)])
        #expect(betsson.changes.first?.kind == .removed)
        #expect(comparison.summary == "1 brand added, 0 removed, 2 changed (2 changes)")
        #expect(comparison.lint.isEmpty)
    }

    @Test func theOtherWayRoundTheBrandIsRemovedAndTheStringAdded() throws {
        let (old, new, folder) = try Self.versions()
        defer { try? FileManager.default.removeItem(at: folder) }
        let comparison = ReportComparison(old: new, new: old)
        #expect(comparison.added == [])
        #expect(comparison.removed == ["sportsbet-nz"])
        let betsson = try #require(comparison.changed.first { $0.id == "betsson-cm" })
        #expect(betsson.changes.map(\.kind) == [.added])
    }

    @Test func identicalVersionsHaveNoChanges() throws {
        let model = try ReportFixtures.fixtureReport()
        let comparison = ReportComparison(old: model, new: try ReportFixtures.fixtureReport())
        #expect(comparison.isEmpty)
        #expect(comparison.summary == "no changes")
    }

    @Test func featureAndFlagChangesAreNamed() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        try ReportFixtures.edit(new + "/betcha.yaml", replacing: "observeBalance: false", with: "observeBalance: true")
        try ReportFixtures.edit(new + "/betcha.yaml", replacing: "  login-native: false", with: "  login-native: true")
        let builder = try ReportFixtures.builder()
        let comparison = ReportComparison(old: try builder.build(paths: [old]), new: try builder.build(paths: [new]))
        let betcha = try #require(comparison.changed.first)
        #expect(comparison.changed.count == 1)
        #expect(betcha.changes.contains(BrandChange(area: .feature, subject: "Balance badge observed", before: "no", after: "yes")))
        #expect(betcha.changes.contains(BrandChange(area: .feature, subject: "Badge at 100 new items", before: "none", after: "100")))
        #expect(betcha.changes.contains(BrandChange(area: .flag, subject: "login-native", before: "off", after: "on")))
    }

    @Test func aChangeThatBreaksLintSaysSo() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        try ReportFixtures.edit(new + "/neds.yaml", replacing: "brand.onPrimary: \"#FFFFFF\"", with: "brand.onPrimary: \"#222222\"")
        let builder = try ReportFixtures.builder()
        let newModel = try builder.build(paths: [new])
        let comparison = ReportComparison(old: try builder.build(paths: [old]), new: newModel)
        #expect(comparison.changed.first?.changes == [BrandChange(area: .token, subject: "colors.brand.onPrimary", before: "#FFFFFF", after: "#222222")])
        let lint = try #require(comparison.lint.first)
        #expect(lint.subject == "neds" && lint.before == "clean")
        // A pair below 4.5:1 is color-contrast's error.
        #expect(lint.after == "1 error, 0 warnings")
        #expect(MarkdownRenderer(model: newModel, comparison: comparison).render().contains("**Lint:** `neds` clean → **1 error, 0 warnings**"))
    }

    @Test func markdownFitsAPullRequestComment() throws {
        let (old, new, folder) = try Self.versions()
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = MarkdownRenderer(model: new, comparison: ReportComparison(old: old, new: new)).render()
        #expect(markdown.hasPrefix("## Brand changes\n"))
        #expect(markdown.contains("**Added:** Sportsbet NZ (`sportsbet-nz`)"))
        #expect(markdown.contains("| token | `colors.brand.accent` | #FF6B00 | #FF7A1A |"))
        #expect(markdown.contains("| string | `en promo.welcome` | Welcome bonus | *none* |"))
        #expect(markdown.contains("<details><summary>Feature matrix (6 brands)</summary>"))
        // Concise: no per-brand sections, only the changes and the folded matrix.
        #expect(!markdown.contains("## Ladbrokes"))
        #expect(markdown.utf8.count < 8000)
    }

    @Test func longChangeListsFold() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        try ReportFixtures.edit(new + "/tabnz.yaml", replacing: "locales: [en-NZ]", with: "locales: [en-AU]")
        let builder = try ReportFixtures.builder()
        let newModel = try builder.build(paths: [new])
        let comparison = ReportComparison(old: try builder.build(paths: [old]), new: newModel)
        let tabnz = try #require(comparison.changed.first { $0.id == "tabnz" })
        #expect(tabnz.changes.count > 8)
        let markdown = MarkdownRenderer(model: newModel, comparison: comparison).render()
        // The summary line is HTML, where markdown is not read: plain text, no backticks.
        #expect(markdown.contains("<details><summary>TAB New Zealand (tabnz): \(tabnz.changes.count) changes</summary>"))
    }
}
