import Foundation
import Testing
import TestSupport

/// The studio in a real browser: `brandreport --serve` on a copy of the appearance fixtures,
/// Debian's Chromium driven through chromedriver (WebDriver). A save that breaks the dark
/// app bar's contrast must be drawn, with its finding on the dark appearance, without a
/// reload losing the brand and appearance in view; the fix must take the finding away.
/// `BRANDENGINE_STUDIO_SCREENSHOT=PATH` keeps the page's screenshot (docs/studio.md's is
/// taken so); `BRANDENGINE_STUDIO_SAVES=N` times N saves instead of 2 and prints the median.
@Suite(.requires(.chromium, .chromeDriver), .serialized)
struct StudioBrowserTests {
    /// The dark colours of the fixture brand the test edits, and what it writes there.
    static let darkColors = "        brand.primary: \"#112233\"\n"
    static let lightBar = "#EEEEEE"

    @Test func aSaveIsDrawnWithItsFindingInPlaceAndTheFixTakesItAway() async throws {
        let fixtures = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio")
        defer { fixtures.remove() }
        let brandFile = fixtures.brand("dusk.yaml")
        let good = try String(contentsOfFile: brandFile, encoding: .utf8)
        #expect(good.contains(Self.darkColors), "the fixture's dark colours moved: update the test")
        let broken = good.replacingOccurrences(of: Self.darkColors, with: Self.darkColors + "        appBar.background: \"\(Self.lightBar)\"\n")

        let tool = try #require(ToolProcess("brandreport").executable)
        let server = try ServiceProcess(tool, ["--serve", "--port", "0", "Brands"], in: fixtures.root)
        defer { server.stop() }
        let address = try server.awaitLine(matching: #"is at (http://127\.0\.0\.1:\d+/)"#)
        let browser = try await WebDriver(width: 1280, height: 1000)
        do {
            try await browser.open(address + "#brand=dusk&appearance=dark")
            let page = StudioPageProbe(browser: browser)
            #expect(try await page.darkBarFill() == "#112233")
            #expect(try await page.contrastFindingsOnDark() == 0)
            #expect(try await page.shownCards() == ["dusk"], "the brand picked in the address is the one shown")

            let saves = ProcessInfo.processInfo.environment["BRANDENGINE_STUDIO_SAVES"].flatMap(Int.init) ?? 2
            var times: [Duration] = []
            for save in 0..<max(2, saves) {
                let breaking = save % 2 == 0
                let started = ContinuousClock.now
                try (breaking ? broken : good).write(toFile: brandFile, atomically: true, encoding: .utf8)
                let expected = breaking ? Self.lightBar : "#112233"
                try await page.waitUntil("the dark bar is drawn \(expected)") { try await page.darkBarFill() == expected }
                times.append(ContinuousClock.now - started)
                if breaking {
                    try await page.waitUntil("the contrast finding shows on the dark appearance") { try await page.contrastFindingsOnDark() > 0 }
                    let finding = try await page.firstFindingText()
                    #expect(finding.contains("dusk.yaml:"), "the finding names its file and line: \(finding)")
                    #expect(finding.contains("color-contrast"), "the finding names its rule: \(finding)")
                    if save == 0, let path = ProcessInfo.processInfo.environment["BRANDENGINE_STUDIO_SCREENSHOT"] {
                        try await browser.screenshot().write(to: URL(fileURLWithPath: path))
                    }
                } else {
                    try await page.waitUntil("the contrast finding goes") { try await page.contrastFindingsOnDark() == 0 }
                }
                // No reload: the picked brand and appearance are still in view.
                #expect(try await page.picked() == ["dusk", "dark"])
                #expect(try await page.shownCards() == ["dusk"])
            }
            let sorted = times.sorted()
            print("studio: \(times.count) saves, save to page median \(sorted[sorted.count / 2]), slowest \(sorted.last!)")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}

/// What the test reads off the studio page, through the browser.
struct StudioPageProbe {
    let browser: WebDriver

    private static let darkSection = #"document.querySelector('article[data-brand="dusk"] .studio-appearance[data-appearance="dark"]')"#

    /// The fill of the dark signed-in bar's background, as drawn.
    func darkBarFill() async throws -> String? {
        try await browser.run("""
            const section = \(Self.darkSection);
            if (!section || getComputedStyle(section).display === 'none') return null;
            const bar = section.querySelector('figure[data-state="signed-in"] svg rect');
            return bar ? bar.getAttribute('fill').toUpperCase() : null;
            """) as? String
    }

    /// The contrast findings shown on the dark appearance.
    func contrastFindingsOnDark() async throws -> Int {
        try await browser.run("""
            const section = \(Self.darkSection);
            return section ? section.querySelectorAll('.finding[data-rule="color-contrast"]').length : -1;
            """) as? Int ?? -1
    }

    func firstFindingText() async throws -> String {
        try await browser.run("""
            const finding = \(Self.darkSection).querySelector('.finding[data-rule="color-contrast"]');
            return finding ? finding.textContent : '';
            """) as? String ?? ""
    }

    /// The brand and appearance picked on the page.
    func picked() async throws -> [String] {
        try await browser.run("""
            return [document.getElementById('brand-filter').value, document.body.dataset.appearance];
            """) as? [String] ?? []
    }

    /// The brands whose cards are shown.
    func shownCards() async throws -> [String] {
        try await browser.run("""
            return Array.from(document.querySelectorAll('article[data-brand]')).filter(card => !card.hidden).map(card => card.dataset.brand);
            """) as? [String] ?? []
    }

    /// Asks `condition` every 20 ms for up to 10 s.
    func waitUntil(_ what: String, _ condition: () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw WebDriver.Failure(description: "not within 10 s: \(what)")
    }
}
