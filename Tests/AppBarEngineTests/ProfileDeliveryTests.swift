import AppBarEngine
import AppBarEngineTesting
import BrandModel
import YAMLNode
import LadbrokesHandlers
import StandardHandlers
import Testing
import TestSupport

/// A new profile for the brand a bar shows (a delivered bundle's) is taken as the appearance
/// switch is: the bar re-themes and takes the new strings, flags and tool-slot configuration,
/// keeps the session, and plays nothing again. Asserted exhaustively with `AppBarTestStore`.
@Suite("App-bar profile delivery")
struct ProfileDeliveryTests {
    static let background = ColorTokenName.appBarBackground

    /// Ladbrokes signed in, a count of 3, a badge of 5 and the locker open, every step asserted.
    static func ladbrokesMidSession() throws -> AppBarTestStore {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("ladbrokes"))
        store.signIn(balance: 12, shown: "$12.00")
        store.send(.betslipCountChanged(3, source: store.state.betslipCountSource)) { $0.betslipCount = 3 }
        store.send(.toolInfoArrived(ToolInfo(balance: 5))) { $0.toolBadge = ToolBadge(count: 5, limit: 99) }
        store.send(.itemTapped(.toolSlot)) { $0[toolSlot: LadbrokesLockerHandler.self] = LockerState(isOpen: true) }
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: "ladbrokes", authentication: .signedIn, toolSlotHandler: "ladbrokes.locker")))
        store.receive(.setVisibility(.locker, true))
        return store
    }

    /// Ladbrokes with a new background, label and pot icon.
    static func restyled() throws -> BrandProfile {
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.theme.colors[background] = ColorToken("#123456")
        profile.appBar.pendingBetsLabel = .ourBets
        profile.appBar.potIcon = "ladbrokes.pot.winter"
        return profile
    }

    @Test func aNewProfileReThemesAndKeepsTheSession() throws {
        let store = try Self.ladbrokesMidSession()
        let profile = try Self.restyled()
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.theme = try #require(try AppBarReducer(profile: profile, registry: StandardHandlers.registry()).themes[.light])
            $0.pendingBetsLabel = "Our Bets"
            $0.potIcon = "ladbrokes.pot.winter"
        }
        #expect(store.state.theme.hex(Self.background.rawValue) == "#123456")
        // The session goes on with the new profile's reducer.
        store.send(.betslipCountChanged(4, source: store.state.betslipCountSource)) { $0.betslipCount = 4 }
    }

    @Test func theSameProfileAgainChangesNothing() throws {
        let store = try Self.ladbrokesMidSession()
        try store.deliver(FixtureProfiles.profile("ladbrokes"), registry: StandardHandlers.registry())
    }

    /// Delivered in dark mode, the bar takes the new profile's dark colours, not its light ones
    /// (Tests/Fixtures/Appearances: `dusk` darkens its primary colour in dark).
    @Test func theAppearanceShownIsKept() throws {
        let profile = try AppearanceSwitchTests.profile("dusk")
        let store = AppBarTestStore(reducer: try AppBarReducer(profile: profile, registry: .builtIn))
        let darkBefore = store.reducer.themes[.dark]!
        store.send(.appearanceChanged(.dark)) {
            $0.appearance = .dark
            $0.theme = darkBefore
        }
        var restyled = profile
        restyled.appBar.pendingBetsLabel = .ourBets
        restyled.appBar.potIcon = "dusk.pot.winter"
        let delivered = try AppBarReducer(profile: restyled, registry: .builtIn)
        try store.deliver(restyled, registry: .builtIn) {
            $0.pendingBetsLabel = "Our Bets"
            $0.potIcon = "dusk.pot.winter"
        }
        #expect(store.state.theme == delivered.themes[.dark])
        #expect(delivered.themes[.dark] != delivered.themes[.light])
    }

    /// A new configuration of the same handler keeps the open locker; the cached badge is drawn
    /// with the new limit.
    @Test func aNewConfigurationKeepsTheLockerAndRedrawsTheBadge() throws {
        let store = try Self.ladbrokesMidSession()
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.appBar.toolSlot.config = .object([(LadbrokesLockerHandler.badgeLimitSetting.rawValue, 3 as Node)])
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.toolBadge = ToolBadge(count: 5, limit: 3)
        }
        #expect(store.state.toolBadge?.text == "3+")
    }

    /// A new tool-slot kind resets only the tool slot: its state and its badge.
    @Test func aNewKindResetsOnlyTheToolSlot() throws {
        let store = try Self.ladbrokesMidSession()
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.appBar.toolSlot.kind = .toolbox
        profile.appBar.toolSlot.handler = "toolbox"
        profile.appBar.toolSlot.config = nil
        let delivered = try AppBarReducer(profile: profile, registry: StandardHandlers.registry())
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.toolSlot = delivered.initialState.toolSlot
            $0.toolSlotKind = .toolbox
            $0.toolBadge = nil
            $0.theme = delivered.themes[.light]!
        }
        #expect(store.state.toolSlotState(of: LockerHandler.self) == nil)
        store.send(.toolInfoArrived(ToolInfo(balance: 2))) { $0.toolBadge = ToolBadge(count: 2) }
        store.send(.itemTapped(.toolSlot))
        store.receive(.analytics(AnalyticsEvent(item: .toolSlot, brand: "ladbrokes", authentication: .signedIn, route: .toolbox, toolSlotHandler: "toolbox")))
        store.receive(.navigate(.toolbox))
    }

    /// The locker's waiting opening belongs to the tool slot: a new handler drops it, and the
    /// test store's exhaustive end (no scheduled action left) holds.
    @Test func aNewHandlerDropsTheToolSlotsScheduledActions() throws {
        let store = AppBarTestStore(reducer: try FixtureProfiles.reducer("ladbrokes"), exhaustivity: .off)
        store.send(.signedIn(balance: 12))
        store.send(.userTrayVisibilityChanged(true))
        store.send(.itemTapped(.toolSlot))
        #expect(store.scheduledActionIDs == [.lockerOpening])
        store.skipReceived()
        store.exhaustivity = .on
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.appBar.toolSlot.handler = "locker"
        profile.appBar.toolSlot.config = nil
        let delivered = try AppBarReducer(profile: profile, registry: StandardHandlers.registry())
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.toolSlot = delivered.initialState.toolSlot
            $0.theme = delivered.themes[.light]!
        }
        #expect(store.scheduledActionIDs == [])
        store.advance(by: .seconds(1))
    }

    /// Flags are evaluated again: a betslip source the new flags no longer pick starts from 0,
    /// as a flag-context change does.
    @Test func newFlagsMoveTheBetslipSource() throws {
        let store = try Self.ladbrokesMidSession()
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.flags[FeatureFlag.betslipNative.rawValue] = false
        try store.deliver(profile, registry: StandardHandlers.registry()) {
            $0.betslipCountSource = .reactNativeSharedState
            $0.betslipCount = 0
        }
        store.send(.itemTapped(.betslipCounter))
        store.receive(.analytics(AnalyticsEvent(item: .betslipCounter, brand: "ladbrokes", authentication: .signedIn, route: .rnBetslip)))
        store.receive(.navigate(.rnBetslip))
    }

    @Test func aProfileTheBarCannotTakeChangesNothing() throws {
        let store = try Self.ladbrokesMidSession()
        let registry = try StandardHandlers.registry()
        let before = store.state
        #expect(throws: AppBarSetupError.otherBrand(shown: "ladbrokes", delivered: "neds")) {
            try store.deliver(FixtureProfiles.profile("neds"), registry: registry)
        }
        var unknownHandler = try FixtureProfiles.profile("ladbrokes")
        unknownHandler.appBar.toolSlot.handler = "ladbrokes.vault"
        #expect(throws: AppBarSetupError.self) { try store.deliver(unknownHandler, registry: registry) }
        var mismatched = try FixtureProfiles.profile("ladbrokes")
        mismatched.appBar.toolSlot.kind = .toolbox
        #expect(throws: AppBarSetupError.self) { try store.deliver(mismatched, registry: registry) }
        var noLabel = try FixtureProfiles.profile("ladbrokes")
        noLabel.appBar.pendingBetsLabel = .ourBets
        noLabel.strings = LocalizedStrings([:])
        #expect(throws: AppBarSetupError.self) { try store.deliver(noLabel, registry: registry) }
        #expect(store.state == before)
        #expect(store.reducer.handler.id == "ladbrokes.locker")
    }

    @Test func aSessionTakesTheProfileWithoutAnimating() throws {
        var session = AppBarSession(reducer: try FixtureProfiles.reducer("ladbrokes"))
        _ = session.send(.signedIn(balance: 1))
        _ = session.send(.betslipCountChanged(2, source: session.state.betslipCountSource))
        #expect(session.lastAnimation != .none)
        try session.deliver(Self.restyled(), registry: StandardHandlers.registry())
        #expect(session.lastAnimation == .none)
        #expect(session.state.pendingBetsLabel == "Our Bets")
        #expect(session.state.betslipCount == 2)
    }
}

/// The store fans a delivered profile out unanimated and observes tool info through a new handler.
@Suite("App-bar store profile delivery", .timeLimit(MachineSpeed.minutes(1)))
struct StoreProfileDeliveryTests {
    @Test func subscribersGetTheNewProfileWithNothingToAnimate() async throws {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: ManualClock(), sink: RecordingEffectSink())
        defer { store.stop() }
        store.send(.betslipCountChanged(2, source: store.state.betslipCountSource))
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        try store.deliver(ProfileDeliveryTests.restyled(), registry: StandardHandlers.registry())
        let update = try #require(await updates.next())
        #expect(update.animation == .none)
        #expect(!update.isInitial)
        #expect(update.state.betslipCount == 2)
        #expect(update.state.pendingBetsLabel == "Our Bets")
        #expect(store.reducer.locale == "en-AU")
    }

    @Test func aNewHandlerObservesToolInfoAgain() async throws {
        let source = ScriptedToolInfoSource()
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: ManualClock(), sink: RecordingEffectSink(), toolInfoSource: source)
        defer { store.stop() }
        #expect(source.requestedKinds == [.locker])
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.appBar.toolSlot.kind = .toolbox
        profile.appBar.toolSlot.handler = "toolbox"
        profile.appBar.toolSlot.config = nil
        try store.deliver(profile, registry: StandardHandlers.registry())
        #expect(source.requestedKinds == [.locker, .toolbox])
        // Not observing any more: nothing new is asked for.
        profile.appBar.toolSlot.observesBalance = false
        try store.deliver(profile, registry: StandardHandlers.registry())
        #expect(source.requestedKinds == [.locker, .toolbox])
        #expect(!store.reducer.observesToolBalance)
    }

    @Test func aStoppedStoreTakesNothing() throws {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: ManualClock(), sink: RecordingEffectSink())
        store.stop()
        try store.deliver(ProfileDeliveryTests.restyled(), registry: StandardHandlers.registry())
        #expect(store.state.pendingBetsLabel == "My Bets")
    }

    @MainActor
    @Test func theModelFollowsADeliveredProfile() async throws {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: ManualClock(), sink: RecordingEffectSink())
        let model = AppBarModel(store: store)
        let running = Task { await model.run() }
        defer { running.cancel() }
        while store.subscriberCount == 0 { await Task.yield() }
        try model.deliver(ProfileDeliveryTests.restyled(), registry: StandardHandlers.registry())
        while model.state.pendingBetsLabel != "Our Bets" { await Task.yield() }
        #expect(model.animation == .none)
        #expect(model.state == store.state)
    }
}
