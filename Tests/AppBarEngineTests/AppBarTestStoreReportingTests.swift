import AppBarEngine
import AppBarEngineTesting
import BrandModel
import StandardHandlers
import Testing

/// Where the test store reports, and what it keeps between exhaustivity switches.
@Suite("App-bar test store: reporting")
struct AppBarTestStoreReportingTests {
    /// A store made by a helper, as a suite's shared set-up makes it.
    private func madeByAHelper(_ reducer: AppBarReducer) -> AppBarTestStore {
        AppBarTestStore(reducer: reducer)
    }

    @Test func switchingExhaustivityBackOnStartsWithNothingPending() throws {
        let store = madeByAHelper(try FixtureProfiles.reducer("ladbrokes"))
        store.exhaustivity = .off
        store.send(.signedIn(balance: 12))  // produces effects nobody receives
        store.send(.userTrayVisibilityChanged(true))
        store.exhaustivity = .on
        // No "unreceived" issue: what the store produced while off is gone.
        store.send(.betslipCountChanged(2, source: store.state.betslipCountSource)) { $0.betslipCount = 2 }
    }

    @Test func aLeftoverIsReportedAtTheTestsLastStepNotWhereTheHelperMadeTheStore() throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        let stepLine = #line + 3
        withKnownIssue {
            let store = madeByAHelper(reducer)
            store.send(.itemTapped(.search))  // navigation and analytics, never received
        } matching: { issue in
            issue.sourceLocation?.line == stepLine && issue.description.contains("unreceived")
        }
    }

    @Test func deliverTakesAThrowingClosure() throws {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("ladbrokes"))
        let profile = try ProfileDeliveryTests.restyled()
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.theme = try #require(try AppBarReducer(profile: profile, registry: StandardHandlers.registry()).themes[.light])
            $0.pendingBetsLabel = "Our Bets"
            $0.potIcon = "ladbrokes.pot.winter"
        }
    }

    @Test func anErrorThrownByTheExpectationIsAnIssueAtTheStep() throws {
        struct Unexpected: Error {}
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("ladbrokes"))
        let stepLine = #line + 2
        withKnownIssue {
            store.send(.reduceMotionChanged(true)) { _ in throw Unexpected() }
        } matching: { issue in
            issue.sourceLocation?.line == stepLine && issue.description.contains("threw")
        }
    }
}
