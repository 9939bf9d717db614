import AppBarEngine
import StandardHandlers
import BrandModel
import Testing

/// The original app's `toggleLadbrokesLocker` (docs/domain.md, The tool slot), for every handler that serves a locker.
@Suite("Locker rules")
struct LockerRulesTests {
    private static let lockerTap = AnalyticsEvent(
        item: .toolSlot, brand: "ladbrokes", authentication: .signedIn, toolSlotHandler: "ladbrokes.locker")

    private func ladbrokes(trayOpen: Bool, lockerOpen: Bool) throws -> (AppBarReducer, AppBarState) {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        var state = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        state.userTrayVisible = trayOpen
        state.lockerVisible = lockerOpen
        return (reducer, state)
    }

    @Test func openingOverTheTrayDismissesItThenWaitsTheProfileDelay() throws {
        let (reducer, before) = try ladbrokes(trayOpen: true, lockerOpen: false)
        let (state, effects) = reducer.reduce(before, .itemTapped(.toolSlot))
        var expected = before
        expected.userTrayVisible = false
        expected.lockerOpeningScheduled = true
        #expect(state == expected)
        #expect(effects == [
            .analytics(Self.lockerTap),
            .setVisibility(.userTray, false),
            .schedule(ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)),
        ])
    }

    @Test(arguments: [(false, false), (false, true), (true, true)])
    func otherwiseTheTapToggles(trayOpen: Bool, lockerOpen: Bool) throws {
        let (reducer, before) = try ladbrokes(trayOpen: trayOpen, lockerOpen: lockerOpen)
        let (state, effects) = reducer.reduce(before, .itemTapped(.toolSlot))
        var expected = before
        expected.lockerVisible = !lockerOpen
        #expect(state == expected)
        #expect(effects == [.analytics(Self.lockerTap), .setVisibility(.locker, !lockerOpen)])
    }

    @Test func signingOutWhileTheLockerWaitsCancelsTheOpening() throws {
        let (reducer, before) = try ladbrokes(trayOpen: true, lockerOpen: false)
        let waiting = reducer.reduce(before, .itemTapped(.toolSlot)).state
        let (state, effects) = reducer.reduce(waiting, .signedOut)
        var expected = waiting
        expected.lockerOpeningScheduled = false
        expected.authentication = .signedOut
        expected.items = BrandExpectation.signedOut
        expected.layout = reducer.signedOutLayout
        expected.balance = nil
        expected.balanceAmount = nil
        #expect(state == expected)
        #expect(effects == [.cancelScheduled(.lockerOpening)])
    }

    @Test(arguments: [nil, Duration.zero])
    func withoutADelayTheLockerOpensAtOnce(delay: Duration?) throws {
        var toggle = LockerToggle(userTrayDismissalDelay: delay)
        toggle.userTrayDismissalDelay = delay
        let (_, state) = try ladbrokes(trayOpen: true, lockerOpen: false)
        var locker = state.locker
        var bar = ToolSlotBar(brand: state.brand, authentication: state.authentication, userTrayVisible: state.userTrayVisible, toolBadge: state.toolBadge)
        var expectedBar = bar
        let effects = toggle.tap(&locker, bar: &bar)
        expectedBar.userTrayVisible = false
        #expect(bar == expectedBar)
        #expect(locker == LockerState(isOpen: true))
        #expect(effects == [AppBarEffect.setVisibility(.userTray, false), .setVisibility(.locker, true)])
    }

    @Test(arguments: ["locker", "ladbrokes.locker"])
    func everyLockerHandlerFollowsTheRule(handlerID: String) throws {
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.appBar.toolSlot.handler = handlerID
        profile.appBar.toolSlot.config = nil
        let reducer = try AppBarReducer(profile: profile, registry: StandardHandlers.registry())
        var before = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        before.userTrayVisible = true
        let (state, effects) = reducer.reduce(before, .itemTapped(.toolSlot))
        #expect(state.userTrayVisible == false && state.lockerOpeningScheduled && !state.lockerVisible)
        #expect(effects.dropFirst() == [
            .setVisibility(.userTray, false),
            .schedule(ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)),
        ])
    }
}
