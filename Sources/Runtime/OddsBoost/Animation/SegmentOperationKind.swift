/// What happens to the progress bar or one of its segments.
public enum SegmentOperationKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Append a segment at `index` (always the end), in the fill state the operation gives.
    case add
    /// Remove the segment at `index` (always the last one).
    case remove
    /// Fill the empty segment at `index`.
    case fill
    /// Empty the filled segment at `index`.
    case unfill
    /// Show the bar; segments are then added to it.
    case showBar
    /// Hide the bar together with all its segments.
    case hideBar
}
