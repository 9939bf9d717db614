/// The entries of a mapping being read, refusing a key that is already there.
///
/// Shared by the YAML and JSON parsers. Mappings are small, so a scan finds duplicates;
/// past 16 keys a set takes over, so a huge mapping stays linear.
struct MappingBuilder {
    private(set) var entries: [Node.Mapping.Entry] = []
    private var keys: Set<String>?

    /// Adds an entry; a duplicate key is an error naming both places.
    mutating func append(key: String, keyMark: Mark, value: Node) throws(YAMLError) {
        if let first = firstOccurrence(of: key) {
            throw YAMLError(
                .duplicateKey, "duplicate key \"\(key)\" (first defined at \(first))", at: keyMark,
                related: first, hint: "remove one of the two, or merge their values")
        }
        entries.append(Node.Mapping.Entry(key: key, keyMark: keyMark, value: value))
        if keys != nil {
            keys!.insert(key)
        } else if entries.count == 16 {
            keys = Set(entries.map(\.key))
        }
    }

    var count: Int { entries.count }

    private func firstOccurrence(of key: String) -> Mark? {
        if let keys, !keys.contains(key) { return nil }
        for entry in entries where entry.key == key { return entry.keyMark }
        return nil
    }
}
