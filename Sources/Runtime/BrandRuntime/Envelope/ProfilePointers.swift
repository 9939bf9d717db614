import BrandModel
import YAMLNode

/// The profile path of each place in a runtime envelope's profile: what a runtime diagnostic
/// names besides the envelope's line and column, since an app's log has the envelope, not the
/// YAML it was generated from (`/appBar/toolSlot/config/pointsPerReward`).
enum ProfilePointers {
    /// `diagnostics` with the profile path of the value (or key) each points at leading its
    /// message, where the message does not already start with one. One walk of the profile,
    /// and only when some diagnostic needs it.
    static func locating(_ diagnostics: [Diagnostic], in profile: Node) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.message.hasPrefix("/") }) else { return diagnostics }
        let pointers = index(profile)
        return diagnostics.map { diagnostic in
            guard !diagnostic.message.hasPrefix("/"),
                let pointer = pointers[Place(line: diagnostic.line, column: diagnostic.column)], !pointer.isEmpty
            else { return diagnostic }
            var located = diagnostic
            located.message = pointer + ": " + diagnostic.message
            return located
        }
    }

    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// Every value's and key's place, with its JSON Pointer. A key's place names its entry.
    static func index(_ profile: Node) -> [Place: String] {
        var pointers: [Place: String] = [:]
        var pending: [(node: Node, pointer: String)] = [(profile, "")]
        while let (node, pointer) = pending.popLast() {
            pointers[Place(line: node.mark.line, column: node.mark.column)] = pointer
            switch node.value {
            case .mapping(let mapping):
                for entry in mapping.entries {
                    let child = pointer + "/" + Node.pointerToken(entry.key)
                    pointers[Place(line: entry.keyMark.line, column: entry.keyMark.column)] = child
                    pending.append((entry.value, child))
                }
            case .sequence(let items):
                for (offset, item) in items.enumerated() {
                    pending.append((item, pointer + "/" + String(offset)))
                }
            default:
                break
            }
        }
        return pointers
    }
}
