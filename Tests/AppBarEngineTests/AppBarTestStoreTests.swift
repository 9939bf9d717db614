import AppBarEngine
import AppBarEngineTesting
import BrandModel
import LadbrokesHandlers
import Testing

/// The store's rules asserted exhaustively with `AppBarTestStore`: every state change, every
/// effect, and the scheduled locker opening to the millisecond, with no polling.
@Suite("App-bar test store")
struct AppBarTestStoreTests {
    private static let tap = AnalyticsEvent(item: .toolSlot, brand: "ladbrokes", authentication: .signedIn, toolSlotHandler: "ladbrokes.locker")

    /// Ladbrokes signed in with the user tray open, every step asserted.
    private func ladbrokesWithTheTrayOpen(reducer: AppBarReducer? = nil) throws -> AppBarTestStore {
        let store = AppBarTestStore(reducer: try reducer ?? FixtureProfiles.reducer("ladbrokes"))
        store.signIn(balance: 12, shown: "$12.00")
        store.send(.userTrayVisibilityChanged(true)) { $0.userTrayVisible = true }
        return store
    }

    @Test func theLockerIsClosedAt299MillisecondsAndOpenAt300() throws {
        let store = try ladbrokesWithTheTrayOpen()
        store.send(.itemTapped(.toolSlot)) {
            $0.userTrayVisible = false
            $0[toolSlot: LadbrokesLockerHandler.self] = LockerState(openingScheduled: true)
        }
        store.receive(.analytics(Self.tap))
        store.receive(.setVisibility(.userTray, false))
        store.receive(.schedule(ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)))
        store.advance(by: .milliseconds(299))
        #expect(store.state.toolSlotState(of: LockerHandler.self) == LockerState(openingScheduled: true))
        #expect(store.scheduledActionIDs == [.lockerOpening])
        store.advance(by: .milliseconds(1))
        store.receive(scheduled: LockerToggle.opening) { $0[toolSlot: LockerHandler.self] = LockerState(isOpen: true) }
        store.receive(.setVisibility(.locker, true))
        #expect(store.clock.now.offset == .milliseconds(300))
    }

    @Test func aCancelledOpeningNeverFires() throws {
        var profile = try EngineFixtures.acme()
        profile.appBar.toolSlot.secondTapDuringDismissal = .cancel
        let store = AppBarTestStore(reducer: try AppBarReducer(profile: profile, registry: .builtIn), exhaustivity: .off)
        store.send(.signedIn(balance: 12))
        store.send(.userTrayVisibilityChanged(true))
        store.send(.itemTapped(.toolSlot)) { $0[toolSlot: LockerHandler.self] = LockerState(openingScheduled: true) }
        store.exhaustivity = .on
        store.skipReceived()
        store.send(.itemTapped(.toolSlot)) { $0[toolSlot: LockerHandler.self] = LockerState() }
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: profile.id, authentication: .signedIn, toolSlotHandler: "locker")))
        store.receive(.cancelScheduled(.lockerOpening))
        store.advance(by: .seconds(1))
        #expect(store.scheduledActionIDs == [])
    }

    @Test func signingOutDropsAWaitingOpening() throws {
        let store = try ladbrokesWithTheTrayOpen()
        store.exhaustivity = .off
        store.send(.itemTapped(.toolSlot))
        store.exhaustivity = .on
        store.skipReceived()
        store.send(.signedOut) {
            $0.authentication = .signedOut
            $0.items = store.reducer.signedOutItems
            $0.layout = store.reducer.signedOutLayout
            $0.balance = nil
            $0.balanceAmount = nil
            $0[toolSlot: LockerHandler.self] = LockerState()
        }
        store.receive(.cancelScheduled(.lockerOpening))
        store.advance(by: .seconds(1))
    }

    @Test func navigationAndAnalyticsAreReceivedInOrder() throws {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("neds"), exhaustivity: .off)
        store.send(.signedIn(balance: 1))
        store.exhaustivity = .on
        store.send(.itemTapped(.toolSlot))
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: "neds", authentication: .signedIn, route: .toolbox, toolSlotHandler: "neds.toolbox")))
        store.receive(.navigate(.toolbox))
        store.send(.itemTapped(.pendingBets))
        store.receive(.analytics(AnalyticsEvent(item: .pendingBets, brand: "neds", authentication: .signedIn, route: .accountTransactionsPending)))
        store.receive(.navigate(.accountTransactionsPending))
    }

    @Test func toolInfoFeedsTheBadgeThenAFailureDegradesToNoBadge() throws {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("ladbrokes"))
        store.send(.toolInfoArrived(ToolInfo(balance: 3))) { $0.toolBadge = ToolBadge(count: 3, limit: 99) }
        store.send(.toolInfoArrived(ToolInfo(balance: 150))) { $0.toolBadge = ToolBadge(count: 150, limit: 99) }
        #expect(store.state.toolBadge?.text == "99+")
        store.send(.toolInfoEnded(.failed("locker service unavailable"))) { $0.toolBadge = nil }
        store.receive(.diagnostic(AppBarDiagnostic(
            brand: "ladbrokes", handler: "ladbrokes.locker", message: "tool-info stream failed (locker service unavailable); the badge is hidden")))
        store.send(.betslipCountChanged(2, source: .nativeStore)) { $0.betslipCount = 2 }
    }

    // The store's own failures: each is a recorded issue, expected here.

    @Test func anEffectNotReceivedFails() throws {
        let reducer = try FixtureProfiles.reducer("neds")
        withKnownIssue {
            let store = AppBarTestStore(reducer: reducer, exhaustivity: .off)
            store.send(.signedIn(balance: 1))
            store.exhaustivity = .on
            store.send(.itemTapped(.pendingBets))
        }
    }

    @Test func aStateChangeNotAssertedFails() throws {
        let reducer = try FixtureProfiles.reducer("neds")
        withKnownIssue {
            let store = AppBarTestStore(reducer: reducer)
            store.send(.betslipCountChanged(2, source: .nativeStore))
        }
    }

    @Test func aWrongExpectationFails() throws {
        let reducer = try FixtureProfiles.reducer("neds")
        withKnownIssue {
            let store = AppBarTestStore(reducer: reducer)
            store.send(.betslipCountChanged(2, source: .nativeStore)) { $0.betslipCount = 3 }
        }
    }

    @Test func aScheduledActionNeverDeliveredFails() throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        withKnownIssue {
            let store = AppBarTestStore(reducer: reducer, exhaustivity: .off)
            store.send(.signedIn(balance: 12))
            store.send(.userTrayVisibilityChanged(true))
            store.send(.itemTapped(.toolSlot))
            store.skipReceived()
            store.exhaustivity = .on
        }
    }

    @Test func theOptOutDropsWhatIsNotAsserted() throws {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("neds"), exhaustivity: .off)
        store.send(.signedIn(balance: 1)) { $0.balance = "$1.00" }
        store.send(.itemTapped(.pendingBets))
        store.send(.betslipCountChanged(4, source: .nativeStore))
        #expect(store.state.betslipCount == 4)
    }
}
