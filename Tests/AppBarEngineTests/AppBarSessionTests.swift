import AppBarEngine
import BrandModel
import Testing

/// The synchronous session `brandsim` replays scenarios on.
@Suite("App-bar session")
struct AppBarSessionTests {
    @Test func theLockerOpensOnlyWhenItsDelayHasPassed() throws {
        var session = AppBarSession(reducer: try FixtureProfiles.reducer("ladbrokes"))
        _ = session.send(.signedIn(balance: 20))
        _ = session.send(.userTrayVisibilityChanged(true))
        let tapEffects = session.send(.itemTapped(.toolSlot))
        #expect(tapEffects.count == 3)
        #expect(session.pending.map(\.due) == [.milliseconds(300)])

        #expect(session.advance(by: .milliseconds(299)) == [])
        #expect(session.state.lockerVisible == false)
        #expect(session.state.userTrayVisible == false)
        #expect(session.now == .milliseconds(299))

        let before = session.state
        #expect(session.advance(by: .milliseconds(1)) == [.setVisibility(.locker, true)])
        var expected = before
        expected.lockerVisible = true
        expected.lockerOpeningScheduled = false
        #expect(session.state == expected)
        #expect(session.pending == [])
        #expect(session.lastAnimation.locker != nil)
    }

    @Test func aCancelledOpeningIsNeverDelivered() throws {
        var profile = try EngineFixtures.acme()
        profile.appBar.toolSlot.secondTapDuringDismissal = .cancel
        var session = AppBarSession(reducer: try AppBarReducer(profile: profile, registry: .builtIn))
        _ = session.send(.signedIn(balance: 20))
        _ = session.send(.userTrayVisibilityChanged(true))
        _ = session.send(.itemTapped(.toolSlot))
        _ = session.send(.itemTapped(.toolSlot))
        #expect(session.pending == [])
        #expect(session.advance(by: .seconds(1)) == [])
        #expect(session.state.lockerVisible == false)
    }

    @Test func aLongAdvanceDeliversTheDueActionAndEndsAtItsTarget() throws {
        var session = AppBarSession(reducer: try FixtureProfiles.reducer("ladbrokes"))
        _ = session.send(.signedIn(balance: 1))
        _ = session.send(.userTrayVisibilityChanged(true))
        _ = session.send(.itemTapped(.toolSlot))
        #expect(session.advance(by: .milliseconds(100)) == [])
        #expect(session.send(.requestVisibility(.userTray, true)) == [.setVisibility(.userTray, true)])
        #expect(session.advance(by: .milliseconds(500)) == [.setVisibility(.locker, true)])
        #expect(session.state.userTrayVisible && session.state.lockerVisible)
        #expect(session.now == .milliseconds(600))
    }

    @Test func betslipChangesCarryTheirDirection() throws {
        var session = AppBarSession(reducer: try FixtureProfiles.reducer("neds"))
        _ = session.send(.betslipCountChanged(2, source: .nativeStore))
        #expect(session.lastAnimation.betslipCounter?.direction == .up)
        #expect(session.lastAnimation.betslipCounter?.motion == .preset(try #require(session.state.theme.animation["counterRoll"])))
        _ = session.send(.betslipCountChanged(1, source: .nativeStore))
        #expect(session.lastAnimation.betslipCounter?.direction == .down)
        _ = session.send(.betslipCountChanged(5, source: .reactNativeSharedState))
        #expect(session.lastAnimation == .none)
    }
}
