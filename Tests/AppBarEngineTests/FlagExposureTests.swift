import AppBarEngine
import BrandModel
import ProfileLoading
import StandardHandlers
import Testing
import TestSupport

/// When a split decides a flag the bar uses, the engine logs a `flag_exposure` analytics
/// event once per session, flag and value, naming the bucketing key but never its value
/// (Tests/Fixtures/Flags: `betslip-native` splits 25% of iOS 7.4+ users by userId).
@Suite("Flag exposures")
struct FlagExposureTests {
    static func reducer() throws -> AppBarReducer {
        let load = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Flags"))
        return try AppBarReducer(profile: try #require(load.catalog["rollout"]), registry: StandardHandlers.registry())
    }

    /// The first user `user-N` whose bucket is inside (or outside) the fixture's 25%.
    static func user(inside: Bool) -> String {
        let index = (0...).first { (FlagBucketing.bucket(salt: "betslip-2026-11", key: "user-\($0)") < 2_500) == inside }!
        return "user-\(index)"
    }

    static func exposures(_ effects: [AppBarEffect]) -> [AnalyticsEvent] {
        effects.compactMap { effect in
            guard case .analytics(let event) = effect, event.name == AnalyticsEvent.exposureName else { return nil }
            return event
        }
    }

    @Test func aSplitLogsItsExposureOncePerFlagAndValue() throws {
        let reducer = try Self.reducer()
        let inside = Self.user(inside: true)
        var (state, effects) = reducer.reduce(reducer.initialState, .flagContextChanged(FlagContext(userId: inside, platform: .ios, appVersion: "7.5.0")))
        let first = try #require(Self.exposures(effects).first)
        #expect(first.exposure == FlagExposure(flag: "betslip-native", value: true, reason: .split, ruleIndex: 0, bucketBy: "userId"))
        #expect(first.parameters["flag_bucket_by"] == "userId")
        // The key's name, never its value.
        #expect(!first.parameters.values.contains(inside))
        // Tapping uses the value again: not logged twice.
        (state, effects) = reducer.reduce(state, .itemTapped(.betslipCounter))
        #expect(Self.exposures(effects).isEmpty)
        #expect(effects.contains(.navigate(.nativeBetslip)))
        // Another user outside the split: the other value is logged, once.
        (state, effects) = reducer.reduce(state, .flagContextChanged(FlagContext(userId: Self.user(inside: false), platform: .ios, appVersion: "7.5.0")))
        #expect(Self.exposures(effects).map(\.exposure?.value) == [false])
        (state, effects) = reducer.reduce(state, .itemTapped(.betslipCounter))
        #expect(Self.exposures(effects).isEmpty)
    }

    @Test func aTargetedOrDefaultValueIsNoExposure() throws {
        let reducer = try Self.reducer()
        let (state, effects) = reducer.reduce(reducer.initialState, .flagContextChanged(FlagContext(market: "AU")))
        #expect(Self.exposures(effects).isEmpty)
        #expect(Self.exposures(reducer.reduce(state, .itemTapped(.betslipCounter)).effects).isEmpty)
    }
}
