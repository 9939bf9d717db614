/// A CLDR plural category. Cases are declared in CLDR order, which is also the sort order.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable, Codable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
