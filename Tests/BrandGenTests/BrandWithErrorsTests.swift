import Foundation
import Testing
import TestSupport

/// A brand with errors is not generated and its files already in the output folder are left
/// as they are, whatever the error: a pull request with one typo must not delete a brand's
/// generated resources. A brand whose profile is gone is another matter: its files are extra.
@Suite("brandgen and a brand with errors")
struct BrandWithErrorsTests {
    static let tool = ToolProcess("brandgen")

    /// One way to break the fixture brand's profile; each is an error brandgen must survive.
    enum Breakage: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case unknownBase, unknownPlaceholder, colourFormat, yamlSyntax, idMismatch, numberNoPlatformCanWrite

        var testDescription: String { rawValue }

        /// The fixture's profile text with this error in it.
        func apply(to profile: String) -> String {
            switch self {
            case .unknownBase: profile.replacingOccurrences(of: "extends: house", with: "extends: hosue")
            case .unknownPlaceholder: profile.replacingOccurrences(of: "{count} sélections", with: "{cuont} sélections")
            case .colourFormat: profile.replacingOccurrences(of: "\"#0B2341\"", with: "\"#0B23G1\"")
            case .yamlSyntax: profile + "theme: [unclosed\n"
            case .idMismatch: profile.replacingOccurrences(of: "\nid: ", with: "\nid: renamed-")
            // brandlint accepts it; brandgen's own check stops the brand (`brandgen-number`).
            case .numberNoPlatformCanWrite: profile.replacingOccurrences(of: "\ntheme:\n", with: "\ntheme:\n  spacing: { appBar.height: 1000000000 }\n")
            }
        }
    }

    /// A copy of the brandgen fixture with a second brand beside `example`, generated into
    /// `Generated` from the good profiles.
    static func generatedFixture() throws -> FixtureFolder {
        let fixture = try FixtureFolder(copying: "Tests/Fixtures/BrandGen/Brands", prefix: "brandgen-errors")
        let example = try String(contentsOfFile: fixture.brand("example.yaml"), encoding: .utf8)
        try example.replacingOccurrences(of: "\nid: example\n", with: "\nid: second\n")
            .write(toFile: fixture.brand("second.yaml"), atomically: true, encoding: .utf8)
        let first = try brandgen([], in: fixture)
        #expect(first.status == 0, "\(first.output)\(first.errorOutput)")
        return fixture
    }

    static func brandgen(_ arguments: [String], in fixture: FixtureFolder) throws -> ToolProcess.Run {
        try tool.run(arguments + ["--jobs", "2"], in: fixture.root)
    }

    static func generated(_ fixture: FixtureFolder) throws -> [String: Data] {
        try GeneratedTree.read(fixture.root.appendingPathComponent("Generated"))
    }

    static func edit(_ fixture: FixtureFolder, _ name: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: fixture.brand(name), encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit changed nothing in \(name)")
        try changed.write(toFile: fixture.brand(name), atomically: true, encoding: .utf8)
    }

    /// The `missing:`, `stale:` and `extra:` lines of a `--check` run.
    static func checkLines(_ run: ToolProcess.Run) -> [Substring] {
        run.output.split(separator: "\n").filter { $0.hasPrefix("missing: ") || $0.hasPrefix("stale: ") || $0.hasPrefix("extra: ") }
    }

    @Test(arguments: Breakage.allCases) func everyFileOfTheBrokenBrandSurvivesByteIdentical(breakage: Breakage) throws {
        let fixture = try Self.generatedFixture()
        defer { fixture.remove() }
        let before = try Self.generated(fixture)
        #expect(before.keys.contains("json/example.json") && before.keys.contains("ios/example/BrandTheme.swift"))
        try Self.edit(fixture, "example.yaml", breakage.apply)

        let run = try Self.brandgen([], in: fixture)
        #expect(run.status == 1, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("Brands/example.yaml:") && run.output.contains(": error: "), "\(run.output)")
        #expect(run.errorOutput.contains("1 generated, 1 failed; 0 written, 0 deleted"), "\(run.errorOutput)")
        #expect(try Self.generated(fixture) == before)

        let check = try Self.brandgen(["--check"], in: fixture)
        #expect(check.status == 1)
        #expect(Self.checkLines(check).isEmpty, "\(check.output)")
        #expect(check.errorOutput.contains("0 to write, 0 extra"), "\(check.errorOutput)")

        for only in [["--brand", "example"], ["--brand", "example", "--platform", "ios"]] {
            let one = try Self.brandgen(only, in: fixture)
            #expect(one.status == 1)
            #expect(one.errorOutput.contains("0 generated, 1 failed; 0 written, 0 deleted"), "\(one.errorOutput)")
            let oneCheck = try Self.brandgen(only + ["--check"], in: fixture)
            #expect(Self.checkLines(oneCheck).isEmpty, "\(oneCheck.output)")
        }
        #expect(try Self.generated(fixture) == before)
    }

    /// A brand file the folder refuses to read, a link leading outside it, loads on no
    /// thread at all: its files are kept too.
    @Test func aBrandFileThatLeadsOutsideTheFolderKeepsItsFiles() throws {
        let fixture = try Self.generatedFixture()
        defer { fixture.remove() }
        let before = try Self.generated(fixture)
        let outside = fixture.root.appendingPathComponent("example-outside.yaml").path
        try FileManager.default.moveItem(atPath: fixture.brand("example.yaml"), toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: fixture.brand("example.yaml"), withDestinationPath: outside)

        let run = try Self.brandgen([], in: fixture)
        #expect(run.status == 1)
        #expect(run.output.contains("[brand-file-outside]"), "\(run.output)")
        #expect(run.errorOutput.contains("1 generated, 1 failed; 0 written, 0 deleted"), "\(run.errorOutput)")
        #expect(try Self.generated(fixture) == before)
        #expect(Self.checkLines(try Self.brandgen(["--check"], in: fixture)).isEmpty)
    }

    /// The others are still generated around it, and `web/brands.css` keeps importing the
    /// broken brand's sheet, which is still there; a broken brand never generated is not imported.
    @Test func theOtherBrandsAreStillGeneratedAndBrandsCSSKeepsTheBrokenBrand() throws {
        let fixture = try Self.generatedFixture()
        defer { fixture.remove() }
        let before = try Self.generated(fixture)
        try Self.edit(fixture, "example.yaml", Breakage.colourFormat.apply)
        try Self.edit(fixture, "second.yaml") { $0.replacingOccurrences(of: "\nname: Example\n", with: "\nname: Second\n") }
        let added = try String(contentsOfFile: fixture.brand("second.yaml"), encoding: .utf8)
        try added.replacingOccurrences(of: "\nid: second\n", with: "\nid: third\n")
            .write(toFile: fixture.brand("third.yaml"), atomically: true, encoding: .utf8)
        try added.replacingOccurrences(of: "\nid: second\n", with: "\nid: fourth\n").replacingOccurrences(of: "extends: house", with: "extends: nowhere")
            .write(toFile: fixture.brand("fourth.yaml"), atomically: true, encoding: .utf8)

        let run = try Self.brandgen([], in: fixture)
        #expect(run.status == 1)
        #expect(run.errorOutput.contains("2 generated, 2 failed;"), "\(run.errorOutput)")
        let after = try Self.generated(fixture)
        for (path, contents) in before where path.contains("/example.") || path.contains("/example/") {
            #expect(after[path] == contents, "\(path) changed")
        }
        #expect(after["json/second.json"] != before["json/second.json"])
        #expect(after["json/third.json"] != nil)
        #expect(!after.keys.contains { $0.contains("fourth") })
        let sheet = String(decoding: try #require(after["web/brands.css"]), as: UTF8.self)
        #expect(sheet.contains("@import url(\"example.css\");"), "\(sheet)")
        #expect(sheet.contains("@import url(\"third.css\");"), "\(sheet)")
        #expect(!sheet.contains("fourth"), "\(sheet)")
        // The React Native index lists the same brands, by the same rule.
        let index = String(decoding: try #require(after["react-native/index.ts"]), as: UTF8.self)
        #expect(index.contains("from \"./example\";") && index.contains("from \"./third\";") && !index.contains("fourth"), "\(index)")
        #expect(Self.checkLines(try Self.brandgen(["--check"], in: fixture)).isEmpty)
    }

    /// A brand whose profile was removed has no profile to fail: its files are extra, and deleted.
    @Test func theFilesOfARemovedProfileAreExtraAndDeleted() throws {
        let fixture = try Self.generatedFixture()
        defer { fixture.remove() }
        try Self.edit(fixture, "example.yaml", Breakage.unknownBase.apply)
        try FileManager.default.removeItem(atPath: fixture.brand("second.yaml"))
        let before = try Self.generated(fixture)
        let secondFiles = before.keys.filter { $0.contains("/second.") || $0.contains("/second/") }.sorted()
        #expect(!secondFiles.isEmpty)

        let check = try Self.brandgen(["--check"], in: fixture)
        #expect(check.status == 1)
        // The files listing every brand: the web's sheet and the React Native index.
        let aggregates = ["react-native/index.ts", "web/brands.css"]
        #expect(Self.checkLines(check) == aggregates.map { "stale: Generated/\($0)"[...] } + secondFiles.map { "extra: Generated/\($0)"[...] }, "\(check.output)")

        let run = try Self.brandgen([], in: fixture)
        #expect(run.status == 1)
        let after = try Self.generated(fixture)
        #expect(after.keys.sorted() == before.keys.filter { !secondFiles.contains($0) }.sorted())
        for (path, contents) in after where !aggregates.contains(path) { #expect(before[path] == contents, "\(path) changed") }
        #expect(String(decoding: try #require(after["react-native/index.ts"]), as: UTF8.self).contains("\"./example\""))
        #expect(String(decoding: try #require(after["web/brands.css"]), as: UTF8.self).contains("example.css"))
    }
}
