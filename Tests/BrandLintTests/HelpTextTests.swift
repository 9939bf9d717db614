import BrandModel
import ProfileLoading
import Testing
import TestSupport

/// What `brandlint --help` tells a reader is what the tools do.
@Suite("brandlint's help")
struct HelpTextTests {
    /// Every file kind a brands folder's loader takes as a brand is named in the help.
    @Test func theHelpNamesEveryProfileExtension() throws {
        let run = try ToolProcess("brandlint").run(["--help"], environment: ["COLUMNS": "300"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let help = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let kinds = ProfileLoader.profileExtensions.map { "*" + $0 }.joined(separator: "/")
        #expect(help.contains("every \(kinds) file is a brand"), "\(run.output)")
        #expect(ProfileLoader.profileExtensions.contains(".json"))
    }
}
