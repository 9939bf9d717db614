import BrandModel
import AppBarEngine

/// A clock that moves only when a test advances it; sleepers wake in deadline order.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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

    var now: Instant { guarded.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on this clock.
    var sleeperCount: Int { guarded.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
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

    /// Moves time forward and wakes every sleeper whose deadline has come.
    func advance(by duration: Duration) {
        let woken = guarded.withLock { guarded in
            guarded.now = guarded.now.advanced(by: duration)
            let due = guarded.sleepers.filter { $0.value.deadline <= guarded.now }.sorted { $0.value.deadline < $1.value.deadline }
            for (id, _) in due { guarded.sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in woken { continuation.resume() }
    }
}
