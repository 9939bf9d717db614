/// A fast matcher for the patterns schemas mostly use: literals, `.`, `\d` `\w` `\s`,
/// character classes, groups (`(...)`, `(?:...)`), alternation and quantifiers,
/// optionally anchored with `^` and `$`.
///
/// Swift `Regex` costs about a microsecond per match and a millisecond to compile, which
/// dominated profile validation and schema loading. Such patterns need no backtracking
/// engine: the pattern becomes at most 64 positions (a Glushkov automaton, one position
/// per scalar set) and a match is a bit-set walk over the string's scalars.
/// Anything else (`\p{...}`, lookaround, backreferences, anchors inside) returns nil and
/// goes to `Regex`.
struct SimplePattern: Sendable {
    /// The scalar set of each position.
    private let sets: [ScalarSet]
    /// For each position, the positions that may come right after it.
    private let follow: [UInt64]
    /// Positions that may come first, and positions a match may end on.
    private let first: UInt64
    private let last: UInt64
    /// Whether the empty string matches.
    private let nullable: Bool
    /// For each ASCII scalar, the positions whose set contains it: most text is ASCII,
    /// and this turns a step into a few bit operations.
    private let asciiPositions: [UInt64]
    private let anchoredStart: Bool
    private let anchoredEnd: Bool

    init?(_ source: String) {
        var scalars = Array(source.unicodeScalars)[...]
        anchoredStart = scalars.first == "^"
        if anchoredStart { scalars = scalars.dropFirst() }
        anchoredEnd = scalars.last == "$" && !Self.isEscaped(scalars, before: scalars.endIndex - 1)
        if anchoredEnd { scalars = scalars.dropLast() }
        guard let branches = Expression.branches(&scalars, depth: 0), scalars.isEmpty else { return nil }
        // `^a|b$` anchors one alternative each, not the whole pattern.
        if anchoredStart || anchoredEnd, branches.count > 1 { return nil }
        let expression = branches.count == 1 ? branches[0] : .alternation(branches)
        var builder = AutomatonBuilder()
        guard let fragment = builder.build(expression) else { return nil }
        sets = builder.sets
        follow = builder.follow
        first = fragment.first
        last = fragment.last
        nullable = fragment.nullable
        var asciiPositions = [UInt64](repeating: 0, count: 128)
        for (position, set) in builder.sets.enumerated() {
            for scalar in 0..<128 where set.contains(UInt32(scalar)) { asciiPositions[scalar] |= 1 << UInt64(position) }
        }
        self.asciiPositions = asciiPositions
    }

    func matches(_ text: String) -> Bool {
        if !anchoredEnd, nullable { return true }
        // `current`: the positions the scalars read so far can end on; the start state
        // stays active throughout unless the pattern is anchored at the start.
        var current: UInt64 = 0
        var startActive = true
        for scalar in text.unicodeScalars {
            var candidates = startActive ? first : 0
            var pending = current
            while pending != 0 {
                candidates |= follow[pending.trailingZeroBitCount]
                pending &= pending - 1
            }
            current = candidates & positions(containing: scalar.value, among: candidates)
            if anchoredStart { startActive = false }
            if !anchoredEnd, current & last != 0 { return true }
            if current == 0, !startActive { return false }
        }
        return current & last != 0 || (startActive && nullable)
    }

    private func positions(containing value: UInt32, among candidates: UInt64) -> UInt64 {
        if value < 128 { return asciiPositions[Int(value)] }
        var found: UInt64 = 0
        var pending = candidates
        while pending != 0 {
            let position = pending.trailingZeroBitCount
            pending &= pending - 1
            if sets[position].contains(value) { found |= 1 << UInt64(position) }
        }
        return found
    }

    private static func isEscaped(_ scalars: ArraySlice<Unicode.Scalar>, before index: Int) -> Bool {
        var backslashes = 0
        var position = index - 1
        while position >= scalars.startIndex, scalars[position] == "\\" {
            backslashes += 1
            position -= 1
        }
        return backslashes % 2 == 1
    }
}

/// The parsed form of a pattern the ``SimplePattern`` subset covers.
private indirect enum Expression {
    case set(ScalarSet)
    case sequence([Expression])
    case alternation([Expression])
    case repetition(Expression, minimum: Int, maximum: Int?)

    /// Groups nest at most this deep; deeper patterns go to `Regex`.
    static let maximumDepth = 16

    /// The alternatives of `a|b|...` up to the end or an unmatched `)`, which is left in `scalars`.
    static func branches(_ scalars: inout ArraySlice<Unicode.Scalar>, depth: Int) -> [Expression]? {
        guard depth <= maximumDepth, let head = sequence(&scalars, depth: depth) else { return nil }
        var branches = [head]
        while scalars.first == "|" {
            scalars = scalars.dropFirst()
            guard let branch = sequence(&scalars, depth: depth) else { return nil }
            branches.append(branch)
        }
        return branches
    }

    private static func sequence(_ scalars: inout ArraySlice<Unicode.Scalar>, depth: Int) -> Expression? {
        var items: [Expression] = []
        while let scalar = scalars.first, scalar != "|", scalar != ")" {
            scalars = scalars.dropFirst()
            let atom: Expression
            switch scalar {
            case ".": atom = .set(.anyButLineTerminator)
            case "\\":
                guard let escaped = scalars.popFirst(), let escape = ScalarSet.escape(escaped) else { return nil }
                atom = .set(escape)
            case "[":
                guard let parsed = ScalarSet.parseClass(&scalars) else { return nil }
                atom = .set(parsed)
            case "(":
                // Capturing or not makes no difference to whether the pattern matches.
                if scalars.first == "?" {
                    guard scalars.dropFirst().first == ":" else { return nil }
                    scalars = scalars.dropFirst(2)
                }
                guard let inner = branches(&scalars, depth: depth + 1), scalars.popFirst() == ")" else { return nil }
                atom = inner.count == 1 ? inner[0] : .alternation(inner)
            case "^", "$", "]", "{", "}", "*", "+", "?":
                return nil
            default:
                atom = .set(ScalarSet(ranges: [scalar.value...scalar.value]))
            }
            guard let (minimum, maximum) = quantifier(&scalars) else { return nil }
            items.append(minimum == 1 && maximum == 1 ? atom : .repetition(atom, minimum: minimum, maximum: maximum))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (a lazy `?` after it changes no yes/no answer).
    private static func quantifier(_ scalars: inout ArraySlice<Unicode.Scalar>) -> (Int, Int?)? {
        var result: (Int, Int?) = (1, 1)
        switch scalars.first {
        case "?": result = (0, 1); scalars = scalars.dropFirst()
        case "*": result = (0, nil); scalars = scalars.dropFirst()
        case "+": result = (1, nil); scalars = scalars.dropFirst()
        case "{":
            guard let close = scalars.firstIndex(of: "}") else { return nil }
            let body = String(String.UnicodeScalarView(scalars[(scalars.startIndex + 1)..<close]))
            let parts = body.split(separator: ",", omittingEmptySubsequences: false)
            // Digits only: `Int` would also take "-2" and "+2" (a negative count crashed; found by fuzzing).
            guard parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
            guard parts.count <= 2, let minimum = Int(parts[0]), minimum <= 64 else { return nil }
            if parts.count == 1 {
                result = (minimum, minimum)
            } else if parts[1].isEmpty {
                result = (minimum, nil)
            } else {
                guard let maximum = Int(parts[1]), maximum >= minimum, maximum <= 64 else { return nil }
                result = (minimum, maximum)
            }
            scalars = scalars[(close + 1)...]
        default:
            return result
        }
        if scalars.first == "?" { scalars = scalars.dropFirst() }
        if let next = scalars.first, "?*+{".unicodeScalars.contains(next) { return nil }
        return result
    }
}

/// Builds the Glushkov automaton of an ``Expression``: one position per scalar set
/// occurrence (a repeated group is copied), with first, last and follow sets.
private struct AutomatonBuilder {
    /// What a subexpression contributes: the positions it can start and end on.
    struct Fragment {
        var first: UInt64 = 0
        var last: UInt64 = 0
        var nullable = true
    }

    var sets: [ScalarSet] = []
    var follow: [UInt64] = []
    /// Bounds the work on nested repetitions of empty groups such as `((){64}){64}`.
    private var budget = 4096

    /// Nil when the automaton would need more than 64 positions.
    mutating func build(_ expression: Expression) -> Fragment? {
        budget -= 1
        guard budget > 0 else { return nil }
        switch expression {
        case .set(let set):
            guard sets.count < 64 else { return nil }
            let position: UInt64 = 1 << UInt64(sets.count)
            sets.append(set)
            follow.append(0)
            return Fragment(first: position, last: position, nullable: false)
        case .sequence(let items):
            var fragment = Fragment()
            for item in items {
                guard let next = build(item) else { return nil }
                fragment = concatenate(fragment, next)
            }
            return fragment
        case .alternation(let branches):
            var fragment = Fragment(nullable: false)
            for branch in branches {
                guard let next = build(branch) else { return nil }
                fragment.first |= next.first
                fragment.last |= next.last
                fragment.nullable = fragment.nullable || next.nullable
            }
            return fragment
        case .repetition(let inner, let minimum, let maximum):
            var fragment = Fragment()
            for _ in 0..<minimum {
                guard let next = build(inner) else { return nil }
                fragment = concatenate(fragment, next)
            }
            if let maximum {
                for _ in minimum..<maximum {
                    guard var next = build(inner) else { return nil }
                    next.nullable = true
                    fragment = concatenate(fragment, next)
                }
            } else {
                guard var next = build(inner) else { return nil }
                link(next.last, to: next.first)
                next.nullable = true
                fragment = concatenate(fragment, next)
            }
            return fragment
        }
    }

    private mutating func concatenate(_ head: Fragment, _ tail: Fragment) -> Fragment {
        link(head.last, to: tail.first)
        return Fragment(
            first: head.first | (head.nullable ? tail.first : 0),
            last: tail.last | (tail.nullable ? head.last : 0),
            nullable: head.nullable && tail.nullable)
    }

    private mutating func link(_ positions: UInt64, to next: UInt64) {
        var pending = positions
        while pending != 0 {
            follow[pending.trailingZeroBitCount] |= next
            pending &= pending - 1
        }
    }
}

/// A set of Unicode scalars as sorted ranges, possibly negated.
struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>]
    var negated = false

    func contains(_ value: UInt32) -> Bool {
        var found = false
        for range in ranges where range.contains(value) {
            found = true
            break
        }
        return found != negated
    }

    static let digits = ScalarSet(ranges: [0x30...0x39])
    static let word = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// ECMA-262 white space and line terminators.
    static let whitespace = ScalarSet(ranges: [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    static let anyButLineTerminator = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], negated: true)

    /// The set an escape such as `\d` or `\.` stands for, nil for escapes left to `Regex`.
    static func escape(_ scalar: Unicode.Scalar) -> ScalarSet? {
        switch scalar {
        case "d": digits
        case "D": ScalarSet(ranges: digits.ranges, negated: true)
        case "w": word
        case "W": ScalarSet(ranges: word.ranges, negated: true)
        case "s": whitespace
        case "S": ScalarSet(ranges: whitespace.ranges, negated: true)
        case "n": ScalarSet(ranges: [0x0A...0x0A])
        case "t": ScalarSet(ranges: [0x09...0x09])
        case "r": ScalarSet(ranges: [0x0D...0x0D])
        default:
            scalar.isASCII && !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar)
                ? ScalarSet(ranges: [scalar.value...scalar.value]) : nil
        }
    }

    /// Parses a class after its `[`, up to and including `]`.
    static func parseClass(_ scalars: inout ArraySlice<Unicode.Scalar>) -> ScalarSet? {
        var set = ScalarSet(ranges: [])
        if scalars.first == "^" {
            set.negated = true
            scalars = scalars.dropFirst()
        }
        var isFirst = true
        while let scalar = scalars.popFirst() {
            if scalar == "]", !isFirst { return set }
            isFirst = false
            var low: UInt32
            if scalar == "\\" {
                guard let escaped = scalars.popFirst() else { return nil }
                if "dws".unicodeScalars.contains(escaped) {
                    set.ranges += escape(escaped)!.ranges
                    continue
                }
                guard let single = escape(escaped), single.ranges.count == 1, !single.negated,
                      single.ranges[0].lowerBound == single.ranges[0].upperBound else { return nil }
                low = single.ranges[0].lowerBound
            } else if scalar == "[" || scalar == "]" {
                return nil
            } else {
                low = scalar.value
            }
            if scalars.first == "-", let upper = scalars.dropFirst().first, upper != "]" {
                guard upper != "\\", upper != "[", upper.value >= low else { return nil }
                scalars = scalars.dropFirst(2)
                set.ranges.append(low...upper.value)
            } else {
                set.ranges.append(low...low)
            }
        }
        return nil
    }
}
