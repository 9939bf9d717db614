/// The minimal set of changes that turns one progress bar into another.
///
/// Only segments whose state changes get a change: a common segment whose fill differs
/// gets `fill`/`unfill`, surplus segments get `remove` (right to left), missing ones `add`
/// (left to right, already in their final fill state), and the bar gets `showBar` or
/// `hideBar` when its visibility changes. Hiding takes the segments with the bar, so it is
/// a single change. Works on the filled-prefix shape arithmetically, without building arrays.
public enum SegmentDiff {
    /// Changes in application order: showBar, removes, unfills, fills, adds, hideBar.
    public static func changes(from old: ProgressSegments?, to new: ProgressSegments?) -> [SegmentChange] {
        var changes: [SegmentChange] = []
        append(from: old, to: new) { changes.append($0) }
        return changes
    }

    /// Number of changes `changes(from:to:)` returns, computed without building them.
    public static func count(from old: ProgressSegments?, to new: ProgressSegments?) -> Int {
        var count = 0
        append(from: old, to: new) { _ in count += 1 }
        return count
    }

    /// Emits the changes to `emit`, in application order.
    static func append(from old: ProgressSegments?, to new: ProgressSegments?, _ emit: (SegmentChange) -> Void) {
        guard let new else {
            if old != nil { emit(SegmentChange(kind: .hideBar)) }
            return
        }
        let previous = old ?? ProgressSegments(total: 0, filled: 0)
        if old == nil { emit(SegmentChange(kind: .showBar)) }
        let common = min(previous.total, new.total)
        // Surplus segments go first, from the right, so indices of the rest stay valid.
        for index in stride(from: previous.total - 1, through: new.total, by: -1) {
            emit(SegmentChange(kind: .remove, index: index))
        }
        // Within the common prefix only the band between the two fill levels changes.
        if new.filled < previous.filled {
            for index in stride(from: min(previous.filled, common) - 1, through: new.filled, by: -1) {
                emit(SegmentChange(kind: .unfill, index: index))
            }
        } else if new.filled > previous.filled {
            for index in previous.filled..<min(new.filled, common) {
                emit(SegmentChange(kind: .fill, index: index))
            }
        }
        for index in common..<max(new.total, common) {
            emit(SegmentChange(kind: .add, index: index, isFilled: new.isFilled(at: index)))
        }
    }
}
