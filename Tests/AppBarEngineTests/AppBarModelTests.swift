import AppBarEngine
import AppBarEngineTesting
import BrandModel
import Infrastructure
import Observation
import TestSupport
import Testing

/// What a SwiftUI or UIKit view binds to: the main-actor, observable model of a store, and
/// effects read as a sequence where a main-actor coordinator lives. (SwiftUI itself does not
/// run here; everything under it is the model, tested here.)
@Suite("App-bar model on the main actor", .timeLimit(MachineSpeed.minutes(1)))
@MainActor
struct AppBarModelTests {
    /// Yields until `condition` holds, at most `attempts` times.
    private func eventually(_ attempts: Int = 10_000, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<attempts {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test func theModelFollowsTheStoreWhileItRuns() async throws {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("neds"), clock: ManualClock(), sink: RecordingEffectSink())
        store.send(.betslipCountChanged(2, source: .nativeStore))
        let model = AppBarModel(store: store)
        #expect(model.state.betslipCount == 2)
        #expect(model.animation == .none)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { store.subscriberCount == 1 })
        model.send(.betslipCountChanged(5, source: .nativeStore))
        #expect(await eventually { model.state.betslipCount == 5 })
        #expect(model.animation.betslipCounter?.direction == .up)
        #expect(model.state == store.state)
    }

    @Test func aViewObservingTheStateIsToldOfAChange() async throws {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("neds"), clock: ManualClock(), sink: RecordingEffectSink())
        let model = AppBarModel(store: store)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { store.subscriberCount == 1 })
        let changed = Changed()
        withObservationTracking {
            _ = model.state.betslipCount
        } onChange: {
            changed.mark()
        }
        model.send(.betslipCountChanged(1, source: .nativeStore))
        #expect(await eventually { changed.isMarked })
    }

    @Test func theLockerOpensAfterTheTrayOnTheModelsClock() async throws {
        let clock = ManualClock()
        let delay = try #require(FixtureProfiles.profile("ladbrokes").appBar.toolSlot.userTrayDismissalDelay)
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("ladbrokes"), clock: clock, sink: RecordingEffectSink())
        let model = AppBarModel(store: store)
        let running = Task { await model.run() }
        defer { running.cancel() }
        model.send(.signedIn(balance: 12))
        model.send(.userTrayVisibilityChanged(true))
        model.send(.itemTapped(.toolSlot))
        #expect(await eventually { model.state.lockerOpeningScheduled })
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: delay - .milliseconds(1))
        // Still asleep on the clock: the opening cannot have fired.
        #expect(clock.sleeperCount == 1)
        #expect(!store.state.lockerVisible && !model.state.lockerVisible)
        clock.advance(by: .milliseconds(1))
        #expect(await eventually { model.state.lockerVisible })
        #expect(model.animation.locker != nil)
    }

    /// A main-actor coordinator reads the effects in order where it lives.
    @Test func aMainActorCoordinatorReadsTheEffectsInOrder() async throws {
        let stream = AppBarEffectStream()
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("neds"), clock: ManualClock(), sink: stream)
        store.send(.signedIn(balance: 1))
        store.send(.itemTapped(.toolSlot))
        store.send(.itemTapped(.pendingBets))
        stream.finish()
        var routes: [AppBarRoute] = []
        for await effect in stream.effects {
            MainActor.assertIsolated()
            if case .navigate(let route) = effect { routes.append(route) }
        }
        #expect(routes == [.toolbox, .accountTransactionsPending])
    }

    @Test func theRecordingSinkHandsOutWhatIsNew() throws {
        let sink = RecordingEffectSink()
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("neds"), clock: ManualClock(), sink: sink)
        store.send(.signedIn(balance: 1))
        store.send(.itemTapped(.toolSlot))
        #expect(sink.takeEffects().count == 2)
        store.send(.itemTapped(.pendingBets))
        #expect(sink.takeEffects().contains(.navigate(.accountTransactionsPending)))
        #expect(sink.effects.isEmpty)
    }

    /// Set from the observation's change handler, which runs where the change is made.
    private final class Changed: Sendable {
        private let marked = LockedValue(false)
        func mark() { marked.withLock { $0 = true } }
        var isMarked: Bool { marked.withLock { $0 } }
    }
}
