import AppBarEngine
import BrandModel
import Testing

/// A second tap on the locker while the user tray is being dismissed (docs/domain.md, The tool slot,
/// `toggleLadbrokesLocker`): the original app opens the locker at once; a profile may cancel instead.
@Suite("Locker second tap during the dismissal wait")
struct LockerSecondTapTests {
    private func waiting(_ choice: SecondTapDuringDismissal?) throws -> (AppBarReducer, AppBarState) {
        var profile = try EngineFixtures.acme()
        if let choice { profile.appBar.toolSlot.secondTapDuringDismissal = choice }
        let reducer = try AppBarReducer(profile: profile, registry: .builtIn)
        var state = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        state.userTrayVisible = true
        state = reducer.reduce(state, .itemTapped(.toolSlot)).state
        #expect(state.lockerOpeningScheduled && !state.lockerVisible && !state.userTrayVisible)
        return (reducer, state)
    }

    @Test(arguments: [nil, SecondTapDuringDismissal.open])
    func bothTheSeedAndTheDefaultOpenTheLockerAtOnce(_ choice: SecondTapDuringDismissal?) throws {
        let (reducer, waiting) = try waiting(choice)
        let (state, effects) = reducer.reduce(waiting, .itemTapped(.toolSlot))
        var expected = waiting
        expected.lockerOpeningScheduled = false
        expected.lockerVisible = true
        #expect(state == expected)
        #expect(effects.dropFirst() == [.cancelScheduled(.lockerOpening), .setVisibility(.locker, true)])
    }

    @Test func cancelDropsTheOpening() throws {
        let (reducer, waiting) = try waiting(.cancel)
        let (state, effects) = reducer.reduce(waiting, .itemTapped(.toolSlot))
        var expected = waiting
        expected.lockerOpeningScheduled = false
        #expect(state == expected)
        #expect(effects.dropFirst() == [.cancelScheduled(.lockerOpening)])
    }

    @Test func theOpenedLockerIsNotOpenedTwiceWhenTheWaitEnds() throws {
        var session = AppBarSession(reducer: try waiting(nil).0)
        _ = session.send(.signedIn(balance: 5))
        _ = session.send(.itemTapped(.userTray))
        _ = session.send(.itemTapped(.toolSlot))
        _ = session.send(.itemTapped(.toolSlot))
        #expect(session.state.lockerVisible)
        #expect(session.pending.isEmpty)
        #expect(session.advance(by: .milliseconds(300)) == [])
    }
}
