import AppBarEngine
import BrandModel
import Testing

/// Every reducer rule, for every fixture brand: the whole next state and every effect.
@Suite("App-bar reducer")
struct AppBarReducerTests {
    static let brands = BrandExpectation.all

    private func signedIn(_ reducer: AppBarReducer, balance: Double = 1234.56) -> AppBarState {
        reducer.reduce(reducer.initialState, .signedIn(balance: balance)).state
    }

    @Test(arguments: brands)
    func initialStateIsSignedOutAndEmpty(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let state = reducer.initialState
        #expect(state.brand == brand.id)
        #expect(state.authentication == .signedOut)
        #expect(state.items == BrandExpectation.signedOut)
        #expect(state.balance == nil)
        #expect(state.balanceAmount == nil)
        #expect(state.betslipCount == 0)
        #expect(state.betslipCountSource == brand.betslipCountSource)
        #expect(state.toolBadge == nil)
        #expect(state.userTrayVisible == false)
        #expect(state.toolSlot == (brand.toolSlotKind == .locker ? ToolSlotValue(LockerState()) : .none))
        #expect(state.pendingBetsLabel == brand.pendingBetsLabel)
        #expect(state.potIcon == brand.potIcon)
        #expect(state.toolSlotKind == brand.toolSlotKind)
        #expect(reducer.handler.id == brand.toolSlotHandler)
    }

    @Test(arguments: brands)
    func signingInShowsTheSignedInItemsAndTheFormattedBalance(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let (state, effects) = reducer.reduce(reducer.initialState, .signedIn(balance: 1234.56))
        var expected = reducer.initialState
        expected.authentication = .signedIn
        expected.items = brand.signedIn
        expected.layout = reducer.signedInLayout
        expected.balance = brand.balance
        expected.balanceAmount = 1234.56
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test(arguments: brands)
    func signingOutHidesTheBalanceAndShowsTheSignedOutItems(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        var before = signedIn(reducer)
        before.betslipCount = 3
        let (state, effects) = reducer.reduce(before, .signedOut)
        var expected = before
        expected.authentication = .signedOut
        expected.items = BrandExpectation.signedOut
        expected.layout = reducer.signedOutLayout
        expected.balance = nil
        expected.balanceAmount = nil
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test(arguments: brands)
    func balanceChangesReformatWhileSignedInOnly(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let before = signedIn(reducer, balance: 0)
        let (state, effects) = reducer.reduce(before, .balanceChanged(1234.56))
        var expected = before
        expected.balance = brand.balance
        expected.balanceAmount = 1234.56
        #expect(state == expected)
        #expect(effects == [])

        let late = reducer.reduce(reducer.initialState, .balanceChanged(50))
        #expect(late.state == reducer.initialState)
        #expect(late.effects == [])
    }

    @Test func balanceUsesTheChosenLocale() throws {
        let french = try FixtureProfiles.reducer("betsson-cm", locale: "fr")
        let state = french.reduce(french.initialState, .signedIn(balance: 1234567.5)).state
        #expect(state.balance == "1\u{202F}234\u{202F}568\u{00A0}FCFA")
        #expect(state.pendingBetsLabel == "Mes paris")
    }

    @Test(arguments: brands, BetslipCountSource.allCases)
    func betslipCountsComeFromTheFlaggedSourceOnly(_ brand: BrandExpectation, source: BetslipCountSource) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let (state, effects) = reducer.reduce(reducer.initialState, .betslipCountChanged(4, source: source))
        var expected = reducer.initialState
        if source == brand.betslipCountSource { expected.betslipCount = 4 }
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test(arguments: brands)
    func toolInfoBecomesTheBadgeWhereTheBrandHasATool(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let before = signedIn(reducer)
        let (state, effects) = reducer.reduce(before, .toolInfoArrived(ToolInfo(balance: 7)))
        var expected = before
        switch brand.id {
        case "ladbrokes": expected.toolBadge = ToolBadge(count: 7, limit: 99)
        case "neds": expected.toolBadge = ToolBadge(count: 7)
        default: expected.toolBadge = nil
        }
        #expect(state == expected)
        // A bar that does not observe its tool balance ignores tool info and says so.
        #expect(effects.count == (reducer.observesToolBalance ? 0 : 1))
        guard reducer.observesToolBalance else { return }

        let empty = reducer.reduce(state, .toolInfoArrived(ToolInfo(balance: 0)))
        var cleared = state
        cleared.toolBadge = nil
        #expect(empty.state == cleared)
    }

    @Test func ladbrokesBadgeShowsNinetyNinePlusBeyondItsLimit() throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        let state = reducer.reduce(reducer.initialState, .toolInfoArrived(ToolInfo(balance: 150))).state
        #expect(state.toolBadge == ToolBadge(count: 150, limit: 99))
        #expect(state.toolBadge?.text == "99+")
        #expect(reducer.reduce(reducer.initialState, .toolInfoArrived(ToolInfo(balance: 99))).state.toolBadge?.text == "99")
    }

    @Test(arguments: brands, [ToolInfoEnd.finished, .failed("timeout")])
    func anEndedToolStreamHidesTheBadgeAndReportsIt(_ brand: BrandExpectation, end: ToolInfoEnd) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        var before = signedIn(reducer)
        before.toolBadge = ToolBadge(count: 3)
        let (state, effects) = reducer.reduce(before, .toolInfoEnded(end))
        var expected = before
        expected.toolBadge = nil
        #expect(state == expected)
        let detail = switch end {
        case .finished: "tool-info stream finished; the badge is hidden"
        case .failed: "tool-info stream failed (timeout); the badge is hidden"
        }
        #expect(effects == [.diagnostic(AppBarDiagnostic(brand: brand.id, handler: brand.toolSlotHandler, message: detail))])
    }

    @Test(arguments: brands, AppBarItem.allCases)
    func everyTapOnAVisibleItemLogsAndNavigates(_ brand: BrandExpectation, item: AppBarItem) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let signedOut = reducer.initialState
        let before = BrandExpectation.signedOut.contains(item) ? signedOut : signedIn(reducer)
        let (state, effects) = reducer.reduce(before, .itemTapped(item))
        guard before.items.contains(item) else {
            // Only TabNZ's and Betsson's tool slots are never shown.
            #expect(item == .toolSlot && brand.toolSlotKind == .none)
            #expect(state == before)
            #expect(effects == [])
            return
        }
        let route = brand.route(for: item)
        let event = AnalyticsEvent(
            item: item, brand: brand.id, authentication: before.authentication, route: route,
            toolSlotHandler: item == .toolSlot ? brand.toolSlotHandler : nil)
        var expected = before
        var expectedEffects: [AppBarEffect] = [.analytics(event)]
        if let route { expectedEffects.append(.navigate(route)) }
        if item == .toolSlot, brand.toolSlotKind == .locker {
            expected.lockerVisible = true
            expectedEffects.append(.setVisibility(.locker, true))
        }
        if item == .userTray {
            expected.userTrayVisible = true
            expectedEffects.append(.setVisibility(.userTray, true))
        }
        #expect(state == expected)
        #expect(effects == expectedEffects)
    }

    @Test(arguments: brands)
    func tappingTheOpenUserTrayClosesIt(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        var state = signedIn(reducer)
        _ = reducer.reduce(into: &state, action: .itemTapped(.userTray))
        let effects = reducer.reduce(into: &state, action: .itemTapped(.userTray))
        #expect(state.userTrayVisible == false)
        #expect(effects == [
            .analytics(AnalyticsEvent(item: .userTray, brand: brand.id, authentication: .signedIn)),
            .setVisibility(.userTray, false),
        ])
    }

    @Test(arguments: brands)
    func tapsOnItemsTheBarDoesNotShowAreIgnored(_ brand: BrandExpectation) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        let signedInState = signedIn(reducer)
        for item in [AppBarItem.login, .join] {
            let step = reducer.reduce(signedInState, .itemTapped(item))
            #expect(step.state == signedInState)
            #expect(step.effects == [])
        }
        for item in [AppBarItem.balance, .pendingBets, .toolSlot, .userTray] {
            let step = reducer.reduce(reducer.initialState, .itemTapped(item))
            #expect(step.state == reducer.initialState)
            #expect(step.effects == [])
        }
    }

    @Test func analyticsParametersAreFlatForSDKs() {
        let event = AnalyticsEvent(item: .toolSlot, brand: "neds", authentication: .signedIn, route: .toolbox, toolSlotHandler: "neds.toolbox")
        #expect(event.name == "app_bar_tap")
        #expect(event.parameters == [
            "item": "toolSlot", "brand": "neds", "auth_state": "signedIn", "route": "toolbox", "tool_slot_handler": "neds.toolbox",
        ])
    }

    @Test(arguments: brands, [true, false])
    func visibilityReportedFromOutsideIsTakenAsIs(_ brand: BrandExpectation, visible: Bool) throws {
        let reducer = try FixtureProfiles.reducer(brand.id)
        var before = signedIn(reducer)
        before.userTrayVisible = !visible
        let tray = reducer.reduce(before, .userTrayVisibilityChanged(visible))
        var expectedTray = before
        expectedTray.userTrayVisible = visible
        #expect(tray.state == expectedTray)
        #expect(tray.effects == [])
        guard brand.toolSlotKind == .locker else { return }
        before.lockerVisible = !visible
        let locker = reducer.reduce(before, LockerHandler.action(.visibilityChanged(visible)))
        var expectedLocker = before
        expectedLocker.lockerVisible = visible
        #expect(locker.state == expectedLocker)
        #expect(locker.effects == [])
    }

    @Test(arguments: brands)
    func anActionOfAnotherHandlersIsIgnoredWithADiagnostic(_ brand: BrandExpectation) throws {
        struct Foreign: Sendable, Equatable {}
        let reducer = try FixtureProfiles.reducer(brand.id)
        let before = signedIn(reducer)
        let step = reducer.reduce(before, .toolSlot(ToolSlotValue(Foreign())))
        #expect(step.state == before)
        #expect(step.effects == [.diagnostic(AppBarDiagnostic(
            brand: brand.id, handler: brand.toolSlotHandler, message: "action Foreign() is not one of this handler's; ignored"))])
    }

    @Test(arguments: AppBarPanel.barPanels, [true, false])
    func aVisibilityRequestSetsTheStateAndAsksTheApp(_ panel: AppBarPanel, visible: Bool) throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        var before = signedIn(reducer)
        before.lockerOpeningScheduled = panel == .locker
        // The locker's request is the locker handler's own action; the tray's is the bar's.
        let request = panel == .locker ? LockerHandler.action(.requestVisibility(visible)) : .requestVisibility(panel, visible)
        let (state, effects) = reducer.reduce(before, request)
        var expected = before
        if panel == .locker {
            expected.lockerVisible = visible
            expected.lockerOpeningScheduled = false
        } else {
            expected.userTrayVisible = visible
        }
        #expect(state == expected)
        #expect(effects == [.setVisibility(panel, visible)])
    }

    @Test func aHandlersOwnPanelIsTheAppsToShowAndLeavesTheBarAlone() throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        let before = signedIn(reducer)
        let vault = AppBarPanel.toolSlot(handler: "galaxy.vault", name: "vault")
        let (state, effects) = reducer.reduce(before, .requestVisibility(vault, true))
        #expect(state == before)
        #expect(effects == [.setVisibility(vault, true)])
        #expect(vault.description == "galaxy.vault/vault")
        #expect(vault != AppBarPanel.toolSlot(handler: "other.vault", name: "vault"))
        #expect(!AppBarPanel.barPanels.contains(vault))
    }

    @Test func theInPlaceAndPureStepsAgree() throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        let actions: [AppBarAction] = [
            .signedIn(balance: 10), .userTrayVisibilityChanged(true), .itemTapped(.toolSlot), .betslipCountChanged(2, source: .nativeStore),
            LockerToggle.opening, .itemTapped(.toolSlot), .signedOut,
        ]
        var inPlace = reducer.initialState
        var pure = reducer.initialState
        for action in actions {
            let inPlaceEffects = reducer.reduce(into: &inPlace, action: action)
            let step = reducer.reduce(pure, action)
            pure = step.state
            #expect(inPlace == pure)
            #expect(inPlaceEffects == step.effects)
        }
    }
}
