extension Node {
    /// The node at a path of mapping keys and sequence indexes, such as
    /// `["appBar", "toolSlot", "kind"]` or `["betslip", "oddsBoost", "tiers", "2"]`.
    public func node(at path: some Sequence<String>) -> Node? {
        var current = self
        for component in path {
            switch current.value {
            case .mapping(let mapping):
                guard let next = mapping[component] else { return nil }
                current = next
            case .sequence(let items):
                guard let index = Int(component), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The mark of the key that holds the node at `path`, or of the node itself for a
    /// sequence item; the place to point at when a whole entry is wrong.
    public func keyMark(at path: [String]) -> Mark? {
        guard let last = path.last, let parent = node(at: path.dropLast()) else { return nil }
        if let entry = parent.mapping?.entry(forKey: last) { return entry.keyMark }
        return parent.node(at: [last])?.mark
    }

    /// Escapes one JSON Pointer reference token (`~` -> `~0`, `/` -> `~1`).
    public static func pointerToken(_ key: String) -> String {
        guard key.contains("~") || key.contains("/") else { return key }
        return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The JSON Pointer of a path: `/appBar/toolSlot/kind`.
    public static func pointer(_ path: [String]) -> String {
        path.map { "/" + pointerToken($0) }.joined()
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
