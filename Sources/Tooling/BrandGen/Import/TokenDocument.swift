import BrandModel
import YAMLNode

/// One DTCG 2025.10 token file, read flat: every token with its dotted path, its `$type`
/// (its own or its nearest group's), its `$value` and where it is written. Groups' own
/// `$extensions` are kept by path (brandgen writes an animation preset's spring there), and
/// `$root` tokens take their group's path. Files from Figma's variables export read the same
/// way, and Tokens Studio's with their `value`/`type` without `$`.
struct TokenDocument: Sendable {
    struct Token: Sendable {
        /// `colors.brand.primary`.
        var name: String
        var type: String?
        var value: Node
        /// Where the token's key is written.
        var mark: Mark
        var file: String
    }

    var file: String
    /// In the order written.
    var tokens: [Token] = []
    /// Each group's `$extensions`, by the group's dotted path ("" for the file's root).
    var groupExtensions: [String: Node] = [:]
    /// Where each group's key is written.
    var groupMarks: [String: Mark] = [:]

    /// Reads `tree`, the JSON of `file`; `tokensStudio` also takes `value` and `type` without
    /// `$` (Tokens Studio's own format). Iterative, so a deep file cannot exhaust the stack.
    init(file: String, tree: Node, tokensStudio: Bool = false) {
        self.file = file
        var stack: [(node: Node, path: [String], type: String?, mark: Mark)] = [(tree, [], nil, tree.mark)]
        while let (node, path, inherited, mark) = stack.popLast() {
            guard let mapping = node.mapping else { continue }
            let name = path.joined(separator: ".")
            // One scan of the entries: properties first, children kept for the stack.
            var type = inherited
            var value: Node?
            var children: [(Node, [String], Mark)] = []
            for entry in mapping.entries {
                switch entry.key {
                case "$type": type = entry.value.string ?? type
                case "$value": value = entry.value
                case "type" where tokensStudio && entry.value.string != nil: type = entry.value.string
                case "value" where tokensStudio && entry.value.mapping?["value"] == nil && entry.value.mapping?["$value"] == nil:
                    value = entry.value
                case "$extensions": groupExtensions[name] = entry.value
                case "$root":
                    children.append((entry.value, path, entry.keyMark))
                default:
                    if !entry.key.hasPrefix("$") { children.append((entry.value, path + [entry.key], entry.keyMark)) }
                }
            }
            if let value, !path.isEmpty {
                tokens.append(Token(name: name, type: type, value: value, mark: mark, file: file))
                continue
            }
            if !path.isEmpty { groupMarks[name] = mark }
            // Reversed onto the stack, so tokens come out in the order written.
            for (child, childPath, childMark) in children.reversed() { stack.append((child, childPath, type, childMark)) }
        }
    }

    /// A `{group.name}` reference's target (`group.name`), or nil for any other value.
    static func reference(in value: Node) -> String? {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let target = String(text.dropFirst().dropLast())
        return target.hasSuffix(".$root") ? String(target.dropLast(6)) : target
    }
}
