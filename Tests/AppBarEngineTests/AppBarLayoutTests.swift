import AppBarEngine
import BrandModel
import Testing

/// docs/domain.md, The app bar, "No overlap" and "A fixed-width balance pill": the engine
/// computes the left, centre and right groups the UI renders, with fixed or flexible widths,
/// and keeps at least the profile's minimum of slots on the right.
@Suite("App-bar layout")
struct AppBarLayoutTests {
    private func reducer(minimumRight: Int, kind: ToolSlotKind = .locker, signedIn: [AppBarItem]? = nil) throws -> AppBarReducer {
        var profile = try EngineFixtures.acme()
        profile.appBar.minimumRightItems = minimumRight
        if kind == .none {
            profile.appBar.toolSlot = ToolSlotProfile(kind: .none, handler: "none", observesBalance: false, userTrayDismissalDelay: nil, config: nil)
        }
        if let signedIn { profile.appBar.signedIn = signedIn }
        return try AppBarReducer(profile: profile, registry: .builtIn)
    }

    private func names(_ slots: [AppBarLayout.Slot]) -> [String] { slots.map(\.name) }

    @Test func itemsFallIntoTheSeedsThreeGroups() throws {
        let reducer = try reducer(minimumRight: 0)
        let layout = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state.layout
        #expect(names(layout.left) == ["userTray"])
        #expect(names(layout.center) == ["balance"])
        #expect(names(layout.right) == ["search", "pendingBets", "toolSlot", "betslipCounter"])
    }

    @Test func theBalancePillIsFixedAndTextButtonsAreFlexible() throws {
        let reducer = try reducer(minimumRight: 0)
        let signedIn = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state.layout.slots
        let signedOut = reducer.initialState.layout.slots
        let widths = Dictionary((signedIn + signedOut).map { ($0.name, $0.width) }) { first, _ in first }
        #expect(widths["balance"] == .fixed)
        #expect(widths["login"] == .flexible && widths["join"] == .flexible && widths["pendingBets"] == .flexible)
        #expect(widths["search"] == .fixed && widths["toolSlot"] == .fixed && widths["betslipCounter"] == .fixed)
    }

    @Test func aHiddenToolSlotKeepsItsRoomAsReservedSpace() throws {
        let reducer = try reducer(minimumRight: 4, kind: .none)
        let state = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        #expect(!state.items.contains(.toolSlot))
        #expect(names(state.layout.right) == ["search", "pendingBets", "reserved", "betslipCounter"])
        #expect(state.layout.right.last?.width == .fixed)
    }

    @Test func aShortBarIsPaddedAtTheRightGroupsLeadingEdge() throws {
        let reducer = try reducer(minimumRight: 4, signedIn: [search, balance, betslipCounter, userTray])
        let state = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        #expect(names(state.layout.right) == ["reserved", "reserved", "search", "betslipCounter"])
        #expect(state.layout.right.count == 4)
    }

    @Test func withoutAMinimumNothingIsReserved() throws {
        let reducer = try reducer(minimumRight: 0, kind: .none)
        let state = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        #expect(names(state.layout.right) == ["search", "pendingBets", "betslipCounter"])
    }

    @Test func signingOutSwitchesTheLayout() throws {
        let reducer = try reducer(minimumRight: 4)
        let signedIn = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        let signedOut = reducer.reduce(signedIn, .signedOut).state
        #expect(signedOut.layout == reducer.initialState.layout)
        #expect(names(signedOut.layout.right) == ["search", "login", "join", "betslipCounter"])
    }
}

private let search = AppBarItem.search
private let balance = AppBarItem.balance
private let betslipCounter = AppBarItem.betslipCounter
private let userTray = AppBarItem.userTray
