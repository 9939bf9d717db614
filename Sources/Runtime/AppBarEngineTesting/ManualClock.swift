import AppBarEngine
import BrandModel
import Infrastructure

/// A clock that moves only when a test advances it, for the store's scheduled actions (the
/// 300 ms user-tray dismissal before the locker opens, say): pass it as the store's `clock`,
/// send an action, then ``advance(by:)`` past the delay. Sleepers wake in deadline order.
/// The anchor is swift-clocks' `TestClock`; this one has no dependencies.
///
/// ```swift
/// let clock = ManualClock()
/// let store = AppBarStore(reducer: reducer, clock: clock, sink: RecordingEffectSink())
/// store.send(.toolSlotTapped)
/// await clock.waitForSleepers(1)
/// clock.advance(by: .milliseconds(300))
/// ```
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the clock was made.
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct Guarded {
        var now = Instant(offset: .zero)
        var sleepers: [UInt64: Sleeper] = [:]
        var nextID: UInt64 = 0
    }

    private let guarded = LockedValue(Guarded())

    public init() {}

    public var now: Instant { guarded.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on this clock.
    public var sleeperCount: Int { guarded.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = guarded.withLock { guarded in
            defer { guarded.nextID += 1 }
            return guarded.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = guarded.withLock { guarded in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= guarded.now { return .success(()) }
                    guarded.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = guarded.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let woken = guarded.withLock { guarded in
            guarded.now = guarded.now.advanced(by: duration)
            let due = guarded.sleepers.filter { $0.value.deadline <= guarded.now }.sorted { $0.value.deadline < $1.value.deadline }
            for (id, _) in due { guarded.sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Waits, yielding to other tasks, until at least `count` tasks sleep on the clock: a
    /// scheduled action's task starts asynchronously, so a test waits for it before it
    /// advances past its deadline. Gives up after `attempts` yields and returns false.
    @discardableResult
    public func waitForSleepers(_ count: Int, attempts: Int = 10_000) async -> Bool {
        for _ in 0..<attempts {
            if sleeperCount >= count { return true }
            await Task.yield()
        }
        return sleeperCount >= count
    }
}
