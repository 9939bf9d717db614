/// A locale's plural rule as data generated code can carry: the category of every count
/// below 200, and of exact millions.
///
/// Every rule in ``PluralRules`` depends on a count only through its value below 200, its
/// last two digits, and whether it is an exact million, so the category of any other
/// count is that of `100 + count % 100` (tests check this against ``PluralRules`` for
/// every supported language).
public struct PluralSample: Sendable, Equatable {
    /// Categories of 0 to 199, one letter each (``letter(for:)``).
    public var small: String
    /// The category of a non-zero exact million.
    public var millions: PluralCategory

    public init(rules: PluralRules) {
        small = String((0..<200).map { Self.letter(for: rules.category(for: $0)) })
        millions = rules.category(for: 1_000_000)
    }

    /// The sample's category for `count`, as the generated code computes it.
    public func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        if n != 0, n % 1_000_000 == 0 { return millions }
        let index = n < 200 ? Int(n) : 100 + Int(n % 100)
        return Self.category(letter: small[small.index(small.startIndex, offsetBy: index)])
    }

    static func letter(for category: PluralCategory) -> Character {
        switch category {
        case .zero: "z"
        case .one: "o"
        case .two: "t"
        case .few: "f"
        case .many: "m"
        case .other: "x"
        }
    }

    static func category(letter: Character) -> PluralCategory {
        PluralCategory.allCases.first { Self.letter(for: $0) == letter } ?? .other
    }
}
