/// The progress bar towards the next tier: `total` segments, the first `filled` of them filled.
public struct ProgressSegments: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Number of segments: the next tier's `minSelections`.
    public var total: Int
    /// Number of filled segments, from the left: the qualifying selections, at most `total`.
    public var filled: Int

    public init(total: Int, filled: Int) {
        self.total = max(total, 0)
        self.filled = min(max(filled, 0), self.total)
    }

    /// Whether the segment at `index` is filled.
    public func isFilled(at index: Int) -> Bool { index < filled }

    public var description: String { "\(filled)/\(total)" }
}
