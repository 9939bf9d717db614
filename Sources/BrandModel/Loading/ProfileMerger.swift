import YAMLNode

/// Merges a profile over the base it extends: mappings deep-merge, lists and scalars replace.
///
/// Merged nodes keep their own marks, so a problem in an inherited value still points
/// into the base file. Keys come in the overriding profile's order, then the keys only
/// the base has, in the base's order.
public enum ProfileMerger {
    /// Up to this many overriding keys, a scan finds a base key's match; above it, a table.
    /// Most mappings of a profile hold a handful of keys, where hashing every key costs more.
    static let scanLimit = 16

    public static func merge(base: Node, override: Node) -> Node {
        guard case .mapping(let baseMapping) = base.value, case .mapping(var overrideMapping) = override.value else {
            return override
        }
        // Only the overriding keys are searched: keys appended from the base are unique already.
        let overrideCount = overrideMapping.entries.count
        var indexByKey: [String: Int] = [:]
        if overrideCount > scanLimit {
            indexByKey.reserveCapacity(overrideCount)
            for index in overrideMapping.entries.indices { indexByKey[overrideMapping.entries[index].key] = index }
        }
        for baseIndex in baseMapping.entries.indices {
            let key = baseMapping.entries[baseIndex].key
            let match = overrideCount > scanLimit
                ? indexByKey[key]
                : (0..<overrideCount).first { overrideMapping.entries[$0].key == key }
            if let index = match {
                overrideMapping.entries[index].value = merge(base: baseMapping.entries[baseIndex].value, override: overrideMapping.entries[index].value)
            } else {
                overrideMapping.entries.append(baseMapping.entries[baseIndex])
            }
        }
        return Node(.mapping(overrideMapping), mark: override.mark)
    }
}
