import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport

/// `brandgen import` on exports shaped as the design tools write them (Tests/Fixtures/TokensIn):
/// Figma's variables by mode, and a Tokens Studio folder. What the profile cannot take is
/// said at its file and line; the rest becomes the theme, references kept.
@Suite struct TokenImportFixtureTests {
    static let fixtures = Repository.path("Tests/Fixtures/TokensIn")

    @Test func figmasModesBecomeLightAndItsDarkOverrides() throws {
        let imported = try TokenImport.read(Self.fixtures + "/figma")
        let yaml = imported.theme.yaml
        #expect(yaml.contains("    appBar.background: \"{colors.palette.red}\"\n"), "a reference stays a reference")
        #expect(yaml.contains("  appearances:\n    dark:\n      colors:\n        appBar.background: \"{colors.palette.night}\"\n"))
        #expect(yaml.contains("        balancePill.background: \"#2C2C2E\"\n"))
        #expect(!yaml.contains("appBar.foreground: \"{colors.palette.white}\"\n        "), "a colour the same in dark is no override")
        #expect(yaml.contains("  spacing:\n    appBar.height: 56\n    appBar.padding: 12\n"))
        let found = imported.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) \($0.rule)" }
        #expect(found == [
            "Primitives.tokens.json:15:5 \(TokenImportProblem.unknown.rawValue)",
            "Theme.Light.tokens.json:12:5 \(TokenImportProblem.unsupported.rawValue)",
            "Theme.Dark.tokens.json:17:7 \(TokenImportProblem.conflicting.rawValue)",
        ])
        #expect(imported.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func tokensStudioThemesBecomeAppearances() throws {
        let imported = try TokenImport.read(Self.fixtures + "/tokens-studio")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.description))")
        let yaml = imported.theme.yaml
        #expect(yaml.contains("    appBar.background: \"{colors.brand.primary}\"\n"))
        #expect(yaml.contains("    dark:\n      colors:\n        brand.primary: \"#062456\"\n"), "the app bar follows the dark primary")
        #expect(!yaml.contains("        appBar.background"), "no override for a reference that already follows")
        #expect(yaml.contains("    balance: { family: \"Inter\", size: 14, weight: semibold, lineHeight: 19.6 }\n"))
        #expect(yaml.contains("    appBar.itemGap: 8\n"))
    }

    @Test func aReferenceOutsideTheTokensFolderIsRefused() throws {
        let folder = try TemporaryFolder.make("token-import-outside")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("x.resolver.json")
        try Data(##"{"version": "2025.10", "sets": {"x": {"sources": [{"$ref": "../../etc/passwd"}]}}, "resolutionOrder": [{"$ref": "#/sets/x"}]}"##.utf8)
            .write(to: resolver)
        let outside = try #require(throws: TokenImportError.self) { try TokenImport.read(resolver.path) }
        #expect(outside.message.contains("x.resolver.json:1:"), "said where the document names it: \(outside)")
        #expect(outside.hint != nil)
        try Data("{ not json".utf8).write(to: resolver)
        let error = try #require(throws: TokenImportError.self) { try TokenImport.read(resolver.path) }
        #expect(error.description.contains("x.resolver.json:1:"), "\(error)")
    }

    /// The command: the theme into a brand file in place of its own, the rest kept.
    @Test func importIntoABrandReplacesItsThemeAndKeepsTheRest() throws {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "token-import-into")
        defer { folder.remove() }
        let brand = folder.brand("solo.yaml")
        let before = try String(contentsOfFile: brand, encoding: .utf8)
        let run = try ToolProcess("brandgen").run(["import", Self.fixtures + "/tokens-studio", "--into", brand])
        #expect(run.status == 0, "\(run.errorOutput)")
        let after = try String(contentsOfFile: brand, encoding: .utf8)
        #expect(after.contains("    brand.primary: \"#062456\"\n"))
        let kept = before.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("theme:") }
        #expect(after.hasPrefix(kept.joined(separator: "\n")), "everything before theme: is as it was")
        #expect(after.components(separatedBy: "\ntheme:\n").count == 2, "one theme section")
        // The file still reads; what the partial fixture theme lacks is lint's to say.
        let lint = try ToolProcess("brandlint").run([brand], in: folder.root)
        let said = lint.output + lint.errorOutput
        #expect(!said.contains("yaml-syntax"), "\(said)")
        #expect(said.contains("solo.yaml"), "\(said)")
        let strict = try ToolProcess("brandgen").run(["import", "--strict", Self.fixtures + "/figma"])
        #expect(strict.status == 1)
        #expect(strict.errorOutput.contains("Primitives.tokens.json:15:5: warning:"))
    }
}
