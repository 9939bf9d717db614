import BrandModel
import BrandReport
import BrandStudio
import Foundation
import ProfileLoading
import Testing
import TestSupport

/// The studio's parts on fixtures: where a finding is shown, what a page is sent as brands
/// change and break, which files count as changed, and what the server refuses.
@Suite struct StudioTests {
    /// The appearance fixtures and `nightfall` (its dark bar fails contrast), built as the
    /// studio builds them.
    static func failingDark() throws -> (model: ReportModel, folder: FixtureFolder) {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio")
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Tests/Fixtures/ReportFailingDark/nightfall.yaml"),
            to: URL(fileURLWithPath: folder.brand("nightfall.yaml")))
        var builder = try ReportFixtures.builder()
        builder.placesFindings = true
        return (try builder.build(paths: [folder.brand("")]), folder)
    }

    // MARK: - Where findings go

    @Test(arguments: Appearance.allCases)
    func aFindingInAnAppearancesColoursGoesToThatAppearance(_ appearance: Appearance) {
        let path = appearance.colorsDocumentPath + ["appBar.background"]
        #expect(FindingPins.Place(path: path) == .appearance(appearance == .light ? .light : appearance))
    }

    @Test func findingsGoToTheStringTheOddsBoostTheAppBarOrTheHeader() {
        let strings = ProfilePath.strings.documentPaths[0]
        #expect(FindingPins.Place(path: strings + ["en-AU", "appBar.betslip", "one"]) == .string(locale: "en-AU", key: "appBar.betslip"))
        #expect(FindingPins.Place(path: strings + ["en-AU"]) == .strings)
        #expect(FindingPins.Place(path: ProfilePath.oddsBoostTiers.documentPaths[0] + ["0"]) == .oddsBoost)
        #expect(FindingPins.Place(path: ProfilePath.appBarToolSlot.documentPaths[0] + ["handler"]) == .appBar)
        #expect(FindingPins.Place(path: ProfilePath.themeContrastPairs.documentPaths[0] + ["0"]) == .appearance(.light))
        #expect(FindingPins.Place(path: ProfilePath.themeSpacing.documentPaths[0]) == .theme)
        #expect(FindingPins.Place(path: ["nonsense"]) == .brand)
        #expect(FindingPins.Place(path: ProfilePath.themeAppearances.documentPaths[0] + ["dusk"]) == .theme)
    }

    @Test func aDarkContrastFailureIsShownOnTheDarkBarsWithItsFileLineAndRule() throws {
        let (model, folder) = try Self.failingDark()
        defer { folder.remove() }
        let entry = try #require(model.brands.first { $0.id == "nightfall" })
        let finding = try #require(entry.lint.diagnostics.first { $0.rule == "color-contrast" })
        let html = StudioCard(entry: entry).render()
        let dark = try #require(Self.section(of: .dark, in: html))
        #expect(dark.contains("data-rule=\"color-contrast\""))
        #expect(dark.contains("\(finding.file):\(finding.line):\(finding.column)"))
        for other in Appearance.allCases where other != .dark {
            #expect(Self.section(of: other, in: html)?.contains("data-rule=\"color-contrast\"") == false, "not on \(other)")
        }
        // Every finding is shown once: the ones with a place there, the rest at the header.
        #expect(html.components(separatedBy: "<aside class=\"finding").count - 1 == entry.lint.diagnostics.count)
        #expect(!html.contains("<!--pin:"), "no marker is left")
    }

    @Test func aMissingPluralFormIsShownInTheCellOfItsStringAndLocale() throws {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio-plural")
        defer { folder.remove() }
        let file = folder.brand("solo.yaml")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let plural = "    appBar.betslip:\n      one: \"Betslip, {count} selection\"\n      other: \"Betslip, {count} selections\"\n"
        #expect(text.contains(plural), "the fixture's plural moved: update the test")
        try text.replacingOccurrences(of: plural, with: "    appBar.betslip: \"Betslip, {count} selections\"\n").write(toFile: file, atomically: true, encoding: .utf8)
        var builder = try ReportFixtures.builder()
        builder.placesFindings = true
        let entry = try #require(try builder.build(paths: [file]).brands.first)
        #expect(entry.lint.diagnostics.contains { $0.rule == "string-plural-forms" })
        let html = StudioCard(entry: entry).render()
        let row = try #require(html.range(of: "<tr><th scope=\"row\"><code>appBar.betslip</code>"))
        let end = try #require(html[row.upperBound...].range(of: "</tr>"))
        #expect(html[row.lowerBound..<end.upperBound].contains("data-rule=\"string-plural-forms\""), "on the string's row")
    }

    @Test func profileTextIsEscapedAndCannotCloseAMarker() {
        let place = FindingPins.Place.string(locale: "en-AU", key: "a-->b<script>")
        #expect(!FindingPins.marker(place).dropFirst(4).dropLast(3).contains("-->"))
        let finding = Diagnostic(file: "x.yaml", line: 3, column: 5, severity: .error, rule: "string-missing", message: "<b>bold</b>")
        let entry = BrandEntry(
            id: "x", path: "x.yaml", lint: LintStatus(diagnostics: [finding]), outcome: .failed(reason: "<script>alert(1)</script>"),
            findingPaths: [finding: ProfilePath.strings.documentPaths[0] + ["en-AU", "a-->b<script>"]])
        let html = StudioCard(entry: entry).render()
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        #expect(html.contains("x.yaml:3:5"), "a finding whose place is not drawn is shown at the header")
    }

    /// The `<section>` of one appearance in a card.
    static func section(of appearance: Appearance, in html: String) -> Substring? {
        guard let start = html.range(of: "<section class=\"studio-appearance\" data-appearance=\"\(appearance.rawValue)\">"),
              let end = html[start.upperBound...].range(of: "</section>") else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }

    // MARK: - What a page is sent

    @Test func aPageIsSentTheCardsThatChangedAndABrokenFileKeepsItsLastGoodPreview() async throws {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio")
        defer { folder.remove() }
        var builder = try ReportFixtures.builder()
        builder.placesFindings = true
        let studio = Studio(epoch: "test")
        #expect(await studio.update(.success(try builder.build(paths: [folder.brand("")]))))
        let first = await studio.changes(after: "", wait: .zero)
        #expect(first.state == "test.1")
        #expect(Set(first.cards.keys) == Set(first.order))
        #expect(first.problem == nil)

        // Nothing changed: the same build is no new version, and a page up to date waits.
        #expect(await studio.update(.success(try builder.build(paths: [folder.brand("")]))) == false)
        let idle = await studio.changes(after: first.state, wait: .milliseconds(20))
        #expect(idle.state == first.state && idle.cards.isEmpty)

        // One file breaks: only its card is sent, with the error over its last good bars.
        let dusk = folder.brand("dusk.yaml")
        try "schema: 1\nid: dusk\nname: [unclosed\n".write(toFile: dusk, atomically: true, encoding: .utf8)
        let broken = try builder.build(paths: [dusk])
        #expect(broken.brands.first?.section == nil)
        #expect(await studio.update(brands: broken, removing: []))
        let second = await studio.changes(after: first.state, wait: .zero)
        #expect(Array(second.cards.keys) == ["dusk"])
        let card = try #require(second.cards["dusk"])
        #expect(card.contains("data-broken=\"true\""))
        #expect(card.contains("The preview below is the last one that loaded"))
        #expect(card.contains("studio-appearance"), "the last good bars stay")
        #expect(card.contains("dusk.yaml:4:1"), "the error says where")

        // A page of another run, or of no run, is sent every card.
        #expect(Set(await studio.changes(after: "other.1", wait: .zero).cards.keys) == Set(first.order))

        // A file removed takes its card; settings that cannot be read are said, cards kept.
        #expect(await studio.update(brands: ReportModel(inputs: [], brands: []), removing: ["dusk"]))
        #expect(await studio.changes(after: second.state, wait: .zero).order == first.order.filter { $0 != "dusk" })
        #expect(await studio.update(.failure(CommandLineProblem(text: "brandengine.yml:2:1: bad"))))
        let failed = await studio.changes(after: "", wait: .zero)
        #expect(failed.problem == "brandengine.yml:2:1: bad")
        #expect(!failed.cards.isEmpty)
    }

    @Test func aWaitingPageIsAnsweredAsSoonAsABrandChanges() async throws {
        let (model, folder) = try Self.failingDark()
        defer { folder.remove() }
        let studio = Studio(epoch: "test")
        await studio.update(.success(ReportModel(inputs: [], brands: model.brands.filter { $0.id != "nightfall" })))
        let state = await studio.state
        async let answer = studio.changes(after: state, wait: .seconds(30))
        try await Task.sleep(for: .milliseconds(50))
        await studio.update(.success(model))
        let changes = await answer
        #expect(Array(changes.cards.keys) == ["nightfall"])
    }

    // MARK: - What changed on disk

    @Test func addedChangedAndRemovedFilesAreChangesAndHiddenFilesAreNot() throws {
        let folder = try TemporaryFolder.make("studio-watch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands").path
        try FileManager.default.createDirectory(atPath: brands + "/.git", withIntermediateDirectories: true)
        try "a".write(toFile: brands + "/a.yaml", atomically: true, encoding: .utf8)
        let before = WatchedFiles(paths: [brands, folder.appendingPathComponent("missing").path])
        #expect(before.count == 1)
        try "ab".write(toFile: brands + "/a.yaml", atomically: true, encoding: .utf8)
        try "b".write(toFile: brands + "/b.yaml", atomically: true, encoding: .utf8)
        try "x".write(toFile: brands + "/.git/index", atomically: true, encoding: .utf8)
        let after = WatchedFiles(paths: [brands])
        #expect(after.changes(since: before) == [brands + "/a.yaml", brands + "/b.yaml"])
        try FileManager.default.removeItem(atPath: brands + "/a.yaml")
        #expect(WatchedFiles(paths: [brands]).changes(since: after) == [brands + "/a.yaml"])
    }

    // MARK: - The server

    @Test func theServerServesItsPageAndRefusesEverythingElse() async throws {
        let folder = try FixtureFolder(copying: "Tests/Fixtures/Appearances", prefix: "studio")
        defer { folder.remove() }
        let builder = try ReportFixtures.builder()
        let model = try builder.build(paths: [folder.brand("")])
        let studio = Studio()
        let source = StudioSource(
            all: { .success(model) }, brands: { _ in nil }, watched: { [] }, isBrandFile: { _ in false }, brandID: { $0 })
        let addresses = AsyncStream<String>.makeStream()
        let server = Task {
            try await StudioServer(studio: studio).run(source) { addresses.continuation.yield($0) }
        }
        defer { server.cancel() }
        await studio.update(.success(model))
        let address = try #require(await addresses.stream.first { _ in true })
        let port = try #require(UInt16(address.split(separator: ":").last?.dropLast() ?? ""))
        #expect(address.hasPrefix("http://127.0.0.1:"), "loopback unless told otherwise")

        let page = try await Self.get("/", port: port)
        #expect(page.status == 200)
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(page.body.contains("<article class=\"studio-brand\""))
        #expect(page.body.contains("<script src=\"\(StudioServer.scriptPath)\">"))
        #expect(!page.body.contains("http://") && !page.body.contains("https://"), "nothing from the network")
        #expect(try await Self.get(StudioServer.scriptPath, port: port).body == StudioClientScript.text)
        let changes = try await Self.get(StudioServer.changesPath + "?after=", port: port)
        #expect(try JSONDecoder().decode(Studio.Changes.self, from: Data(changes.body.utf8)).order == model.brands.map(\.id))

        let picture = try await Self.get("/?brand=dusk&appearance=dark", port: port)
        #expect(picture.body.contains("data-appearance=\"dark\" data-state="))
        #expect(!picture.body.contains("<script"))

        for path in ["/../../etc/passwd", "/dusk.yaml", "/Brands/dusk.yaml", "/%2e%2e/%2e%2e/etc/passwd", "/studio"] {
            #expect(try await Self.get(path, port: port).status == 404, "\(path)")
        }
        #expect(try await Self.get("/", port: port, host: "attacker.example:\(port)").status == 403)
        #expect(try await Self.get("/", port: port, method: "POST").status == 405)
    }

    static func get(_ path: String, port: UInt16, host: String? = nil, method: String = "GET") async throws
        -> (status: Int, headers: [String: String], body: String)
    {
        let reply = try await LoopbackHTTP.request(port: port, method: method, path: path, headers: host.map { ["Host": $0] } ?? [:])
        return (reply.status, reply.headers, String(decoding: reply.body, as: UTF8.self))
    }
}

/// A problem reading the brands, as a tool's would be said.
struct CommandLineProblem: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}
