/// What a renderer holds for the progress bar: whether it is shown and each segment's fill.
/// Applying a plan's changes in order turns the previous display's bar into the next one's.
public struct SegmentBar: Sendable, Hashable, CustomStringConvertible {
    public private(set) var isVisible: Bool
    /// Fill state per segment, left to right.
    public private(set) var segments: [Bool]

    /// The bar for `segments`: hidden and empty when `nil`.
    public init(_ segments: ProgressSegments?) {
        isVisible = segments != nil
        self.segments = segments.map { progress in (0..<progress.total).map(progress.isFilled(at:)) } ?? []
    }

    /// Why a change cannot be applied to the bar in its current state.
    public struct InvalidChange: Error, Sendable, Hashable {
        public let change: SegmentChange
        public let bar: SegmentBar
    }

    /// Applies `change`, refusing any change that would not alter the bar (so a plan with
    /// a redundant operation fails) or that addresses a segment out of order.
    public mutating func apply(_ change: SegmentChange) throws(InvalidChange) {
        let invalid = InvalidChange(change: change, bar: self)
        switch change.kind {
        case .showBar:
            guard !isVisible, segments.isEmpty else { throw invalid }
            isVisible = true
        case .hideBar:
            guard isVisible else { throw invalid }
            isVisible = false
            segments = []
        case .add:
            guard isVisible, change.index == segments.count, let filled = change.isFilled else { throw invalid }
            segments.append(filled)
        case .remove:
            guard isVisible, !segments.isEmpty, change.index == segments.count - 1 else { throw invalid }
            segments.removeLast()
        case .fill, .unfill:
            let target = change.kind == .fill
            guard isVisible, let index = change.index, segments.indices.contains(index), segments[index] != target else {
                throw invalid
            }
            segments[index] = target
        }
    }

    public var description: String {
        isVisible ? "[" + segments.map { $0 ? "■" : "□" }.joined() + "]" : "hidden"
    }
}
