import Foundation
import Testing
import TestSupport
import YAMLNode

/// brandreport as scripts and CI run it: a process, its files, output and exit code.
@Suite("brandreport on the command line")
struct CommandLineTests {
    static let tool = ToolProcess("brandreport", workingFolder: Repository.root)

    static func brandreport(_ arguments: [String], in folder: URL? = nil) throws -> ToolProcess.Run {
        try tool.run(arguments, in: folder)
    }

    @Test func writesTheHTMLReportAndSaysWhere() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.brandreport(["--schemas", Repository.schemasFolder, ReportFixtures.brands], in: folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains("wrote brand-report.html"))
        let html = try String(contentsOf: folder.appendingPathComponent("brand-report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test(arguments: ["html", "markdown", "json"])
    func sameInputGivesByteIdenticalOutput(format: String) throws {
        let first = try Self.brandreport(["--format", format, "--output", "-", ReportFixtures.brands])
        let second = try Self.brandreport(["--format", format, "--output", "-", ReportFixtures.brands])
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(!first.output.isEmpty)
        #expect(first.output == second.output)
    }

    @Test func timestampOnlyWhenAsked() throws {
        let run = try Self.brandreport(["--format", "json", "--output", "-", "--timestamp"])
        let generatedAt = try JSONParser().parse(run.output)["generatedAt"]?.string
        #expect(generatedAt?.hasSuffix("Z") == true)
    }

    @Test func aBrandThatFailsToLoadExitsOneAndIsStillReported() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/tabnz.yaml", replacing: "kind: none", with: "kind: drawer")
        let run = try Self.brandreport(["--schemas", Repository.schemasFolder, "--format", "json", "-o", "-", brands])
        #expect(run.status == 1)
        #expect(run.errorOutput.contains("tabnz: failed to load"))
        let document = try JSONParser().parse(run.output)
        #expect(document["summary"]?["brands"]?.int == (try ReportFixtures.ids().count))
        #expect(document["summary"]?["flagged"]?.int == 1)
    }

    @Test func aBrandBrandlintRejectsIsWarnedAboutWithItsFirstError() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = try ReportFixtures.copyOfBrands(in: folder)
        try ReportFixtures.edit(brands + "/betcha.yaml", replacing: "  login-native: false", with: "  login-native: false\n  login-natve: true")
        try ReportFixtures.edit(brands + "/neds.yaml", replacing: "brand.onPrimary: \"#FFFFFF\"", with: "brand.onPrimary: \"#FFFFF\"")
        let run = try Self.brandreport(["--format", "json", "-o", "-", brands])
        let warnings = run.errorOutput.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "a brand with warnings only is not rejected: \(run.errorOutput)")
        #expect(warnings.first?.hasPrefix("brandreport: warning: brandlint rejects brand \"neds\" (") == true, "\(run.errorOutput)")
        #expect(warnings.first?.contains("; first: \(brands)/neds.yaml:") == true, "\(run.errorOutput)")
    }

    @Test(arguments: [
        ["/no/such/folder"],
        ["--format", "pdf"],
        ["--compare", "/no/such/old"],
        ["--output", "/no/such/folder/report.html"],
    ])
    func usageAndIOErrorsExitTwo(arguments: [String]) throws {
        let run = try Self.brandreport(arguments)
        #expect(run.status == 2, "\(run.errorOutput)")
        #expect(!run.errorOutput.isEmpty)
    }

    @Test func compareInMarkdownForAPullRequest() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try ReportFixtures.copyOfBrands(in: folder, named: "old")
        let new = try ReportFixtures.copyOfBrands(in: folder, named: "new")
        try ReportFixtures.addNedsCopy(to: new, id: "sportsbet-nz", name: "Sportsbet NZ")
        let run = try Self.brandreport(["--schemas", Repository.schemasFolder, "--format", "markdown", "-o", "-", "--compare", old, new])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.hasPrefix("## Brand changes"))
        #expect(run.output.contains("1 brand added, 0 removed, 0 changed"))
    }
}
