/// How close a failed alternative of `anyOf`/`oneOf` came to matching the value, ranked as
/// python-jsonschema's `best_match` ranks errors: an alternative whose type does not fit the
/// value is never the closest (a `null` alternative for a non-null value); among the rest, a
/// wrong discriminator (a direct child's `type`, `const` or `enum`) counts against; then the
/// alternative whose violations reach deepest into the value wins (it matched the most on
/// the way down), then the one with the fewest.
struct AlternativeRelevance: Comparable {
    /// 2: the value's own `type`, `const` or `enum` fails; 1: a direct child's does; else 0.
    let mismatch: Int
    /// How far below the value the deepest violation is, negated: deeper sorts first.
    let negatedDepth: Int
    let count: Int

    /// `violations` of one alternative (the first of `count`, when there were more than were
    /// kept), for a value `depth` components below the root.
    init(_ violations: [SchemaViolation], count: Int? = nil, depth: Int) {
        var mismatch = 0
        var deepest = 0
        for violation in violations {
            let below = violation.instancePath.utf8.count(where: { $0 == UInt8(ascii: "/") }) - depth
            deepest = max(deepest, below)
            guard violation.keyword == "type" || violation.keyword == "const" || violation.keyword == "enum" else { continue }
            if below == 0 { mismatch = 2 } else if below == 1 { mismatch = max(mismatch, 1) }
        }
        self.mismatch = mismatch
        negatedDepth = -deepest
        self.count = count ?? violations.count
    }

    /// Whether the value's type fits the alternative, so that its violations are worth showing as they are.
    var isPlausible: Bool { mismatch < 2 }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.mismatch, lhs.negatedDepth, lhs.count) < (rhs.mismatch, rhs.negatedDepth, rhs.count)
    }
}
