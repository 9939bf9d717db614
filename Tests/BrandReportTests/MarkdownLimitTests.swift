import BrandReport
import Foundation
import TestSupport
import Testing

/// A pull-request comment stays within GitHub's limit however many brands there are.
@Suite("Markdown within GitHub's comment limit")
struct MarkdownLimitTests {
    static let generated = 260

    /// Old and new folders of the fixture brands plus `generated` copies of one of them;
    /// in the new folder one copy has another accent colour.
    static func manyBrands() throws -> (old: ReportModel, new: ReportModel, folder: URL) {
        let folder = try ReportFixtures.temporaryFolder()
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        for number in 0..<generated {
            try ReportFixtures.addNedsCopy(to: old, id: String(format: "brand-%03d", number), name: String(format: "Brand %03d", number))
        }
        let new = try TemporaryFolder.copy(old, into: folder, as: "new")
        try ReportFixtures.edit(new + "/brand-007.yaml", replacing: "brand.accent: \"#FF6B00\"", with: "brand.accent: \"#FF7A1A\"")
        let builder = try ReportFixtures.builder(jobs: 2)
        return (try builder.build(paths: [old]), try builder.build(paths: [new]), folder)
    }

    @Test func aComparisonCollapsesTheBrandsWithoutChangesAndSaysSo() throws {
        let (old, new, folder) = try Self.manyBrands()
        defer { try? FileManager.default.removeItem(at: folder) }
        let comparison = ReportComparison(old: old, new: new)
        var unlimited = MarkdownRenderer(model: new, comparison: comparison)
        unlimited.limit = .max
        #expect(unlimited.render().utf16.count > MarkdownRenderer.gitHubCommentLimit, "the test needs more brands")

        let markdown = MarkdownRenderer(model: new, comparison: comparison).render()
        #expect(markdown.utf16.count <= 65_536)
        #expect(markdown.contains("> \(new.brands.count - 1) brands without changes collapsed: they are left out"))
        #expect(markdown.contains("65,536-character limit"))
        #expect(markdown.contains("| token | `colors.brand.accent` | #FF6B00 | #FF7A1A |"))
        #expect(markdown.contains("<details><summary>Feature matrix (1 brand)</summary>"))
        #expect(markdown.contains("| Feature | Brand 007 |"))
        #expect(!markdown.contains("Brand 008"))
    }

    @Test func aReportWithoutComparisonKeepsTheMatrixAndLeavesOutSections() throws {
        let (_, new, folder) = try Self.manyBrands()
        defer { try? FileManager.default.removeItem(at: folder) }
        var unlimited = MarkdownRenderer(model: new)
        unlimited.limit = .max
        #expect(unlimited.render().utf16.count > MarkdownRenderer.gitHubCommentLimit)

        let markdown = MarkdownRenderer(model: new).render()
        #expect(markdown.utf16.count <= 65_536)
        #expect(markdown.contains("> \(new.brands.count) brands not flagged collapsed"))
        #expect(!markdown.contains("## Brand 007 (`brand-007`)"))
        #expect(markdown.contains("## Feature matrix"))
    }

    @Test func overTheLimitEvenCollapsedTheTextIsCutAndSaysWhere() throws {
        var renderer = MarkdownRenderer(model: try ReportFixtures.fixtureReport())
        renderer.limit = 400
        let markdown = renderer.render()
        #expect(markdown.utf16.count <= 400)
        #expect(markdown.hasPrefix("# Brand report\n"))
        #expect(markdown.hasSuffix("> The report is cut here: it would pass GitHub's comment limit. `brandreport --format html` shows it whole.\n"))
    }

    @Test func aSmallReportIsWhole() throws {
        let model = try ReportFixtures.fixtureReport()
        let markdown = MarkdownRenderer(model: model).render()
        #expect(!markdown.contains("[!NOTE]"))
        for brand in model.brands { #expect(markdown.contains("## \(brand.name) (`\(brand.id)`)")) }
    }
}
