import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// What every tool of the package promises on the command line alike: a version, exit 2
/// for a bad option, and help text that reads well in an 80-column terminal.
@Suite("Every tool's command line")
struct ToolContractTests {
    static let tools = ["brandlint", "brandsim", "brandreport", "brandbench", "brandgen"]

    @Test(arguments: tools)
    func versionIsTheOneDeclared(_ tool: String) throws {
        let run = try ToolProcess(tool).run(["--version"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == ToolVersion.current + "\n")
    }

    @Test(arguments: tools)
    func aBadOptionExitsTwo(_ tool: String) throws {
        // brandsim needs a scenario before it gets to the options.
        let run = try ToolProcess(tool).run(["--no-such-option"] + (tool == "brandsim" ? ["scenario.yaml"] : []))
        #expect(run.status == 2, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("--no-such-option"))
    }

    /// A wrong path must not pass as "nothing to report": a folder with no brand profile
    /// in it is a usage error in every tool that reads a brands folder.
    @Test(arguments: ["brandlint", "brandreport", "brandsim", "brandgen"])
    func aFolderWithNoProfilesExitsTwo(_ tool: String) throws {
        try TemporaryFolder.with(tool) { folder in
            try "not a profile".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let arguments = switch tool {
            case "brandsim": ["--brands", folder.path, "scenario.yaml"]
            case "brandreport": ["--output", "-", folder.path]
            case "brandgen": ["--output", folder.appendingPathComponent("Generated").path, folder.path]
            default: [folder.path]
            }
            let run = try ToolProcess(tool).run(["--schemas", Repository.schemasFolder] + arguments)
            #expect(run.status == 2)
            #expect(run.errorOutput.contains("\(tool): error: no brand profiles in \(folder.path)"), "\(run.errorOutput)")
            #expect(run.output.isEmpty)
        }
    }

    /// Run from a folder without `Brands` (and so without `Schemas` near it), every tool
    /// says first that `Brands` is not there, and what to do, in the same words.
    @Test(arguments: ["brandlint", "brandreport", "brandsim", "brandgen"])
    func runFromTheWrongFolderSaysTheBrandsAreMissing(_ tool: String) throws {
        try TemporaryFolder.with(tool) { folder in
            let arguments = switch tool {
            case "brandsim": ["scenario.yaml"]
            case "brandreport": ["--output", "-"]
            case "brandgen": ["--output", folder.appendingPathComponent("Generated").path]
            default: [String]()
            }
            let run = try ToolProcess(tool).run(arguments, in: folder)
            #expect(run.status == 2, "\(run.errorOutput)")
            let lines = run.errorOutput.split(separator: "\n")
            #expect(lines.first?.hasPrefix("\(tool): error: no such file or folder: Brands (looked in ") == true, "\(run.errorOutput)")
            #expect(lines.dropFirst().first?.hasPrefix("    hint: run the command in the folder that holds Brands (the repository's root)") == true,
                    "\(run.errorOutput)")
            #expect(!run.errorOutput.contains("cannot find Schemas"), "\(run.errorOutput)")
        }
    }

    /// `--schemas` is one shared option (`SchemaOptions`): a folder without the schema is
    /// refused alike, exit 2 with the same words, by every tool that loads profiles.
    @Test(arguments: ["brandlint", "brandreport", "brandsim", "brandgen"])
    func aSchemasFolderWithoutTheSchemaExitsTwoAlike(_ tool: String) throws {
        try TemporaryFolder.with(tool) { folder in
            let brands = try TemporaryFolder.copy(Repository.fixtureBrands, into: folder, as: "Brands")
            let empty = folder.appendingPathComponent("NoSchemas")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let arguments = switch tool {
            case "brandsim": ["--brands", brands, "scenario.yaml"]
            case "brandreport": ["--output", "-", brands]
            case "brandgen": ["--output", folder.appendingPathComponent("Generated").path, brands]
            default: [brands]
            }
            let run = try ToolProcess(tool).run(["--schemas", empty.path] + arguments)
            #expect(run.status == 2, "\(run.errorOutput)")
            #expect(run.errorOutput.hasPrefix("\(tool): error: "), "\(run.errorOutput)")
            #expect(run.errorOutput.contains(empty.path), "\(run.errorOutput)")
            let help = try ToolProcess(tool).run(["--help"], environment: ["COLUMNS": "200"])
            #expect(help.output.contains("--schemas <folder>"))
            #expect(help.output.contains("Folder holding brand-profile.schema.json and handlers/"))
        }
    }

    /// In the help's own blocks (FORMATS, EXIT CODES, EXAMPLES), every line is indented:
    /// a line that wraps to the first column has outgrown the terminal.
    @Test(arguments: tools)
    func helpBlocksFitEightyColumns(_ tool: String) throws {
        let run = try ToolProcess(tool).run(["--help"], environment: ["COLUMNS": "80"])
        #expect(run.status == 0)
        #expect(run.helpLinesWrappingPastTheWidth.isEmpty, "\(tool) --help wraps: \(run.helpLinesWrappingPastTheWidth)")
    }
}
