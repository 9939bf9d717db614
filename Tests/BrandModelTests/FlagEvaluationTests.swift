import Testing
import BrandModel
import ProfileLoading
import TestSupport

/// Flags with rules: decoding (Tests/Fixtures/Flags), the bucketing hash's documented test
/// vectors, version ranges, and the evaluation order and reasons of docs/profile-format.md.
@Suite("Flag evaluation")
struct FlagEvaluationTests {
    static func fixture() throws -> BrandProfile {
        let load = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Flags"))
        #expect(load.diagnostics.map(\.description) == [])
        return try #require(load.catalog["rollout"])
    }

    /// The vectors docs/profile-format.md gives, which the Kotlin and TypeScript evaluators
    /// are held to by the differential tests.
    @Test(arguments: [
        ("betslip-2026-11", "user-1", UInt32(0x229A_E44B), 6331),
        ("betslip-2026-11", "user-2", UInt32(0xFE77_F7D8), 5096),
        ("login-native", "42", UInt32(0xCBC7_2FC0), 8736),
        ("", "", UInt32(0x482A_DFFD), 9405),
        ("sälz-🎲", "ユーザー7", UInt32(0xAE11_2016), 7910),
    ])
    func theHashMatchesItsTestVectors(salt: String, key: String, hash: UInt32, bucket: Int) {
        #expect(FlagBucketing.hash(salt + ":" + key) == hash)
        #expect(FlagBucketing.bucket(salt: salt, key: key) == bucket)
    }

    /// The bucket is hashed in pieces (no string built): held to hashing the joined text, on
    /// seeded random salts and keys, unicode included.
    @Test func thePiecewiseBucketMatchesHashingTheJoinedText() {
        var random = SeededGenerator(seed: 4_301)
        let alphabet: [Character] = ["a", "Z", "0", ":", "-", "é", "ユ", "😀", " ", "\u{0}"]
        func text() -> String { String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
        for _ in 0..<10_000 {
            let salt = text(), key = text()
            #expect(FlagBucketing.bucket(salt: salt, key: key) == Int(FlagBucketing.hash(salt + ":" + key) % 10_000))
        }
    }

    /// 100,000 users land within a point of the configured share, for a spread of shares.
    @Test(arguments: [2_500, 1_250, 5_000, 100, 9_900])
    func aSplitOf100000UsersLandsWithinAPoint(basisPoints: Int) {
        let rollout = FlagDefinition(defaultValue: false, rules: [
            FlagRule(outcome: .rollout(FlagRollout(basisPoints: basisPoints, bucketBy: FlagContext.userIdKey, salt: "betslip-2026-11"))),
        ])
        let users = 100_000
        let inside = (0..<users).count { rollout.evaluate(in: FlagContext(userId: "user-\($0)")).value }
        let share = Double(inside) * 100 / Double(users)
        #expect(abs(share - Double(basisPoints) / 100) <= 1, "measured \(share)%")
    }

    @Test func versionRangesParseAndContain() throws {
        let range = try #require(VersionRange(">=7.4.0 <8"))
        #expect(range.contains(try #require(SemanticVersion("7.4"))))
        #expect(range.contains(try #require(SemanticVersion("7.10.3"))))
        #expect(!range.contains(try #require(SemanticVersion("8.0.0"))))
        #expect(!range.contains(try #require(SemanticVersion("7.3.99"))))
        for malformed in ["", ">=", "7.x", "=>7", "1.2.3.4", "7.4.0-beta", "~7", "1234567890"] {
            #expect(VersionRange(malformed) == nil, "\(malformed)")
        }
        #expect(try #require(VersionRange(">=7 <8")).isWithin(try #require(VersionRange(">=6"))))
        #expect(!(try #require(VersionRange(">=6")).isWithin(try #require(VersionRange(">=7 <8")))))
    }

    @Test func theFixtureDecodesItsRules() throws {
        let flags = try Self.fixture().flags
        let betslip = try #require(flags.definition("betslip-native"))
        #expect(betslip.defaultValue == false)
        #expect(betslip.rules.count == 2)
        #expect(betslip.rules[0].conditions.platforms == [.ios])
        #expect(betslip.rules[0].conditions.appVersion == VersionRange(">=7.4.0 <8"))
        #expect(betslip.rules[0].outcome == .rollout(FlagRollout(basisPoints: 2_500, bucketBy: "userId", salt: "betslip-2026-11")))
        #expect(betslip.rules[1] == FlagRule(conditions: FlagConditions(markets: ["AU"]), outcome: .value(true)))
        // A salt left out is the flag's name; 12.5 is 1,250 hundredths.
        let pending = try #require(flags.definition("pending-resulted-native"))
        #expect(pending.rules[1].outcome == .rollout(FlagRollout(basisPoints: 1_250, bucketBy: "tier", salt: "pending-resulted-native")))
        #expect(flags.definition("login-native") == .plain(true))
    }

    @Test func theFirstMatchingRuleDecidesAndSaysWhy() throws {
        let flags = try Self.fixture().flags
        let ios = FlagContext(userId: "user-1", platform: .ios, appVersion: "7.5.0", market: "AU")
        // user-1's bucket is 6331: outside 25%, and the split rule decides before the market rule.
        #expect(flags.evaluate(.betslipNative, in: ios) == FlagEvaluation(value: false, reason: .split, ruleIndex: 0))
        let inside = try #require((0..<100).map { "user-\($0)" }.first { FlagBucketing.bucket(salt: "betslip-2026-11", key: $0) < 2_500 })
        #expect(flags.evaluate(.betslipNative, in: FlagContext(userId: inside, platform: .ios, appVersion: "7.4")).value)
        var android = ios
        android.platform = .android
        #expect(flags.evaluate(.betslipNative, in: android) == FlagEvaluation(value: true, reason: .targetingMatch, ruleIndex: 1))
        android.market = "NZ"
        #expect(flags.evaluate(.betslipNative, in: android) == FlagEvaluation(value: false, reason: .default))
        #expect(flags.evaluate(.loginNative, in: ios) == FlagEvaluation(value: true, reason: .default))
        #expect(flags.evaluate(named: "no-such-flag", in: ios) == FlagEvaluation(value: false, reason: .error, errorCode: .flagNotFound))
    }

    /// A condition on a missing attribute does not hold; a split whose key is missing does
    /// not apply, and evaluation goes on to the next rule.
    @Test func missingAttributesAreNoMatchNotAnError() throws {
        let flags = try Self.fixture().flags
        let noUser = FlagContext(platform: .ios, appVersion: "7.5.0", market: "AU")
        #expect(flags.evaluate(.betslipNative, in: noUser) == FlagEvaluation(value: true, reason: .targetingMatch, ruleIndex: 1))
        let noVersion = FlagContext(userId: "user-1", platform: .ios)
        #expect(flags.evaluate(.betslipNative, in: noVersion) == FlagEvaluation(value: false, reason: .default))
        let unparsableVersion = FlagContext(userId: "user-1", platform: .ios, appVersion: "7.5-beta", market: "AU")
        #expect(flags.evaluate(.betslipNative, in: unparsableVersion).ruleIndex == 1)
        let noTier = FlagContext(locale: "en-NZ")
        #expect(flags.evaluate(.pendingResultedNative, in: noTier) == FlagEvaluation(value: true, reason: .default))
        let gold = FlagContext(locale: "en-NZ", attributes: ["tier": "gold"])
        #expect(flags.evaluate(.pendingResultedNative, in: gold) == FlagEvaluation(value: false, reason: .targetingMatch, ruleIndex: 0))
    }

    /// Bad rules are errors with their position and a hint, from the schema (unknown keys
    /// with "did you mean", a percentage over 100) and the decoder (a malformed range).
    @Test func badRulesAreClearErrors() throws {
        let load = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/FlagsBroken"))
        let text = load.diagnostics.map(\.description).joined(separator: "\n")
        #expect(load.catalog["broken"] == nil)
        #expect(text.contains("platfrom"), "\(text)")
        #expect(text.contains("did you mean `platform`?"), "\(text)")
        #expect(text.contains("120"), "\(text)")
        #expect(text.contains("broken.yaml:17:"), "\(text)")
        #expect(load.catalog["range"] == nil)
        #expect(text.contains("range.yaml:17:"), "\(text)")
        #expect(text.contains("appVersion \">=7.4.x\" is not a version range"), "\(text)")
    }
}
