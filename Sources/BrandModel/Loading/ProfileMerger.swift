import YAMLNode

/// Merges a profile over the base it extends: mappings deep-merge, lists and scalars replace.
///
/// Merged nodes keep their own marks, so a problem in an inherited value still points
/// into the base file.
public enum ProfileMerger {
    public static func merge(base: Node, override: Node) -> Node {
        guard case .mapping(let baseMapping) = base.value, case .mapping(let overrideMapping) = override.value else {
            return override
        }
        var entries = baseMapping.entries
        var indexByKey: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { indexByKey[entry.key] = index }
        for entry in overrideMapping.entries {
            if let index = indexByKey[entry.key] {
                entries[index].value = merge(base: entries[index].value, override: entry.value)
                entries[index].keyMark = entry.keyMark
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }
        return Node(.mapping(Node.Mapping(entries)), mark: override.mark)
    }
}
