import BrandModel
import Foundation
import ProfileLoading
import TestSupport
import Testing
import YAMLNode
@testable import BrandLint
import YAMLReader

/// The broken profiles in Tests/Fixtures/Lint each name, in `# expect: line:column rule`
/// comments, exactly the diagnostics brandlint must report for them.
@Suite("Broken profiles are reported at the right place with the right rule", .tags(.shippedBrands))
struct FixtureTests {
    static let folder = Repository.path("Tests/Fixtures/Lint")

    static let configuredFolder = Repository.path("Tests/Fixtures/LintConfig")

    static func expectations(in folder: String = folder) throws -> [String: [String]] {
        var expected: [String: [String]] = [:]
        for path in try fixtureFiles(in: folder) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            expected[path] = text.split(separator: "\n").compactMap { line in
                line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
            }
        }
        return expected
    }

    /// The profiles of a fixture folder, its bases, and its `.brandlint.yml` if any.
    static func fixtureFiles(in folder: String = folder) throws -> [String] {
        var files: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder)
        where name.hasSuffix(".yaml") || LintConfiguration.fileNames.contains(name) {
            files.append(folder + "/" + name)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/_base") {
            files.append(folder + "/_base/" + name)
        }
        return files.sorted()
    }

    static func actual(_ diagnostics: [Diagnostic]) -> [String: [String]] {
        var actual: [String: [String]] = [:]
        for diagnostic in diagnostics {
            actual[diagnostic.file, default: []].append("\(diagnostic.line):\(diagnostic.column) \(diagnostic.rule)")
        }
        return actual
    }

    /// `.brandlint.yml` turns rules off and changes severities; `# brandlint:` comments
    /// silence lines; the problems of both are reported where they are written.
    @Test func theConfigurationAndSuppressionsOfAFolderApply() throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
        let result = linter.lint(paths: [Self.configuredFolder])
        let actual = Self.actual(result.diagnostics)
        for (file, expected) in try Self.expectations(in: Self.configuredFolder) {
            #expect((actual[file] ?? []).sorted() == expected.sorted(), "\(file)")
        }
        let contrast = try #require(result.diagnostics.first { $0.rule == "color-contrast" })
        #expect(contrast.severity == .warning, "the configuration makes color-contrast, an error by default, a warning")
        #expect(result.diagnostics.contains { $0.rule == "config-unknown-rule" && $0.hint == "did you mean `color-format`?" })
        #expect(result.diagnostics.contains { $0.rule == "suppression-unknown-rule" && $0.hint == "did you mean `color-contrast`?" })
        #expect(result.diagnostics.first { $0.rule == "suppression-unused" }?.severity == .warning)
    }

    /// Without the configuration and comments, the same profiles report what they silence.
    @Test func withoutConfigurationTheSilencedRulesReport() throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
        var files = InMemoryFileSystem()
        for path in try Self.fixtureFiles(in: Self.configuredFolder) where !LintConfiguration.fileNames.contains(where: path.hasSuffix) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let withoutComments = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                String(line.firstRange(of: "# brandlint:").map { line[..<$0.lowerBound] } ?? line)
            }
            files.write(Array(withoutComments.joined(separator: "\n").utf8), to: "/brands" + path.dropFirst(Self.configuredFolder.count))
        }
        var loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        loader.fileSystem = files
        let rules = Set(BrandLinter(loader: loader, handlers: linter.handlers).lint(paths: ["/brands"]).diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: ["color-contrast", "flag-unknown", "token-unused"]))
    }

    @Test(arguments: [1, 3])
    func everyFixtureReportsExactlyWhatItExpects(jobs: Int) throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers, jobs: jobs)
        let result = linter.lint(paths: [Self.folder])
        let actual = Self.actual(result.diagnostics)
        for (file, expected) in try Self.expectations() {
            #expect((actual[file] ?? []).sorted() == expected.sorted(), "\(file)")
        }
        #expect(Set(actual.keys).isSubset(of: Set(try Self.fixtureFiles())))
        #expect(result.diagnostics.errorCount > 0)
    }

    /// A problem a brand causes in the base it extends is the brand's: it names the brand,
    /// sits in the brand's file and points into the base as a related location.
    @Test func problemsABrandCausesInItsBaseAreReportedAtTheBrand() throws {
        let schemas = try Repository.schemas()
        let result = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers).lint(paths: [Self.folder])
        // (A contrast failure at the brand's own override has the base's pair as its note: it
        // is the brand's already, so not one of these.)
        let merged = result.diagnostics.filter { $0.related.contains { !$0.message.hasPrefix("the pair ") } }
        #expect(merged.count >= 3)
        for diagnostic in merged {
            let brand = ProfileLoader.brandID(forPath: diagnostic.file)
            #expect(diagnostic.message.contains("brand \(brand)"), "\(diagnostic)")
            #expect(diagnostic.related.allSatisfy { $0.file.hasSuffix("/_base/house.yaml") }, "\(diagnostic)")
            #expect(diagnostic.description.contains("/_base/house.yaml:"), "the text form shows the base as a note")
        }
        #expect(!result.diagnostics.contains { $0.file.hasSuffix("/_base/house.yaml") })
    }

    /// A contrast failure an appearance's override causes is at the override, once for all
    /// the appearances it fails in, with the pair (here the base's) as a note.
    @Test func aContrastFailureIsReportedAtTheOverrideThatCausesIt() throws {
        let schemas = try Repository.schemas()
        let file = Self.folder + "/appearance-contrast.yaml"
        let result = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers).lint(paths: [file])
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let contrast = result.diagnostics.filter { $0.rule.hasPrefix("color-contrast") }
        #expect(contrast.count == 2, "\(contrast)")
        for diagnostic in contrast {
            #expect(diagnostic.file == file)
            let line = lines[diagnostic.line - 1]
            #expect(line.contains("brand.primary:") && !line.contains("colors: { brand.primary: \"#8A0A1F\""), "\(diagnostic): \(line)")
            #expect(diagnostic.related.map(\.message) == ["the pair appBar.foreground on appBar.background is declared here"])
            #expect(diagnostic.related.first?.file.hasSuffix("/_base/house.yaml") == true)
        }
        let error = try #require(contrast.first { $0.severity == .error })
        #expect(error.message.hasPrefix("dark: "), "\(error.message)")
        #expect(lines[error.line - 1].contains("dark:"))
        let warning = try #require(contrast.first { $0.severity == .warning })
        #expect(warning.message.hasPrefix("highContrast, darkHighContrast: "), "one finding for both: \(warning.message)")
        #expect(lines[warning.line - 1].contains("highContrast:"))
    }

    /// A schema error in one key leaves the rules that do not read it running; the rules
    /// that read it are skipped, and the result says which.
    @Test func rulesOfSoundKeysRunDespiteErrorsElsewhere() throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
        let file = Self.folder + "/all-in-one-run.yaml"
        let result = linter.lint(paths: [file])
        #expect(Set(result.diagnostics.map(\.rule)) == ["schema-type", "color-format"])
        let skipped = try #require(result.skipped.first { $0.file == file })
        #expect(skipped.paths == [.appBarToolSlot])
        let expected = RuleRegistry.rules.map(\.description).filter { $0.reads.contains(.appBarToolSlot) }.map(\.id)
        #expect(skipped.rules == expected)
        #expect(skipped.rules.contains("string-missing") && !skipped.rules.contains("app-bar-right-minimum"))
        #expect(!skipped.rules.contains("color-format"))
        let json = try JSONParser().parse(LintReportFormat.json.render(result.diagnostics, files: result.files, skipped: result.skipped))
        #expect(json["summary"]?["skipped"]?.sequence?.first?["rules"]?.sequence?.count == expected.count)
        #expect(json["summary"]?["skipped"]?.sequence?.first?["paths"]?.sequence?.map(\.string) == ["appBar.toolSlot"])
    }

    /// A newcomer's brand with a mistake in every section (a type error in the odds-boost
    /// ladder, an nb-NO plural error, a loop among the spacing tokens and a dark contrast
    /// failure, ...) shows every mistake in one run: only the rules that read a broken key
    /// wait, and none of them would have found anything more. The file's `# expect:` lines
    /// list the findings; this checks what was skipped and that every section is reported.
    @Test func aMistakeInEverySectionIsReportedInOneRun() throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
        let file = Self.folder + "/one-run.yaml"
        let result = linter.lint(paths: [file])
        let skipped = try #require(result.skipped.first { $0.file == file })
        #expect(skipped.paths == [.appBarLayout, .flags, .oddsBoostTiers, .themeSpacing])
        let readers = RuleRegistry.rules.map(\.description).filter { !$0.reads.isDisjoint(with: skipped.paths) }.map(\.id)
        #expect(skipped.rules == readers)
        for rule in ["color-contrast", "string-plural-forms", "currency-unknown", "string-missing"] {
            #expect(!skipped.rules.contains(rule), "\(rule) waited for an unrelated key")
        }
        let rules = Set(result.diagnostics.map(\.rule))
        #expect(rules.isSuperset(of: ["schema-type", "schema-pattern", "token-reference-cycle", "color-contrast", "string-plural-forms", "currency-unknown"]))
        // The runs-to-clean figure: with every finding of this run fixed, the next is clean.
        #expect(try Self.runsToClean("one-run.yaml", fixes: Self.oneRunFixes, schemas: schemas) == 1)
    }

    /// A mistake in every section, in every appearance (a dangling reference in dark, a type
    /// error in dark high contrast, a high-contrast pair below 7:1) and in every locale (a type
    /// error in nb-NO, a string en-GB lacks): an appearance's or a locale's error stops the
    /// rules only there, so the high-contrast pair and en-GB's missing string are reported in
    /// the same run, and the brand is clean after one round of fixes.
    @Test func anErrorInOneAppearanceOrLocaleStopsOnlyItsRules() throws {
        let schemas = try Repository.schemas()
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
        let file = Self.folder + "/every-appearance.yaml"
        let result = linter.lint(paths: [file])
        let skipped = try #require(result.skipped.first { $0.file == file })
        let ran = RuleRegistry.rules.map(\.description).filter { $0.reads.isDisjoint(with: skipped.paths) }
        #expect(skipped.leftOut == [
            .init(rules: ran.filter { $0.reads.contains(.themeAppearances) }.map(\.id), path: .themeAppearances, names: ["dark", "darkHighContrast"]),
            .init(rules: ran.filter { $0.reads.contains(.strings) }.map(\.id), path: .strings, names: ["nb-NO"]),
        ])
        for rule in ["color-contrast", "color-contrast-enhanced", "string-missing", "string-plural-forms"] {
            #expect(!skipped.rules.contains(rule), "\(rule) waited for another appearance or locale")
        }
        let found = result.diagnostics.filter { $0.file == file }
        #expect(found.contains { $0.rule == "color-contrast-enhanced" && $0.message.hasPrefix("highContrast: ") })
        #expect(found.contains { $0.rule == "string-missing" && $0.message.hasPrefix("en-GB ") })
        // Nothing is reported of what was left out beyond its own errors.
        #expect(!found.contains { $0.message.hasPrefix("nb-NO ") || $0.message.hasPrefix("dark: ") && $0.rule.hasPrefix("color-") })
        let lines = TextReporter.summaries(of: skipped)
        #expect(lines.contains("checked in \(file) without dark, darkHighContrast (their colours have errors): "
            + skipped.leftOut[0].rules.joined(separator: ", ")))
        #expect(try Self.runsToClean("every-appearance.yaml", fixes: Self.everyAppearanceFixes, schemas: schemas) == 1)
    }

    /// The locales a line names are the profile's keys: escaped, and at most ten of them.
    @Test func leftOutLocalesArePrintedSafelyAndCut() {
        let names = ["nb-NO\u{1B}[2J"] + (1...14).map { "x-\($0)" }
        let skipped = BrandLinter.SkippedRules(
            file: "b\u{7}.yaml", rules: [], paths: [], leftOut: [.init(rules: ["string-missing"], path: .strings, names: names)])
        let lines = TextReporter.summaries(of: skipped)
        #expect(lines == [
            "checked in b\\u{7}.yaml without nb-NO\\u{1B}[2J, x-1, x-2, x-3, x-4, x-5, x-6, x-7, x-8, x-9 and 5 more (their strings have errors): string-missing",
        ])
    }

    /// The runs a user makes before a run of `name` reports nothing, fixing after each only
    /// what it reported: the edit among `fixes` whose text (its first line) is on a finding's
    /// line. A finding no edit is for fails the test.
    static func runsToClean(_ name: String, fixes: [(String, String)], schemas: ProfileSchemas) throws -> Int {
        var text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        let house = try String(contentsOfFile: folder + "/_base/house.yaml", encoding: .utf8)
        let path = "/brands/" + name
        for runs in 0...fixes.count {
            let fileSystem = InMemoryFileSystem([path: text, "/brands/_base/house.yaml": house])
            let result = BrandLinter(loader: ProfileLoader(schemas: schemas, fileSystem: fileSystem, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers)
                .lint(paths: [path])
            if result.diagnostics.isEmpty, result.skipped.isEmpty { return runs }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var edits: Set<Int> = []
            for diagnostic in result.diagnostics {
                let line = diagnostic.file == path && diagnostic.line <= lines.count ? lines[diagnostic.line - 1] : ""
                guard let edit = fixes.indices.first(where: { line.contains(fixes[$0].0.prefix { $0 != "\n" }) }) else {
                    Issue.record("no fix for \(diagnostic)")
                    return runs + 1
                }
                edits.insert(edit)
            }
            for edit in edits.sorted() { text = text.replacing(fixes[edit].0, with: fixes[edit].1) }
        }
        Issue.record("\(name) is not clean after \(fixes.count) runs")
        return fixes.count + 1
    }

    /// One edit per mistake of `every-appearance.yaml`, as its `# expect:` lines list them.
    static let everyAppearanceFixes: [(String, String)] = [
        ("currency: NKO", "currency: NOK"), ("minimumRightItems: \"4\"", "minimumRightItems: 4"),
        ("betslip-native: yes please", "betslip-native: true"), ("percent: ten", "percent: 10"), ("ttl: 5 minutes", "ttl: 5m"),
        ("\"{colors.brand.primry}\"", "\"#1B3A78\""), ("brand.primary: \"#4A6FA5\"", "brand.primary: \"#1B3A78\""),
        ("brand.onPrimary: 12", "brand.onPrimary: \"#F2F2F2\""), ("appBar.padding: \"{spacing.appBar.itemGap}\"", "appBar.padding: 12"),
        ("appBar.login: [Logg, inn]", "appBar.login: Logg inn"), ("  en-GB:\n", "  en-GB:\n    appBar.join: Join\n"),
    ]

    /// One edit per finding of `one-run.yaml`'s first run, as its `# expect:` lines list them.
    static let oneRunFixes: [(String, String)] = [
        ("currency: NKO", "currency: NOK"), ("minimumRightItems: \"4\"", "minimumRightItems: 4"),
        ("betslip-native: yes please", "betslip-native: true"), ("percent: ten", "percent: 10"), ("ttl: 5 minutes", "ttl: 5m"),
        ("brand.primary: \"#6E8FD0\"", "brand.primary: \"#1B3A78\""), ("appBar.padding: \"{spacing.appBar.itemGap}\"", "appBar.padding: 12"),
        ("few: \"Spilleslipp, {count} valg\", ", ""),
    ]

    /// A problem of the base itself stays in the base, once, whether one brand or the
    /// folder is linted.
    @Test func aBasesOwnProblemStaysInTheBase() throws {
        let schemas = try Repository.schemas()
        let base = try String(contentsOfFile: Self.folder + "/_base/house.yaml", encoding: .utf8) + "cache: { ttl: 10x }\n"
        let brand = try String(contentsOfFile: Self.folder + "/clean.yaml", encoding: .utf8)
        var loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        loader.fileSystem = InMemoryFileSystem(["/brands/_base/house.yaml": base, "/brands/clean.yaml": brand])
        let linter = BrandLinter(loader: loader, handlers: RuleExampleTests.handlers)
        for path in ["/brands", "/brands/clean.yaml"] {
            let diagnostics = linter.lint(paths: [path]).diagnostics
            #expect(diagnostics.map(\.file) == ["/brands/_base/house.yaml"], "\(path): \(diagnostics)")
            #expect(diagnostics.allSatisfy { $0.related.isEmpty })
        }
    }

    /// A cycle is spelled in the names `extends` writes (no `_` of a base file's name).
    @Test func extendsCyclesAreSpelledInBaseNames() throws {
        let schemas = try Repository.schemas()
        let result = BrandLinter(loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON), handlers: RuleExampleTests.handlers).lint(paths: [Self.folder])
        let cycles = result.diagnostics.filter { $0.rule == "extends-cycle" }
        #expect(cycles.count >= 5)
        for diagnostic in cycles { #expect(!diagnostic.message.contains("_"), "\(diagnostic)") }
    }

    @Test func anyNumberOfJobsReportsTheSameDiagnosticsInTheSameOrder() throws {
        let schemas = try Repository.schemas()
        let loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        let paths = [Self.folder, Repository.brands]
        let alone = BrandLinter(loader: loader, handlers: RuleExampleTests.handlers, jobs: 1).lint(paths: paths)
        for jobs in [2, 5, 64] {
            let together = BrandLinter(loader: loader, handlers: RuleExampleTests.handlers, jobs: jobs).lint(paths: paths)
            #expect(together.diagnostics == alone.diagnostics, "jobs: \(jobs)")
            #expect(together.files == alone.files)
        }
        #expect(alone.diagnostics.count > 10)
    }
}
