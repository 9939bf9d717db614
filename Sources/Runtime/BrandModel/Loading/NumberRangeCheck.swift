import YAMLNode

/// Finds the numbers of a merged profile that the engine could not hold.
///
/// The typed model converts numbers to `Int`, `Int64` milliseconds and `Duration`; a
/// conversion of NaN, an infinity or a value past 64 bits traps. Every number is checked
/// here, once, before anything converts it, and each bad one becomes a diagnostic.
enum NumberRangeCheck {
    struct Problem: Equatable {
        var mark: Mark
        var message: String
        var hint: String
        /// The profile's top-level key the number lies under: its section is broken.
        var topKey: String
    }

    /// Numbers must stay below this magnitude: 2^63, the first value `Int64` cannot hold.
    static let limit = 9_223_372_036_854_775_808.0

    /// Fields written as duration text (`10m`, `300ms`), by path.
    static let durationPaths: [[String]] = [["cache", "ttl"], ["appBar", "toolSlot", "dismissUserTrayFirst"]]

    static func problems(in document: Node) -> [Problem] {
        var found: [Problem] = []
        for entry in document.mapping?.entries ?? [] { collect(entry.value, under: entry.key, into: &found) }
        for path in durationPaths {
            guard let node = document.node(at: path), let text = node.string, DurationText.isOutOfRange(text) else { continue }
            found.append(Problem(
                mark: node.mark, message: "duration \(text) is longer than 64 bits of milliseconds hold",
                hint: "durations go up to about 292 million years; write a realistic one such as `10m`", topKey: path[0]))
        }
        return found
    }

    private static func collect(_ node: Node, under topKey: String, into found: inout [Problem]) {
        switch node.value {
        case .double(let number):
            check(number, at: node.mark, under: topKey, into: &found)
        case .sequence(let items):
            for index in items.indices { visit(items[index], under: topKey, into: &found) }
        case .mapping(let mapping):
            for index in mapping.entries.indices { visit(mapping.entries[index].value, under: topKey, into: &found) }
        default:
            break
        }
    }

    /// Matches the value's case without binding a payload, so a string, the most common node,
    /// is neither copied nor retained: that was nearly half of this walk's instructions.
    @inline(__always)
    private static func visit(_ node: Node, under topKey: String, into found: inout [Problem]) {
        switch node.value {
        case .double(let number): check(number, at: node.mark, under: topKey, into: &found)
        case .sequence, .mapping: collect(node, under: topKey, into: &found)
        case .null, .bool, .int, .string: break
        }
    }

    private static func check(_ number: Double, at mark: Mark, under topKey: String, into found: inout [Problem]) {
        guard !number.isFinite || number.magnitude >= limit else { return }
        let shown = number.isNaN ? "NaN" : number.isInfinite ? (number < 0 ? "-infinity" : "infinity") : "\(number)"
        found.append(Problem(
            mark: mark, message: "number \(shown) is out of range",
            hint: "numbers must be finite and smaller in magnitude than 2^63 (9223372036854775808)", topKey: topKey))
    }
}
