/// The scheduled actions of one app bar, waiting for their time: the one bookkeeping that
/// ``AppBarStore``, ``AppBarSession`` and the test store share through ``AppBarCore``.
///
/// Time is the bar's own: a duration since it started, on whatever clock drives it. An action
/// scheduled under an id that is already waiting replaces it; a cancel removes it. Actions come
/// due in due order, ties in the order they were scheduled.
public struct ActionSchedule: Sendable, Equatable {
    /// A scheduled action waiting for its time.
    public struct Entry: Sendable, Equatable {
        public var id: ScheduledActionID
        /// The bar's time at which it is delivered.
        public var due: Duration
        public var action: AppBarAction
        /// Its place in scheduling order: it breaks ties in due time and tells a replaced
        /// entry from the one that replaced it.
        public var sequence: Int
    }

    /// What applying a step's effects changed: the entries scheduled, and the ids dropped.
    public struct Change: Sendable, Equatable {
        public var scheduled: [Entry] = []
        public var cancelled: [ScheduledActionID] = []
    }

    /// Waiting entries, in the order they were scheduled.
    public private(set) var entries: [Entry] = []
    private var nextSequence = 0

    public init() {}

    /// Takes the scheduling effects among `effects`, produced at `now`: `.schedule` replaces an
    /// entry with the same id, `.cancelScheduled` removes one. Other effects are left alone.
    /// `now` is read only if some effect schedules.
    public mutating func apply(_ effects: [AppBarEffect], at now: @autoclosure () -> Duration) -> Change {
        var change = Change()
        var instant: Duration?
        for effect in effects {
            switch effect {
            case .schedule(let request):
                entries.removeAll { $0.id == request.id }
                let start = instant ?? now()
                instant = start
                let entry = Entry(id: request.id, due: start + request.delay, action: request.action, sequence: nextSequence)
                nextSequence += 1
                entries.append(entry)
                change.scheduled.append(entry)
            case .cancelScheduled(let id):
                entries.removeAll { $0.id == id }
                change.cancelled.append(id)
            default:
                break
            }
        }
        return change
    }

    /// Removes and returns the first entry due at or before `end`, in due order.
    public mutating func takeNextDue(through end: Duration) -> Entry? {
        guard let index = entries.indices.filter({ entries[$0].due <= end })
            .min(by: { (entries[$0].due, entries[$0].sequence) < (entries[$1].due, entries[$1].sequence) })
        else { return nil }
        return entries.remove(at: index)
    }

    /// Removes and returns the entry scheduled as `sequence` under `id`, if it still waits: a
    /// timer that fires for an entry replaced or cancelled since finds nothing.
    public mutating func take(_ id: ScheduledActionID, sequence: Int) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.id == id && $0.sequence == sequence }) else { return nil }
        return entries.remove(at: index)
    }

    /// Drops every waiting entry.
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// The waiting entries in due order.
    public var inDueOrder: [Entry] {
        entries.sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
    }
}
