import YAMLNode

/// A schema after compilation: every subschema in one array, referenced by index, with
/// regexes compiled and `$ref`s resolved to indexes, so validation only walks data.
///
/// Rules hold only indexes and numbers; what they refer to (value lists, names, patterns,
/// property tables) sits in flat tables here. Copying a rule is then a plain bit copy:
/// the evaluator reads thousands of rules per document, and rules that held arrays cost
/// a retain, a release and an outlined copy each time.
struct CompiledSchema: Sendable {
    var subschemas: [Subschema] = []
    var root = 0
    /// The rules of every subschema, each subschema's contiguous (``Subschema/Body/rules(_:)``).
    var rules: [Rule] = []
    /// Subschema indexes of `allOf`, `anyOf`, `oneOf` and `prefixItems`.
    var subschemaLists: [Int] = []
    /// The values of `enum` and `const`.
    var values: [Node] = []
    /// The names of `required`.
    var names: [String] = []
    var patterns: [ECMAPattern] = []
    var members: [MemberRule] = []
    /// `dependentRequired`: a property and the range of ``names`` it requires.
    var dependentRequired: [(property: String, required: Range<Int>)] = []
    var dependentSchemas: [(property: String, schema: Int)] = []

    /// Appends `items` to one of the tables, returning where they went.
    static func append<Item>(_ items: [Item], to table: inout [Item]) -> Range<Int> {
        let start = table.count
        table += items
        return start..<table.count
    }
}

/// One schema object (or boolean schema) of the document.
struct Subschema: Sendable {
    /// JSON pointer of this subschema in the schema document, `#` for the root.
    var location: String
    /// Where the subschema is written in the schema document.
    var mark: Mark
    var body: Body
    /// The names under `properties`, offered to people who misspell one.
    var propertyNames: [String] = []
    /// The first of its `examples`, in ``CompiledSchema/values``: what a hint shows to write.
    var example: Int?

    enum Body: Sendable {
        case always(Bool)
        /// A range of ``CompiledSchema/rules``.
        case rules(Range<Int>)
    }

    func schemaPath(_ keyword: String) -> String { location + "/" + keyword }
}

/// The JSON types a `type` keyword allows.
struct JSONTypes: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = JSONTypes(rawValue: 1)
    static let boolean = JSONTypes(rawValue: 2)
    static let object = JSONTypes(rawValue: 4)
    static let array = JSONTypes(rawValue: 8)
    static let number = JSONTypes(rawValue: 16)
    static let string = JSONTypes(rawValue: 32)
    static let integer = JSONTypes(rawValue: 64)

    static let names: [(String, JSONTypes)] = [
        ("null", .null), ("boolean", .boolean), ("object", .object), ("array", .array),
        ("number", .number), ("string", .string), ("integer", .integer),
    ]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        guard let match = Self.names.first(where: { $0.0 == name }) else { return nil }
        self = match.1
    }

    func admits(_ node: Node) -> Bool {
        switch node.value {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .string: contains(.string)
        case .sequence: contains(.array)
        case .mapping: contains(.object)
        case .int: contains(.integer) || contains(.number)
        case .double(let number):
            contains(.number) || (contains(.integer) && number.isFinite && number.rounded() == number)
        }
    }

    /// `string`, `string or null`, `integer, number or string`.
    var spelled: String {
        let listed = Self.names.filter { contains($0.1) }.map(\.0)
        guard listed.count > 1 else { return listed.first ?? "nothing" }
        return listed.dropLast().joined(separator: ", ") + " or " + listed.last!
    }
}

/// A number from a schema, kept exact when it is an integer.
enum SchemaNumber: Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)

    init?(_ node: Node) {
        switch node.value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        default: return nil
        }
    }

    var double: Double {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        }
    }

    /// -1, 0 or 1 as `value` is below, equal to or above this number.
    func compare(_ value: Node.Value) -> Int? {
        switch (value, self) {
        case (.int(let left), .int(let right)): return left < right ? -1 : (left == right ? 0 : 1)
        case (.int(let left), .double(let right)): return Self.order(Double(left), right)
        case (.double(let left), _): return Self.order(left, double)
        default: return nil
        }
    }

    private static func order(_ left: Double, _ right: Double) -> Int {
        left < right ? -1 : (left == right ? 0 : 1)
    }

    var description: String {
        switch self {
        case .int(let number): String(number)
        case .double(let number): ValueDescription.number(number)
        }
    }
}

/// One compiled keyword (or group of keywords that work together). Ranges and indexes
/// point into the tables of ``CompiledSchema``; plain `Int`s name subschemas.
enum Rule: Sendable {
    case type(JSONTypes)
    /// A range of ``CompiledSchema/values``.
    case enumeration(Range<Int>)
    /// An index into ``CompiledSchema/values``.
    case constant(Int)
    /// A range of ``CompiledSchema/names``.
    case required(Range<Int>)
    /// An index into ``CompiledSchema/members``.
    case members(Int)
    case propertyNames(Int)
    case minProperties(Int)
    case maxProperties(Int)
    case items(ItemRule)
    case contains(ContainsRule)
    case minItems(Int)
    case maxItems(Int)
    case uniqueItems
    /// An index into ``CompiledSchema/patterns``.
    case pattern(Int)
    case minLength(Int)
    case maxLength(Int)
    case minimum(SchemaNumber)
    case maximum(SchemaNumber)
    case exclusiveMinimum(SchemaNumber)
    case exclusiveMaximum(SchemaNumber)
    case multipleOf(SchemaNumber)
    /// Ranges of ``CompiledSchema/subschemaLists``.
    case allOf(Range<Int>)
    case anyOf(Range<Int>)
    case oneOf(Range<Int>)
    case not(Int)
    case conditional(ConditionalRule)
    /// A range of ``CompiledSchema/dependentRequired``.
    case dependentRequired(Range<Int>)
    /// A range of ``CompiledSchema/dependentSchemas``.
    case dependentSchemas(Range<Int>)
    case reference(Int)
}

/// `properties`, `patternProperties` and `additionalProperties` of one schema, evaluated together
/// because `additionalProperties` applies to what the other two leave.
struct MemberRule: Sendable {
    var properties: [String: Int] = [:] {
        didSet {
            smallProperties = properties.count <= 16
                ? properties.map { ($0.key, $0.key.utf8.count, $0.key.utf8.allSatisfy { $0 < 0x80 }, $0.value) } : nil
        }
    }
    /// The same, for a scan: below a few dozen names comparing strings beats hashing them,
    /// and this runs for every property of every object validated.
    private var smallProperties: [(name: String, length: Int, isASCII: Bool, schema: Int)]? = []
    var patterns: [(pattern: ECMAPattern, schema: Int)] = []
    var additional: Int?

    /// The subschema `properties` gives for `name`, if any (names compare as Swift strings do).
    func property(named name: String) -> Int? {
        guard let smallProperties else { return properties[name] }
        // Maps keyed by data (strings, tokens) name no properties: nothing to measure.
        guard !smallProperties.isEmpty else { return nil }
        let length = name.utf8.count
        // Decided on first need: most names differ in length from an ASCII property.
        var isASCII: Bool?
        for property in smallProperties {
            // Equivalent strings can differ in length ("é" and "e\u{301}"), but two ASCII ones cannot.
            if property.length != length, property.isASCII {
                if isASCII == nil {
                    // Over the contiguous bytes: iterating `utf8` itself costs several times more.
                    isASCII = name.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? false
                }
                if isASCII == true { continue }
            }
            if property.name == name { return property.schema }
        }
        return nil
    }
}

/// `prefixItems` and `items`: the first items by position, the rest by one schema.
struct ItemRule: Sendable {
    /// A range of ``CompiledSchema/subschemaLists``.
    var prefix: Range<Int> = 0..<0
    var rest: Int?
}

/// `contains` with its `minContains` (default 1) and `maxContains`.
struct ContainsRule: Sendable {
    var schema: Int
    var minimum: Int
    var maximum: Int?
}

/// `if` with its `then` and `else`.
struct ConditionalRule: Sendable {
    var condition: Int
    var then: Int?
    var otherwise: Int?
}
