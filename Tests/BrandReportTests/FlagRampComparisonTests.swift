import BrandModel
import BrandReport
import Foundation
import Testing
import TestSupport

/// `--compare` shows a ramp: every change to a flag's default, rules, conditions,
/// percentages, salts and bucketing keys, in every format (Tests/Fixtures/Flags, whose
/// `betslip-native` splits 25% of iOS users on 7.4 by `userId` with salt `betslip-2026-11`).
@Suite("Report flag ramps")
struct FlagRampComparisonTests {
    /// The comparison after `edit` is made to a copy of the flag fixtures.
    static func compare(_ edits: [(String, String)]) throws -> ReportComparison {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = Repository.path("Tests/Fixtures/Flags")
        let old = try TemporaryFolder.copy(fixtures, into: folder, as: "old")
        let new = try TemporaryFolder.copy(fixtures, into: folder, as: "new")
        for (before, after) in edits { try ReportFixtures.edit(new + "/rollout.yaml", replacing: before, with: after) }
        let builder = try ReportFixtures.builder()
        return ReportComparison(old: try builder.build(paths: [old]), new: try builder.build(paths: [new]))
    }

    /// How many of the report's sample move between two percentages of the fixture's split.
    static func moved(from low: Int, to high: Int, salt: String = "betslip-2026-11") -> Int {
        (0..<FlagRuleSummary.sampleSize).count { (low..<high).contains(FlagBucketing.bucket(salt: salt, key: "sample-\($0)")) }
    }

    static func thousands(_ value: Int) -> String {
        value >= 1000 ? "\(value / 1000),\(String(value % 1000).leftPadded(to: 3))" : "\(value)"
    }

    @Test func aRampIsAChangeWithTheUsersItMoves() throws {
        let comparison = try Self.compare([("percent: 25, by: userId", "percent: 50, by: userId")])
        #expect(comparison.summary != "no changes")
        let changes = try #require(comparison.changed.first { $0.id == "rollout" }).changes
        let expected = BrandChange(
            area: .flag, subject: "betslip-native: rule 0 (ios >=7.4.0 <8.0.0)", before: "25%",
            after: "50% of users by userId: about +\(Self.thousands(Self.moved(from: 2_500, to: 5_000))) of 10,000")
        #expect(changes == [expected])
        // Every format carries it.
        let model = try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Flags")])
        let after = try #require(expected.after)
        #expect(JSONRenderer(model: model, comparison: comparison).render().contains(after))
        #expect(MarkdownRenderer(model: model, comparison: comparison).render().contains(after))
        #expect(HTMLRenderer(model: model, comparison: comparison).render().contains(after))
    }

    @Test func aRollbackToZeroLosesTheUsersItHad() throws {
        let comparison = try Self.compare([("percent: 25, by: userId", "percent: 0, by: userId")])
        let change = try #require(comparison.changed.first?.changes.first)
        #expect(change.after == "0% of users by userId: about −\(Self.thousands(Self.moved(from: 0, to: 2_500))) of 10,000")
    }

    @Test func aSaltOrKeyChangeIsNamed() throws {
        let salt = try Self.compare([("salt: betslip-2026-11", "salt: betslip-2026-12")])
        let change = try #require(salt.changed.first?.changes.first)
        #expect(change.before == "25% (salt betslip-2026-11)")
        #expect(change.after?.hasPrefix("25% of users by userId (salt betslip-2026-12: a new shuffle): about +") == true)
        let key = try Self.compare([("by: userId, salt: betslip", "by: tier, salt: betslip")])
        #expect(key.changed.first?.changes.first?.before == "25% by userId")
    }

    @Test func conditionsAndDefaultsAreChanges() throws {
        let comparison = try Self.compare([("when: { market: [AU] }", "when: { market: [AU, NZ] }"), ("default: true", "default: false")])
        let changes = try #require(comparison.changed.first?.changes)
        #expect(changes.contains(BrandChange(
            area: .flag, subject: "betslip-native: rule 1", before: "when market: AU: on", after: "when market: [AU, NZ]: on")))
        #expect(changes.contains(BrandChange(area: .flag, subject: "pending-resulted-native: default", before: "on", after: "off")))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
