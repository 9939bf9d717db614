/// The entries of every mapping still being read, innermost last, refusing a key that is
/// already in its mapping.
///
/// Shared by the YAML and JSON parsers. One stack serves all open mappings, so a mapping
/// costs one exactly-sized array when it ends instead of a chain of growing ones. Each key
/// has a fingerprint beside it: the duplicate scan compares integers and reads key text
/// only on a match, and a 128-bit summary of the fingerprints skips most scans outright.
/// Past ``scanLimit`` keys a mapping gets a set, so a huge one stays linear.
///
/// For the parsers only, so SPI rather than API; public and inlinable, its parts
/// `@usableFromInline` rather than private, because `YAMLParser` is in another module
/// (`YAMLReader`): a `package` body is not inlined across modules, and the calls cost that
/// parser some 5 to 10 % of its time.
@_spi(YAMLParsing)
public struct MappingStack {
    @usableFromInline
    struct OpenMapping {
        /// Where this mapping's entries start in `slots`.
        @usableFromInline var start: Int
        /// For each fingerprint `f` here, bit `f >> 58` of the half that bit 57 of `f` picks is
        /// set (128 bits in all): a clear bit proves a key new.
        @usableFromInline var fingerprintBitsLow: UInt64 = 0
        @usableFromInline var fingerprintBitsHigh: UInt64 = 0
        @usableFromInline var keys: Set<String>?

        @usableFromInline
        init(start: Int) {
            self.start = start
        }
    }

    /// Above this many keys a set beats the fingerprint scan (real mappings stay far below).
    public static let scanLimit = 64

    /// An entry with its key's fingerprint: one array to grow per entry, not two.
    @usableFromInline
    struct Slot {
        @usableFromInline var entry: Node.Mapping.Entry
        @usableFromInline var fingerprint: UInt64

        @usableFromInline
        init(entry: Node.Mapping.Entry, fingerprint: UInt64) {
            self.entry = entry
            self.fingerprint = fingerprint
        }
    }

    @usableFromInline var slots: [Slot] = []
    /// The mapping entries go to, kept out of `outer` so each entry updates a plain field
    /// rather than an array element behind a uniqueness check.
    @usableFromInline var innermost = OpenMapping(start: 0)
    /// The mappings that enclose `innermost`, outermost first.
    @usableFromInline var outer: [OpenMapping] = []
    @usableFromInline var depth = 0

    /// Room for a typical document's open entries, so the stacks seldom grow.
    @inlinable
    public init() {
        slots.reserveCapacity(64)
        outer.reserveCapacity(16)
    }

    /// Starts a mapping nested in the one open so far.
    @inlinable
    public mutating func begin() {
        if depth > 0 { outer.append(innermost) }
        innermost = OpenMapping(start: slots.count)
        depth += 1
    }

    /// Entries of the innermost mapping so far.
    @inlinable
    public var innermostCount: Int { slots.count - innermost.start }

    /// Adds an entry to the innermost mapping; a duplicate key is an error naming both places.
    @inlinable
    public mutating func append(key: consuming String, keyMark: Mark, value: consuming Node) throws(YAMLError) {
        try append(key: key, fingerprint: Self.fingerprint(of: key), keyMark: keyMark, value: value)
    }

    /// Adds an entry whose key's fingerprint the caller already has.
    @inlinable
    public mutating func append(key: consuming String, fingerprint: UInt64, keyMark: Mark, value: consuming Node) throws(YAMLError) {
        // 128 summary bits: with 64, one new key in three of a twenty-key mapping hit a set bit.
        let bit: UInt64 = 1 << (fingerprint >> 58)
        let isHigh = fingerprint & (1 << 57) != 0
        let summary = isHigh ? innermost.fingerprintBitsHigh : innermost.fingerprintBitsLow
        // A large mapping asks its set once, inserting: a key already there is the duplicate.
        let isDuplicate = innermost.keys != nil
            ? !innermost.keys!.insert(copy key).inserted
            : summary & bit != 0 && firstOccurrence(of: key, fingerprint: fingerprint) != nil
        if isDuplicate, let first = firstOccurrence(of: key, fingerprint: fingerprint) {
            throw YAMLError(
                .duplicateKey, "duplicate key \"\(key)\" (first defined at \(first))", at: keyMark,
                related: first, hint: "remove one of the two, or merge their values")
        }
        if isHigh { innermost.fingerprintBitsHigh |= bit } else { innermost.fingerprintBitsLow |= bit }
        slots.append(Slot(entry: Node.Mapping.Entry(key: key, keyMark: keyMark, value: value), fingerprint: fingerprint))
        if slots.count - innermost.start == Self.scanLimit {
            // Room to grow: each time a set grows it hashes every key again.
            var keys = Set<String>(minimumCapacity: 16 * Self.scanLimit)
            for index in innermost.start..<slots.count { keys.insert(slots[index].entry.key) }
            innermost.keys = keys
        }
    }

    /// Ends the innermost mapping and hands over its entries in the order they were added.
    @inlinable
    public mutating func end() -> [Node.Mapping.Entry] {
        let start = innermost.start
        depth -= 1
        if depth > 0 { innermost = outer.removeLast() }
        return slots.removeTail(from: start) { $0.entry }
    }

    @usableFromInline
    func firstOccurrence(of key: String, fingerprint: UInt64) -> Mark? {
        // By index: iterating the slots would copy each one, value and all.
        for index in innermost.start..<slots.count where slots[index].fingerprint == fingerprint {
            if slots[index].entry.key == key { return slots[index].entry.keyMark }
        }
        return nil
    }

    /// Eight bytes per multiply (a byte-wise FNV-1a cost some five instructions a byte);
    /// the multiply carries every input bit into the top bits the summary reads.
    @inlinable
    public static func fingerprint(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = UnsafeRawBufferPointer(key)
        let count = bytes.count
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                hash ^= hash >> 32
                offset += 8
            }
            // The last eight bytes, overlapping the previous word when the count is not a multiple of eight.
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* multiplier
        } else {
            var tail: UInt64 = 0
            for index in 0..<count { tail |= UInt64(bytes[index]) << (UInt64(index) &* 8) }
            hash = (hash ^ tail) &* multiplier
        }
        return hash
    }

    @inlinable
    public static func fingerprint(of key: String) -> UInt64 {
        // Native and small strings are contiguous; the copy covers bridged ones.
        key.utf8.withContiguousStorageIfAvailable(fingerprint) ?? Array(key.utf8).withUnsafeBufferPointer(fingerprint)
    }
}
