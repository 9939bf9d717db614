extension Node: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self.init(.string(value)) }
    public init(integerLiteral value: Int) { self.init(.int(value)) }
    public init(floatLiteral value: Double) { self.init(.double(value)) }
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    public init(arrayLiteral elements: Node...) { self.init(.sequence(elements)) }
    public init(nilLiteral: ()) { self.init(.null) }

    /// A mapping from ordered pairs, so output built this way is deterministic.
    public static func object(_ pairs: [(String, Node)]) -> Node {
        Node(.mapping(Node.Mapping(pairs.map { Node.Mapping.Entry(key: $0.0, keyMark: .start, value: $0.1) })))
    }

    public static func string(_ text: String?) -> Node { text.map { Node(.string($0)) } ?? nil }
    public static func number(_ value: Double) -> Node {
        value.rounded() == value && abs(value) < 1e15 ? Node(.int(Int(value))) : Node(.double(value))
    }
    public static func array(_ items: [Node]) -> Node { Node(.sequence(items)) }
}
