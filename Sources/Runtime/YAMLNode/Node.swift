/// A YAML (or JSON) value with the position it was read from.
///
/// Scalars are already resolved by the YAML 1.2 core schema, so `no` is a string and
/// `0x1F` an integer. Mapping keys are scalars, kept as their text, as in JSON.
public struct Node: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case sequence([Node])
        case mapping(Mapping)
    }

    public var value: Value
    /// Where the node starts in its source.
    public var mark: Mark

    public init(_ value: Value, mark: Mark = .start) {
        self.value = value
        self.mark = mark
    }
}

extension Node {
    public var isNull: Bool { if case .null = value { true } else { false } }

    public var string: String? { if case .string(let text) = value { text } else { nil } }

    public var bool: Bool? { if case .bool(let flag) = value { flag } else { nil } }

    /// The value as an integer, when it is one (`1.0` counts, as in JSON Schema).
    public var int: Int? {
        switch value {
        case .int(let number): number
        case .double(let number) where number.rounded() == number && abs(number) < 9.2e18: Int(number)
        default: nil
        }
    }

    /// The value as a number, integer or not.
    public var double: Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    /// A scalar as text (`true`, `3`, `null`, the string itself); nil for a collection.
    public var scalarText: String? {
        switch value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .sequence, .mapping: nil
        }
    }

    public var sequence: [Node]? { if case .sequence(let items) = value { items } else { nil } }

    public var mapping: Mapping? { if case .mapping(let mapping) = value { mapping } else { nil } }

    /// The value of `key` when this node is a mapping that has it.
    public subscript(key: String) -> Node? { mapping?[key] }

    /// The JSON type name of the value, as JSON Schema's `type` keyword spells it.
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .sequence: "array"
        case .mapping: "object"
        }
    }
}
