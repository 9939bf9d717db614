import Foundation
import TestSupport
import Testing

/// A brand whose tool-slot handler lives in an app's own package (Examples/BrandApp's
/// `coral.locker`, declared in its `Handlers/coral.locker.handler.json`), through the
/// engine's tools as they ship: none links the app's code, every one takes the brand.
@Suite("A handler from the app's own package")
struct AppHandlerTests {
    static let app = "Examples/BrandApp"
    static let brands = app + "/Brands"
    static let declaration = app + "/Handlers/coral.locker.handler.json"

    /// The example's brands and declarations in a fresh folder laid out as the app's package,
    /// with `edit` applied to its coral profile.
    static func layOut(in folder: URL, handlers: Bool = true, edit: (String) -> String = { $0 }) throws -> String {
        let brands = try TemporaryFolder.copy(Repository.path(Self.brands), into: folder, as: "Brands")
        if handlers { _ = try TemporaryFolder.copy(Repository.path(Self.app + "/Handlers"), into: folder, as: "Handlers") }
        let coral = brands + "/coral.yaml"
        try edit(String(contentsOfFile: coral, encoding: .utf8)).write(toFile: coral, atomically: true, encoding: .utf8)
        return brands
    }

    @Test func theExamplesBrandsLintCleanWithTheShippedBrandlint() throws {
        let run = try ToolProcess("brandlint").run([Self.brands])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(run.errorOutput.contains(" 0 errors, 0 warnings"), "\(run.errorOutput)")
    }

    @Test func withoutItsDeclarationTheHandlerIsStillAnError() throws {
        try TemporaryFolder.with("app-handler") { folder in
            let brands = try Self.layOut(in: folder, handlers: false)
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, brands])
            #expect(run.status == 1)
            #expect(run.output.contains("coral.yaml:12:14: error: no handler \"coral.locker\" is registered [tool-slot-handler-registered]"), "\(run.output)")
        }
    }

    @Test func aMisspeltHandlerIsOfferedTheDeclaredOne() throws {
        try TemporaryFolder.with("app-handler") { folder in
            let brands = try Self.layOut(in: folder) { $0.replacingOccurrences(of: "handler: coral.locker", with: "handler: coral.lockr") }
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, brands])
            #expect(run.status == 1)
            #expect(run.output.contains("no handler \"coral.lockr\" is registered"), "\(run.output)")
            #expect(run.output.contains("did you mean `coral.locker`?"), "\(run.output)")
        }
    }

    @Test func theConfigIsCheckedAgainstTheDeclaredSchemaAtItsLineAndColumn() throws {
        try TemporaryFolder.with("app-handler") { folder in
            let brands = try Self.layOut(in: folder) { $0.replacingOccurrences(of: "{ badgeLimit: 9 }", with: "{ badgeLimit: 100 }") }
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, brands])
            #expect(run.status == 1)
            #expect(run.output.contains("coral.yaml:15:27: error: "), "\(run.output)")
            #expect(run.output.contains("coral.locker's schema"), "\(run.output)")
            #expect(run.output.contains("[handler-config]"), "\(run.output)")
        }
    }

    /// `--handlers` names declarations kept anywhere; it replaces the folder beside the brands.
    @Test func handlersNamesTheDeclarationsFolder() throws {
        try TemporaryFolder.with("app-handler") { folder in
            let brands = try Self.layOut(in: folder, handlers: false)
            let elsewhere = try TemporaryFolder.copy(Repository.path(Self.app + "/Handlers"), into: folder, as: "Declarations")
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.schemasFolder, "--handlers", elsewhere, brands])
            #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
            let missing = try ToolProcess("brandlint").run(["--handlers", folder.path + "/Nowhere", brands])
            #expect(missing.status == 2)
            #expect(missing.errorOutput.contains("no such handlers folder: "), "\(missing.errorOutput)")
        }
    }

    @Test func brandgenGeneratesTheBrand() throws {
        try TemporaryFolder.with("app-handler") { folder in
            let run = try ToolProcess("brandgen").run([Self.brands, "--brand", "coral", "--platform", "ios", "--output", folder.path, "--quiet"])
            #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/ios/coral/BrandTheme.swift"))
        }
    }

    /// galaxy.rewards' colours reach every tool from its declaration alone: the profile writes
    /// none of them, and no shipped tool links Galaxy's code.
    @Test func theDeclaredColoursReachTheShippedTools() throws {
        let scenario = Self.app + "/Scenarios/galaxy-tap.yaml"
        let simulated = try ToolProcess("brandsim").run(["--brands", Self.brands, scenario])
        #expect(simulated.status == 0, "\(simulated.output)\(simulated.errorOutput)")
        try TemporaryFolder.with("app-handler-colours") { folder in
            let run = try ToolProcess("brandgen").run([Self.brands, "--brand", "galaxy", "--platform", "json", "--platform", "react-native", "--output", folder.path, "--quiet"])
            #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
            let envelope = try String(contentsOfFile: folder.path + "/json/galaxy.json", encoding: .utf8)
            #expect(envelope.contains("\"toolSlot.badge.background\": \"#F2C94C\""), "\(envelope)")
            let module = try String(contentsOfFile: folder.path + "/react-native/galaxy.ts", encoding: .utf8)
            // React Native's module: the token typed by name, its colour in the envelope the runtime reads.
            #expect(module.contains("| \"toolSlot.badge.background\""), "\(module)")
            #expect(module.contains(##"\"toolSlot.badge.background\": \"#F2C94C\""##), "\(module)")
        }
    }

    @Test func aMisspeltColourInTheDeclarationIsAnErrorAtItsLine() throws {
        try TemporaryFolder.with("app-handler-colour") { folder in
            let brands = try Self.layOut(in: folder)
            let declaration = folder.path + "/Handlers/galaxy.rewards.handler.json"
            let text = try String(contentsOfFile: declaration, encoding: .utf8)
            try text.replacingOccurrences(of: "\"toolSlot.badge.text\"", with: "\"toolSlot.badge.txt\"").write(toFile: declaration, atomically: true, encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"toolSlot.badge.text\"") }.map { $0 + 1 } ?? 0
            let run = try ToolProcess("brandlint").run([brands])
            #expect(run.status == 2, "\(run.output)\(run.errorOutput)")
            #expect(run.errorOutput.contains("galaxy.rewards.handler.json:\(line):5: unknown colour token `toolSlot.badge.txt`"), "\(run.errorOutput)")
            #expect(run.errorOutput.contains("did you mean `toolSlot.badge.text`?"), "\(run.errorOutput)")
        }
    }

    @Test func brandreportSimulatesTheHandlerAndSaysSo() throws {
        let run = try ToolProcess("brandreport").run([Self.brands, "--format", "markdown", "--output", "-"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let note = "coral.locker: simulated as a locker (declared in \(Self.declaration); not linked into this tool)"
        #expect(run.errorOutput.contains("brandreport: " + note), "\(run.errorOutput)")
        #expect(run.output.contains("Its previews use a stand-in: " + note), "\(run.output)")
    }

    /// What the stand-in can answer (the items, the declared colours, the reducer's own events)
    /// the installed brandsim judges, and says it simulates the handler.
    @Test func brandsimSimulatesTheHandlerByItsDeclaredKindAndSaysSo() throws {
        let scenario = Self.app + "/Scenarios/galaxy-tap.yaml"
        let run = try ToolProcess("brandsim").run(["--brands", Self.brands, scenario])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.errorOutput.contains("brandsim: galaxy.rewards: simulated as a toolbox (declared in "), "\(run.errorOutput)")
        #expect(run.output.contains("✓ \(scenario): 5 steps"), "\(run.output)")
    }

    /// Issue 49, item 4: a scenario that reads the handler's behaviour (Coral's badge limit,
    /// the locker's opening) is not judged by a brandsim running a stand-in: neither the
    /// stand-in's pass nor its failure (`toolBadge: expected "9+", got 12`), but a refusal
    /// naming the lines and which brandsim to build; exit 2.
    @Test func aStandInsAnswerIsNeverAVerdict() throws {
        for (file, lines) in [("coral-badge.yaml", "lines 8, 10"), ("coral-locker.yaml", "lines 9, 11"), ("galaxy-rewards.yaml", "lines 9, 11"), ("galaxy-wallet.yaml", "lines 8, 9, 10, 11, 12")] {
            let scenario = Self.app + "/Scenarios/" + file
            let run = try ToolProcess("brandsim").run(["--brands", Self.brands, scenario])
            #expect(run.status == 2, "\(file): \(run.output)\(run.errorOutput)")
            #expect(!run.output.contains("✓") && !run.output.contains("✗") && !run.output.contains("expected"), "\(file): \(run.output)")
            #expect(run.output.contains("⊘ \(scenario): not judged: \(lines) read the behaviour of "), "\(file): \(run.output)")
            #expect(run.output.contains("build the app's own brandsim, with its handlers linked in"), "\(file): \(run.output)")
        }
    }

    /// Issue 49, item 5: a declaration's `from` that misspells a palette token is an error at
    /// its line in the declaration, with the did-you-mean (it passed `--strict` and fell back).
    @Test func aMisspeltFromIsAnErrorAtTheDeclarationsLine() throws {
        try TemporaryFolder.with("app-handler-from") { folder in
            let brands = try Self.layOut(in: folder)
            let declaration = folder.path + "/Handlers/galaxy.rewards.handler.json"
            let text = try String(contentsOfFile: declaration, encoding: .utf8)
            let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"from\": \"brand.onAccent\"") }) + 1
            try text.replacingOccurrences(of: "\"from\": \"brand.onAccent\"", with: "\"from\": \"brand.onaccent\"")
                .write(toFile: declaration, atomically: true, encoding: .utf8)
            let run = try ToolProcess("brandlint").run(["--strict", brands])
            #expect(run.status == 1, "\(run.output)\(run.errorOutput)")
            let finding = try #require(run.output.split(separator: "\n").first { $0.contains("[handler-color-from]") }, "\(run.output)")
            #expect(finding.hasPrefix("\(declaration):\(line):"), "\(finding)")
            #expect(finding.contains("toolSlot.badge.text is taken from brand.onaccent, which galaxy's palette does not have; did you mean `brand.onAccent`?"), "\(finding)")
        }
    }

    /// Issue 49, item 5: `contrastPairs` may name the tool slot's colours, as the handler's
    /// declaration fills them: a readable pair passes, an unreadable one is a contrast error.
    @Test func contrastPairsMayNameTheToolSlotsColours() throws {
        try TemporaryFolder.with("app-handler-contrast") { folder in
            let brands = try Self.layOut(in: folder)
            let galaxy = brands + "/galaxy.yaml"
            let text = try String(contentsOfFile: galaxy, encoding: .utf8)
            let readable = text.replacingOccurrences(
                of: "    brand.onAccent: \"#1A1A1A\"\n",
                with: "    brand.onAccent: \"#1A1A1A\"\n  contrastPairs:\n    - { foreground: toolSlot.badge.text, background: toolSlot.badge.background }\n")
            #expect(readable != text)
            try readable.write(toFile: galaxy, atomically: true, encoding: .utf8)
            let clean = try ToolProcess("brandlint").run(["--strict", brands])
            #expect(clean.status == 0, "\(clean.output)\(clean.errorOutput)")
            #expect(!clean.output.contains("no colour token"), "\(clean.output)")

            // White on gold: about 1.6:1.
            try readable.replacingOccurrences(of: "foreground: toolSlot.badge.text", with: "foreground: toolSlot.icon")
                .write(toFile: galaxy, atomically: true, encoding: .utf8)
            let poor = try ToolProcess("brandlint").run([brands])
            #expect(poor.status == 1, "\(poor.output)\(poor.errorOutput)")
            #expect(poor.output.contains("[color-contrast]") && poor.output.contains("toolSlot.icon"), "\(poor.output)")
            #expect(!poor.output.contains("no colour token"), "\(poor.output)")
        }
    }
}
