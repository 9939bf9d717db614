import BrandLint
import BrandModel
import ProfileLoading
import Spelling
import Foundation
import Testing
import YAMLReader
import TestSupport

/// `brandlint --fix`: safe fixes only, written into the bytes at their marks.
@Suite("brandlint --fix")
struct FixTests {
    static let tool = ToolProcess("brandlint")

    static func fixtureFolder() throws -> URL {
        try FixtureFolder(copying: "Tests/Fixtures/Fix/Brands", prefix: "fix").root
    }

    /// `brandlint --fix` on one brand written as `profile` beside the fixture's base (and
    /// `tidy.yaml`): what it printed and the file's text after.
    static func fix(_ profile: String, as name: String) throws -> (run: ToolProcess.Run, after: String) {
        let folder = try fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands")
        for other in ["messy.yaml", "flow.yaml"] { try FileManager.default.removeItem(at: brands.appendingPathComponent(other)) }
        let written = brands.appendingPathComponent(name)
        try Data(profile.utf8).write(to: written)
        let run = try tool.run(["--fix", "Brands/" + name], in: folder)
        return (run, try String(contentsOf: written, encoding: .utf8))
    }

    static func contents(_ folder: URL) throws -> [String: Data] {
        let brands = folder.appendingPathComponent("Brands")
        var files: [String: Data] = [:]
        for name in ["messy.yaml", "flow.yaml", "tidy.yaml", "_base/house.yaml"] {
            files[name] = try Data(contentsOf: brands.appendingPathComponent(name))
        }
        return files
    }

    @Test func fixesExactlyTheMarkedBytes() throws {
        let folder = try Self.fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.contents(folder)
        let run = try Self.tool.run(["--fix", "Brands"], in: folder)
        // The five-digit colour is an error no fix can make: it is still reported.
        #expect(run.status == 1)
        #expect(run.output.contains("flow.yaml:9:28: error:"), "\(run.output)")
        #expect(run.output.contains("Brands/messy.yaml:4:1: fixed: `nmae` -> `name` [schema-additional-properties]"), "\(run.output)")
        #expect(run.errorOutput.contains("5 fixed"), "\(run.errorOutput)")
        let after = try Self.contents(folder)
        #expect(after["tidy.yaml"] == before["tidy.yaml"])
        #expect(after["_base/house.yaml"] == before["_base/house.yaml"])

        let note = StringPluralFormsRule.translationNote
        let messy = String(decoding: try #require(before["messy.yaml"]), as: UTF8.self)
        let other = #"      other: "Kupon, {count} zakładu"   # Polish needs few and many too"# + "\n"
        let expectedMessy = messy
            .replacingOccurrences(of: "nmae: Messy", with: "name: Messy")
            .replacingOccurrences(of: "\"#FFFFFf\"", with: "\"#FFFFFF\"")
            .replacingOccurrences(of: other, with: other
                + "      few: \"Kupon, {count} zakładu\"  # \(note)\n      many: \"Kupon, {count} zakładu\"  # \(note)\n")
        #expect(String(decoding: try #require(after["messy.yaml"]), as: UTF8.self) == expectedMessy)

        let flow = String(decoding: try #require(before["flow.yaml"]), as: UTF8.self)
        let expectedFlow = flow
            .replacingOccurrences(of: "\"#FFffff\"", with: "\"#ffffff\"")
            .replacingOccurrences(
                of: #"other: "Kupon, {count} zakładu" }"#,
                with: #"other: "Kupon, {count} zakładu", few: "Kupon, {count} zakładu", many: "Kupon, {count} zakładu" } # "# + note)
        #expect(String(decoding: try #require(after["flow.yaml"]), as: UTF8.self) == expectedFlow)
    }

    @Test func fixingTwiceIsFixingOnce() throws {
        let folder = try Self.fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.tool.run(["--fix", "Brands"], in: folder)
        let once = try Self.contents(folder)
        let again = try Self.tool.run(["--fix", "Brands"], in: folder)
        #expect(try Self.contents(folder) == once)
        #expect(!again.output.contains("fixed:"))
        #expect(again.errorOutput.contains("0 fixed"))
    }

    @Test func aCleanFolderIsLeftByteIdentical() throws {
        let folder = try Self.fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands")
        for name in ["messy.yaml", "flow.yaml"] { try FileManager.default.removeItem(at: brands.appendingPathComponent(name)) }
        let before = try Data(contentsOf: brands.appendingPathComponent("tidy.yaml"))
        let run = try Self.tool.run(["--fix", "Brands"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(try Data(contentsOf: brands.appendingPathComponent("tidy.yaml")) == before)
    }

    /// A misspelt key whose correct name a base already sets is left, and `--fix` says why
    /// (with where the base sets it) rather than "0 fixed" alone.
    @Test func aFixNotMadeIsNamedWithItsReason() throws {
        let folder = try Self.fixtureFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands")
        let written = brands.appendingPathComponent("override.yaml")
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Tests/Fixtures/Fix/Unsafe/override.yaml"), to: written)
        let before = try Data(contentsOf: written)
        let run = try Self.tool.run(["--fix", "Brands/override.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(try Data(contentsOf: written) == before)
        let house = try String(contentsOf: brands.appendingPathComponent("_base/house.yaml"), encoding: .utf8)
        let baseLine = try #require(house.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("pendingBetsLabel:") }) + 1
        #expect(run.output.contains(
            "Brands/override.yaml:8:3: not fixed: `pendingBetLabel` -> `pendingBetsLabel`: `pendingBetsLabel` is already set, at "
                + "Brands/_base/house.yaml:\(baseLine):3: renaming `pendingBetLabel` would override that value [schema-additional-properties]\n"
                + "    hint: if it is what you meant, apply it in your editor (its quick fix) or by hand"), "\(run.output)")
        #expect(run.errorOutput.contains("0 fixed, 1 not fixed"), "\(run.errorOutput)")
        // Machine-readable output stays clean: the reasons go to standard error.
        let json = try Self.tool.run(["--fix", "--format", "json", "Brands/override.yaml"], in: folder)
        #expect(json.errorOutput.contains("not fixed: `pendingBetLabel` -> `pendingBetsLabel`"), "\(json.errorOutput)")
        #expect(!json.output.contains("not fixed"))
    }

    /// An appearance's override of a misspelt colour: `--fix` renames it when one light colour
    /// is the closest, and names the rename with its reason when two are as close or when the
    /// layer already overrides the colour meant.
    @Test func anAppearanceOverrideTypoIsFixedOrNamed() throws {
        let profile = """
            schema: 1
            id: night
            name: Night
            extends: house
            theme:
              colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF", brand.accent: "#C0FFEE", brand.agent: "#BADA55", brand.edge: "#101010" }
              appearances:
                dark:
                  colors:
                    brand.primry: "#000000"
                    brand.acent: "#111111"
                    brand.edge: "#222222"
                    brand.edg: "#333333"

            """
        let (run, after) = try Self.fix(profile, as: "night.yaml")
        #expect(after == profile.replacingOccurrences(of: "brand.primry:", with: "brand.primary:"), "\(run.output)")
        #expect(run.output.contains("Brands/night.yaml:10:9: fixed: `brand.primry` -> `brand.primary` [appearance-override-unknown]"), "\(run.output)")
        #expect(run.output.contains(
            "Brands/night.yaml:11:9: not fixed: `brand.acent` -> `brand.accent`: `brand.acent` is as close to `brand.agent` as to `brand.accent`"),
            "\(run.output)")
        #expect(run.output.contains(
            "Brands/night.yaml:13:9: not fixed: `brand.edg` -> `brand.edge`: `brand.edge` is already set, at Brands/night.yaml:12:9"),
            "\(run.output)")
        #expect(run.errorOutput.contains("1 fixed, 2 not fixed"), "\(run.errorOutput)")
    }

    /// The README's list, checked against the tool: a misspelt feature flag is renamed like
    /// any misspelt key; a did-you-mean that is only a hint (a currency code: another value,
    /// not another spelling of a key) is neither applied nor named, and stays reported.
    @Test func aMisspeltFlagIsRenamedAndAValueHintIsLeftToTheReport() throws {
        let profile = """
            schema: 1
            id: flagged
            name: Flagged
            extends: house
            currency: NKO
            flags: { login-natve: true }
            theme:
              colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF" }

            """
        let (run, after) = try Self.fix(profile, as: "flagged.yaml")
        #expect(after == profile.replacingOccurrences(of: "login-natve:", with: "login-native:"), "\(run.output)")
        #expect(run.output.contains("Brands/flagged.yaml:6:10: fixed: `login-natve` -> `login-native` [flag-unknown]"), "\(run.output)")
        #expect(run.output.contains("Brands/flagged.yaml:5:11: error: \"NKO\" is not an active ISO 4217 currency code [currency-unknown]"), "\(run.output)")
        #expect(!run.output.contains("not fixed"), "\(run.output)")
        #expect(run.errorOutput.contains("1 fixed"), "\(run.errorOutput)")
        #expect(!run.errorOutput.contains("not fixed"), "\(run.errorOutput)")
        #expect(run.status == 1)
    }

    @Test func aSafeFixThatCannotBeMadeIsNamed() {
        let files = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: \"{colors.brand.primry}\"\n"])
        // The text the fix names is not where the finding is.
        let misplaced = Diagnostic(
            file: "a.yaml", line: 2, column: 3, severity: .error, rule: "schema-additional-properties", message: "",
            fix: .replace(original: "{colors.brand.primry}", replacement: "{colors.brand.primary}", isSafe: true))
        let outcome = ProfileFixer(fileSystem: files).outcome(of: [misplaced])
        #expect(outcome.files.isEmpty)
        #expect(outcome.skipped.map(\.reason) == ["`{colors.brand.primry}` is not on this line at or after this column"])
        #expect(outcome.skipped.first?.description.hasPrefix("a.yaml:2:3: not fixed: ") == true)
    }

    @Test func onlySafeFixesAreApplied() {
        let files = InMemoryFileSystem(["a.yaml": "theme:\n  colors:\n    x: \"{colors.brand.primry}\"\n"])
        let unsafe = Diagnostic(
            file: "a.yaml", line: 3, column: 8, severity: .error, rule: "token-reference-dangling", message: "",
            fix: .replace(original: "{colors.brand.primry}", replacement: "{colors.brand.primary}", isSafe: false))
        #expect(ProfileFixer(fileSystem: files).fix([unsafe]).isEmpty)
        var safe = unsafe
        safe.fix = .replace(original: "{colors.brand.primry}", replacement: "{colors.brand.primary}", isSafe: true)
        let fixed = ProfileFixer(fileSystem: files).fix([safe])
        #expect(fixed.map { String(decoding: $0.bytes, as: UTF8.self) } == ["theme:\n  colors:\n    x: \"{colors.brand.primary}\"\n"])
    }

    @Test("a typo is fixed alone only when one candidate is closest", arguments: [
        ("nmae", ["name", "id"], ["name"]),
        ("cat", ["bat", "cot", "dog"], ["bat", "cot"]),
        ("TOOLSLOT", ["toolSlot", "toolSlots"], ["toolSlot"]),
        ("zzzz", ["name"], []),
    ])
    func closestCandidates(word: String, candidates: [String], expected: [String]) {
        #expect(SpellingSuggestion.closest(to: word, among: candidates) == expected)
    }
}

@Suite("color-case across files")
struct ColorCaseAcrossFilesTests {
    @Test func aBaseColourIsJudgedButNotReportedByItsBrands() throws {
        let schemas = try ProfileSchemas.load(from: Repository.root.path + "/Schemas")
        let house = try String(contentsOfFile: Repository.root.path + "/Tests/Fixtures/Lint/_base/house.yaml", encoding: .utf8)
        let files = InMemoryFileSystem([
            "/b/_base/house.yaml": house + "    brand.muted: \"#abcdef\"\n",
            "/b/loud.yaml": """
                schema: 1
                id: loud
                name: Loud
                extends: house
                theme:
                  colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF", brand.tint: "#aBCDEF" }
                """,
        ])
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, fileSystem: files, formats: .yamlAndJSON), handlers: HandlerDirectory([:]))
        let found = linter.lint(paths: ["/b/loud.yaml"]).diagnostics.filter { $0.rule == ColorCaseRule.description.id }
        #expect(found.map { "\($0.file):\($0.line)" } == ["/b/loud.yaml:6"])
    }
}
