import YAMLNode

/// JSON written as it is produced, formatted exactly as ``JSONEmitter`` formats a node
/// (two-space indents, `": "`, `{}` for an empty object), for files whose shape the
/// generator knows: no tree of nodes is built and then walked.
struct JSONWriter {
    private(set) var output = ByteWriter(capacity: 16_384)
    /// How many objects are open.
    private(set) var depth = 0
    /// Whether the innermost open object has no member yet.
    private var isEmpty = true

    init() {}

    /// A writer for a fragment that another writer copies at `depth`
    /// (``appendFragment(_:)``): the text it writes is indented as there.
    init(depth: Int, capacity: Int) {
        output = ByteWriter(capacity: capacity)
        self.depth = depth
    }

    /// Bytes a writer made for this depth (``init(depth:capacity:)``), copied as they are:
    /// a value written whole, or the text around one that the caller writes between.
    mutating func appendFragment(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
        isEmpty = false
    }

    mutating func beginObject() {
        output.append(byte: UInt8(ascii: "{"))
        depth += 1
        isEmpty = true
    }

    /// Closes the innermost object, which is a value of its parent (the parent has a member).
    mutating func endObject() {
        depth -= 1
        if !isEmpty { newline() }
        output.append(byte: UInt8(ascii: "}"))
        isEmpty = false
    }

    mutating func key(_ key: String) {
        if !isEmpty { output.append(byte: UInt8(ascii: ",")) }
        isEmpty = false
        newline()
        JSONEmitter.quote(key, into: &output)
        output += ": "
    }

    /// A key known to need no escape (plain ASCII letters, digits, `-`, `_`, `$`): copied,
    /// not scanned.
    mutating func plainKey(_ key: UnsafeBufferPointer<UInt8>) {
        if !isEmpty { output.append(byte: UInt8(ascii: ",")) }
        isEmpty = false
        newline()
        output.append(byte: UInt8(ascii: "\""))
        output.append(bytes: key)
        output += "\": "
    }

    /// A key the generator spells, ASCII that needs no escape: copied, not scanned.
    mutating func constantKey(_ key: StaticString) {
        if !isEmpty { output.append(byte: UInt8(ascii: ",")) }
        isEmpty = false
        newline()
        output.append(byte: UInt8(ascii: "\""))
        output.append(bytes: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        output += "\": "
    }

    /// `"key": "text"` for a key and text the generator spells (``constantKey(_:)``).
    mutating func constantMember(_ key: StaticString, _ text: StaticString) {
        constantKey(key)
        output.append(byte: UInt8(ascii: "\""))
        output.append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        output.append(byte: UInt8(ascii: "\""))
    }

    mutating func string(_ text: String) {
        JSONEmitter.quote(text, into: &output)
    }

    /// `node` as ``JSONEmitter`` writes it, indented to where it stands.
    mutating func value(_ node: Node) {
        switch node.value {
        case .mapping(let mapping):
            beginObject()
            for entry in mapping.entries {
                key(entry.key)
                value(entry.value)
            }
            endObject()
        case .sequence(let items):
            array(count: items.count) { json, index in json.value(items[index]) }
        case .string(let text): JSONEmitter.quote(text, into: &output)
        case .int(let number): output.append(decimal: number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .double: Self.compact.write(node, into: &output)
        }
    }

    private static let compact = JSONEmitter(pretty: false)

    /// An array of `count` items, each written by `item` given its index.
    mutating func array(count: Int, _ item: (inout JSONWriter, Int) -> Void) {
        guard count > 0 else {
            output += "[]"
            return
        }
        output.append(byte: UInt8(ascii: "["))
        depth += 1
        for index in 0..<count {
            if index > 0 { output.append(byte: UInt8(ascii: ",")) }
            newline()
            item(&self, index)
        }
        depth -= 1
        newline()
        output.append(byte: UInt8(ascii: "]"))
        isEmpty = false
    }

    /// `value` as ``value(_:)`` writes `Node.number(value)`: whole numbers without a fraction.
    mutating func number(_ value: Double) {
        self.value(.number(value))
    }

    /// `"key": "text"`.
    mutating func member(_ key: String, _ text: String) {
        self.key(key)
        string(text)
    }

    private mutating func newline() {
        output.append(byte: UInt8(ascii: "\n"))
        var depth = depth
        while depth > 0 {
            let count = min(depth * 2, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { output.append(bytes: UnsafeBufferPointer(rebasing: $0[..<count])) }
            depth -= count / 2
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
