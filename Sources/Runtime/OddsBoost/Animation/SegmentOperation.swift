/// One timed change to the progress bar, with the animation the renderer should play.
public struct SegmentOperation: Sendable, Hashable, CustomStringConvertible {
    public var id: OperationID
    public var change: SegmentChange
    /// Seconds after the plan is issued at which the operation starts (stagger included).
    public var delay: Double
    /// Seconds the animation lasts.
    public var duration: Double
    public var animation: SegmentAnimation

    public init(id: OperationID, change: SegmentChange, delay: Double, duration: Double, animation: SegmentAnimation) {
        self.id = id
        self.change = change
        self.delay = delay
        self.duration = duration
        self.animation = animation
    }

    public var kind: SegmentOperationKind { change.kind }
    /// The operation's name: `add`, `remove`, `fill`, `unfill`, `showBar` or `hideBar`.
    public var op: String { change.kind.rawValue }
    /// The segment concerned; `nil` for bar operations.
    public var index: Int? { change.index }
    /// Seconds after the plan is issued at which the operation ends.
    public var end: Double { delay + duration }

    public var description: String {
        "\(change) +\(delay)s/\(duration)s"
    }
}
