import BrandLint
import BrandModel
import OddsBoost
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
import YAMLReader
@testable import BrandReport

/// The lint rules, the odds-boost runtime check and the report read one declaration of
/// the engine's strings (`StringKey`): the same string is bad, or good, to all three.
@Suite("String contract agreement")
struct StringContractAgreementTests {
    /// A bad translation of one odds-boost key, as a fragment over the lint baseline.
    struct BadString: Sendable, CustomTestStringConvertible {
        var key: StringKey
        var yaml: String
        var testDescription: String { "\(key.rawValue): \(yaml)" }
    }

    static let badStrings: [BadString] = [
        // The call to action names the selections still needed (docs/domain.md, The odds boost): a form without {count} hides them.
        BadString(key: .oddsBoostCallToAction, yaml: #"{ one: "Add one more selection for a {percent} boost", other: "Add {count} more selections for a {percent} boost" }"#),
        BadString(key: .oddsBoostCallToAction, yaml: #"{ one: "Add {count} more for an 11% boost", other: "Add {count} more for a {percent} boost" }"#),
        BadString(key: .oddsBoostCallToAction, yaml: #""Add {count} more for a {percent} boost""#),
        BadString(key: .oddsBoostCapsule, yaml: #""{percent} {name}""#),
        BadString(key: .oddsBoostCapsule, yaml: #"{ one: "{percent}", other: "{percent}" }"#),
        BadString(key: .oddsBoostHeadingNext, yaml: #""Get 15% win boost""#),
        BadString(key: .oddsBoostHeadingMax, yaml: #""Max boost ({percent}, {count} legs)""#),
    ]

    static let oddsBoost = "betslip: { oddsBoost: { tiers: [{ minSelections: 2, percent: 10 }, { minSelections: 3, percent: 15 }] } }"

    /// What each of the three says about `fragment`: lint's findings on the key, the
    /// runtime's refusal, the report's problem for the locale.
    static func verdicts(_ fragment: String, key: StringKey) throws -> (lint: [String], runtime: String?, report: String?) {
        let text = try RuleExamples.profile(merging: oddsBoost + "\n" + fragment)
        let linter = BrandLinter(
            loader: ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem(["/brands/example.yaml": text]), formats: .yamlAndJSON),
            handlers: try StandardHandlers.registry().directory)
        let load = linter.loader.loadBrand(at: "/brands/example.yaml")
        let profile = try #require(load.profile, "\(load.diagnostics)")
        let locale = try #require(profile.locales.first)
        let lint = linter.check(load).filter { $0.message.contains("\"\(key.rawValue)\"") || $0.message.contains("`\(key.rawValue)`") }
            .map(\.rule)
        var runtime: String?
        do { _ = try OddsBoostConfiguration(profile: profile, locale: locale) } catch { runtime = "\(error)" }
        let report = try #require(OddsBoostLadder(profile: profile)).messages.first { $0.locale == locale }?.problem
        return (lint, runtime, report)
    }

    @Test(arguments: badStrings)
    func aBadStringIsBadToAllThree(_ bad: BadString) throws {
        let fragment = "strings: { en-AU: { \(bad.key.rawValue): \(bad.yaml) } }"
        let verdict = try Self.verdicts(fragment, key: bad.key)
        #expect(!verdict.lint.isEmpty, "lint accepts it")
        #expect(verdict.runtime?.contains(bad.key.rawValue) == true, "the runtime accepts it")
        #expect(verdict.report?.contains(bad.key.rawValue) == true, "the report accepts it")
    }

    @Test func theBaselineIsGoodToAllThree() throws {
        let verdict = try Self.verdicts("", key: .oddsBoostCallToAction)
        #expect(verdict.lint == [])
        #expect(verdict.runtime == nil)
        #expect(verdict.report == nil)
    }
}
