import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
@testable import BrandSim

/// A bucket you can look up (`brandsim bucket`), users named by where they fall so a ramp does
/// not break a scenario, and exposures a scenario can expect (Tests/Fixtures/Flags:
/// `betslip-native` splits 25% of iOS 7.4+ users by userId, salt `betslip-2026-11`).
@Suite("Flag buckets")
struct FlagBucketTests {
    static let fixtures = Repository.path("Tests/Fixtures/Flags")

    /// The fixtures as they are, or copied with `edits` made to rollout.yaml.
    static func brands(_ edits: [(String, String)] = [], in work: URL? = nil) throws -> String {
        guard let work else { return fixtures }
        let folder = try TemporaryFolder.copy(fixtures, into: work, as: "Brands-\(UUID().uuidString)")
        var text = try String(contentsOfFile: folder + "/rollout.yaml", encoding: .utf8)
        for (old, new) in edits { text = text.replacingOccurrences(of: old, with: new) }
        try text.write(toFile: folder + "/rollout.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    static func outcome(_ text: String, brands: String = fixtures) async throws -> ScenarioOutcome {
        let scenario = try ScenarioParser().parse(Array(text.utf8), file: "inline.yaml")
        let catalog = try Repository.loader().loadCatalog(at: brands).catalog
        return try await ScenarioRunner(catalog: catalog, registry: try StandardHandlers.registry()).run(scenario)
    }

    static let placed = """
        brand: rollout
        steps:
          - flagContext: { userId: { flag: betslip-native, inside: 25 }, platform: ios, appVersion: 7.5.0 }
          - expect: { flag.betslip-native: true, flag.betslip-native.reason: split, flag.betslip-native.rule: 0 }
          - flagContext: { userId: { flag: betslip-native, outside: 50 }, platform: ios, appVersion: 7.5.0 }
          - expect: { flag.betslip-native: false, flag.betslip-native.reason: split }
        """

    @Test func aUserNamedByWhereItFallsSurvivesARamp() async throws {
        #expect(try await Self.outcome(Self.placed).failures.map(\.description) == [])
        try await TemporaryFolder.with("bucket") { work in
            let ramped = try Self.brands([("percent: 25, by: userId", "percent: 50, by: userId")], in: work)
            #expect(try await Self.outcome(Self.placed, brands: ramped).failures.map(\.description) == [])
        }
        // A pinned id is what broke: the first user inside 25% and outside it.
        let inside = try #require(FlagBucketLookup.user(
            definition: try Self.definition(), context: FlagContext(platform: .ios, appVersion: "7.5.0"), inside: 2_500, outside: nil))
        #expect(FlagBucketing.bucket(salt: "betslip-2026-11", key: inside) < 2_500)
    }

    @Test func aPlacementWithoutInsideOrOutsideIsMalformed() {
        #expect {
            try ScenarioParser().parse(Array("brand: rollout\nsteps:\n  - flagContext: { userId: { flag: betslip-native, insde: 25 } }\n".utf8), file: "inline.yaml")
        } throws: { error in
            "\(error)".contains("did you mean `inside`?")
        }
    }

    static func definition(brands: String = fixtures) throws -> FlagDefinition {
        let profile = try #require(try Repository.loader().loadCatalog(at: brands).catalog["rollout"])
        return try #require(profile.flags.definitions.first { $0.name == "betslip-native" }?.definition)
    }

    @Test func theLookupSaysValueReasonRuleAndBucket() throws {
        let context = FlagContext(userId: "user-1", platform: .ios, appVersion: "7.5.0")
        let lookup = FlagBucketLookup(brand: "rollout", flag: "betslip-native", definition: try Self.definition(), context: context)
        let bucket = FlagBucketing.bucket(salt: "betslip-2026-11", key: "user-1")
        let inside = bucket < 2_500
        #expect(lookup.lines == [
            "rollout betslip-native in userId user-1, platform ios, appVersion 7.5.0",
            "  value: \(inside)",
            "  reason: split",
            "  rule: 0 (platform ios, appVersion >=7.4.0 <8.0.0: 25% by userId, salt betslip-2026-11)",
            "  bucket: \(bucket) of 10000 for userId user-1 (salt betslip-2026-11): \(inside ? "inside" : "outside") rule 0's 25%, which takes buckets below 2500",
        ])
    }

    @Test func aRampSaysHowManyChangeWithExamples() throws {
        try TemporaryFolder.with("bucket") { work in
            let ramped = try Self.brands([("percent: 25, by: userId", "percent: 50, by: userId")], in: work)
            let lookup = FlagBucketLookup(brand: "rollout", flag: "betslip-native", definition: try Self.definition(brands: ramped), context: FlagContext())
            let lines = lookup.ramp(from: try Self.definition())
            let moved = (0..<10_000).filter { (2_500..<5_000).contains(FlagBucketing.bucket(salt: "betslip-2026-11", key: "user-\($0)")) }
            #expect(lines[1] == "  \(moved.count) of 10000 change: \(moved.count) turn on, 0 turn off")
            #expect(lines[2] == "  turn on: " + moved.prefix(5).map { "user-\($0)" }.joined(separator: ", ") + ", ...")
            #expect(lines[3] == "  turn off: none")
        }
    }

    @Test func brandsimBucketPrintsIt() throws {
        let run = try ToolProcess("brandsim").run([
            "bucket", "--brands", Self.fixtures, "--brand", "rollout", "betslip-native", "--user-id", "user-1", "--platform", "ios", "--app-version", "7.5.0",
        ])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("  bucket: \(FlagBucketing.bucket(salt: "betslip-2026-11", key: "user-1")) of 10000 for userId user-1"), "\(run.output)")
        let unknown = try ToolProcess("brandsim").run(["bucket", "--brands", Self.fixtures, "--brand", "rollout", "no-such-flag"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("does not set flag no-such-flag"))
    }

    /// The exposure a split-decided flag the bar uses logs, once, as brandsim expects it.
    @Test func anExposureIsExpectedOncePerFlagAndValue() async throws {
        let outcome = try await Self.outcome("""
            brand: rollout
            steps:
              - flagContext: { userId: { flag: betslip-native, inside: 25 }, platform: ios, appVersion: 7.5.0 }
              - expectEffect: { analytics: { event: flag_exposure, flag: betslip-native, flag_value: "true", flag_reason: split, flag_rule: "0", flag_bucket_by: userId } }
              - tap: betslip
              - expectEffect: { navigate: nativeBetslip }
            """)
        #expect(outcome.failures.map(\.description) == [])
    }
}
