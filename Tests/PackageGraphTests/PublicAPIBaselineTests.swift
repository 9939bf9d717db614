import Foundation
import Testing
import TestSupport

/// The public API of each runtime module is the one recorded in `api/`: a change to it shows
/// in review as a change to `api/<Module>.txt` (`tools/api-surface --update` writes them).
@Suite("Public API baseline")
struct PublicAPIBaselineTests {
    @Test func theRuntimeModulesPublicAPIIsTheBaselines() throws {
        let bin = try #require(BuildProducts.folder, "no Modules folder next to the tests")
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("tools/api-surface"), "--bin", bin.path], in: Repository.root)
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
    }

    /// Every runtime library's modules are listed in the tool, so none escapes the baseline.
    @Test func theToolListsEveryRuntimeModule() throws {
        let tool = try String(contentsOfFile: Repository.path("tools/api-surface"), encoding: .utf8)
        for library in RuntimeProductTests.runtimeLibraries {
            #expect(tool.contains("\"\(library)\""), "tools/api-surface does not list \(library)")
        }
    }
}
