import AppBarEngine
import AppBarEngineTesting
import BrandModel
import TestSupport
import Testing

/// A test or a demo waits for the model's state, not for a sleep: ``AppBarModel/state(where:)``
/// and ``AppBarModel/nextState()``.
@Suite("App-bar model: waiting for a state", .timeLimit(MachineSpeed.minutes(1)))
@MainActor
struct AppBarModelWaitingTests {
    private func runningModel() throws -> (AppBarModel, Task<Void, Never>) {
        let store = AppBarStore(reducer: try FixtureProfiles.reducer("neds"), clock: ManualClock(), sink: RecordingEffectSink())
        let model = AppBarModel(store: store)
        return (model, Task { await model.run() })
    }

    @Test func aSentActionIsAwaitedByTheStateItLeadsTo() async throws {
        let (model, running) = try runningModel()
        defer { running.cancel() }
        model.send(.betslipCountChanged(3, source: .nativeStore))
        let state = await model.state(where: { $0.betslipCount == 3 })
        #expect(state?.betslipCount == 3)
        #expect(model.state.betslipCount == 3)
    }

    @Test func aStateAlreadyThereIsReturnedAtOnce() async throws {
        let (model, running) = try runningModel()
        defer { running.cancel() }
        #expect(await model.state(where: { $0.betslipCount == 0 })?.betslipCount == 0)
    }

    @Test func theNextStateIsTheFirstUpdateAfterTheCall() async throws {
        let (model, running) = try runningModel()
        defer { running.cancel() }
        model.send(.betslipCountChanged(1, source: .nativeStore))
        _ = await model.state(where: { $0.betslipCount == 1 })  // past the subscription's first state
        let waiting = Task { await model.nextState() }
        for _ in 0..<10_000 where model.waitingCount == 0 { await Task.yield() }
        model.send(.betslipCountChanged(7, source: .nativeStore))
        #expect(await waiting.value?.betslipCount == 7)
    }

    @Test func aCancelledWaitAndAStoppedStoreAnswerNil() async throws {
        let (model, running) = try runningModel()
        let cancelled = Task { await model.state(where: { $0.betslipCount == 99 }) }
        cancelled.cancel()
        #expect(await cancelled.value == nil)
        let stopped = Task { await model.state(where: { $0.betslipCount == 99 }) }
        for _ in 0..<10_000 where model.waitingCount == 0 { await Task.yield() }
        model.store.stop()
        #expect(await stopped.value == nil)
        await running.value
    }
}
