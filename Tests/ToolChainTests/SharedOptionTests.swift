import ArgumentParser
import BrandLint
import BrandReport
import brandlint
import brandreport
import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// The options the tools share are declared once, in CommandLineSupport's option groups, and
/// every tool that takes one of them takes it through its group: the tool's `--help` shows
/// each of the group's options exactly as the group itself renders it (one help text), and
/// no command declares an option of the same name itself.
@Suite("The options the tools share")
struct SharedOptionTests {
    /// A shared option group, rendered as its type renders its own help.
    enum Group: String, Sendable, CaseIterable {
        case schemas, jobs, summary, lintOutput, reportOutput

        var help: String {
            switch self {
            case .schemas: SchemaOptions.helpMessage(columns: 200)
            case .jobs: JobsOptions.helpMessage(columns: 200)
            case .summary: SummaryOptions.helpMessage(columns: 200)
            case .lintOutput: OutputOptions<LintReportFormat>.helpMessage(columns: 200)
            case .reportOutput: OutputOptions<ReportFormat>.helpMessage(columns: 200)
            }
        }

        /// The group's option lines (without `-h, --help`, which every command has anyway).
        var optionLines: [String] {
            help.split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("  -") && !$0.contains("--help") }
        }

        /// The long names of the group's options (`quiet` for `--quiet`).
        var optionNames: [String] {
            optionLines.compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("--") }.map { String($0.dropFirst(2)).trimmingCharacters(in: .punctuationCharacters) }
            }
        }
    }

    /// A command (a tool, or a tool's subcommand) and the groups it takes.
    struct Use: Sendable, CustomTestStringConvertible {
        var command: [String]
        var groups: [Group]
        var testDescription: String { command.joined(separator: " ") }
    }

    static let uses = [
        Use(command: ["brandlint"], groups: [.schemas, .jobs, .summary, .lintOutput]),
        Use(command: ["brandreport"], groups: [.schemas, .summary, .reportOutput]),
        Use(command: ["brandgen"], groups: [.schemas, .jobs, .summary]),
        Use(command: ["brandgen", "bundle"], groups: [.schemas, .jobs]),
        Use(command: ["brandsim"], groups: [.schemas]),
    ]

    @Test(arguments: uses)
    func helpShowsEachSharedOptionAsItsGroupDeclaresIt(_ use: Use) throws {
        let run = try ToolProcess(use.command[0]).run(Array(use.command.dropFirst()) + ["--help"], environment: ["COLUMNS": "200"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let lines = Set(run.output.split(separator: "\n").map(String.init))
        for group in use.groups {
            #expect(!group.optionLines.isEmpty, "\(group) renders no options")
            for line in group.optionLines {
                let shown = lines.contains(line)
                #expect(shown, "\(use.testDescription) --help lacks \(group)'s line: \(line)")
            }
        }
    }

    /// An option a group declares is declared nowhere else: a command that declared its own
    /// `--quiet` (or `--jobs`, `--format`, `--schemas`) would drift from the others.
    @Test func noCommandDeclaresASharedOptionItself() throws {
        let names = Set(Group.allCases.flatMap(\.optionNames))
        #expect(names.isSuperset(of: ["schemas", "jobs", "quiet", "format"]), "\(names)")
        // The executables, and brandsim's command, which is a library so an app can link it.
        let commands = ["Sources/Tools", "Sources/Tooling/BrandSimCommandLine"].map(Repository.root.appendingPathComponent)
        let files = try commands.flatMap { folder in
            try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            // A property wrapper's attribute, possibly over several lines, then `var name`.
            for name in names {
                let declaration = try Regex("@(Option|Flag)(\\([^@]*?\\))?\\s*(public\\s+)?var \(Self.camelCase(name))\\b")
                let declaresItself = text.firstMatch(of: declaration) != nil
                #expect(!declaresItself, "\(file.lastPathComponent) declares --\(name) itself")
            }
        }
    }

    /// A format another tool writes is refused by name, with the tool's own formats listed:
    /// exit 2, not a silent fallback.
    @Test(arguments: [
        ("brandlint", OutputFormat.html, LintReportFormat.names),
        ("brandlint", OutputFormat.markdown, LintReportFormat.names),
        ("brandreport", OutputFormat.sarif, ReportFormat.names),
        ("brandreport", OutputFormat.text, ReportFormat.names),
    ])
    func aFormatTheToolDoesNotWriteExitsTwo(_ tool: String, _ format: OutputFormat, _ supported: [String]) throws {
        #expect(!supported.contains(format.rawValue))
        let destination = tool == "brandreport" ? ["--output", "-"] : []
        let run = try ToolProcess(tool).run(["--format", format.rawValue, "--schemas", Repository.schemasFolder] + destination + [Repository.fixtureBrands])
        #expect(run.status == 2, "\(run.errorOutput)")
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains("'\(format.rawValue)'"), "\(run.errorOutput)")
        for name in supported { #expect(run.errorOutput.contains("'\(name)'"), "\(run.errorOutput)") }
    }

    /// Every format a tool writes is one of the shared names, and each name is some tool's.
    @Test func theToolsFormatsAreTheSharedNames() {
        #expect(Set(LintReportFormat.names).union(ReportFormat.names) == Set(OutputFormat.allCases.map(\.rawValue)))
        for format in LintReportFormat.allCases { #expect(FormatArgument<LintReportFormat>(argument: format.outputFormat.rawValue)?.format == format) }
        for format in ReportFormat.allCases { #expect(FormatArgument<ReportFormat>(argument: format.outputFormat.rawValue)?.format == format) }
        #expect(FormatArgument<LintReportFormat>(argument: "html") == nil)
        #expect(FormatArgument<ReportFormat>(argument: "github") == nil)
        #expect(FormatArgument<ReportFormat>.allValueStrings == ["html", "markdown", "json"])
    }

    private static func camelCase(_ kebab: String) -> String {
        let parts = kebab.split(separator: "-")
        return ([parts.first.map(String.init) ?? ""] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }
}
