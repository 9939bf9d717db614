import AppBarEngine
import BrandModel
import Testing

/// docs/domain.md, The tool slot: a brand whose `observeLockerOrToolboxBalance()` is `Unit` never shows a
/// badge, whatever tool info reaches its bar.
@Suite("Tool balance observation")
struct ToolBalanceObservationTests {
    enum Setup: String, CaseIterable, Sendable {
        case lockerNotObserving, toolboxNotObserving, noSlotObserving
    }

    private func reducer(_ setup: Setup) throws -> AppBarReducer {
        var profile = try EngineFixtures.acme()
        switch setup {
        case .lockerNotObserving:
            profile.appBar.toolSlot.observesBalance = false
        case .toolboxNotObserving:
            profile.appBar.toolSlot = ToolSlotProfile(kind: .toolbox, handler: "toolbox", observesBalance: false, userTrayDismissalDelay: nil, config: nil)
        case .noSlotObserving:
            profile.appBar.toolSlot = ToolSlotProfile(kind: .none, handler: "none", observesBalance: true, userTrayDismissalDelay: nil, config: nil)
        }
        return try AppBarReducer(profile: profile, registry: .builtIn)
    }

    @Test(arguments: Setup.allCases)
    func toolInfoIsIgnoredWithADiagnostic(_ setup: Setup) throws {
        let reducer = try reducer(setup)
        let before = reducer.reduce(reducer.initialState, .signedIn(balance: 5)).state
        let (state, effects) = reducer.reduce(before, .toolInfoArrived(ToolInfo(balance: 4)))
        #expect(state == before)
        #expect(state.toolBadge == nil)
        guard case .diagnostic(let diagnostic)? = effects.first, effects.count == 1 else {
            Issue.record("expected one diagnostic, got \(effects)")
            return
        }
        #expect(diagnostic.handler == reducer.handler.id)
        #expect(diagnostic.message.hasPrefix("tool info ignored"))
    }

    @Test func anObservingBarShowsTheBadge() throws {
        let profile = try EngineFixtures.acme()
        let reducer = try AppBarReducer(profile: profile, registry: .builtIn)
        let (state, effects) = reducer.reduce(reducer.initialState, .toolInfoArrived(ToolInfo(balance: 4)))
        #expect(state.toolBadge == ToolBadge(count: 4))
        #expect(effects == [])
    }
}
