import AppBarEngine
import AppBarEngineTesting
import BrandModel
import TestSupport
import Testing

/// The store many app-bar views share: fan-out, ordering, scheduled effects on a test
/// clock, effects at the edge, tool-info observation, and concurrent subscribers.
@Suite("App-bar store", .timeLimit(MachineSpeed.minutes(1)))
struct AppBarStoreTests {
    private func makeStore(
        _ brand: String, clock: ManualClock = ManualClock(), sink: RecordingEffectSink = RecordingEffectSink(), source: ScriptedToolInfoSource? = nil
    ) throws -> AppBarStore {
        AppBarStore(reducer: try FixtureProfiles.reducer(brand), clock: clock, sink: sink, toolInfoSource: source)
    }

    /// The next update that satisfies `condition`, skipping others.
    private func next(
        _ iterator: inout AsyncStream<AppBarUpdate>.Iterator, where condition: (AppBarUpdate) -> Bool = { _ in true }
    ) async -> AppBarUpdate? {
        while let update = await iterator.next() {
            if condition(update) { return update }
        }
        return nil
    }

    @Test func aSubscriberGetsTheCurrentStateAtOnceWithoutAnimation() async throws {
        let store = try makeStore("neds")
        store.send(.betslipCountChanged(3, source: .nativeStore))
        var updates = store.updates().makeAsyncIterator()
        let first = try #require(await updates.next())
        #expect(first == AppBarUpdate(state: store.state, animation: .none, isInitial: true))
        #expect(first.state.betslipCount == 3)
    }

    @Test func liveChangesArriveInOrderWithDirections() async throws {
        let store = try makeStore("neds")
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        store.send(.betslipCountChanged(1, source: .nativeStore))
        store.send(.betslipCountChanged(7, source: .reactNativeSharedState))
        store.send(.betslipCountChanged(4, source: .nativeStore))
        store.send(.betslipCountChanged(2, source: .nativeStore))
        let counterRoll = try #require(store.state.theme.animation["counterRoll"])
        var received: [(Int, CounterAnimation?, Bool)] = []
        for _ in 0..<3 {
            let update = try #require(await updates.next())
            received.append((update.state.betslipCount, update.animation.betslipCounter, update.isInitial))
        }
        #expect(received.map(\.0) == [1, 4, 2])
        #expect(received.map(\.1) == [
            CounterAnimation(direction: .up, motion: .preset(counterRoll)), CounterAnimation(direction: .up, motion: .preset(counterRoll)),
            CounterAnimation(direction: .down, motion: .preset(counterRoll)),
        ])
        #expect(received.allSatisfy { !$0.2 })
    }

    @Test func aViewReappearingAfterNavigatingBackDoesNotReplayTheRoll() async throws {
        let store = try makeStore("ladbrokes")
        var parent = store.updates().makeAsyncIterator()
        _ = await parent.next()
        // The parent's bar disappears (its subscription ends) while a child screen changes the betslip.
        parent = AsyncStream<AppBarUpdate> { $0.finish() }.makeAsyncIterator()
        var child = store.updates().makeAsyncIterator()
        _ = await child.next()
        store.send(.betslipCountChanged(5, source: .nativeStore))
        #expect(await child.next()?.animation.betslipCounter?.direction == .up)
        var reappeared = store.updates().makeAsyncIterator()
        let update = try #require(await reappeared.next())
        #expect(update.isInitial)
        #expect(update.animation == .none)
        #expect(update.state.betslipCount == 5)
        store.send(.betslipCountChanged(6, source: .nativeStore))
        #expect(await reappeared.next()?.animation.betslipCounter?.direction == .up)
    }

    /// The store's own timer on the injected clock (the rule itself, to the millisecond, is
    /// `AppBarTestStoreTests`'): at 299 ms the opening still sleeps on the clock, so it cannot
    /// have fired; at 300 ms it wakes and the update arrives.
    @Test func theLockerWaitsForTheTrayOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let sink = RecordingEffectSink()
        let store = try makeStore("ladbrokes", clock: clock, sink: sink)
        store.send(.signedIn(balance: 12))
        store.send(.userTrayVisibilityChanged(true))
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        store.send(.itemTapped(.toolSlot))
        let dismissed = try #require(await updates.next())
        #expect(!dismissed.state.userTrayVisible && dismissed.state.locker == LockerState(openingScheduled: true))
        let tap = AnalyticsEvent(item: .toolSlot, brand: "ladbrokes", authentication: .signedIn, toolSlotHandler: "ladbrokes.locker")
        #expect(sink.effects == [.analytics(tap), .setVisibility(.userTray, false)])

        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 1)
        #expect(store.state.locker == LockerState(openingScheduled: true))

        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        let opened = try #require(await updates.next())
        #expect(opened.state.locker == LockerState(isOpen: true))
        #expect(opened.animation.locker == store.state.theme.animation["lockerToggle"].map(AppBarMotion.preset))
        #expect(sink.effects == [.analytics(tap), .setVisibility(.userTray, false), .setVisibility(.locker, true)])
    }

    @Test func toolInfoFeedsTheBadgeThenAFailureDegradesToNoBadge() async throws {
        let sink = RecordingEffectSink()
        let source = ScriptedToolInfoSource()
        let store = try makeStore("ladbrokes", sink: sink, source: source)
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        source.deliver(balance: 3)
        #expect(await next(&updates)?.state.toolBadge == ToolBadge(count: 3, limit: 99))
        source.deliver(balance: 150)
        let capped = try #require(await next(&updates))
        #expect(capped.state.toolBadge?.text == "99+")
        #expect(capped.animation.toolBadge?.direction == .up)
        source.fail()
        #expect(await next(&updates)?.state.toolBadge == nil)
        #expect(sink.effects == [.diagnostic(AppBarDiagnostic(
            brand: "ladbrokes", handler: "ladbrokes.locker",
            message: "tool-info stream failed (locker service unavailable); the badge is hidden"))])
        #expect(source.requestedKinds == [.locker])
        // The engine keeps running.
        store.send(.betslipCountChanged(2, source: .nativeStore))
        #expect(await next(&updates)?.state.betslipCount == 2)
    }

    @Test func aToolStreamThatEndsIsReported() async throws {
        let sink = RecordingEffectSink()
        let source = ScriptedToolInfoSource()
        let store = try makeStore("neds", sink: sink, source: source)
        var updates = store.updates().makeAsyncIterator()
        _ = await updates.next()
        source.deliver(balance: 4)
        #expect(await next(&updates)?.state.toolBadge == ToolBadge(count: 4))
        source.finish()
        #expect(await next(&updates)?.state.toolBadge == nil)
        #expect(sink.effects == [.diagnostic(AppBarDiagnostic(
            brand: "neds", handler: "neds.toolbox", message: "tool-info stream finished; the badge is hidden"))])
    }

    /// The fixture brands whose profiles say not to observe the tool balance.
    static let brandsNotObserving = FixtureProfiles.ids.filter { (try? FixtureProfiles.profile($0).appBar.toolSlot.observesBalance) == false }

    @Test func someFixtureBrandsDoNotObserve() {
        #expect(Self.brandsNotObserving.count >= 3)
    }

    @Test(arguments: brandsNotObserving)
    func brandsThatDoNotObserveNeverAskTheSource(_ brand: String) throws {
        let source = ScriptedToolInfoSource()
        let store = try makeStore(brand, source: source)
        #expect(source.requestedKinds == [])
        #expect(store.reducer.observesToolBalance == false)
    }

    @Test func stoppingEndsEverySubscription() async throws {
        let store = try makeStore("ladbrokes")
        let streams = (0..<5).map { _ in store.updates() }
        #expect(store.subscriberCount == 5)
        store.stop()
        for stream in streams {
            var count = 0
            for await _ in stream { count += 1 }
            #expect(count == 1)
        }
        #expect(store.subscriberCount == 0)
        var late = store.updates().makeAsyncIterator()
        #expect(await late.next() == nil)
    }

    @Test func subscribersComingAndGoingFromManyTasksSeeEveryChangeInOrder() async throws {
        let store = try makeStore("neds")
        let changes = 300
        let sequences = await withTaskGroup(of: [Int].self) { group in
            for subscriber in 0..<16 {
                group.addTask {
                    var seen: [Int] = []
                    // Half stay to the end; half leave part-way through, as views do.
                    let leaveAfter = subscriber.isMultiple(of: 2) ? Int.max : 20 + subscriber
                    for await update in store.updates() {
                        seen.append(update.state.betslipCount)
                        if update.state.betslipCount == changes || seen.count >= leaveAfter { break }
                    }
                    return seen
                }
            }
            group.addTask {
                for count in 1...changes {
                    store.send(.betslipCountChanged(count, source: .nativeStore))
                    if count.isMultiple(of: 10) { await Task.yield() }
                }
                return []
            }
            var all: [[Int]] = []
            for await sequence in group where !sequence.isEmpty { all.append(sequence) }
            return all
        }
        #expect(sequences.count == 16)
        for sequence in sequences {
            // Each starts at the count current when it subscribed, then every later one.
            let first = try #require(sequence.first)
            #expect(sequence == Array(first..<(first + sequence.count)))
        }
        for _ in 0..<100 where store.subscriberCount > 0 { await Task.yield() }
        #expect(store.subscriberCount == 0)
    }
}
