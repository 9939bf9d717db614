import BrandModel
import BrandReport
import Foundation
import Testing
import TestSupport
import YAMLNode

/// The report's appearances, on the appearance fixtures (Tests/Fixtures/Appearances):
/// `dusk` has light, dark, high contrast and their combination; `solo` has light only.
@Suite("Report appearances")
struct AppearanceReportTests {
    static func report() throws -> ReportModel {
        try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Appearances")])
    }

    @Test func theMatrixHasAnAppearancesRow() throws {
        let model = try Self.report()
        #expect(model.matrix.cell("theme.appearances", brand: "dusk")?.text == "Light, Dark, High contrast, Dark high contrast")
        #expect(model.matrix.cell("theme.appearances", brand: "solo")?.text == "Light")
    }

    @Test func eachAppearanceIsDrawnWithItsOwnColoursAndMeasuredAtItsRatio() throws {
        let model = try Self.report()
        let section = try #require(model.brands.first { $0.id == "dusk" }?.section)
        #expect(section.appearances.map(\.appearance) == Appearance.allCases)
        for view in section.appearances {
            let background = section.profile.theme.colors(in: view.appearance)[ColorTokenName.appBarBackground.rawValue]?.rgba
            #expect(view.signedIn?.state.theme.hex(ColorTokenName.appBarBackground.rawValue) == background?.hex, "\(view.appearance)")
            #expect(view.contrast.allSatisfy { $0.minimumRatio == view.appearance.minimumTextContrast })
        }
        let html = HTMLRenderer(model: model).render()
        #expect(MarkupInspector.inspect(html).isWellFormed)
        for appearance in Appearance.allCases { #expect(html.contains("data-appearance=\"\(appearance.rawValue)\"")) }
        #expect(html.contains("dark high contrast (7.00:1 needed)"))
        // The dark bar is drawn on the dark appearance's background, which light does not have.
        let dark = try #require(section.appearances.first { $0.appearance == .dark }?.signedIn)
        let darkBackground = try #require(dark.state.theme.hex(ColorTokenName.appBarBackground.rawValue))
        #expect(darkBackground != section.profile.theme.colors[ColorTokenName.appBarBackground.rawValue]?.rgba?.hex)
        #expect(html.contains("fill=\"\(darkBackground)\""))
    }

    /// The appearance fixtures and `nightfall`, whose dark app bar fails contrast, in a
    /// temporary folder.
    static func failingDark() throws -> (model: ReportModel, folder: FixtureFolder) {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "report-failing-dark")
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Tests/Fixtures/ReportFailingDark/nightfall.yaml"),
            to: URL(fileURLWithPath: folder.brand("nightfall.yaml")))
        return (try ReportFixtures.builder().build(paths: [folder.brand("")]), folder)
    }

    /// A dark failure is a failure wherever the report counts contrast: the matrix (in every
    /// format), the caption of the dark bar, the contrast by appearance, and the JSON.
    @Test func aDarkFailureIsRedEverywhereItIsCounted() throws {
        let (model, folder) = try Self.failingDark()
        defer { folder.remove() }
        let cell = try #require(model.matrix.cell("theme.contrast", brand: "nightfall"))
        #expect(cell.tone == .negative, "\(cell)")
        #expect(cell.text == "Light 4/4, Dark 3/4, High contrast 4/4, Dark high contrast 3/4: Dark, Dark high contrast fail")
        #expect(model.matrix.cell("theme.contrast", brand: "dusk")?.tone == .positive)
        let section = try #require(model.brands.first { $0.id == "nightfall" }?.section)
        #expect(!section.contrastPasses)
        #expect(section.contrast.allSatisfy { $0.passes }, "light passes: the failure is dark's")

        let html = HTMLRenderer(model: model).render()
        #expect(MarkupInspector.inspect(html).isWellFormed)
        #expect(html.contains("<figcaption>Dark · contrast <span class=\"tone-negative\">3/4 pass, 1 fails</span></figcaption>"))
        #expect(html.contains("<figcaption>Light · contrast <span class=\"tone-positive\">4/4 pass</span></figcaption>"))
        #expect(html.contains("<li><a href=\"#appearances\">Appearances</a></li>"))
        // The colour table has a column per appearance, dark's own primary in it.
        #expect(html.contains("<th scope=\"col\">Dark high contrast</th>"), "\(html)")
        #expect(html.contains("<code>#7A8A9A</code>"))

        let markdown = MarkdownRenderer(model: model).render()
        #expect(markdown.contains("**Dark 3/4 pass, 1 fails**"), "\(markdown)")
        #expect(markdown.contains("**Light 4/4, Dark 3/4, High contrast 4/4, Dark high contrast 3/4: Dark, Dark high contrast fail**"))

        let json = try JSONParser().parse(Array(JSONRenderer(model: model).render().utf8))
        let brand = try #require(json["brands"]?.sequence?.first { $0["id"]?.string == "nightfall" })
        let appearances = try #require(brand["profile"]?["theme"]?["appearances"]?.sequence)
        #expect(appearances.map { $0["appearance"]?.string } == Appearance.allCases.map(\.rawValue))
        let dark = try #require(appearances.first { $0["appearance"]?.string == "dark" })
        #expect(dark["contrastPasses"]?.bool == false)
        #expect(dark["colors"]?["brand.primary"]?.string == "#7A8A9A")
        #expect(dark["contrast"]?.sequence?.first?["minimumRatio"]?.double == 4.5)
        #expect(brand["profile"]?["theme"]?["contrastPasses"]?.bool == false)
    }

    /// Headless Chromium lays the failing brand's four bars out in one row, and paints the
    /// failing caption in the report's negative colour. In CI (CI=true) it runs whether or
    /// not chromium is installed, so a missing chromium fails it.
    @Test(.enabled(if: Self.chromiumAvailable || ProcessInfo.processInfo.environment["CI"] == "true", "needs chromium; .ci/run installs it"))
    func chromiumShowsFourBarsAcrossAndTheFailureInRed() throws {
        let (model, folder) = try Self.failingDark()
        defer { folder.remove() }
        let script = """
            <script>
            const figures = [...document.querySelectorAll("#brand-nightfall .appearances figure")];
            const tops = figures.map(f => Math.round(f.getBoundingClientRect().top));
            const failing = document.querySelector("#brand-nightfall figure[data-appearance=dark] figcaption .tone-negative");
            document.title = [figures.length, new Set(tops).size, failing ? getComputedStyle(failing).color : "none"].join("|");
            </script>
            """
        let html = HTMLRenderer(model: model).render().replacingOccurrences(of: "</body>", with: script + "</body>")
        let page = folder.root.appendingPathComponent("report.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
             "--user-data-dir=" + folder.root.appendingPathComponent("profile").path, "--dump-dom", page.absoluteString],
            in: folder.root)
        let title = try #require(run.output.firstRange(of: "<title>").flatMap { start in
            run.output[start.upperBound...].firstRange(of: "</title>").map { String(run.output[start.upperBound..<$0.lowerBound]) }
        }, "\(run.output)\(run.errorOutput)")
        // Four figures on one row; the negative palette colour #A3121B.
        #expect(title == "4|1|rgb(163, 18, 27)", "\(title)")
    }

    static var chromiumAvailable: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/chromium")
        }
    }
}
