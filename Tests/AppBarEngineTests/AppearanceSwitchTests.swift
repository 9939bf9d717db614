import AppBarEngine
import AppBarEngineTesting
import BrandModel
import ProfileLoading
import Testing
import TestSupport

/// The appearance is an input: switching it re-themes the bar from the profile's resolved
/// appearance, and keeps every other piece of state, with nothing to animate
/// (Tests/Fixtures/Appearances: `dusk` darkens its primary colour in dark).
@Suite("App-bar appearance")
struct AppearanceSwitchTests {
    static func profile(_ id: String) throws -> BrandProfile {
        let catalog = try Repository.loader().loadCatalog(at: Repository.path("Tests/Fixtures/Appearances")).catalog
        guard let profile = catalog[id] else { throw FixtureProfiles.Missing(id: id) }
        return profile
    }

    @Test(arguments: Appearance.allCases)
    func theBarsColoursAreTheAppearances(_ appearance: Appearance) throws {
        let profile = try Self.profile("dusk")
        let reducer = try AppBarReducer(profile: profile, registry: .builtIn, appearance: appearance)
        let colors = profile.theme.colors(in: appearance)
        for token in ColorTokenName.allCases where !token.isHandlerOwned {
            #expect(reducer.initialState.theme.colors[token.rawValue] == colors[token]?.rgba, "\(token.rawValue)")
        }
        #expect(reducer.initialState.appearance == appearance)
    }

    /// The tool slot's handler fills its tokens from the palette the appearance shows.
    @Test(arguments: Appearance.allCases)
    func theToolSlotsColoursAreTheAppearances(_ appearance: Appearance) throws {
        var profile = try Self.profile("dusk")
        profile.appBar.toolSlot = ToolSlotProfile(kind: .locker, handler: "locker", observesBalance: true, userTrayDismissalDelay: nil, config: nil)
        let reducer = try AppBarReducer(profile: profile, registry: .builtIn, appearance: appearance)
        let colors = profile.theme.colors(in: appearance)
        let theme = reducer.initialState.theme
        #expect(theme.colors[ColorTokenName.toolSlotBadgeBackground.rawValue] == colors[ColorTokenName.badgeBackground]?.rgba)
        #expect(theme.colors[ColorTokenName.toolSlotIcon.rawValue] == colors[ColorTokenName.appBarForeground]?.rgba)
        #expect(reducer.themes[appearance] == theme)
    }

    @Test func aDarkBadgeColourReachesTheToolSlot() throws {
        var profile = try Self.profile("dusk")
        profile.appBar.toolSlot = ToolSlotProfile(kind: .locker, handler: "locker", observesBalance: true, userTrayDismissalDelay: nil, config: nil)
        profile.theme.appearanceColors[.dark]?[ColorTokenName.badgeBackground] = ColorToken("#00FF00")
        let reducer = try AppBarReducer(profile: profile, registry: .builtIn)
        #expect(reducer.themes[.dark]?.hex(ColorTokenName.toolSlotBadgeBackground.rawValue) == "#00FF00")
        #expect(reducer.themes[.light]?.hex(ColorTokenName.toolSlotBadgeBackground.rawValue) == "#FFD200")
    }

    @Test func switchingReThemesAndKeepsEverythingElseWithoutAnimating() throws {
        let reducer = try AppBarReducer(profile: Self.profile("dusk"), registry: .builtIn)
        var session = AppBarSession(reducer: reducer)
        _ = session.send(.signedIn(balance: 12.5))
        _ = session.send(.betslipCountChanged(3, source: reducer.initialState.betslipCountSource))
        _ = session.send(.itemTapped(.userTray))
        _ = session.send(.reduceMotionChanged(true))
        let before = session.state

        let effects = session.send(.appearanceChanged(.dark))

        #expect(effects == [])
        #expect(session.lastAnimation == .none)
        #expect(session.state.theme.hex(ColorTokenName.appBarBackground.rawValue) == "#112233")
        #expect(before.theme.hex(ColorTokenName.appBarBackground.rawValue) == "#335577")
        var expected = before
        expected.appearance = .dark
        expected.theme = reducer.themes[.dark]!
        #expect(session.state == expected)
        // And back: the light bar again, the rest as it was.
        _ = session.send(.appearanceChanged(.light))
        #expect(session.state == before)
    }

    /// A store's subscribers get the new theme with an animation plan that plays nothing.
    @Test func aStoreSubscriberGetsTheNewThemeWithNothingToAnimate() async throws {
        let reducer = try AppBarReducer(profile: Self.profile("dusk"), registry: .builtIn)
        let store = AppBarStore(reducer: reducer, clock: ManualClock(), sink: RecordingEffectSink())
        defer { store.stop() }
        store.send(.betslipCountChanged(2, source: reducer.initialState.betslipCountSource))
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        store.send(.appearanceChanged(.darkHighContrast))
        let update = try #require(await updates.next())
        #expect(update.animation == .none)
        #expect(update.state.betslipCount == 2)
        #expect(update.state.theme == reducer.themes[.darkHighContrast])
    }

    @Test func aBrandWithoutAppearancesKeepsItsLightBar() throws {
        let reducer = try AppBarReducer(profile: Self.profile("solo"), registry: .builtIn)
        let dark = reducer.reduce(reducer.initialState, .appearanceChanged(.darkHighContrast)).state
        #expect(dark.theme == reducer.initialState.theme)
        #expect(dark.appearance == .darkHighContrast)
    }
}
