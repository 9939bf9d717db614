import Foundation
import Synchronization

/// Wall-clock time that moves only when a test says so.
final class ManualClock: Sendable {
    /// 2025-11-25T00:00:00Z, the date of the cache's design (docs/domain.md); any whole second works.
    static let start = Date(timeIntervalSince1970: 1_764_028_800)

    private let current: Mutex<Date>

    init(_ start: Date = ManualClock.start) {
        current = Mutex(start)
    }

    func now() -> Date {
        current.withLock { $0 }
    }

    func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        current.withLock { $0 += Double(seconds) + Double(attoseconds) / 1e18 }
    }
}
