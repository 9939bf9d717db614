import YAMLNode

/// Plain words for a value of the wrong type, and what to write instead: a person who wrote
/// `percent: "15%"` needs "must be a number, not the text "15%"" and `percent: 15`, not the
/// names of JSON types.
enum TypeMismatch {
    /// `must be a number, not the text "15%"`; `must be a string or null, not the number 3`.
    static func message(expected: JSONTypes, found node: Node) -> String {
        "must be \(phrase(expected)), not \(found(node))"
    }

    /// What to write instead: the value the text reads as (`write \`percent: 15\``), else the
    /// schema's example (`for example \`size: 14\``), else what the type looks like in YAML.
    static func hint(expected: JSONTypes, found node: Node, key: String?, example: Node?) -> String {
        let prefix = key.map { YAMLEmitter.scalar(Node(.string($0), mark: node.mark)) + ": " } ?? ""
        if let text = node.string, expected.contains(.number) || expected.contains(.integer),
           let number = number(in: text, integer: !expected.contains(.number)) {
            return "write `\(prefix)\(number)`: a number is written without quotes or a unit"
        }
        if let example, example.mapping == nil, example.sequence == nil, expected.admits(example) {
            return "for example `\(prefix)\(YAMLEmitter.scalar(example))`"
        }
        return shape(of: expected)
    }

    /// `a number`, `an integer`, `a string or null`.
    static func phrase(_ types: JSONTypes) -> String {
        let words = JSONTypes.names.filter { types.contains($0.1) && !(types.contains(.number) && $0.1 == .integer) }.map { name in
            switch name.1 {
            case .null: "null"
            case .integer, .object, .array: "an " + name.0
            default: "a " + name.0
            }
        }
        guard words.count > 1 else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// `the text "15%"`, `the number 3`, `the boolean true`, `null (an empty value)`, `an object`.
    static func found(_ node: Node) -> String {
        switch node.value {
        case .string(let text): "the text " + ValueDescription.quoted(text)
        case .int, .double: "the number " + ValueDescription.of(node)
        case .bool(let flag): "the boolean \(flag)"
        case .null: "null (an empty value)"
        case .sequence, .mapping: ValueDescription.of(node)
        }
    }

    /// The number a text means when written with quotes, a `%` or a unit (`"15%"`, `" 14px"`):
    /// digits with an optional sign and one decimal point, then letters or `%` only.
    static func number(in text: String, integer: Bool) -> String? {
        // A number someone meant is short; a long text is read no further.
        guard text.utf8.count <= 40 else { return nil }
        let written = text.trimmingBlanks
        let unitStart = written.firstIndex { $0.isLetter || $0 == "%" } ?? written.endIndex
        guard written[unitStart...].allSatisfy({ ($0.isLetter && $0.isASCII) || $0 == "%" }) else { return nil }
        var digits = written[..<unitStart].trimmingBlanks
        let sign = digits.first == "-" ? "-" : ""
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        guard parts.count == 2 else { return sign + whole }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        if integer { return fraction.allSatisfy { $0 == "0" } ? sign + whole : nil }
        return sign + whole + "." + fraction
    }

    /// What a value of the type looks like in YAML, for when nothing better is known.
    private static func shape(of types: JSONTypes) -> String {
        if types.contains(.number) { return "write a number, such as `12` or `1.5`, without quotes" }
        if types.contains(.integer) { return "write a whole number, such as `3`, without quotes" }
        if types.contains(.boolean) { return "write `true` or `false`, without quotes" }
        if types.contains(.string) { return "write text; quote it when YAML could read it as something else (`\"yes\"`, `\"1.0\"`)" }
        if types.contains(.object) { return "write a mapping of keys to values (`key: value` on lines below, or `{ key: value }`)" }
        if types.contains(.array) { return "write a list: `[a, b]`, or one `- item` a line below" }
        return "write `null`, or leave the value empty"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension StringProtocol {
    /// Without the spaces and tabs at either end.
    var trimmingBlanks: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
