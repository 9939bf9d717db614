import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
@testable import BrandSim

/// Scenarios set and change the flag context and expect values, reasons and rules
/// (Tests/Fixtures/Flags: `betslip-native` rolls out to 25% of iOS 7.4+ users, then AU).
@Suite("Flag scenarios")
struct FlagScenarioTests {
    static func outcome(_ text: String) async throws -> ScenarioOutcome {
        let scenario = try ScenarioParser().parse(Array(text.utf8), file: "inline.yaml")
        let catalog = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Flags")).catalog
        return try await ScenarioRunner(catalog: catalog, registry: try StandardHandlers.registry()).run(scenario)
    }

    @Test func aContextChangeIsExpectedWithValueReasonAndRule() async throws {
        let outcome = try await Self.outcome("""
            brand: rollout
            steps:
              - expect: { flag.betslip-native: false, flag.betslip-native.reason: default, flag.betslip-native.rule: null, flag.login-native: true }
              - flagContext: { userId: user-1, platform: ios, appVersion: 7.5.0, market: AU }
              - expect: { flag.betslip-native: false, flag.betslip-native.reason: split, flag.betslip-native.rule: 0 }
              - flagContext: { platform: android, market: AU }
              - expect: { flag.betslip-native: true, flag.betslip-native.reason: targeting-match, flag.betslip-native.rule: 1 }
              - tap: betslip
              - expectEffect: { navigate: nativeBetslip }
              - flagContext: { locale: en-NZ, user: { tier: gold } }
              - expect: { flag.pending-resulted-native: false, flag.pending-resulted-native.reason: targeting-match, flag.betslip-native: false }
            """)
        #expect(outcome.failures.map(\.description) == [])
    }

    @Test func aWrongFlagExpectationSaysWhatItGot() async throws {
        let outcome = try await Self.outcome("""
            brand: rollout
            steps:
              - flagContext: { market: AU }
              - expect: { flag.betslip-native.reason: split }
            """)
        #expect(outcome.failures.map(\.description) == [#"4:15: flag.betslip-native.reason: expected "split", got "targeting-match""#])
    }

    @Test func aMisspeltContextKeyIsAnErrorWithAHint() throws {
        #expect {
            try ScenarioParser().parse(Array("brand: rollout\nsteps:\n  - flagContext: { markt: AU }\n".utf8), file: "inline.yaml")
        } throws: { error in
            "\(error)".contains("did you mean `market`?")
        }
    }
}
