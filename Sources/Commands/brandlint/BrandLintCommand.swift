import ArgumentParser
import CommandLineSupport
import BrandLint
import BrandModel
import BrandSchema
import Foundation
import StandardHandlers
import YAMLNode

@main
struct BrandLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandlint",
        abstract: "Validate brand profiles against the schema and the engine's rules.",
        discussion: """
            PATHs are brand profiles or folders of them (default: Brands). In a folder, every \
            *.yaml/*.yml is a brand whose id is its file name; files and folders whose names \
            start with `_` hold bases, which are checked too. Every problem of every file is \
            reported in one run, sorted by file and line.

            Text output is `path:line:column: error|warning: message [rule-id]`, with a hint \
            on the next line; a summary goes to standard error.

            EXIT CODES
              0  no errors (warnings allowed unless --strict)
              1  problems found
              2  usage or I/O error (missing path, unreadable or malformed schema)

            EXAMPLES
              brandlint                          lint Brands/
              brandlint Brands/neds.yaml         one brand (its base is read too)
              brandlint --format sarif > lint.sarif
              brandlint --report sarif:lint.sarif --report json:lint.json
              brandlint --schema Schemas/brand-profile.schema.json doc.yaml
              brandlint --dump Brands/ladbrokes.yaml
            """)

    @Argument(help: "Brand profiles or folders of them.")
    var paths: [String] = []

    @Option(help: "Output format: \(LintReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: LintReportFormat = .text

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var strict = false

    @Option(help: ArgumentHelp("Validate the PATHs against this JSON Schema only, without the brand rules.", valueName: "file"))
    var schema: String?

    @Option(help: ArgumentHelp("Folder holding brand-profile.schema.json and handlers/ (default: the Schemas folder beside or above the brands).", valueName: "folder"))
    var schemas: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp("Also write a report, as FORMAT:FILE (e.g. sarif:lint.sarif). Repeatable.", valueName: "format:file"))
    var reports: [ReportDestination] = []

    @Flag(help: "List the rules with their ids and descriptions, then exit.")
    var listRules = false

    @Option(help: ArgumentHelp("Print the fully resolved profile (after extends and token references) as YAML, then exit.", valueName: "file"))
    var dump: String?

    @Flag(help: "Do not print the summary line.")
    var quiet = false

    @Option(
        name: [.customShort("j"), .long],
        help: ArgumentHelp("Brands checked at once (default: the number of processors). Output is the same for any number.", valueName: "n"))
    var jobs: Int?

    mutating func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    mutating func run() throws {
        if listRules {
            print(RuleListing.render(), terminator: "")
            return
        }
        let start = ContinuousClock.now
        let inputs = paths.isEmpty ? ["Brands"] : paths
        let result: BrandLinter.Result
        if let schema {
            let compiled: JSONSchema
            do {
                compiled = try SchemaCheck.loadSchema(at: schema)
            } catch {
                throw CommandFailure("\(error)")
            }
            result = SchemaCheck(schema: compiled).check(paths: inputs)
        } else {
            let linter = try makeLinter(near: dump ?? inputs[0])
            if let dump { return try Self.dump(dump, with: linter) }
            result = linter.lint(paths: inputs)
        }
        if !result.missingPaths.isEmpty {
            throw CommandFailure(result.missingPaths.map { "no such file or folder: \($0)" }.joined(separator: "\n"))
        }
        print(format.render(result.diagnostics, files: result.files), terminator: "")
        for report in reports {
            do {
                try report.format.render(result.diagnostics, files: result.files).write(toFile: report.path, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("cannot write \(report.path): \(error.localizedDescription)")
            }
        }
        let errors = result.diagnostics.errorCount
        let warnings = result.diagnostics.warningCount
        if !quiet {
            let elapsed = ContinuousClock.now - start
            let milliseconds = Double(elapsed.components.attoseconds / 1_000_000_000_000) / 1000 + Double(elapsed.components.seconds) * 1000
            ExitCodeContract.printError("brandlint: \(result.files.count) file\(result.files.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") (\(Int(milliseconds.rounded())) ms)")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    private func makeLinter(near path: String) throws -> BrandLinter {
        guard let folder = schemas ?? ProfileSchemas.locate(near: path) else {
            throw CommandFailure("cannot find Schemas/\(ProfileSchemas.profileFileName) near \(path); pass --schemas FOLDER")
        }
        do {
            let loaded = try ProfileSchemas.load(from: folder)
            return BrandLinter(
                loader: ProfileLoader(schemas: loaded), handlers: try StandardHandlers.registry().directory,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    private static func dump(_ path: String, with linter: BrandLinter) throws {
        let load = linter.loader.loadBrand(at: path)
        guard let document = load.document, load.diagnostics.errorCount == 0 else {
            print(TextReporter.render(load.diagnostics), terminator: "")
            throw ExitCode(load.document == nil && !linter.loader.fileSystem.fileExists(atPath: path) ? 2 : 1)
        }
        print(YAMLEmitter().emit(document), terminator: "")
    }

    static func main() {
        ExitCodeContract.run(Self.self)
    }
}

/// `FORMAT:FILE` for `--report`.
struct ReportDestination: ExpressibleByArgument {
    var format: LintReportFormat
    var path: String

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"),
              let format = LintReportFormat(rawValue: String(argument[..<colon])) else { return nil }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }
}

extension LintReportFormat: ExpressibleByArgument {}
