/// Writes a node as JSON: keys in mapping order, so the same tree always gives the same bytes.
public struct JSONEmitter: Sendable {
    public var pretty: Bool
    public var indent: String

    public init(pretty: Bool = true, indent: String = "  ") {
        self.pretty = pretty
        self.indent = indent
    }

    public func emit(_ node: Node) -> String {
        var output = ""
        write(node, depth: 0, into: &output)
        return output
    }

    private func write(_ node: Node, depth: Int, into output: inout String) {
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += Self.number(number)
        case .string(let text): Self.quote(text, into: &output)
        case .sequence(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(depth + 1, into: &output)
                write(item, depth: depth + 1, into: &output)
            }
            newline(depth, into: &output)
            output += "]"
        case .mapping(let mapping):
            guard !mapping.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, entry) in mapping.entries.enumerated() {
                if index > 0 { output += "," }
                newline(depth + 1, into: &output)
                Self.quote(entry.key, into: &output)
                output += pretty ? ": " : ":"
                write(entry.value, depth: depth + 1, into: &output)
            }
            newline(depth, into: &output)
            output += "}"
        }
    }

    private func newline(_ depth: Int, into output: inout String) {
        guard pretty else { return }
        output += "\n"
        for _ in 0..<depth { output += indent }
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
        output += "\""
        // Most strings need no escape: appending them whole skips a per-scalar append,
        // which brandgen's thousands of files spend most of their JSON time in.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
