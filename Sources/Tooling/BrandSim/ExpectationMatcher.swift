import BrandModel
import YAMLNode

/// Whether what a scenario expects is what happened.
///
/// Numbers compare as numbers (`0.3` matches `0.30000000000000004`, within a nanosecond),
/// colours as colours (`#061f4a`, CSS's and React Native's spelling, matches `#061F4A`),
/// mappings by the keys the expectation writes (so `{op: fill}` matches an operation with
/// more fields), lists item by item and in full.
enum ExpectationMatcher {
    static func matches(_ expected: Node, _ actual: Node) -> Bool {
        switch (expected.value, actual.value) {
        case (.null, .null): return true
        case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
        case (.string(let lhs), .string(let rhs)): return lhs == rhs || sameColor(lhs, rhs)
        case (.int, _), (.double, _):
            guard let lhs = expected.double, let rhs = actual.double else { return false }
            return abs(lhs - rhs) < 1e-9
        case (.sequence(let lhs), .sequence(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(matches)
        case (.mapping(let lhs), .mapping):
            return lhs.allSatisfy { entry in actual[entry.key].map { matches(entry.value, $0) } ?? entry.value.isNull }
        default:
            return false
        }
    }

    /// Whether both are `#RGB`, `#RRGGBB` or `#RRGGBBAA` colours, and the same one.
    static func sameColor(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.hasPrefix("#"), rhs.hasPrefix("#"), let left = RGBA(hex: lhs), let right = RGBA(hex: rhs) else { return false }
        return left == right
    }

    /// An `expectEffect` key holds when some effect of the step matches it; a null value
    /// holds when no effect of that kind happened (`navigate: null`).
    static func effectsContain(_ effects: [Node], _ expectation: Expectation) -> Bool {
        let candidates = effects.compactMap { $0[expectation.key] }
        if expectation.value.isNull { return candidates.isEmpty }
        return candidates.contains { candidate in
            // `analytics: app_bar_tap` names the event; a mapping checks parameters too.
            if expectation.key == "analytics", expectation.value.string != nil {
                return candidate["event"]?.string == expectation.value.string
            }
            return matches(expectation.value, candidate)
        }
    }
}
