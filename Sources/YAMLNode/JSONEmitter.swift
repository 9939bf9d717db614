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

    static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
