import ArgumentParser
import CommandLineSupport
import BrandLint
import BrandModel
import BrandSchema
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

@main
struct BrandLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandlint",
        abstract: "Validate brand profiles against the schema and the engine's rules.",
        discussion: """
            PATHs are brand profiles or folders of them (default: Brands). In a folder, every \
            \(ProfileLoader.profileExtensions.map { "*" + $0 }.joined(separator: "/")) file is a brand whose id is its \
            file name; files and folders whose names \
            start with `_` hold bases, which are checked too. Every problem of every file is \
            reported in one run, sorted by file and line.

            A schema error in one key of a profile stops only the rules that read that key \
            (--list-rules shows what each reads), and one in an appearance's colours or a locale's strings stops them \
            only for that appearance or locale; the summary names what it skipped. A problem a brand causes in its \
            base is reported at the brand, with the base's line as a note.

            Brands are checked against the scenarios that replay them: a brand that no \
            scenario names gets a `brand-scenario-missing` warning saying which scenario to \
            copy. Scenarios are read from --scenarios, by default from Tests/Scenarios in the \
            folder holding the brands folder (./Tests/Scenarios for Brands/); where that \
            folder does not exist, the check is off.

            Text output is `path:line:column: error|warning: message [rule-id]`, with a hint \
            and any `path:line:column: note:` lines after it; a summary goes to standard error.

            A .brandlint.yml in the brands folder turns semantic rules off or changes their \
            severity (`disabled_rules: [token-unused]`, `rules: {color-contrast: error}`); a \
            comment `# brandlint:disable-next-line rule-id` (or `disable-line`) silences one line. Loading checks cannot be turned off (docs/rules.md).

            EXIT CODES
              0  no errors (warnings allowed unless --strict)
              1  problems found
              2  usage or I/O error (missing path, a folder with no profiles,
                 unreadable or malformed schema)

            EXAMPLES
              brandlint                          lint Brands/
              brandlint Brands/neds.yaml         one brand (its base is read too)
              brandlint --format sarif > lint.sarif
              brandlint --report sarif:lint.sarif --report json:lint.json
              brandlint --schema Schemas/brand-profile.schema.json doc.yaml
              brandlint --dump Brands/ladbrokes.yaml
              brandlint --dump --format json Brands  every brand, resolved, by path
              brandlint --dump --appearance dark Brands/neds.yaml
              brandlint --fix                    apply the safe fixes, report the rest
              brandlint --write-baseline b.json  accept today's findings
              brandlint --baseline b.json        report only new ones
              brandlint lsp                      the language server, for editors
            """,
        version: ToolVersion.current)

    @Argument(help: "Brand profiles or folders of them.")
    var paths: [String] = []

    @OptionGroup var output: OutputOptions<LintReportFormat>

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var strict = false

    @Option(help: ArgumentHelp("Validate the PATHs against this JSON Schema only, without the brand rules.", valueName: "file"))
    var schema: String?

    @OptionGroup var schemaOptions: SchemaOptions

    @Option(help: ArgumentHelp("Folder of brandsim scenarios the brands are checked against (default: Tests/Scenarios beside the brands folder, when it exists).", valueName: "folder"))
    var scenarios: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp("Also write a report, as FORMAT:FILE: FORMAT one of --format's, FILE a path or `-` for standard output (e.g. sarif:lint.sarif). Repeatable.", valueName: "format:file"))
    var reports: [ReportDestination] = []

    @Flag(help: "List the rules with their ids and descriptions, then exit.")
    var listRules = false

    @Flag(help: "Print each PATH's fully resolved profile (after extends and token references, without `extends`) as YAML, or with --format json as one JSON object by path, then exit.")
    var dump = false

    @Option(help: ArgumentHelp("With --dump: print each profile as this appearance shows it (light, dark, highContrast, darkHighContrast): its colours as theme.colors, resolved, and no theme.appearances. A brand without it shows its fallback's.", valueName: "appearance"))
    var appearance: String?

    @Flag(help: "Apply the fixes that cannot change meaning (a misspelt key with one candidate, colour case, a plural form copied from `other` for translation), print them, say why each other fix a finding offers was not made (`not fixed:`), then report what is left.")
    var fix = false

    @Option(help: ArgumentHelp("Report only findings not in this baseline (see --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every finding to this baseline file and exit 0: later runs with --baseline report only new ones.", valueName: "file"))
    var writeBaseline: String?

    @OptionGroup var jobs: JobsOptions

    mutating func validate() throws {
        if fix, schema != nil { throw ValidationError("--fix applies to brand profiles, not to --schema checks") }
        if let appearance {
            guard dump else { throw ValidationError("--appearance applies to --dump") }
            guard Appearance(rawValue: appearance) != nil else {
                throw ValidationError("no appearance \"\(appearance)\": write one of \(Appearance.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
    }

    mutating func run() throws {
        if listRules {
            print(RuleListing.render(), terminator: "")
            return
        }
        let start = ContinuousClock.now
        let inputs = paths.isEmpty ? [try schemaOptions.defaultBrands()] : paths
        var result: BrandLinter.Result
        var fixed = 0
        var unfixed = 0
        if let schema {
            let compiled: JSONSchema
            do {
                compiled = try SchemaCheck.loadSchema(at: schema)
            } catch {
                throw CommandFailure("\(error)")
            }
            result = SchemaCheck(schema: compiled).check(paths: inputs)
        } else {
            let linter = try makeLinter(near: inputs[0])
            if dump { return try Self.dump(inputs, with: linter, format: output.format, appearance: appearance.flatMap(Appearance.init(rawValue:))) }
            result = linter.lint(paths: inputs)
            // A fix can uncover more (a rule skips a key with errors), so fixing goes on
            // until a pass changes nothing; every fix removes its finding, so this ends.
            for _ in 0..<Self.maxFixPasses where fix && result.missingPaths.isEmpty {
                let count = try applyFixes(result.diagnostics)
                guard count > 0 else { break }
                fixed += count
                result = linter.lint(paths: inputs)
            }
            if fix && result.missingPaths.isEmpty { unfixed = reportUnfixed(result.diagnostics) }
        }
        if !result.missingPaths.isEmpty || !result.emptyFolders.isEmpty {
            throw CommandFailure(
                (result.missingPaths.map { "no such file or folder: \($0)" } + result.emptyFolders.map(ProfileLoader.noBrandsMessage))
                    .joined(separator: "\n"))
        }
        if let writeBaseline {
            let written = Baseline(result.diagnostics)
            try OutputFile.write(written.render(), to: writeBaseline)
            if !output.quiet { ExitCodeContract.printError("brandlint: wrote \(Self.count(written.entries.count, "finding")) to \(writeBaseline)") }
            return
        }
        var diagnostics = result.diagnostics
        var baselineNote = fix ? ", \(fixed) fixed" + (unfixed > 0 ? ", \(unfixed) not fixed" : "") : ""
        // Said only when no folder was found, so a run outside a brands repository shows it.
        if schema == nil, schemaOptions.source(near: inputs[0]) == .compiledIn {
            baselineNote += ", \(SchemaSource.compiledIn)"
        }
        var baselined: Int?
        if let baseline {
            let accepted = try Self.readBaseline(baseline)
            let application = accepted.apply(to: diagnostics)
            diagnostics = application.reported
            baselined = application.baselined
            baselineNote = ", \(application.baselined) baselined"
            if strict {
                diagnostics = (diagnostics + Baseline.staleDiagnostics(application.stale, path: baseline)).normalized()
            } else if !application.stale.isEmpty {
                baselineNote += ", \(Self.count(application.stale.count, "stale baseline entry", plural: "stale baseline entries")) (see --strict)"
            }
        }
        print(output.format.render(diagnostics, files: result.files, skipped: result.skipped, baselined: baselined), terminator: "")
        for report in reports {
            try OutputFile.write(report.format.render(diagnostics, files: result.files, skipped: result.skipped, baselined: baselined), to: report.path)
        }
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        schemaOptions.announceSettings(near: inputs[0], tool: "brandlint", quiet: output.quiet)
        if schema == nil {
            let schemasFolder = schemaOptions.schemas ?? (try? schemaOptions.settings(near: inputs[0]))??.schemas
            EditorModelines(schemasFolder: schemasFolder).report(inputs, fix: fix, quiet: output.quiet)
        }
        if !output.quiet {
            let elapsed = ContinuousClock.now - start
            let milliseconds = Double(elapsed.components.attoseconds / 1_000_000_000_000) / 1000 + Double(elapsed.components.seconds) * 1000
            ExitCodeContract.printError("brandlint: \(Self.count(result.files.count, "file")), \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\(baselineNote) (\(Int(milliseconds.rounded())) ms)")
            for entry in result.skipped {
                for line in TextReporter.summaries(of: entry) { ExitCodeContract.printError("brandlint: " + line) }
            }
            for note in result.notes { ExitCodeContract.printError("brandlint: " + note) }
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    /// Says, for each fix the findings left offer, why `--fix` did not make it (where
    /// `fixed:` lines go). Returns how many.
    private func reportUnfixed(_ diagnostics: [Diagnostic]) -> Int {
        let skipped = ProfileFixer().outcome(of: diagnostics).skipped
        for entry in skipped {
            if output.format == .text { print(entry.description) } else { ExitCodeContract.printError(entry.description) }
        }
        return skipped.count
    }

    /// Passes of `--fix` at most: a bound, should two fixes ever undo each other.
    static let maxFixPasses = 8

    /// Writes the safe fixes and prints each change (to standard error when standard output
    /// carries a machine-readable format). Returns how many changes were made.
    private func applyFixes(_ diagnostics: [Diagnostic]) throws -> Int {
        var count = 0
        for file in ProfileFixer().fix(diagnostics) {
            do {
                try Data(file.bytes).write(to: URL(fileURLWithPath: file.path), options: .atomic)
            } catch {
                throw CommandFailure("cannot write \(file.path): \(error.localizedDescription)")
            }
            for change in file.changes {
                let line = "\(change.file):\(change.line):\(change.column): fixed: \(change.summary) [\(change.rule)]"
                if output.format == .text { print(line) } else { ExitCodeContract.printError(line) }
            }
            count += file.changes.count
        }
        return count
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    private static func readBaseline(_ path: String) throws -> Baseline {
        do {
            let bytes = try LocalFileSystem().contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)
            return try Baseline.read(bytes, path: path)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    private func makeLinter(near path: String) throws -> BrandLinter {
        let loaded = try schemaOptions.load(near: path)
        if let scenarios, !LocalFileSystem().isDirectory(atPath: scenarios) {
            throw CommandFailure("no such scenarios folder: \(scenarios)")
        }
        // The settings' scenarios folder may be missing: the check then says where it looked.
        let folder = try scenarios ?? schemaOptions.settings(near: path)?.scenarios
        var linter: BrandLinter
        do {
            linter = try Self.makeLinter(schemas: loaded, jobs: jobs.count, scenarios: folder.map { .folder($0) } ?? .besideBrands)
        } catch {
            throw CommandFailure("\(error)")
        }
        linter.loader.baseFolders = try schemaOptions.bases(near: path)
        linter.loader.flagContext = try schemaOptions.flagContext(near: path)
        return linter
    }

    /// The linter every way of running brandlint uses: the command line and the language server.
    /// Handler ids are checked against the shipped handlers and every declared one (an app's
    /// own, from `Handlers/` or `--handlers`), whose code brandlint does not need.
    static func makeLinter(schemas: ProfileSchemas, jobs: Int, scenarios: BrandLinter.ScenarioLocation = .besideBrands) throws -> BrandLinter {
        BrandLinter(
            loader: ProfileLoader(schemas: schemas, formats: .yamlAndJSON),
            handlers: try StandardHandlers.registry().directory.including(schemas.declarations.values), jobs: jobs, scenarios: scenarios)
    }

    /// Every brand of `paths` (files, and the brands of folders), merged and resolved. A
    /// profile with errors is not dumped: its diagnostics are printed instead (exit 1).
    private static func dump(_ paths: [String], with linter: BrandLinter, format: LintReportFormat, appearance: Appearance?) throws {
        let fileSystem = linter.loader.fileSystem
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            if fileSystem.isDirectory(atPath: path) {
                let found = linter.loader.catalogFiles(at: path)
                files += found.brands.keys.sorted().map { found.brands[$0]! }
            } else if fileSystem.fileExists(atPath: path) {
                files.append(path)
            } else {
                missing.append(path)
            }
        }
        if !missing.isEmpty { throw CommandFailure(missing.map { "no such file or folder: \($0)" }.joined(separator: "\n")) }
        var documents: [(String, Node)] = []
        var problems: [Diagnostic] = []
        for file in files {
            let load = linter.loader.loadBrand(at: file)
            if let document = appearance.map(load.standaloneDocument(in:)) ?? load.standaloneDocument, load.diagnostics.errorCount == 0 {
                documents.append((file, document))
            } else {
                problems += load.diagnostics
            }
        }
        guard problems.errorCount == 0 else {
            print(format.render(problems.normalized(), files: files), terminator: "")
            throw ExitCode(1)
        }
        switch format {
        case .json:
            print(JSONEmitter().emit(.object(documents)))
        default:
            // One YAML document per profile, named in a comment.
            print(documents.map { "# \(Self.printable($0.0))\n" + YAMLEmitter().emit($0.1) }.joined(separator: "---\n"), terminator: "")
        }
    }

    /// A path for a comment line: control characters (a newline in a file name) as `?`.
    private static func printable(_ path: String) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }

    static func main() {
        // `lsp` is a command of its own: as a subcommand, ArgumentParser would read it as a
        // PATH, since the root command takes PATHs.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == LanguageServerCommand.name {
            ExitCodeContract.run(LanguageServerCommand.self, arguments: Array(arguments.dropFirst()))
        }
        ProcessMemory.keepFreedMemoryUntilExit()
        ExitCodeContract.run(Self.self)
    }
}

/// `FORMAT:FILE` for `--report`: FORMAT one of brandlint's, FILE a path or `-`.
struct ReportDestination: ExpressibleByArgument {
    var format: LintReportFormat
    var path: String

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"),
              let format = FormatArgument<LintReportFormat>(argument: String(argument[..<colon]))?.format else { return nil }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }
}

