import BrandModel
import YAMLNode

/// Merges a profile over the base it extends: mappings deep-merge, lists and scalars replace.
///
/// Merged nodes keep their own marks, so a problem in an inherited value still points
/// into the base file. Keys come in the overriding profile's order, then the keys only
/// the base has, in the base's order.
package enum ProfileMerger {
    /// Up to this many overriding keys, a scan finds a base key's match; above it, a table.
    /// Most mappings of a profile hold a handful of keys, where hashing every key costs more.
    static let scanLimit = 16

    public static func merge(base: Node, override: Node) -> Node {
        guard case .mapping(let baseMapping) = base.value, case .mapping(var overrideMapping) = override.value else {
            return override
        }
        let overrideCount = overrideMapping.entries.count
        let baseCount = baseMapping.entries.count
        if overrideCount > scanLimit, baseCount < overrideCount {
            // Few base keys under many overriding ones (a brand's 100,000 colours over a base's
            // twenty): the base is indexed and the overriding keys looked up in that small
            // table, rather than every overriding key put into a table as large as the brand,
            // whose reads miss the caches.
            var baseIndexByKey: [String: Int] = [:]
            baseIndexByKey.reserveCapacity(baseCount)
            for index in baseMapping.entries.indices { baseIndexByKey[baseMapping.entries[index].key] = index }
            var matched = [Bool](repeating: false, count: baseCount)
            for index in overrideMapping.entries.indices {
                guard let baseIndex = baseIndexByKey[overrideMapping.entries[index].key] else { continue }
                matched[baseIndex] = true
                overrideMapping.entries[index].value = merge(base: baseMapping.entries[baseIndex].value, override: overrideMapping.entries[index].value)
            }
            for baseIndex in baseMapping.entries.indices where !matched[baseIndex] {
                overrideMapping.entries.append(baseMapping.entries[baseIndex])
            }
            return Node(.mapping(overrideMapping), mark: override.mark)
        }
        // Only the overriding keys are searched: keys appended from the base are unique already.
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
