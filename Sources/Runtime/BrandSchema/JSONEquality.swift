import YAMLNode

/// Equality as JSON Schema's `const`, `enum` and `uniqueItems` define it: numbers by
/// value (`1 == 1.0`), objects regardless of key order, booleans never equal to numbers,
/// strings by code points (Swift's `==` would equate "é" with "e\u{301}").
enum JSONEquality {
    static func equal(_ lhs: Node, _ rhs: Node) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.string(let left), .string(let right)): return sameCodePoints(left, right)
        case (.int(let left), .int(let right)): return left == right
        case (.int(let left), .double(let right)), (.double(let right), .int(let left)):
            return Double(left) == right && (right.magnitude < 9.2e18 ? Int(right) == left : false)
        case (.double(let left), .double(let right)): return left == right
        case (.sequence(let left), .sequence(let right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !equal(left[index], right[index]) { return false }
            return true
        case (.mapping(let left), .mapping(let right)):
            guard left.count == right.count else { return false }
            for entry in left.entries {
                guard let other = right.entries.first(where: { sameCodePoints($0.key, entry.key) }),
                      equal(entry.value, other.value) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Byte equality of the UTF-8, lengths first: `enum` lists mostly hold names of other
    /// lengths, and comparing contiguous bytes costs a fraction of walking two `UTF8View`s.
    static func sameCodePoints(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
    }
}
