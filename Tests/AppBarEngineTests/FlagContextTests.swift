import AppBarEngine
import AppBarEngineTesting
import BrandModel
import ProfileLoading
import StandardHandlers
import Testing
import TestSupport

/// The bar's flags are evaluated in the context the app sets; a context change is an action
/// that re-evaluates them (Tests/Fixtures/Flags: `betslip-native` is on in market AU).
@Suite("Flag context")
struct FlagContextTests {
    static func reducer(_ context: FlagContext = FlagContext()) throws -> AppBarReducer {
        let load = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Flags"))
        let profile = try #require(load.catalog["rollout"])
        return try AppBarReducer(profile: profile, registry: StandardHandlers.registry(), flagContext: context)
    }

    @Test func theStartingContextDecidesTheRoutes() throws {
        let reducer = try Self.reducer(FlagContext(market: "AU"))
        #expect(reducer.initialState.flagContext == FlagContext(market: "AU"))
        #expect(reducer.initialState.betslipCountSource == .nativeStore)
        let (_, effects) = reducer.reduce(reducer.initialState, .itemTapped(.betslipCounter))
        #expect(effects.contains(.navigate(.nativeBetslip)))
    }

    @Test func aContextChangeReevaluatesTheFlags() throws {
        let reducer = try Self.reducer()
        var before = reducer.initialState
        #expect(before.betslipCountSource == .reactNativeSharedState)
        before = reducer.reduce(before, .betslipCountChanged(4, source: .reactNativeSharedState)).state
        #expect(before.betslipCount == 4)

        let (state, effects) = reducer.reduce(before, .flagContextChanged(FlagContext(market: "AU")))
        var expected = before
        expected.flagContext = FlagContext(market: "AU")
        expected.betslipCountSource = .nativeStore
        // The React Native count described the other betslip.
        expected.betslipCount = 0
        #expect(state == expected)
        #expect(effects == [])
        #expect(reducer.reduce(state, .itemTapped(.betslipCounter)).effects.contains(.navigate(.nativeBetslip)))

        let (back, _) = reducer.reduce(state, .flagContextChanged(FlagContext(market: "NZ")))
        #expect(back.betslipCountSource == .reactNativeSharedState)
        #expect(reducer.reduce(back, .itemTapped(.betslipCounter)).effects.contains(.navigate(.rnBetslip)))
    }

    /// A change that leaves the flags as they were changes only the context.
    @Test func aContextChangeThatKeepsTheFlagsKeepsTheCount() throws {
        let reducer = try Self.reducer(FlagContext(market: "AU"))
        let counted = reducer.reduce(reducer.initialState, .betslipCountChanged(2, source: .nativeStore)).state
        let (state, _) = reducer.reduce(counted, .flagContextChanged(FlagContext(userId: "user-1", market: "AU")))
        var expected = counted
        expected.flagContext = FlagContext(userId: "user-1", market: "AU")
        #expect(state == expected)
    }

    /// An app's test asserts a context change exhaustively with the test store, as any other
    /// action: the context, the count source and the count are the fields it changes.
    @Test func theTestStoreAssertsAContextChange() throws {
        let store = AppBarTestStore(reducer: try Self.reducer())
        store.send(.betslipCountChanged(4, source: .reactNativeSharedState)) { $0.betslipCount = 4 }
        store.send(.flagContextChanged(FlagContext(market: "AU"))) {
            $0.flagContext = FlagContext(market: "AU")
            $0.betslipCountSource = .nativeStore
            $0.betslipCount = 0
        }
    }
}
