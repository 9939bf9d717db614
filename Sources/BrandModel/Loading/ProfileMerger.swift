import YAMLNode

/// Merges a profile over the base it extends: mappings deep-merge, lists and scalars replace.
///
/// Merged nodes keep their own marks, so a problem in an inherited value still points
/// into the base file. Keys come in the overriding profile's order, then the keys only
/// the base has, in the base's order.
public enum ProfileMerger {
    public static func merge(base: Node, override: Node) -> Node {
        guard case .mapping(let baseMapping) = base.value, case .mapping(var overrideMapping) = override.value else {
            return override
        }
        var indexByKey: [String: Int] = [:]
        for (index, entry) in overrideMapping.entries.enumerated() { indexByKey[entry.key] = index }
        for entry in baseMapping.entries {
            if let index = indexByKey[entry.key] {
                overrideMapping.entries[index].value = merge(base: entry.value, override: overrideMapping.entries[index].value)
            } else {
                overrideMapping.entries.append(entry)
            }
        }
        return Node(.mapping(overrideMapping), mark: override.mark)
    }
}
