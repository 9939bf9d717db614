import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport

/// The web's appearances: each brand's colours under `prefers-color-scheme: dark`,
/// `prefers-contrast: more` and both, and under `[data-appearance]` for an in-app switch,
/// which wins over the system's (Tests/Fixtures/Appearances: `dusk` darkens its primary).
@Suite("web appearances")
struct WebAppearanceTests {
    static let fixtures = "Tests/Fixtures/Appearances"

    static func generate(_ paths: [String]) throws -> URL {
        let folder = try TemporaryFolder.make("brandgen-web-appearances")
        let run = try ToolProcess("brandgen").run(["--platform", "web", "--output", folder.path] + paths)
        #expect(run.status == 0, "\(run.errorOutput)")
        return folder.appendingPathComponent("web")
    }

    @Test func eachAppearanceBlockHoldsItsResolvedColours() throws {
        let web = try Self.generate([Self.fixtures])
        defer { try? FileManager.default.removeItem(at: web.deletingLastPathComponent()) }
        let css = try String(contentsOf: web.appendingPathComponent("dusk.css"), encoding: .utf8)
        let dark = try #require(css.components(separatedBy: "@media (prefers-color-scheme: dark) {\n").dropFirst().first)
        #expect(dark.prefix { $0 != "}" }.contains("--color-app-bar-background: #112233;"))
        #expect(css.contains("@media (prefers-contrast: more) {\n  [data-brand=\"dusk\"] {\n    --color-neutral-border: #8e8e93;"))
        #expect(css.contains("[data-brand=\"dusk\"][data-appearance=\"darkHighContrast\"] {\n"))
        // A brand without appearances is one rule, as before.
        let solo = try String(contentsOf: web.appendingPathComponent("solo.css"), encoding: .utf8)
        #expect(!solo.contains("@media") && !solo.contains("data-appearance"))
        let check = try PythonScript.run("Tests/Fixtures/BrandGen/check-css.py", [web.path], needs: "tinycss2")
        #expect(check.status == 0, "\(check.output)\(check.errorOutput)")
    }

    /// Headless Chromium with dark mode emulated: the computed app-bar background of a test
    /// page changes, and an element that asks for an appearance keeps it either way.
    @Test(.requires(.chromium))
    func chromiumFollowsTheEmulatedPreferenceAndTheAttribute() throws {
        let web = try Self.generate([Self.fixtures])
        defer { try? FileManager.default.removeItem(at: web.deletingLastPathComponent()) }
        let page = web.appendingPathComponent("index.html")
        try """
            <!doctype html><html><head><link rel="stylesheet" href="dusk.css">
            <style>div { background: var(--color-app-bar-background); }</style></head>
            <body data-brand="dusk"><div id="system"></div>
            <div id="light" data-brand="dusk" data-appearance="light"></div>
            <div id="dark" data-brand="dusk" data-appearance="dark"></div>
            <script>
            const background = id => getComputedStyle(document.getElementById(id)).backgroundColor;
            document.title = ["system", "light", "dark"].map(background).join("|");
            </script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        func computed(_ flags: [String]) throws -> [String] {
            let run = try ToolProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + web.appendingPathComponent("profile").path]
                    + flags + ["--dump-dom", page.absoluteString],
                in: web)
            let title = try #require(run.output.firstRange(of: "<title>").flatMap { start in
                run.output[start.upperBound...].firstRange(of: "</title>").map { run.output[start.upperBound..<$0.lowerBound] }
            }, "\(run.output)\(run.errorOutput)")
            return title.split(separator: "|").map(String.init)
        }
        let light = "rgb(51, 85, 119)"  // #335577
        let dark = "rgb(17, 34, 51)"  // #112233
        #expect(try computed([]) == [light, light, dark])
        #expect(try computed(["--blink-settings=preferredColorScheme=0"]) == [dark, light, dark])
    }
}
