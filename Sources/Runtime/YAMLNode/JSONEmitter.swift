/// Writes a node as JSON: keys in mapping order, so the same tree always gives the same bytes.
public struct JSONEmitter: Sendable {
    public var pretty: Bool
    public var indent: String

    public init(pretty: Bool = true, indent: String = "  ") {
        self.pretty = pretty
        self.indent = indent
    }

    public func emit(_ node: Node) -> String {
        emitBytes(node).text
    }

    /// The JSON as UTF-8 bytes, what files are written from.
    public func emitBytes(_ node: Node) -> ByteWriter {
        var output = ByteWriter(capacity: 4096)
        write(node, into: &output)
        return output
    }

    /// Appends the JSON of `node` to `output`.
    public func write(_ node: Node, into output: inout ByteWriter) {
        var indentBytes = Array(indent.utf8)
        indentBytes.withUnsafeMutableBufferPointer { indentBytes in
            write(node, depth: 0, indent: UnsafeBufferPointer(indentBytes), into: &output)
        }
    }

    private func write(_ node: Node, depth: Int, indent: UnsafeBufferPointer<UInt8>, into output: inout ByteWriter) {
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output.append(decimal: number)
        case .double(let number): Self.write(number: number, into: &output)
        case .string(let text): Self.quote(text, into: &output)
        case .sequence(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output.append(byte: UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                newline(depth + 1, indent, into: &output)
                write(items[index], depth: depth + 1, indent: indent, into: &output)
            }
            newline(depth, indent, into: &output)
            output.append(byte: UInt8(ascii: "]"))
        case .mapping(let mapping):
            guard !mapping.isEmpty else { output += "{}"; return }
            output.append(byte: UInt8(ascii: "{"))
            for index in mapping.entries.indices {
                if index > 0 { output.append(byte: UInt8(ascii: ",")) }
                newline(depth + 1, indent, into: &output)
                Self.quote(mapping.entries[index].key, into: &output)
                output.append(byte: UInt8(ascii: ":"))
                if pretty { output.append(byte: UInt8(ascii: " ")) }
                write(mapping.entries[index].value, depth: depth + 1, indent: indent, into: &output)
            }
            newline(depth, indent, into: &output)
            output.append(byte: UInt8(ascii: "}"))
        }
    }

    private func newline(_ depth: Int, _ indent: UnsafeBufferPointer<UInt8>, into output: inout ByteWriter) {
        guard pretty else { return }
        output.append(byte: UInt8(ascii: "\n"))
        for _ in 0..<depth { output.append(bytes: indent) }
    }

    /// A number as ``emit(_:)`` writes it: integers without a fraction, no exponent below 1e15.
    static func write(number value: Double, into output: inout ByteWriter) {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
            output.append(decimal: Int(value))
        } else {
            output += number(value)
        }
    }

    /// JSON has no infinities or NaN; they become null, as JavaScript's JSON.stringify does.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Control characters, DEL and the C1 controls, the line and paragraph separators, the
    /// byte-order mark and the noncharacters U+FFFE/U+FFFF: escaped, so the text stays valid JSON
    /// and valid YAML too (libyaml rejects most of them raw and reads NEL, LS and PS as line breaks).
    /// The bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9) are escaped too: raw,
    /// they reorder what a reader sees around them (a key that displays as something it is not).
    /// Text outputs for people escape the same set (`BrandModel.DisplayText`).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF,
             0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func quote(_ text: String, into output: inout String) {
        var bytes = ByteWriter(capacity: text.utf8.count + 2)
        quote(text, into: &bytes)
        output += bytes.text
    }

    /// `text` as a JSON string. Runs of bytes that need no escape are copied whole, so most
    /// strings cost one scan and one copy; the rest are decoded a scalar at a time.
    public static func quote(_ text: String, into output: inout ByteWriter) {
        output.appendQuoted(text, special: (0x22, 0x5C, 0x5C), escape: { value, bytes, output in
            if output.appendSharedEscape(value) { return }
            if needsEscape(Unicode.Scalar(value) ?? "\u{FFFD}") {
                output += "\\u"
                output.append(hex: value, minimumDigits: 4)
            } else {
                output.append(bytes: bytes)
            }
        })
    }
}
