/// Writes a node as block-style YAML that reads back to the same tree under the core schema.
public struct YAMLEmitter: Sendable {
    public init() {}

    public func emit(_ node: Node) -> String {
        var output = ""
        switch node.value {
        case .mapping(let mapping) where !mapping.isEmpty:
            writeMapping(mapping, depth: 0, into: &output)
        case .sequence(let items) where !items.isEmpty:
            writeSequence(items, depth: 0, into: &output)
        default:
            output += Self.scalar(node) + "\n"
        }
        return output
    }

    private func writeMapping(_ mapping: Node.Mapping, depth: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: depth)
        for entry in mapping.entries {
            output += pad
            writeKey(entry.key, pad: pad, into: &output)
            writeValue(entry.value, depth: depth, into: &output)
        }
    }

    /// `key:`, or `? key` then `:` for a long key: libyaml reads an implicit key only
    /// within 1024 characters of its start (found by fuzzing).
    private func writeKey(_ key: String, pad: String, into output: inout String) {
        let text = Self.quoteIfNeeded(key)
        if text.unicodeScalars.count > 1000 {
            output += "? " + text + "\n" + pad + ":"
        } else {
            output += text + ":"
        }
    }

    private func writeSequence(_ items: [Node], depth: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: depth)
        for item in items {
            if case .mapping(let mapping) = item.value, let first = mapping.entries.first {
                // `- key: value` with the other keys aligned under the first.
                output += pad + "- "
                writeKey(first.key, pad: pad + "  ", into: &output)
                writeValue(first.value, depth: depth + 1, into: &output)
                writeMapping(Node.Mapping(Array(mapping.entries.dropFirst())), depth: depth + 1, into: &output)
            } else {
                output += pad + "-"
                writeValue(item, depth: depth, into: &output)
            }
        }
    }

    private func writeValue(_ node: Node, depth: Int, into output: inout String) {
        switch node.value {
        case .mapping(let mapping) where !mapping.isEmpty:
            output += "\n"
            writeMapping(mapping, depth: depth + 1, into: &output)
        case .sequence(let items) where !items.isEmpty:
            output += "\n"
            writeSequence(items, depth: depth + 1, into: &output)
        default:
            output += " " + Self.scalar(node) + "\n"
        }
    }

    /// A scalar as YAML writes it on one line (quoted when the text would read back as
    /// something else); `[]` and `{}` stand for a sequence and a mapping.
    public static func scalar(_ node: Node) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number):
            number.isNaN ? ".nan" : number.isInfinite ? (number < 0 ? "-.inf" : ".inf") : String(number)
        case .string(let text): quoteIfNeeded(text)
        case .sequence: "[]"
        case .mapping: "{}"
        }
    }

    /// Plain when the text reads back as the same string; double-quoted otherwise.
    static func quoteIfNeeded(_ text: String) -> String {
        if isSafePlain(text) { return text }
        var output = ""
        JSONEmitter.quote(text, into: &output)
        return output
    }

    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if " \t".unicodeScalars.contains(last) || " \t".unicodeScalars.contains(first) { return false }
        if "-?:,[]{}#&*!|>'\"%@`~".unicodeScalars.contains(first) { return false }
        // YAML reads indicators code point by code point, so these look at bytes: as
        // Characters, ": " followed by a combining mark is `:` and one grapheme, not `: `.
        var copy = Array(text.utf8)
        let pairs = zip(copy, copy.dropFirst())
        if pairs.contains(where: { $0 == UInt8(ascii: ":") && $1 == UInt8(ascii: " ") }) { return false }
        if pairs.contains(where: { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: "#") }) { return false }
        if copy.last == UInt8(ascii: ":") { return false }
        // A plain `<<` key is a merge key when read back; quoted it is an ordinary key.
        if copy.elementsEqual("<<".utf8) { return false }
        // At the start of a line `...` ends the document.
        if copy.starts(with: "...".utf8) { return false }
        if text.unicodeScalars.contains(where: JSONEmitter.needsEscape) { return false }
        let resolved = copy.withUnsafeMutableBufferPointer { CoreSchemaResolver.resolve(UnsafeBufferPointer($0)) }
        if case .string = resolved { return true }
        return false
    }
}
