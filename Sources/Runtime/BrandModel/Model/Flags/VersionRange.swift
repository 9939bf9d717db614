/// An app version range: comparators separated by spaces, all of which must hold
/// (`">=7.4.0 <8"`). A comparator is `>=`, `>`, `<=`, `<` or `=` and a version; a bare
/// version means `=`.
public struct VersionRange: Sendable, Hashable, CustomStringConvertible {
    public enum Operator: String, Sendable, CaseIterable {
        case greaterOrEqual = ">="
        case lessOrEqual = "<="
        case greater = ">"
        case less = "<"
        case equal = "="
    }

    public struct Comparator: Sendable, Hashable {
        public var operation: Operator
        public var version: SemanticVersion

        public init(operation: Operator, version: SemanticVersion) {
            self.operation = operation
            self.version = version
        }

        public func holds(for candidate: SemanticVersion) -> Bool {
            switch operation {
            case .greaterOrEqual: candidate >= version
            case .lessOrEqual: candidate <= version
            case .greater: candidate > version
            case .less: candidate < version
            case .equal: candidate == version
            }
        }
    }

    public var comparators: [Comparator]

    public init(comparators: [Comparator]) {
        self.comparators = comparators
    }

    /// `text` as a range, or nil when it is not one (no comparators, an unknown operator
    /// or a malformed version).
    public init?(_ text: String) {
        var comparators: [Comparator] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let operation = Operator.allCases.first { word.hasPrefix($0.rawValue) }
            let versionText = operation.map { word.dropFirst($0.rawValue.count) } ?? word[...]
            guard let version = SemanticVersion(String(versionText)) else { return nil }
            comparators.append(Comparator(operation: operation ?? .equal, version: version))
        }
        guard !comparators.isEmpty else { return nil }
        self.comparators = comparators
    }

    public func contains(_ version: SemanticVersion) -> Bool {
        comparators.allSatisfy { $0.holds(for: version) }
    }

    /// Whether every version this range contains, `other` contains too (each is an
    /// interval, so comparing the bounds is exact).
    public func isWithin(_ other: VersionRange) -> Bool {
        let (low, high) = bounds
        let (otherLow, otherHigh) = other.bounds
        func lowerHolds() -> Bool {
            guard let otherLow else { return true }
            guard let low else { return false }
            return low.version > otherLow.version || (low.version == otherLow.version && (otherLow.inclusive || !low.inclusive))
        }
        func upperHolds() -> Bool {
            guard let otherHigh else { return true }
            guard let high else { return false }
            return high.version < otherHigh.version || (high.version == otherHigh.version && (otherHigh.inclusive || !high.inclusive))
        }
        return lowerHolds() && upperHolds()
    }

    /// Whether some version is in the range: `">=8 <7"` holds none.
    public var isSatisfiable: Bool {
        guard let low = bounds.low, let high = bounds.high else { return true }
        return low.version < high.version || (low.version == high.version && low.inclusive && high.inclusive)
    }

    /// A version in the range, nil when it holds none: its lower bound (or just above it),
    /// else `0.0.0` or its upper bound.
    public var example: SemanticVersion? {
        let (low, high) = bounds
        var candidates: [SemanticVersion] = [SemanticVersion(major: 0, minor: 0, patch: 0)]
        if let low { candidates.insert(contentsOf: [low.version, SemanticVersion(major: low.version.major, minor: low.version.minor, patch: low.version.patch + 1)], at: 0) }
        if let high { candidates.append(high.version) }
        return candidates.first(where: contains)
    }

    /// The tightest lower and upper bound the comparators set.
    private var bounds: (low: (version: SemanticVersion, inclusive: Bool)?, high: (version: SemanticVersion, inclusive: Bool)?) {
        var low: (version: SemanticVersion, inclusive: Bool)?
        var high: (version: SemanticVersion, inclusive: Bool)?
        func raise(_ version: SemanticVersion, _ inclusive: Bool) {
            if let current = low, current.version > version || (current.version == version && !current.inclusive) { return }
            low = (version, inclusive)
        }
        func lower(_ version: SemanticVersion, _ inclusive: Bool) {
            if let current = high, current.version < version || (current.version == version && !current.inclusive) { return }
            high = (version, inclusive)
        }
        for comparator in comparators {
            switch comparator.operation {
            case .greaterOrEqual: raise(comparator.version, true)
            case .greater: raise(comparator.version, false)
            case .lessOrEqual: lower(comparator.version, true)
            case .less: lower(comparator.version, false)
            case .equal:
                raise(comparator.version, true)
                lower(comparator.version, true)
            }
        }
        return (low, high)
    }

    public var description: String {
        comparators.map { "\($0.operation.rawValue)\($0.version)" }.joined(separator: " ")
    }
}
