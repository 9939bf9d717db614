import AppBarEngine
import BrandGen
import BrandModel
import Foundation
import LadbrokesHandlers
import Localization
import NedsHandlers
import StandardHandlers
import TestSupport
import Testing
import YAMLNode

/// The TypeScript runtime's app bar (`Runtimes/TypeScript/src/appbar`) reduces as the Swift
/// engine does: the same modules and seeded sessions as ``AppBarDifferentialTests`` (every brand,
/// two locker fixtures, every locale), each brand read from its envelope by the package, compared
/// state and effects after every step; deliberately broken copies (the badge rule in the
/// package, the locker's delay in the envelope) are found. One node run replays everything.
@Suite(.tags(.shippedBrands)) struct AppBarTypeScriptDifferentialTests {
    /// The module's document with the fixture's tool slot and layout written in, and a broken
    /// copy's locker delay one millisecond longer.
    static func document(_ module: AppBarDifferentialTests.Module) -> Node {
        var document = module.source.document
        let appBar = module.profile.appBar
        let toolSlot = appBar.toolSlot
        document = EnvelopeDocument.setting(["id"], in: document, to: Node(.string(module.profile.id)))
        document = EnvelopeDocument.setting(["appBar", "signedOut"], in: document, to: Node.array(appBar.signedOut.map { Node(.string($0.rawValue)) }))
        document = EnvelopeDocument.setting(["appBar", "layout", "minimumRightItems"], in: document, to: Node(.int(appBar.minimumRightItems)))
        var fields: [(String, Node)] = [("kind", Node(.string(toolSlot.kind.rawValue))), ("handler", Node(.string(toolSlot.handler))), ("observeBalance", Node(.bool(toolSlot.observesBalance)))]
        if let delay = toolSlot.userTrayDismissalDelay {
            let millis = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000 + (module.broken ? 1 : 0)
            fields.append(("dismissUserTrayFirst", Node(.string("\(millis)ms"))))
        }
        fields.append(("secondTapDuringDismissal", Node(.string(toolSlot.secondTapDuringDismissal.rawValue))))
        if let config = module.source.document["appBar"]?["toolSlot"]?["config"], toolSlot.handler == module.source.document["appBar"]?["toolSlot"]?["handler"]?.string {
            fields.append(("config", config))
        }
        return EnvelopeDocument.setting(["appBar", "toolSlot"], in: document, to: Node.object(fields))
    }

    /// A handler's colours as the package declares them: `name: readonly HandlerColor[] = [ ... ];`.
    static func colorsText(_ name: String, _ colors: [HandlerColor]) -> String {
        "\(name): readonly HandlerColor[] = [\n" + colors.map { color in
            "  { token: \"\(color.token.rawValue)\", from: \"\(color.from)\"" + (color.fallback.map { ", fallback: \"\($0.rawValue)\"" } ?? "") + " },\n"
        }.joined() + "];"
    }

    /// The package's handler ids and Ladbrokes' default badge limit are the engine's.
    @Test func theRuntimeNamesWhatTheEngineDeclares() throws {
        let text = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/handlers.ts", encoding: .utf8)
        let registered = text.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".register(\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<end])
        }
        #expect(registered.sorted() == (try StandardHandlers.registry().ids))
        #expect(text.contains("wholeNumber(config, \"badgeLimit\", 1) ?? \(LadbrokesLockerHandler.defaultBadgeLimit),"))
        let values = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/values.ts", encoding: .utf8)
        for route in AppBarRoute.barRoutes { #expect(values.contains("\(route.name): { name: \"\(route.name)\" }"), "\(route.name)") }
        #expect(values.contains("tapEventName = \"\(AnalyticsEvent.tapName)\""))
        #expect(values.contains("lockerOpeningId = \"\(ScheduledActionID.lockerOpening.rawValue)\""))
        #expect(values.contains("exposureEventName = \"\(AnalyticsEvent.exposureName)\""))
        // Each handler's colours are its declaration's (the standard slot's, Ladbrokes' and Neds').
        for (name, colors) in [("ladbrokesLockerColors", LadbrokesHandlers.lockerDeclaration.colors), ("nedsToolboxColors", NedsHandlers.toolboxDeclaration.colors)] {
            #expect(text.contains(Self.colorsText(name, colors)), "\(name)")
        }
        let colorsFile = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/colors.ts", encoding: .utf8)
        #expect(colorsFile.contains(Self.colorsText("standardHandlerColors", HandlerColor.standard)))
        let reducer = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/reducer.ts", encoding: .utf8)
        #expect(reducer.contains("login: \"\(FeatureFlag.loginNative.rawValue)\", betslipCounter: \"\(FeatureFlag.betslipNative.rawValue)\", pendingBets: \"\(FeatureFlag.pendingResultedNative.rawValue)\""))
    }

    @Test(.requires(.typeScript, .node))
    func theTypeScriptAppBarReducesAsTheEngine() throws {
        let modules = try AppBarDifferentialTests.modules()
        let folder = try TemporaryFolder.make("appbar-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try TypeScriptPackage.compiled()
        let broken = try TypeScriptPackage.brokenCopy(in: folder, file: "src/appbar/values.js") {
            $0.replacingOccurrences(of: "badge.count > badge.limit", with: "badge.count >= badge.limit")
        }
        var input = ""
        var expected: [(module: Int, line: String)] = []
        for (index, module) in modules.enumerated() {
            var source = module.source
            source.document = Self.document(module)
            try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("m\(index).json"))
            for (localeIndex, locale) in module.profile.locales.enumerated() {
                let seed = UInt64(41_000 + (modules.firstIndex { $0.name + "-broken" == module.name } ?? index) * 100 + localeIndex)
                input += "m\(index)\t\(module.profile.id)\t\(locale)\t\(module.broken)\n"
                for session in try AppBarDifferentialTests.sessions(for: module, locale: locale.description, seed: seed) {
                    for step in session {
                        input += step.encoded + "\n"
                        expected.append((index, step.expected))
                    }
                }
                input += "\n"
            }
        }
        try Data(input.utf8).write(to: folder.appendingPathComponent("sessions.tsv"))
        // The replay is the package's own test tool (Runtimes/TypeScript/test/replay/appbar-replay.ts).
        try Command.run(
            ["node", dist.appendingPathComponent("test/replay/appbar-replay.js").path, "sessions.tsv", "results.tsv",
             broken.appendingPathComponent("src/index.js").path], in: folder)
        let lines = String(decoding: try Data(contentsOf: folder.appendingPathComponent("results.tsv")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        let tally = AppBarDifferentialTally(lines: lines, expected: expected, modules: modules, runtime: "TypeScript")
        print(tally.summary)
        #expect(tally.comparisons > 5_000)
        #expect(tally.differences == 0, "\(tally.first ?? "")")
        #expect(tally.caught == ["the badge limit", "the locker's delay"])
    }

    /// The package's app-bar colours are the engine's `AppBarTheme.color(_:)`: for every module
    /// (the brands, and the fixtures with their handler), appearance and contract colour token, the
    /// brand's palette, the handler's colours drawn from it, and the contract's fallbacks.
    @Test(.requires(.typeScript, .node))
    func theAppBarColoursAreTheEngines() throws {
        let folder = try TemporaryFolder.make("appbar-colors-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (modules, expected) = try Self.colorCases(writingEnvelopesTo: folder)
        let dist = try TypeScriptPackage.compiled()
        let output = try Command.run(
            ["node", dist.appendingPathComponent("test/replay/appbar-colors.js").path, "tokens.txt"] + modules.map(\.profile.id), in: folder)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        let differences = zip(lines, expected).filter { $0 != $1 }
        print("app bar colours, TypeScript: \(expected.count) comparisons, \(differences.count) different")
        #expect(differences.isEmpty, "\(differences.first.map { "TypeScript gives \($0.0), the engine \($0.1)" } ?? "")")
    }

    /// The modules (the true ones) written as envelopes into `folder` with `tokens.txt`, the
    /// contract's colour tokens, and the engine's line for every module, appearance and token:
    /// `ID<TAB>APPEARANCE<TAB>TOKEN<TAB>#RRGGBB`, `-` for none.
    static func colorCases(writingEnvelopesTo folder: URL, localeData: Bool = false) throws -> (modules: [AppBarDifferentialTests.Module], lines: [String]) {
        var modules = try AppBarDifferentialTests.modules().filter { !$0.broken }
        // A brand that sets no colour, appearance or text style: every contract fallback shows.
        var bare = try #require(modules.first).source
        bare.profile.id = "barefixture"
        bare.profile.theme.colors = TokenGroup()
        bare.profile.theme.appearanceColors = [:]
        bare.profile.theme.typography = TokenGroup()
        for path in [["theme", "colors"], ["theme", "appearances"], ["theme", "typography"]] {
            bare.document = EnvelopeDocument.setting(path, in: bare.document, to: Node.object([]))
        }
        modules.append(AppBarDifferentialTests.Module(name: "barefixture", source: bare))
        var expected: [String] = []
        for module in modules {
            if localeData {
                try KotlinRuntime.writeAssets(module.source, document: Self.document(module), as: module.profile.id, in: folder)
            } else {
                var source = module.source
                source.document = Self.document(module)
                try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("\(module.profile.id).json"))
            }
            let reducer = try AppBarReducer(profile: module.profile, registry: StandardHandlers.registry())
            for appearance in Appearance.allCases {
                var state = reducer.initialState
                _ = reducer.reduce(into: &state, action: .appearanceChanged(appearance))
                for token in ColorTokenName.allCases {
                    expected.append([module.profile.id, appearance.rawValue, token.rawValue, state.theme.hex(token) ?? "-"].joined(separator: "\t"))
                }
            }
        }
        try Data(ColorTokenName.allCases.map { $0.rawValue + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("tokens.txt"))
        return (modules, expected)
    }
}
