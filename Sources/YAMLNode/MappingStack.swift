/// The entries of every mapping still being read, innermost last, refusing a key that is
/// already in its mapping.
///
/// Shared by the YAML and JSON parsers. One stack serves all open mappings, so a mapping
/// costs one exactly-sized array when it ends instead of a chain of growing ones. Each key
/// has a fingerprint beside it: the duplicate scan compares integers and reads key text
/// only on a match, and a 64-bit summary of the fingerprints skips most scans outright.
/// Past ``scanLimit`` keys a mapping gets a set, so a huge one stays linear.
struct MappingStack {
    private struct OpenMapping {
        /// Where this mapping's entries start in `entries`.
        var start: Int
        /// Bit `f >> 58` is set for each fingerprint `f` here: a clear bit proves a key new.
        var fingerprintBits: UInt64 = 0
        var keys: Set<String>?
    }

    /// Above this many keys a set beats the fingerprint scan (real mappings stay far below).
    static let scanLimit = 64

    private var entries: [Node.Mapping.Entry] = []
    private var fingerprints: [UInt64] = []
    private var open: [OpenMapping] = []

    /// Room for a typical document's open entries, so the stacks seldom grow.
    init() {
        entries.reserveCapacity(64)
        fingerprints.reserveCapacity(64)
        open.reserveCapacity(16)
    }

    /// Starts a mapping nested in the one open so far.
    mutating func begin() {
        open.append(OpenMapping(start: entries.count))
    }

    /// Entries of the innermost mapping so far.
    var innermostCount: Int { entries.count - open[open.count - 1].start }

    /// Adds an entry to the innermost mapping; a duplicate key is an error naming both places.
    mutating func append(key: consuming String, keyMark: Mark, value: consuming Node) throws(YAMLError) {
        try append(key: key, fingerprint: Self.fingerprint(of: key), keyMark: keyMark, value: value)
    }

    /// Adds an entry whose key's fingerprint the caller already has.
    mutating func append(key: consuming String, fingerprint: UInt64, keyMark: Mark, value: consuming Node) throws(YAMLError) {
        let top = open.count - 1
        let start = open[top].start
        let bit: UInt64 = 1 << (fingerprint >> 58)
        if open[top].fingerprintBits & bit != 0, let first = firstOccurrence(of: key, fingerprint: fingerprint, mapping: top) {
            throw YAMLError(
                .duplicateKey, "duplicate key \"\(key)\" (first defined at \(first))", at: keyMark,
                related: first, hint: "remove one of the two, or merge their values")
        }
        if open[top].keys != nil { open[top].keys!.insert(copy key) }
        open[top].fingerprintBits |= bit
        fingerprints.append(fingerprint)
        entries.append(Node.Mapping.Entry(key: key, keyMark: keyMark, value: value))
        if entries.count - start == Self.scanLimit {
            open[top].keys = Set(entries[start...].lazy.map(\.key))
        }
    }

    /// Ends the innermost mapping and hands over its entries in the order they were added.
    mutating func end() -> [Node.Mapping.Entry] {
        let start = open.removeLast().start
        fingerprints.removeSubrange(start...)
        return entries.removeTail(from: start)
    }

    private func firstOccurrence(of key: String, fingerprint: UInt64, mapping: Int) -> Mark? {
        if let keys = open[mapping].keys, !keys.contains(key) { return nil }
        var index = open[mapping].start
        while let match = fingerprints[index...].firstIndex(of: fingerprint) {
            if entries[match].key == key { return entries[match].keyMark }
            index = match + 1
        }
        return nil
    }

    /// FNV-1a over the key's UTF-8: cheap, and different keys rarely share one.
    static func fingerprint(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func fingerprint(of key: String) -> UInt64 {
        // Native and small strings are contiguous; the copy covers bridged ones.
        key.utf8.withContiguousStorageIfAvailable(fingerprint) ?? Array(key.utf8).withUnsafeBufferPointer(fingerprint)
    }
}
