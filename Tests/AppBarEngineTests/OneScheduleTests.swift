import AppBarEngine
import AppBarEngineTesting
import BrandModel
import Testing
import TestSupport

/// The store, the session and the test store run one scheduling core (``AppBarCore``,
/// ``ActionSchedule``): the same steps give the same states, effects and waiting actions.
@Suite("One schedule")
struct OneScheduleTests {
    private static let opening = ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)

    @Test func aScheduleUnderAWaitingIdReplacesIt() {
        var schedule = ActionSchedule()
        let first = schedule.apply([.schedule(Self.opening)], at: .zero)
        let second = schedule.apply([.schedule(Self.opening)], at: .milliseconds(100))
        #expect(schedule.entries.map(\.due) == [.milliseconds(400)])
        // The first entry's timer fires and finds nothing: it was replaced.
        #expect(schedule.take(.lockerOpening, sequence: first.scheduled[0].sequence) == nil)
        #expect(schedule.take(.lockerOpening, sequence: second.scheduled[0].sequence)?.due == .milliseconds(400))
        #expect(schedule.entries.isEmpty)
    }

    @Test func aCancelRemovesTheWaitingAction() {
        var schedule = ActionSchedule()
        _ = schedule.apply([.schedule(Self.opening)], at: .zero)
        let change = schedule.apply([.cancelScheduled(.lockerOpening)], at: .milliseconds(10))
        #expect(change.cancelled == [.lockerOpening])
        #expect(schedule.takeNextDue(through: .seconds(10)) == nil)
    }

    @Test func tiesComeDueInSchedulingOrderAndLaterOnesWait() {
        var schedule = ActionSchedule()
        let other = ScheduledActionID(rawValue: "other")
        _ = schedule.apply([.schedule(ScheduledAction(id: other, delay: .milliseconds(300), action: .signedOut))], at: .zero)
        _ = schedule.apply([.schedule(Self.opening)], at: .zero)
        _ = schedule.apply([.schedule(ScheduledAction(id: ScheduledActionID(rawValue: "late"), delay: .seconds(1), action: .signedOut))], at: .zero)
        #expect(schedule.takeNextDue(through: .milliseconds(300))?.id == other)
        #expect(schedule.takeNextDue(through: .milliseconds(300))?.id == .lockerOpening)
        #expect(schedule.takeNextDue(through: .milliseconds(300)) == nil)
        #expect(schedule.entries.map(\.id.rawValue) == ["late"])
    }

    @Test func theTimeIsReadOnlyWhenSomethingIsScheduled() {
        var schedule = ActionSchedule()
        var reads = 0
        func now() -> Duration {
            reads += 1
            return .zero
        }
        _ = schedule.apply([.setVisibility(.userTray, false)], at: now())
        #expect(reads == 0)
        _ = schedule.apply([.schedule(Self.opening), .schedule(Self.opening)], at: now())
        #expect(reads == 1)
    }

    /// A seeded random session through the session and the test store: after every step the
    /// two hold the same state and the same waiting actions.
    @Test(arguments: [1 as UInt64, 2, 3])
    func theSessionAndTheTestStoreStepAlike(seed: UInt64) throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        var session = AppBarSession(reducer: reducer)
        let store = AppBarTestStore(reducer: reducer, exhaustivity: .off)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            if let action = Self.randomAction(using: &generator) {
                _ = session.send(action)
                store.send(action)
            } else {
                let delay = Duration.milliseconds(Int.random(in: 0...400, using: &generator))
                _ = session.advance(by: delay)
                store.advance(by: delay)
            }
            #expect(store.state == session.state)
            #expect(store.scheduledActionIDs == session.pending.sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }.map(\.id))
        }
        store.skipScheduledActions()
    }

    /// The store on a manual clock against the session on its virtual one: the same states, and
    /// the effects the store hands its sink are the session's, less the scheduling ones.
    @Test func theStoreStepsAsTheSessionDoes() async throws {
        let reducer = try FixtureProfiles.reducer("ladbrokes")
        var session = AppBarSession(reducer: reducer)
        let clock = ManualClock()
        let sink = RecordingEffectSink()
        let store = AppBarStore(reducer: reducer, clock: clock, sink: sink)
        var expectedEffects: [AppBarEffect] = []
        let steps: [AppBarAction?] = [
            .signedIn(balance: 20), .userTrayVisibilityChanged(true), .itemTapped(.toolSlot), nil,
            .itemTapped(.toolSlot), .userTrayVisibilityChanged(true), .itemTapped(.toolSlot), .itemTapped(.toolSlot), nil,
            .betslipCountChanged(3, source: .nativeStore), .signedOut,
        ]
        for step in steps {
            if let action = step {
                expectedEffects += session.send(action).filter(\.isPerformedBySink)
                store.send(action)
            } else {
                let waiting = session.pending.count
                expectedEffects += session.advance(by: .milliseconds(300)).filter(\.isPerformedBySink)
                #expect(await clock.waitForSleepers(waiting))
                clock.advance(by: .milliseconds(300))
                for _ in 0..<10_000 where store.state != session.state { await Task.yield() }
            }
            #expect(store.state == session.state)
            #expect(sink.effects == expectedEffects)
        }
        store.stop()
    }

    private static func randomAction(using generator: inout SeededGenerator) -> AppBarAction? {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: .signedIn(balance: Double(Int.random(in: 0...500, using: &generator)))
        case 1: .signedOut
        case 2: .betslipCountChanged(Int.random(in: 0...12, using: &generator), source: .nativeStore)
        case 3, 4: .itemTapped(.toolSlot)
        case 5: .userTrayVisibilityChanged(Bool.random(using: &generator))
        case 6: .reduceMotionChanged(Bool.random(using: &generator))
        default: nil
        }
    }
}

extension AppBarEffect {
    /// What a store hands its sink: everything but the scheduling it keeps for itself.
    fileprivate var isPerformedBySink: Bool {
        switch self {
        case .schedule, .cancelScheduled: false
        default: true
        }
    }
}
