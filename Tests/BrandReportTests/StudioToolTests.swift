import BrandModel
import BrandStudio
import Foundation
import Testing
import TestSupport

/// The studio from the command line and the script it serves: `brandreport --pictures` drawing
/// each brand in each appearance with Chromium, the usage errors, and the script compiled in
/// being what tsc writes from Studio/studio.ts.
@Suite struct StudioToolTests {
    @Test(.requires(.chromium))
    func picturesAreAPNGPerBrandAndAppearance() throws {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio-pictures")
        defer { folder.remove() }
        let run = try ToolProcess("brandreport").run(["--pictures", "pictures", "Brands"], in: folder.root)
        #expect(run.status == 0, "\(run.errorOutput)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.root.appendingPathComponent("pictures").path).sorted()
        // dusk and its base declare dark and high contrast (dark high contrast composed);
        // solo is light only.
        let expected = Appearance.allCases.map { "dusk-\($0.rawValue).png" } + ["solo-light.png"]
        #expect(written == expected.sorted())
        for name in written {
            let data = try Data(contentsOf: folder.root.appendingPathComponent("pictures/" + name))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
            #expect(data.count > 5_000, "\(name) draws something")
        }
        #expect(run.errorOutput.contains("wrote \(expected.count) pictures into pictures"))
    }

    /// The markdown report links each brand's picture in each appearance, as GitHub renders it.
    @Test(.requires(.cmarkGFM))
    func theMarkdownReportLinksThePictures() throws {
        let report = try ToolProcess("brandreport").run(
            ["--format", "markdown", "--link-pictures", "https://ci.example/run 7/pictures", "--output", "-", Repository.path("Tests/Fixtures/Appearances")])
        #expect(report.status == 0, "\(report.errorOutput)")
        let cmark = try #require(ExternalTool.path(of: "cmark-gfm"))
        let input = try TemporaryFolder.make("studio-markdown").appendingPathComponent("report.md")
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        try report.output.write(to: input, atomically: true, encoding: .utf8)
        let html = try ToolProcess.run(URL(fileURLWithPath: cmark), ["--to", "html", input.path], in: Repository.root).output
        for appearance in Appearance.allCases {
            #expect(html.contains("href=\"https://ci.example/run%207/pictures/dusk-\(appearance.rawValue).png\""), "\(appearance)")
        }
        #expect(html.contains("href=\"https://ci.example/run%207/pictures/solo-light.png\""))
        #expect(!html.contains("solo-dark.png"), "a brand links the appearances it has")
        let refused = try ToolProcess("brandreport").run(["--link-pictures", "p", Repository.fixtureBrands])
        #expect(refused.status == 2, "html has no picture links")
    }

    @Test func theStudioOptionsRefuseAReportsOptions() throws {
        let tool = ToolProcess("brandreport")
        for arguments in [["--serve", "--pictures", "p"], ["--serve", "--output", "x.html"], ["--pictures", "p", "--compare", "old"]] {
            let run = try tool.run(arguments + [Repository.fixtureBrands])
            #expect(run.status == 2, "\(arguments): \(run.errorOutput)")
        }
        let missing = try tool.run(["--pictures", "p", "--browser", "/nonexistent/chromium", Repository.fixtureBrands])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("/nonexistent/chromium"))
    }

    @Test(.requires(.typeScript))
    func theScriptCompiledInIsWhatTscWritesFromStudioTS() throws {
        let out = try TemporaryFolder.make("studio-tsc")
        defer { try? FileManager.default.removeItem(at: out) }
        let tsc = try #require(ExternalTool.path(of: "tsc"))
        let run = try ToolProcess.run(
            URL(fileURLWithPath: tsc), ["-p", Repository.path("Studio"), "--outDir", out.path], in: Repository.root)
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        let compiled = try String(contentsOf: out.appendingPathComponent("studio.js"), encoding: .utf8)
        #expect(compiled == StudioClientScript.text, "run tools/studio-client after changing Studio/studio.ts")
    }
}
