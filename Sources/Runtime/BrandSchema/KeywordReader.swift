import Spelling
import YAMLNode

/// Reads keyword values of one schema object, turning a wrong value into a ``SchemaError``
/// that names the keyword, what it takes and what was found.
struct KeywordReader {
    let mapping: Node.Mapping
    let pointer: String
    /// Keywords compiled together with a sibling, so the sibling does not compile them again.
    var handled: Set<String> = []

    init(mapping: Node.Mapping, pointer: String) {
        self.mapping = mapping
        self.pointer = pointer
    }

    func path(_ keyword: String) -> String {
        pointer + "/" + JSONPointer.escape(keyword)
    }

    func expected(_ what: String, for keyword: String) -> SchemaError {
        let value = mapping[keyword] ?? Node(.null)
        return SchemaError(
            "\"\(keyword)\" must be \(what), found \(ValueDescription.of(value))", at: value.mark, schemaPath: path(keyword))
    }

    func types(_ value: Node) throws(SchemaError) -> JSONTypes {
        let known = "one of " + JSONTypes.names.map(\.0).joined(separator: ", ")
        if let name = value.string {
            guard let type = JSONTypes(name: name) else {
                let suggestion = SpellingSuggestion.didYouMean(name, among: JSONTypes.names.map(\.0))
                throw SchemaError(
                    "unknown type \"\(name)\" in \"type\"; expected \(known)" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                    at: value.mark, schemaPath: path("type"))
            }
            return type
        }
        guard let items = value.sequence, !items.isEmpty else {
            throw expected("a type name or a non-empty array of type names", for: "type")
        }
        var types: JSONTypes = []
        for (position, item) in items.enumerated() {
            guard let name = item.string, let type = JSONTypes(name: name) else {
                throw SchemaError(
                    "\"type\" lists \(ValueDescription.of(item)), which is not a type name; expected \(known)",
                    at: item.mark, schemaPath: path("type") + "/" + String(position))
            }
            types.insert(type)
        }
        return types
    }

    func strings(_ keyword: String) throws(SchemaError) -> [String] {
        try Self.strings(mapping[keyword]!, path: path(keyword))
    }

    static func strings(_ node: Node, path: String) throws(SchemaError) -> [String] {
        guard let items = node.sequence else {
            throw SchemaError("expected an array of strings, found \(ValueDescription.of(node))", at: node.mark, schemaPath: path)
        }
        var strings: [String] = []
        for (position, item) in items.enumerated() {
            guard let text = item.string else {
                throw SchemaError(
                    "expected an array of strings, but item \(position) is \(ValueDescription.of(item))",
                    at: item.mark, schemaPath: path + "/" + String(position))
            }
            strings.append(text)
        }
        return strings
    }

    /// A non-negative integer such as `minLength` takes (`2.0` counts as 2).
    func count(_ keyword: String) throws(SchemaError) -> Int {
        guard let value = mapping[keyword]?.int, value >= 0 else {
            throw expected("a non-negative integer", for: keyword)
        }
        return value
    }

    func number(_ keyword: String) throws(SchemaError) -> SchemaNumber {
        guard let node = mapping[keyword], let number = SchemaNumber(node), number.double.isFinite else {
            throw expected("a number", for: keyword)
        }
        return number
    }

    func pattern(_ value: Node, keyword: String) throws(SchemaError) -> ECMAPattern {
        guard let text = value.string else { throw expected("a string (a regular expression)", for: keyword) }
        return try Self.pattern(text, mark: value.mark, path: path(keyword))
    }

    static func pattern(_ text: String, mark: Mark, path: String) throws(SchemaError) -> ECMAPattern {
        do {
            return try ECMAPattern(text)
        } catch {
            throw SchemaError("invalid regular expression \(ValueDescription.quoted(text)): \(error.reason)", at: mark, schemaPath: path)
        }
    }
}
