/// A fast matcher for the patterns schemas mostly use: literals, `.`, `\d` `\w` `\s`,
/// character classes and quantifiers, optionally anchored with `^` and `$`.
///
/// Swift `Regex` costs about a microsecond per match, which dominated profile
/// validation. Such patterns need no backtracking engine: the pattern becomes at most 64
/// positions and a match is a bit-set walk over the string's scalars (a Thompson NFA).
/// Anything else (groups, `|`, `\p{...}`, lookaround) returns nil and goes to `Regex`.
struct SimplePattern: Sendable {
    private enum Repetition: Sendable { case one, optional, any }

    private struct Token: Sendable {
        var set: ScalarSet
        var repetition: Repetition
    }

    private let tokens: [Token]
    private let anchoredStart: Bool
    private let anchoredEnd: Bool
    /// Positions reachable from position 0 without reading a scalar.
    private let startStates: UInt64

    init?(_ source: String) {
        var scalars = Array(source.unicodeScalars)[...]
        anchoredStart = scalars.first == "^"
        if anchoredStart { scalars = scalars.dropFirst() }
        anchoredEnd = scalars.last == "$" && !Self.isEscaped(scalars, before: scalars.endIndex - 1)
        if anchoredEnd { scalars = scalars.dropLast() }
        var tokens: [Token] = []
        while let scalar = scalars.popFirst() {
            let set: ScalarSet
            switch scalar {
            case ".": set = .anyButLineTerminator
            case "\\":
                guard let escaped = scalars.popFirst(), let escape = ScalarSet.escape(escaped) else { return nil }
                set = escape
            case "[":
                guard let parsed = ScalarSet.parseClass(&scalars) else { return nil }
                set = parsed
            case "^", "$", "|", "(", ")", "]", "{", "}", "*", "+", "?":
                return nil
            default:
                set = ScalarSet(ranges: [scalar.value...scalar.value])
            }
            guard let (minimum, maximum) = Self.quantifier(&scalars) else { return nil }
            tokens += Array(repeating: Token(set: set, repetition: .one), count: minimum)
            if let maximum {
                tokens += Array(repeating: Token(set: set, repetition: .optional), count: maximum - minimum)
            } else {
                tokens.append(Token(set: set, repetition: .any))
            }
            guard tokens.count < 64 else { return nil }
        }
        self.tokens = tokens
        startStates = Self.closure(1, tokens)
    }

    func matches(_ text: String) -> Bool {
        let accept: UInt64 = 1 << UInt64(tokens.count)
        var states = startStates
        if !anchoredEnd, states & accept != 0 { return true }
        for scalar in text.unicodeScalars {
            var next: UInt64 = 0
            var pending = states & (accept - 1)
            while pending != 0 {
                let index = pending.trailingZeroBitCount
                pending &= pending - 1
                let token = tokens[index]
                if token.set.contains(scalar.value) {
                    next |= token.repetition == .any ? (1 << UInt64(index)) : (1 << UInt64(index + 1))
                }
            }
            states = Self.closure(next, tokens)
            if !anchoredStart { states |= startStates }
            if !anchoredEnd, states & accept != 0 { return true }
            if states == 0 { return false }
        }
        return states & accept != 0
    }

    /// Adds the positions reachable by skipping optional and repeated tokens.
    private static func closure(_ states: UInt64, _ tokens: [Token]) -> UInt64 {
        var states = states
        for index in tokens.indices where states & (1 << UInt64(index)) != 0 && tokens[index].repetition != .one {
            states |= 1 << UInt64(index + 1)
        }
        return states
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
