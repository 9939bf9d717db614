import AppBarEngine
import BrandModel
import Testing

/// An exhaustive test store for an app bar, after the Composable Architecture's `TestStore`:
/// every step says how the whole state changes, every effect is received in order, and a
/// scheduled action comes due only when the test moves the ``ManualClock``, to the instant.
///
/// ```swift
/// let store = AppBarTestStore(reducer: reducer)
/// store.send(.userTrayVisibilityChanged(true)) { $0.userTrayVisible = true }
/// store.send(.itemTapped(.toolSlot)) {
///     $0.userTrayVisible = false
///     $0[toolSlot: LockerHandler.self]?.openingScheduled = true
/// }
/// store.receive(.analytics(tap))
/// store.receive(.setVisibility(.userTray, false))
/// store.receive(.schedule(ScheduledAction(id: .lockerOpening, delay: .milliseconds(300), action: LockerToggle.opening)))
/// store.advance(by: .milliseconds(299))     // nothing is due: the locker stays closed
/// store.advance(by: .milliseconds(1))
/// store.receive(scheduled: LockerToggle.opening) {
///     $0[toolSlot: LockerHandler.self] = LockerState(isOpen: true)
/// }
/// store.receive(.setVisibility(.locker, true))
/// ```
///
/// It runs the store's own core (``AppBarCore``: the reducer path and the schedule), on its
/// ``ManualClock``. Synchronous: nothing waits for a subscriber, polls or yields. A failed
/// assertion is a Swift Testing issue at the line that made it. When the store goes away,
/// effects not received and scheduled actions not delivered fail the test at its last step,
/// unless ``exhaustivity`` is ``Exhaustivity/off`` (then a step checks only what its closure
/// changes, and what is not received is dropped when exhaustivity is switched back on).
public final class AppBarTestStore {
    /// How much a test must assert.
    public enum Exhaustivity: Sendable, Equatable {
        /// Every state change, every effect, every scheduled action (the default).
        case on
        /// Only what the test asserts.
        case off
    }

    /// The reducer of the profile shown: the one given, or the last one delivered.
    public var reducer: AppBarReducer { core.reducer }
    /// The clock scheduled actions come due on.
    public let clock: ManualClock
    /// The state after the last step.
    public var state: AppBarState { core.state }
    /// Switched back ``Exhaustivity/on``, the store drops what it produced while it was off:
    /// the next step starts with nothing pending from before.
    public var exhaustivity: Exhaustivity {
        didSet {
            if exhaustivity == .on, oldValue == .off { received.removeAll() }
        }
    }

    /// The store's own core: the reducer path and the schedule ``AppBarStore`` runs.
    private var core: AppBarCore
    /// The clock's instant when the store was made: the core's time is measured from it.
    private let start: ManualClock.Instant

    /// What the steps produced that the test has not received yet, in order.
    private enum Received {
        case effect(AppBarEffect)
        case scheduled(AppBarAction, before: AppBarState, after: AppBarState)
    }

    private var received: [Received] = []
    /// Where the test made the store, and the last step it took: a leftover is reported at
    /// the step that left it, in the test, not where a helper made the store.
    private let createdAt: SourceLocation
    private var lastStepAt: SourceLocation?

    /// A store starting from `state` (default: the reducer's initial state).
    public init(
        reducer: AppBarReducer, state: AppBarState? = nil, clock: ManualClock = ManualClock(), exhaustivity: Exhaustivity = .on,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        core = AppBarCore(reducer: reducer, state: state)
        self.clock = clock
        start = clock.now
        self.exhaustivity = exhaustivity
        createdAt = sourceLocation
    }

    deinit {
        guard exhaustivity == .on else { return }
        if !received.isEmpty {
            Issue.record(
                "\(received.count) unreceived: \(received.map(Self.describe).joined(separator: "; "))",
                sourceLocation: lastStepAt ?? createdAt)
        }
        if !core.schedule.entries.isEmpty {
            Issue.record(
                "scheduled actions never delivered: \(core.schedule.entries.map { "\($0.id)" }.joined(separator: ", ")); advance the clock or skipScheduledActions()",
                sourceLocation: lastStepAt ?? createdAt)
        }
    }

    /// Sends `action`; `expecting` changes the state before the step into the one expected
    /// after it (no closure: the state must not change).
    public func send(
        _ action: AppBarAction, sourceLocation: SourceLocation = #_sourceLocation,
        _ expecting: ((inout AppBarStateExpectation) throws -> Void)? = nil
    ) {
        if exhaustivity == .on, !received.isEmpty {
            Issue.record(
                "send(\(action)) with \(received.count) unreceived: \(received.map(Self.describe).joined(separator: "; "))",
                sourceLocation: sourceLocation)
        }
        received.removeAll()
        let step = core.send(action, at: now)
        check(before: step.before, after: state, expecting, step: "send(\(action))", sourceLocation: sourceLocation)
        received += step.effects.map(Received.effect)
    }

    /// Delivers a new profile for the brand shown, as ``AppBarStore/deliver(_:registry:)`` does,
    /// and checks the state change as a step does (`expecting`; no closure: the state must not
    /// change). A new handler or kind drops the scheduled actions with the tool slot. Throws,
    /// changing nothing, when the bar cannot be set up for the profile.
    public func deliver(
        _ profile: BrandProfile, registry: HandlerRegistry, sourceLocation: SourceLocation = #_sourceLocation,
        _ expecting: ((inout AppBarStateExpectation) throws -> Void)? = nil
    ) throws(AppBarSetupError) {
        let next = try core.reducer(delivering: profile, registry: registry)
        if exhaustivity == .on, !received.isEmpty {
            Issue.record(
                "deliver(\(profile.id)) with \(received.count) unreceived: \(received.map(Self.describe).joined(separator: "; "))",
                sourceLocation: sourceLocation)
        }
        received.removeAll()
        let delivery = core.take(next)
        check(before: delivery.before, after: state, expecting, step: "deliver(\(profile.id))", sourceLocation: sourceLocation)
    }

    /// Receives the next effect, which must equal `effect`.
    public func receive(_ effect: AppBarEffect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let next = received.first else {
            Issue.record("expected \(effect); nothing was produced", sourceLocation: sourceLocation)
            return
        }
        received.removeFirst()
        guard case .effect(let actual) = next else {
            Issue.record("expected \(effect); the next is \(Self.describe(next))", sourceLocation: sourceLocation)
            return
        }
        if actual != effect {
            Issue.record("expected \(effect); received \(actual)", sourceLocation: sourceLocation)
        }
    }

    /// Receives the next scheduled action the clock delivered, which must equal `action`, and
    /// the state change it made (`expecting`, as in ``send(_:sourceLocation:_:)``).
    public func receive(
        scheduled action: AppBarAction, sourceLocation: SourceLocation = #_sourceLocation,
        _ expecting: ((inout AppBarStateExpectation) throws -> Void)? = nil
    ) {
        guard let next = received.first else {
            Issue.record("expected the scheduled \(action); nothing was delivered", sourceLocation: sourceLocation)
            return
        }
        received.removeFirst()
        guard case .scheduled(let actual, let before, let after) = next else {
            Issue.record("expected the scheduled \(action); the next is \(Self.describe(next))", sourceLocation: sourceLocation)
            return
        }
        if actual != action {
            Issue.record("expected the scheduled \(action); delivered \(actual)", sourceLocation: sourceLocation)
        }
        check(before: before, after: after, expecting, step: "scheduled \(actual)", sourceLocation: sourceLocation)
    }

    /// Moves the clock by `duration` and delivers each scheduled action that comes due, in
    /// due order (ties in scheduling order), at its own instant: receive each with
    /// ``receive(scheduled:sourceLocation:_:)``, then its effects.
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        lastStepAt = sourceLocation
        let end = now + duration
        while let next = core.takeNextDue(through: end) {
            clock.advance(by: clock.now.duration(to: start.advanced(by: next.due)))
            let step = core.send(next.action, at: next.due)
            received.append(.scheduled(next.action, before: step.before, after: state))
            received += step.effects.map(Received.effect)
        }
        clock.advance(by: clock.now.duration(to: start.advanced(by: end)))
    }

    /// Drops what the test has not received, when it asserts only part of a step's effects.
    public func skipReceived() {
        received.removeAll()
    }

    /// Drops the scheduled actions not yet delivered, when a test ends before they come due.
    public func skipScheduledActions() {
        core.dropSchedule()
    }

    /// The ids of the scheduled actions waiting for the clock, in due order.
    public var scheduledActionIDs: [ScheduledActionID] {
        core.schedule.inDueOrder.map(\.id)
    }

    /// The core's time: how far the clock has moved since the store was made.
    private var now: Duration {
        start.duration(to: clock.now)
    }

    private func check(
        before: AppBarState, after: AppBarState, _ expecting: ((inout AppBarStateExpectation) throws -> Void)?, step: String,
        sourceLocation: SourceLocation
    ) {
        lastStepAt = sourceLocation
        var expected = AppBarStateExpectation(exhaustivity == .on ? before : after)
        do {
            try expecting?(&expected)
        } catch is ExpectationFailedError {
            return  // a `#require` in the closure failed, and said so at its own line
        } catch {
            Issue.record(error, "\(step): the expectation threw", sourceLocation: sourceLocation)
            return
        }
        guard expected.state != after else { return }
        Issue.record(
            "\(step): the state differs from the expected (expected → actual): \(Self.difference(expected.state, after))",
            sourceLocation: sourceLocation)
    }

    /// The fields that differ, `name: expected → actual`.
    static func difference(_ expected: AppBarState, _ actual: AppBarState) -> String {
        let actualFields = Dictionary(
            Mirror(reflecting: actual).children.map { ($0.label ?? "", String(describing: $0.value)) }, uniquingKeysWith: { first, _ in first })
        let differing = Mirror(reflecting: expected).children.compactMap { child -> String? in
            let label = child.label ?? ""
            let expectedText = String(describing: child.value)
            guard let actualText = actualFields[label], actualText != expectedText else { return nil }
            return "\(label): \(expectedText) → \(actualText)"
        }
        return differing.isEmpty ? "(fields print alike)" : differing.joined(separator: "; ")
    }

    private static func describe(_ received: Received) -> String {
        switch received {
        case .effect(let effect): "effect \(effect)"
        case .scheduled(let action, _, _): "scheduled \(action)"
        }
    }
}
