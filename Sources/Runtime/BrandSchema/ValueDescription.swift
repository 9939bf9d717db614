import YAMLNode

/// Short, readable spellings of instance values for violation messages.
enum ValueDescription {
    /// `"lockr"`, `12`, `true`, `null`, `an object`, `an array`; long strings are cut.
    static func of(_ node: Node) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let value): number(value)
        case .string(let text): quoted(text)
        case .sequence: "an array"
        case .mapping: "an object"
        }
    }

    static func quoted(_ text: String) -> String {
        let shown = text.unicodeScalars.count > 60 ? String(text.prefix(57)) + "..." : text
        return "\"" + shown + "\""
    }

    static func number(_ number: Double) -> String {
        if number.rounded() == number, number.magnitude < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// `"a", "b" or "c"` for a short list; the first few and a count for a long one.
    static func list(_ nodes: [Node]) -> String {
        let shown = nodes.prefix(8).map(of)
        if nodes.count > 8 { return shown.joined(separator: ", ") + " (and \(nodes.count - 8) more)" }
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " or " + shown.last!
    }

    static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? "1 \(word)" : "\(count) \(word == "property" ? "properties" : word + "s")"
    }
}
