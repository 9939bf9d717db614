import BrandLint
import BrandModel
import Foundation
import ProfileLoading
import Testing
import TestSupport
import YAMLNode
import YAMLReader

/// brandlint as scripts and CI run it: a process, its output and its exit code.
@Suite("brandlint on the command line", .tags(.shippedBrands))
struct CommandLineTests {
    static let tool = ToolProcess("brandlint")

    static func brandlint(_ arguments: [String]) throws -> ToolProcess.Run {
        try tool.run(arguments)
    }

    static func temporaryFolder() throws -> URL {
        try TemporaryFolder.make("brandlint")
    }

    @Test func shippedBrandsLintClean() throws {
        let run = try Self.brandlint([])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains(": error:"), "\(run.output)")
        #expect(run.errorOutput.contains(" 0 errors, "))
    }

    @Test func aBrandCopiedUnderANewIDLintsCleanWithNoSwiftChange() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands")
        try FileManager.default.copyItem(atPath: Repository.fixtureBrands, toPath: brands.path)
        let neds = try String(contentsOfFile: brands.appendingPathComponent("neds.yaml").path, encoding: .utf8)
        try neds.replacingOccurrences(of: "id: neds", with: "id: sportsbet-nz").replacingOccurrences(of: "name: Neds", with: "name: Sportsbet NZ")
            .write(to: brands.appendingPathComponent("sportsbet-nz.yaml"), atomically: true, encoding: .utf8)
        let run = try Self.brandlint(["--schemas", Repository.path("Schemas"), "--format", "json", brands.path])
        #expect(run.status == 0, "\(run.output)")
        let fixtureFiles = try Repository.loader().loadCatalog(at: Repository.fixtureBrands).files.count
        #expect(try JSONParser().parse(run.output)["summary"]?["files"]?.int == fixtureFiles + 1)
    }

    @Test func problemsExitOneWithEditorStyleLines() throws {
        let run = try Self.brandlint(["Tests/Fixtures/Lint"])
        #expect(run.status == 1)
        #expect(run.output.contains("Tests/Fixtures/Lint/duplicate-key.yaml:8:1: error: duplicate key \"name\""))
        #expect(run.output.contains("[yaml-duplicate-key]"))
    }

    @Test func theNumberOfJobsDoesNotChangeTheOutput() throws {
        let alone = try Self.brandlint(["--jobs", "1", "--quiet", "Tests/Fixtures/Lint"])
        let together = try Self.brandlint(["-j", "4", "--quiet", "Tests/Fixtures/Lint"])
        #expect(alone.status == 1)
        #expect(together.status == alone.status)
        #expect(together.output == alone.output)
        let refused = try Self.brandlint(["--jobs", "0"])
        #expect(refused.status == 2)
        #expect(refused.errorOutput.contains("--jobs must be at least 1"))
    }

    @Test func jsonOutputIsValidAndSummarized() throws {
        let run = try Self.brandlint(["--format", "json", "Tests/Fixtures/Lint"])
        let document = try JSONParser().parse(run.output)
        let diagnostics = try #require(document["diagnostics"]?.sequence)
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            for key in ["file", "line", "column", "severity", "rule", "message"] {
                #expect(diagnostic[key] != nil, "missing \(key)")
            }
        }
        #expect(document["summary"]?["errors"]?.int == diagnostics.count { $0["severity"]?.string == "error" })
        #expect(document["summary"]?["files"]?.int ?? 0 >= 10)
    }

    @Test func sarifOutputFollowsTheSpecification() throws {
        let run = try Self.brandlint(["--format", "sarif", "Tests/Fixtures/Lint"])
        let document = try JSONParser().parse(run.output)
        #expect(document["version"]?.string == "2.1.0")
        #expect(document["$schema"]?.string?.contains("sarif-2.1.0") == true)
        let sarifRun = try #require(document["runs"]?.sequence?.first)
        #expect(sarifRun["tool"]?["driver"]?["name"]?.string == "brandlint")
        let rules = try #require(sarifRun["tool"]?["driver"]?["rules"]?.sequence)
        let results = try #require(sarifRun["results"]?.sequence)
        #expect(!results.isEmpty)
        for result in results {
            let index = try #require(result["ruleIndex"]?.int)
            #expect(rules[index]["id"]?.string == result["ruleId"]?.string)
            #expect(["error", "warning", "note"].contains(result["level"]?.string ?? ""))
            let location = result["locations"]?.sequence?.first?["physicalLocation"]
            #expect(location?["artifactLocation"]?["uri"]?.string?.hasPrefix("Tests/Fixtures/Lint/") == true)
            #expect((location?["region"]?["startLine"]?.int ?? 0) >= 1)
            #expect(result["message"]?["text"]?.string?.isEmpty == false)
        }
        for rule in rules {
            #expect(rule["shortDescription"]?["text"]?.string?.isEmpty == false)
        }
    }

    /// A problem a brand causes in its base carries the base's place in every format.
    @Test func relatedLocationsReachEveryFormat() throws {
        let file = "Tests/Fixtures/Lint/merged-contrast.yaml"
        let sarif = try JSONParser().parse(try Self.brandlint(["--format", "sarif", file]).output)
        let result = try #require(sarif["runs"]?.sequence?.first?["results"]?.sequence?.first)
        let related = try #require(result["relatedLocations"]?.sequence?.first)
        #expect(related["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "Tests/Fixtures/Lint/_base/house.yaml")
        #expect((related["physicalLocation"]?["region"]?["startLine"]?.int ?? 0) >= 1)
        #expect(related["message"]?["text"]?.string?.contains("merged-contrast") == true)
        let json = try JSONParser().parse(try Self.brandlint(["--format", "json", file]).output)
        let diagnostic = try #require(json["diagnostics"]?.sequence?.first)
        #expect(diagnostic["file"]?.string == file)
        #expect(diagnostic["related"]?.sequence?.first?["file"]?.string == "Tests/Fixtures/Lint/_base/house.yaml")
        let text = try Self.brandlint([file]).output
        #expect(text.contains("\nTests/Fixtures/Lint/_base/house.yaml:16:7: note: "), "\(text)")
    }

    @Test func githubOutputIsWorkflowCommands() throws {
        let run = try Self.brandlint(["--format", "github", "Tests/Fixtures/Lint"])
        let lines = run.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(line)")
            #expect(line.contains(",line=") && line.contains(",col=") && line.contains(",title=brandlint "))
        }
    }

    @Test func reportsAreWrittenInSeveralFormatsInOneRun() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("lint.sarif").path
        let json = folder.appendingPathComponent("lint.json").path
        let run = try Self.brandlint(["--report", "sarif:\(sarif)", "--report", "json:\(json)", "Tests/Fixtures/Lint"])
        #expect(run.status == 1)
        #expect(run.output.contains("[yaml-duplicate-key]"))
        #expect(try JSONParser().parse(String(contentsOfFile: sarif, encoding: .utf8))["version"]?.string == "2.1.0")
        #expect(try JSONParser().parse(String(contentsOfFile: json, encoding: .utf8))["summary"] != nil)
    }

    @Test func strictMakesWarningsFail() throws {
        let file = "Tests/Fixtures/Lint/bad-colour.yaml"
        // bad-colour has an error too; the clean fixture plus a warning-only copy shows --strict.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("_base"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.path("Tests/Fixtures/Lint/_base/house.yaml"), toPath: folder.appendingPathComponent("_base/house.yaml").path)
        // Its pair reaches 4.5:1 (a contrast failure is an error), and a lower-case colour is a warning.
        let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
            .replacingOccurrences(of: "\"0B2341\"", with: "\"#0B2341\"").replacingOccurrences(of: "id: bad-colour", with: "id: warned")
            .replacingOccurrences(of: "brand.pale: \"#EEEEEE\"", with: "brand.pale: \"#595959\"")
            .replacingOccurrences(of: "brand.spare: \"#FFFFFF\"", with: "brand.spare: \"#ffffff\"")
        try text.write(to: folder.appendingPathComponent("warned.yaml"), atomically: true, encoding: .utf8)
        let schemas = Repository.path("Schemas")
        #expect(try Self.brandlint(["--schemas", schemas, folder.path]).status == 0)
        #expect(try Self.brandlint(["--schemas", schemas, "--strict", folder.path]).status == 1)
    }

    @Test func usageAndInputErrorsExitTwo() throws {
        let missing = try Self.brandlint(["Brands/nowhere.yaml"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("no such file or folder: Brands/nowhere.yaml"))
        #expect(try Self.brandlint(["--format", "xml"]).status == 2)
        #expect(try Self.brandlint(["--no-such-option"]).status == 2)
        #expect(try Self.brandlint(["--report", "nonsense"]).status == 2)
        let noScenarios = try Self.brandlint(["--scenarios", "Tests/NoScenarios", "Tests/Fixtures/Brands"])
        #expect(noScenarios.status == 2)
        #expect(noScenarios.errorOutput.contains("no such scenarios folder: Tests/NoScenarios"))
    }

    @Test func malformedSchemaExitsTwo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("bad.schema.json")
        try #"{"type": 12}"#.write(to: schema, atomically: true, encoding: .utf8)
        let run = try Self.brandlint(["--schema", schema.path, "Tests/Fixtures/Brands/neds.yaml"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("malformed schema"))
        let unreadable = try Self.brandlint(["--schema", folder.appendingPathComponent("none.json").path, "Tests/Fixtures/Brands/neds.yaml"])
        #expect(unreadable.status == 2)
    }

    @Test func schemaModeReportsKeywords() throws {
        let run = try Self.brandlint(["--schema", "Schemas/brand-profile.schema.json", "Tests/Fixtures/Brands/betsson-cm.yaml", "Tests/Fixtures/Lint/typo-key.yaml"])
        #expect(run.status == 1)
        #expect(run.output.contains("Tests/Fixtures/Lint/typo-key.yaml:7:3: error: /appBar/toolslot: unknown property \"toolslot\" [additionalProperties]"))
        #expect(!run.output.contains("betsson-cm.yaml"))
    }

    @Test(arguments: ["billion-laughs", "deep-nesting", "huge-file"])
    func hostileDocumentsFailWithAClearMessage(_ kind: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(kind).yaml")
        let expected: String
        switch kind {
        case "billion-laughs":
            var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
            for level in 1...9 {
                lines.append("a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]")
            }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            expected = "[yaml-alias-budget-exceeded]"
        case "deep-nesting":
            try (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).write(to: file, atomically: true, encoding: .utf8)
            expected = "[yaml-depth-limit-exceeded]"
        default:
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(repeating: UInt8(ascii: "a"), count: 64 << 20))
            expected = "[yaml-size-limit-exceeded]"
        }
        let run = try Self.brandlint(["--schema", "Schemas/brand-profile.schema.json", file.path])
        #expect(run.status == 1)
        #expect(run.output.contains(expected), "\(run.output)")
    }

    @Test func dumpPrintsTheResolvedProfile() throws {
        let run = try Self.brandlint(["--dump", "Brands/ladbrokes.yaml"])
        #expect(run.status == 0)
        let document = try YAMLParser().parse(run.output)
        #expect(document["theme"]?["colors"]?["appBar.background"]?.string == "#E4002B")
        #expect(document["appBar"]?["signedIn"]?.sequence?.count == 6)
        #expect(document["strings"]?["en-AU"]?["appBar.locker"]?.string == "Locker")
    }

    /// `--appearance` dumps the profile as one appearance shows it: that appearance's colours,
    /// resolved through the base's references, and no appearances left to apply.
    @Test func dumpShowsAResolvedAppearance() throws {
        let file = "Tests/Fixtures/Appearances/dusk.yaml"
        let run = try Self.brandlint(["--dump", "--appearance", Appearance.dark.rawValue, file])
        #expect(run.status == 0, "\(run.errorOutput)")
        let document = try YAMLParser().parse(run.output)
        #expect(document["theme"]?["colors"]?["appBar.background"]?.string == "#112233")
        #expect(document["theme"]?["colors"]?["balancePill.background"]?.string == "#2C2C2E")
        #expect(document["theme"]?[Appearance.themeKey] == nil)
        let light = try YAMLParser().parse(try Self.brandlint(["--dump", file]).output)
        #expect(light["theme"]?["colors"]?["appBar.background"]?.string == "#335577")
        #expect(light["theme"]?[Appearance.themeKey]?[Appearance.dark.rawValue]?["colors"]?["appBar.background"]?.string == "#112233")
        let unknown = try Self.brandlint(["--dump", "--appearance", "drak", file])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("write one of light, dark, highContrast, darkHighContrast"))
    }

    @Test func dumpWritesEveryFileGivenInTheFormatAskedWithoutExtends() throws {
        let files = ["Tests/Fixtures/Lint/clean.yaml", "Tests/Fixtures/Lint/merged-contrast.yaml"]
        let json = try Self.brandlint(["--dump", "--format", "json"] + files)
        #expect(json.status == 0, "\(json.errorOutput)")
        let dumped = try JSONParser().parse(json.output)
        #expect(dumped.mapping?.keys == files)
        for file in files {
            #expect(dumped[file]?["id"]?.string == file.split(separator: "/").last!.dropLast(".yaml".count).description)
            #expect(dumped[file]?["extends"] == nil)
            #expect(dumped[file]?["appBar"]?["signedIn"]?.sequence?.isEmpty == false, "the base is merged in")
        }
        let yaml = try Self.brandlint(["--dump"] + files)
        #expect(yaml.status == 0)
        #expect(yaml.output.components(separatedBy: "\n---\n").count == files.count)
        #expect(!yaml.output.contains("extends:"))
        let broken = try Self.brandlint(["--dump", "--format", "json", "Tests/Fixtures/Lint/wrong-type.yaml"])
        #expect(broken.status == 1)
        #expect(try JSONParser().parse(broken.output)["diagnostics"]?.sequence?.isEmpty == false)
    }

    /// What `--dump --format json` writes for each brand in `Brands/` is a profile an app loads
    /// with a loader of JSON only (no libyaml), to the profile the YAML gives.
    @Test func theDumpedJSONLoadsWithoutYAMLToTheSameProfiles() throws {
        let run = try Self.brandlint(["--dump", "--format", "json", Repository.brands])
        #expect(run.status == 0, "\(run.errorOutput)")
        let dumped = try #require(try JSONParser().parse(run.output).mapping)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for entry in dumped {
            let name = ProfileLoader.brandID(forPath: entry.key) + ".json"
            try JSONEmitter().emit(entry.value).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let schemas = try ProfileSchemas.load(from: Repository.schemasFolder)
        let fromJSON = ProfileLoader(schemas: schemas).loadCatalog(at: folder.path)
        let fromYAML = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: Repository.brands)
        #expect(fromJSON.diagnostics.map(\.description) == [])
        #expect(fromJSON.catalog.ids == fromYAML.catalog.ids)
        for (id, profile) in fromYAML.catalog.profiles {
            var expected = profile
            expected.base = nil  // only `extends` names it, and the dump drops `extends`
            #expect(fromJSON.catalog[id] == expected, "\(id)")
        }
    }

    @Test func theSummarySaysWhichRulesABrokenKeySkipped() throws {
        let run = try Self.brandlint(["Tests/Fixtures/Lint/all-in-one-run.yaml"])
        #expect(run.status == 1)
        #expect(run.output.contains("[color-format]"), "a colour error shows in the same run as the schema error")
        #expect(run.errorOutput.contains("skipped in Tests/Fixtures/Lint/all-in-one-run.yaml: tool-slot-handler-registered"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("(they read appBar.toolSlot, which has errors)"), "\(run.errorOutput)")
    }

    @Test func listRulesNamesEveryRule() throws {
        let run = try Self.brandlint(["--list-rules"])
        #expect(run.status == 0)
        let ids = RuleRegistry.rules.map(\.description.id) + RuleRegistry.folderChecks.map(\.id) + RuleRegistry.loadingChecks.map(\.id)
        for id in ids {
            #expect(run.output.contains("  \(id) "), "\(id)")
        }
    }

    @Test func helpExplainsExitCodes() throws {
        let run = try Self.brandlint(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("EXIT CODES"))
        #expect(run.output.contains("--report"))
    }
}
