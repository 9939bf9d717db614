import BrandModel
import Foundation
import Testing
import TestSupport

/// The typos that switch a rollout off for everyone (`market: au`, `by: userID`) are errors at
/// their line with a did-you-mean, and stop `brandgen bundle`; so does a catch-all above a
/// rollout. A kill switch (0% on a rollout in flight) is quiet. (Tests/Fixtures/Flags, whose
/// base declares the flag context.)
@Suite("Flag context in lint")
struct FlagContextLintTests {
    /// A copy of the flag fixtures with `edits` made to rollout.yaml; the folder and the file's text.
    static func fixture(in work: URL, _ edits: [(String, String)]) throws -> (folder: String, text: String) {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let folder = try TemporaryFolder.copy(Repository.path("Tests/Fixtures/Flags"), into: work, as: "Brands")
        let path = folder + "/rollout.yaml"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for (old, new) in edits {
            #expect(text.contains(old), "rollout.yaml has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, text)
    }

    /// `line:column` of `word`'s first occurrence after `after` in `text`, 1-based.
    static func position(of word: String, after marker: String, in text: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(marker) })
        let column = try #require(lines[index].range(of: word)).lowerBound.utf16Offset(in: lines[index]) + 1
        return "\(index + 1):\(column)"
    }

    @Test func theTwoTyposAreErrorsAtTheirLineWithADidYouMean() throws {
        try TemporaryFolder.with("flag-context") { work in
            let (folder, text) = try Self.fixture(in: work, [("by: userId", "by: userID"), ("market: [AU]", "market: [au]")])
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), folder])
            #expect(run.status == 1)
            let rule = FlagLintRuleID.conditionUnsatisfiable.rawValue
            let by = try Self.position(of: "userID", after: "by: userID", in: text)
            let market = try Self.position(of: "au", after: "market: [au]", in: text)
            #expect(run.output.contains(
                "\(folder)/rollout.yaml:\(by): error: rule 0 of flag \"betslip-native\": rollout by \"userID\", which the declared flag context does not have: nobody is bucketed [\(rule)]\n    hint: did you mean `userId`?"),
                "\(run.output)")
            #expect(run.output.contains(
                "\(folder)/rollout.yaml:\(market): error: rule 1 of flag \"betslip-native\": market \"au\" is not a market of the declared flag context, so no context matches it [\(rule)]\n    hint: did you mean `AU`?"),
                "\(run.output)")
        }
    }

    @Test func anUndeclaredAttributeOrAWrongTypeIsAnError() throws {
        try TemporaryFolder.with("flag-context") { work in
            let (folder, _) = try Self.fixture(in: work, [("user: { tier: [gold, silver] }", "user: { teir: [gold] }")])
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), folder])
            #expect(run.status == 1)
            #expect(run.output.contains("user attribute \"teir\" is not declared in `flagContext.user`"), "\(run.output)")
            #expect(run.output.contains("did you mean `tier`?"))
            let (other, _) = try Self.fixture(in: work.appendingPathComponent("b"), [("user: { tier: [gold, silver] }", "user: { tier: [gold, platinum] }")])
            let values = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), other])
            #expect(values.output.contains("user attribute tier is declared with values gold, silver, bronze, not \"platinum\""), "\(values.output)")
        }
    }

    @Test func whatCanNeverMatchStopsTheBundle() throws {
        try TemporaryFolder.with("flag-context") { work in
            let keys = work.appendingPathComponent("keys")
            #expect(try ToolProcess("brandgen").run(["keygen", "--output", keys.path]).status == 0)
            let key = try String(contentsOf: keys.appendingPathComponent("signing.key"), encoding: .utf8)
            for (name, edits, rule) in [
                ("typo", [("market: [AU]", "market: [au]")], FlagLintRuleID.conditionUnsatisfiable.rawValue),
                // A catch-all above the rollout: the rollout can never match.
                ("shadowed", [("    rules:\n      - when: { platform: ios", "    rules:\n      - value: false\n      - when: { platform: ios")], FlagLintRuleID.ruleShadowed.rawValue),
            ] {
                let place = work.appendingPathComponent(name)
                let (folder, _) = try Self.fixture(in: place, edits)
                let output = place.appendingPathComponent("bundle")
                let run = try ToolProcess("brandgen").run(
                    ["bundle", folder, "--schemas", Repository.path("Schemas"), "--version", "1", "--output", output.path],
                    environment: ["BRANDGEN_SIGNING_KEY": key])
                #expect(run.status == 1, "\(name): \(run.output)\(run.errorOutput)")
                #expect(run.output.contains("error:") && run.output.contains("[\(rule)]"), "\(name): \(run.output)")
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
        }
    }

    @Test func aKillSwitchOnARolloutInFlightIsQuiet() throws {
        try TemporaryFolder.with("flag-context") { work in
            let (folder, _) = try Self.fixture(in: work, [("percent: 25, by: userId", "percent: 0, by: userId")])
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), folder])
            #expect(!run.output.contains(FlagLintRuleID.rolloutWhole.rawValue), "\(run.output)")
            let (plain, _) = try Self.fixture(in: work.appendingPathComponent("b"), [("rollout: { percent: 25, by: userId, salt: betslip-2026-11 }", "rollout: { percent: 0 }")])
            let warned = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), plain])
            #expect(warned.output.contains("[\(FlagLintRuleID.rolloutWhole.rawValue)]"), "\(warned.output)")
        }
    }

    /// A group may declare its context in the repository's settings instead of its base: it
    /// applies to every brand whose profile and bases declare none.
    @Test func theSettingsMayDeclareTheContext() throws {
        try TemporaryFolder.with("flag-context-settings") { work in
            let (folder, _) = try Self.fixture(in: work, [])
            // The fixture's base declares one: take it out, and declare it in the settings.
            let base = folder + "/_base/entain.yaml"
            let text = try String(contentsOfFile: base, encoding: .utf8)
            let declaration = try #require(text.range(of: "flagContext:\n  user:\n    tier: { type: string, values: [gold, silver, bronze], bucketing: true }\n    staff: boolean\n"))
            try text.replacingCharacters(in: declaration, with: "").write(toFile: base, atomically: true, encoding: .utf8)
            try """
                brands: Brands
                flagContext:
                  markets: [NZ]
                  user:
                    tier: { type: string, values: [gold, silver, bronze], bucketing: true }
                """.write(to: work.appendingPathComponent("brandengine.yml"), atomically: true, encoding: .utf8)
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), "Brands"], in: work)
            #expect(run.status == 1, "\(run.output)\(run.errorOutput)")
            #expect(run.output.contains("market \"AU\" is not a market of the declared flag context"), "\(run.output)")
            #expect(!run.output.contains("user attribute \"tier\""), "\(run.output)")

            try "flagContext: { markts: [AU] }\n".write(to: work.appendingPathComponent("brandengine.yml"), atomically: true, encoding: .utf8)
            let malformed = try ToolProcess("brandlint").run(["--schemas", Repository.path("Schemas"), "Brands"], in: work)
            #expect(malformed.status == 2)
            #expect(malformed.errorOutput.contains("flagContext does not know `markts`") && malformed.errorOutput.contains("did you mean `markets`?"), "\(malformed.errorOutput)")
        }
    }
}
