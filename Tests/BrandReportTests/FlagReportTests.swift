import BrandModel
import BrandReport
import Testing
import TestSupport

/// The report shows each flag's rules and, for a split, the share of a 10,000-user sample
/// that gets it (Tests/Fixtures/Flags).
@Suite("Report flags")
struct FlagReportTests {
    static func section() throws -> BrandSection {
        let model = try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Flags")])
        return try #require(model.brands.first { $0.id == "rollout" }?.section)
    }

    @Test func aSplitShowsItsShareOfTheSample() throws {
        let summaries = FlagRuleSummary.summaries(try Self.section().profile.flags)
        #expect(summaries.map(\.flag) == ["betslip-native", "pending-resulted-native"])
        let split = try #require(summaries.first?.rules.first)
        // As a profile writes them.
        #expect(split.conditions == #"platform: ios, appVersion: ">=7.4.0 <8.0.0""#)
        #expect(split.outcome == "25% split by userId (salt betslip-2026-11)")
        // The sample bucketed as the apps bucket it: counted here with the bucketing function.
        let expected = (0..<FlagRuleSummary.sampleSize).count { FlagBucketing.bucket(salt: "betslip-2026-11", key: "sample-\($0)") < 2_500 }
        #expect(split.sampleOn == expected)
        #expect(abs(Double(expected) / 100 - 25) <= 1)
        #expect(summaries.first?.rules.last == FlagRuleSummary.Rule(conditions: "market: AU", outcome: "on", sampleOn: nil))
    }

    @Test func theFeaturesAndTheJSONNameTheRules() throws {
        let section = try Self.section()
        #expect(section.features.contains { $0.hasPrefix("Flag betslip-native (default off): platform: ios") })
        #expect(section.features.contains("Feature flags on: login-native."))
        let model = try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Flags")])
        let json = JSONRenderer(model: model).render()
        #expect(json.contains("\"sampleOn\""))
        #expect(json.contains("12.5% split by tier (salt pending-resulted-native)"))
    }

    /// Conditions print as written: a user attribute keeps its key and quotes
    /// (`user: { tier: [gold, silver] }`), not `tier gold or silver`.
    @Test func conditionsPrintAsWritten() throws {
        let summaries = FlagRuleSummary.summaries(try Self.section().profile.flags)
        let pending = try #require(summaries.first { $0.flag == "pending-resulted-native" })
        #expect(pending.rules.first?.conditions == #"locale: en-NZ, user: { tier: ["gold", "silver"] }"#)
    }

    /// The matrix shows a ruled flag as its rules, not as its default `off`.
    @Test func theMatrixShowsARuledFlagAsItsRules() throws {
        let model = try ReportFixtures.builder().build(paths: [Repository.path("Tests/Fixtures/Flags")])
        let cell = try #require(model.matrix.cell("flag.betslip-native", brand: "rollout"))
        #expect(cell.text == "25% ios >=7.4.0 <8.0.0; AU on; else off")
        #expect(model.matrix.cell("flag.login-native", brand: "rollout")?.text == "on")
    }
}
