/// The operations that move the progress bar from one display to the next, and the
/// operations of the previous plan that must not start any more.
///
/// A renderer applies `cancels` first by jumping each cancelled operation to its end state
/// without animating it (so its view matches the previous display), then schedules
/// `operations`. Operations already running are left to finish; a new operation on the
/// same segment starts from wherever the running one has got to.
public struct AnimationPlan: Sendable, Hashable {
    /// Increases by one with every plan an `AnimationPlanner` issues.
    public var generation: Int
    /// Model time at which the plan was issued.
    public var issuedAt: Duration
    public var operations: [SegmentOperation]
    /// Not-yet-started operations of the previous plan.
    public var cancels: [OperationID]

    public init(generation: Int, issuedAt: Duration, operations: [SegmentOperation], cancels: [OperationID]) {
        self.generation = generation
        self.issuedAt = issuedAt
        self.operations = operations
        self.cancels = cancels
    }

    /// Seconds from issue until the last operation ends.
    public var totalDuration: Double {
        operations.reduce(0) { max($0, $1.end) }
    }

    /// The plan before any change: generation 0, nothing to do.
    public static let initial = AnimationPlan(generation: 0, issuedAt: .zero, operations: [], cancels: [])
}
