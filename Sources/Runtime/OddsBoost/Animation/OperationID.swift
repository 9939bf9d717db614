/// Identifies one operation across plans: the plan's generation and the operation's position in it.
public struct OperationID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var generation: Int
    public var ordinal: Int

    public init(generation: Int, ordinal: Int) {
        self.generation = generation
        self.ordinal = ordinal
    }

    public static func < (lhs: OperationID, rhs: OperationID) -> Bool {
        (lhs.generation, lhs.ordinal) < (rhs.generation, rhs.ordinal)
    }

    public var description: String { "\(generation).\(ordinal)" }
}
