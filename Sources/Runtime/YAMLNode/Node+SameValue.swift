extension Node {
    /// Whether two nodes hold the same value, wherever each was read: marks aside, numbers
    /// by value (JSON writes `3.0` as `3`), mapping entries in order. `==` compares marks too.
    ///
    /// Recursive: parsed trees are as deep as ``ParseLimits/maxDepth`` allows, no deeper.
    public func hasSameValue(as other: Node) -> Bool {
        switch (value, other.value) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.int(let integer), .double(let number)), (.double(let number), .int(let integer)): Double(exactly: integer) == number
        case (.sequence(let left), .sequence(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.hasSameValue(as: $1) }
        case (.mapping(let left), .mapping(let right)):
            left.count == right.count && zip(left.entries, right.entries).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        default: false
        }
    }
}
