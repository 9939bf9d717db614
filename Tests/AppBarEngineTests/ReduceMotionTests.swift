import AppBarEngine
import BrandModel
import Testing

/// docs/domain.md, Motion, "Reduce motion disables decorative animation": the locker toggle, the counter
/// roll and a button press play their presets' fallbacks in the plan the engine hands the UI.
@Suite("App-bar reduce motion")
struct ReduceMotionTests {
    enum Animation: String, CaseIterable, Sendable {
        case lockerToggle, counterRoll, buttonPress
    }

    /// The motion the bar hands the UI for `animation`, with reduce motion on or off.
    private func motion(_ animation: Animation, reduceMotion: Bool, fallback: AnimationPreset.ReduceMotion?) throws -> AppBarMotion? {
        var profile = try EngineFixtures.acme()
        profile.theme.animation[animation.rawValue]?.reduceMotion = fallback
        var session = AppBarSession(reducer: try AppBarReducer(profile: profile, registry: .builtIn))
        _ = session.send(.signedIn(balance: 5))
        _ = session.send(.reduceMotionChanged(reduceMotion))
        switch animation {
        case .lockerToggle:
            _ = session.send(.itemTapped(.toolSlot))
            #expect(session.state.lockerVisible)
            return session.lastAnimation.locker
        case .counterRoll:
            _ = session.send(.betslipCountChanged(2, source: .nativeStore))
            return session.lastAnimation.betslipCounter?.motion
        case .buttonPress:
            return session.state.buttonPress
        }
    }

    @Test(arguments: Animation.allCases)
    func withoutReduceMotionThePresetPlays(_ animation: Animation) throws {
        let preset = try #require(try EngineFixtures.acme().theme.animation[animation.rawValue])
        #expect(try motion(animation, reduceMotion: false, fallback: nil) == .preset(preset))
    }

    @Test(arguments: Animation.allCases)
    func withReduceMotionTheFallbackPlays(_ animation: Animation) throws {
        #expect(try motion(animation, reduceMotion: true, fallback: .crossFade) == .crossFade(duration: AppBarMotion.crossFadeDuration))
        #expect(try motion(animation, reduceMotion: true, fallback: AnimationPreset.ReduceMotion.none) == .instant)
        // A preset that names no fallback fades: nothing moves, the change is still seen.
        #expect(try motion(animation, reduceMotion: true, fallback: nil) == .crossFade(duration: AppBarMotion.crossFadeDuration))
    }

    @Test func turningReduceMotionOffRestoresThePresets() throws {
        let reducer = try AppBarReducer(profile: EngineFixtures.acme(), registry: .builtIn)
        let on = reducer.reduce(reducer.initialState, .reduceMotionChanged(true)).state
        #expect(on.reduceMotion && on.buttonPress != reducer.initialState.buttonPress)
        #expect(reducer.reduce(on, .reduceMotionChanged(false)).state == reducer.initialState)
    }
}
