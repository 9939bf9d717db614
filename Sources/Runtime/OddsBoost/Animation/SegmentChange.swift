/// One untimed change to the progress bar, as computed by `SegmentDiff`.
public struct SegmentChange: Sendable, Hashable, CustomStringConvertible {
    public var kind: SegmentOperationKind
    /// The segment concerned; `nil` for `showBar` and `hideBar`.
    public var index: Int?
    /// For `add`, whether the new segment starts filled; `nil` otherwise.
    public var isFilled: Bool?

    public init(kind: SegmentOperationKind, index: Int? = nil, isFilled: Bool? = nil) {
        self.kind = kind
        self.index = index
        self.isFilled = isFilled
    }

    public var description: String {
        let filled = isFilled.map { $0 ? " filled" : " empty" } ?? ""
        return kind.rawValue + (index.map { "(\($0))" } ?? "") + filled
    }
}
