import Foundation
import Testing
import TestSupport
import YAMLNode
import YAMLReader

/// The CI recipe (docs/examples/brandlint.yml, shown in docs/ci.md) and the pre-commit
/// hooks file, read with the project's own YAML parser.
@Suite("CI recipe and pre-commit hooks")
struct CIRecipeTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: Repository.root.path + "/" + path, encoding: .utf8)
    }

    static func workflow() throws -> Node {
        try YAMLParser().parse(try read("docs/examples/brandlint.yml"))
    }

    /// The words of a shell command line (no quoting is used in the recipe).
    static func words(_ command: String) -> [String] {
        command.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test func theWorkflowBuildsLintsAndUploads() throws {
        let workflow = try Self.workflow()
        #expect(workflow["on"]?["pull_request"] != nil)
        #expect(workflow["on"]?["push"] != nil)
        #expect(workflow["permissions"]?["security-events"]?.string == "write")
        let jobs = try #require(workflow["jobs"]?.mapping)
        #expect(jobs.count == 1)
        let steps = try #require(jobs.first?.value["steps"]?.sequence)
        #expect(steps.first?["uses"]?.string?.hasPrefix("actions/checkout@") == true)
        let runs = steps.compactMap { $0["run"]?.string }
        let build = try #require(runs.firstIndex { $0.contains("swift build") })
        let lintIndex = try #require(steps.firstIndex { $0["run"]?.string?.contains("brandlint ") == true })
        #expect(build < runs.firstIndex { $0.contains("brandlint ") }!)

        let lint = Self.words(try #require(steps[lintIndex]["run"]?.string))
        let format = try #require(lint.firstIndex(of: "--format"))
        #expect(lint[format + 1] == "github")
        let report = try #require(lint.firstIndex(of: "--report"))
        #expect(lint[report + 1].hasPrefix("sarif:"))
        let sarifFile = String(lint[report + 1].dropFirst("sarif:".count))

        let upload = try #require(steps.first { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(upload["with"]?["sarif_file"]?.string == sarifFile)
        // The upload runs after a failed lint step too: findings are what a failing run is for.
        #expect(upload["if"]?.string?.contains("!cancelled()") == true)
        #expect(steps.firstIndex { $0["uses"]?.string == upload["uses"]?.string }! > lintIndex)
    }

    @Test func theWorkflowUsesOnlyOptionsBrandlintHas() throws {
        let workflow = try Self.workflow()
        let steps = workflow["jobs"]?.mapping?.first?.value["steps"]?.sequence ?? []
        let lint = Self.words(steps.compactMap { $0["run"]?.string }.first { $0.contains("brandlint ") } ?? "")
        let help = try ToolProcess("brandlint").run(["--help"]).output
        let options = lint.filter { $0.hasPrefix("--") }
        #expect(!options.isEmpty)
        for option in options { #expect(help.contains(option), "brandlint --help has no \(option)") }
    }

    @Test func docsShowTheWorkflowAsItIs() throws {
        let workflow = try Self.read("docs/examples/brandlint.yml")
        #expect(try Self.read("docs/ci.md").contains("```yaml\n" + workflow + "```"))
    }

    @Test func theHooksFileDefinesBrandlint() throws {
        let hooks = try #require(try YAMLParser().parse(try Self.read(".pre-commit-hooks.yaml")).sequence)
        let brandlint = try #require(hooks.first { $0["id"]?.string == "brandlint" })
        for key in ["id", "name", "entry", "language"] { #expect(brandlint[key]?.string?.isEmpty == false, "\(key) missing") }
        // pre-commit builds the package and runs one of its executables.
        #expect(brandlint["language"]?.string == "swift")
        let executable = try #require(brandlint["entry"]?.string.map(Self.words)?.first)
        #expect(try Self.read("Package.swift").contains(".executable(name: \"\(executable)\""))
        #expect(brandlint["pass_filenames"]?.bool != false)

        let pattern = try NSRegularExpression(pattern: try #require(brandlint["files"]?.string))
        func matches(_ path: String) -> Bool {
            pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for profile in try FileManager.default.contentsOfDirectory(atPath: Repository.root.path + "/Brands") where profile.hasSuffix(".yaml") {
            #expect(matches("Brands/" + profile))
        }
        #expect(matches("config/Brands/_base/house.yml"))
        #expect(!matches("Sources/Tooling/BrandLint/Engine/BrandLinter.swift"))
        #expect(!matches("Schemas/brand-profile.schema.json"))
    }
}
