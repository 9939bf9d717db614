/// The entries of every mapping still being read, innermost last, refusing a key that is
/// already in its mapping.
///
/// Shared by the YAML and JSON parsers. One stack serves all open mappings, so a mapping
/// costs one exactly-sized array when it ends instead of a chain of growing ones. Each key
/// has a fingerprint beside it: the duplicate scan compares integers and reads key text
/// only on a match, and a 128-bit summary of the fingerprints skips most scans outright.
/// Past ``scanLimit`` keys a mapping gets a table of its fingerprints, so a huge one stays
/// linear; should keys be made to share fingerprints, it falls back to a set of the keys.
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
        /// Past ``scanLimit`` keys: the keys' slots by fingerprint.
        @usableFromInline var table: FingerprintTable?
        /// The keys, once the table found keys made to share fingerprints: a set hashes them
        /// with the process's random seed.
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
        // A large mapping asks its table (or its set) once: a key already there is the duplicate.
        let isDuplicate: Bool
        if innermost.table != nil {
            isDuplicate = tableHolds(key, fingerprint: fingerprint)
        } else if innermost.keys != nil {
            isDuplicate = !innermost.keys!.insert(copy key).inserted
        } else {
            isDuplicate = summary & bit != 0 && firstOccurrence(of: key, fingerprint: fingerprint) != nil
        }
        if isDuplicate, let first = firstOccurrence(of: key, fingerprint: fingerprint) {
            throw YAMLError(
                .duplicateKey, "duplicate key \"\(key)\" (first defined at \(first))", at: keyMark,
                related: first, hint: "remove one of the two, or merge their values")
        }
        if isHigh { innermost.fingerprintBitsHigh |= bit } else { innermost.fingerprintBitsLow |= bit }
        slots.append(Slot(entry: Node.Mapping.Entry(key: key, keyMark: keyMark, value: value), fingerprint: fingerprint))
        if innermost.table != nil {
            if !innermost.table!.insert(offset: slots.count - 1 - innermost.start, fingerprint: fingerprint, slots: slots[innermost.start...]) {
                useKeySet()
            }
        } else if slots.count - innermost.start == Self.scanLimit {
            innermost.table = FingerprintTable(slots[innermost.start...])
            if innermost.table == nil { useKeySet() }
        }
    }

    /// Whether the innermost mapping's table holds `key`. A key whose probe passes more than
    /// ``FingerprintTable/probeLimit`` cells moves the mapping to a set of its keys first:
    /// fingerprints are not seeded, so keys can be made to share them, and a table probing
    /// every key at each step would be quadratic.
    @inlinable
    mutating func tableHolds(_ key: String, fingerprint: UInt64) -> Bool {
        switch innermost.table!.find(fingerprint, in: slots[innermost.start...], key: key) {
        case .found: return true
        case .absent: return false
        case .tooFar:
            useKeySet()
            return !innermost.keys!.insert(key).inserted
        }
    }

    /// Moves the innermost mapping from its table to a set of its keys.
    @usableFromInline
    mutating func useKeySet() {
        var keys = Set<String>(minimumCapacity: 2 * (slots.count - innermost.start))
        for index in innermost.start..<slots.count { keys.insert(slots[index].entry.key) }
        innermost.keys = keys
        innermost.table = nil
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

    /// Eight bytes per multiply (a byte-wise FNV-1a costs several times as much);
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

@_spi(YAMLParsing)
extension MappingStack {
    /// A large mapping's keys by fingerprint: open addressing over its slots, each cell empty
    /// (0) or one more than a slot's offset from the mapping's start. Finding a key is a few
    /// integer compares, where a set of the keys hashed each whole with SipHash and rehashed
    /// them all as it grew, which dominated a hostile mapping's load (docs/performance.md).
    @usableFromInline
    struct FingerprintTable {
        @usableFromInline var cells: [UInt32]
        /// `64 - log2(cells.count)`: a fingerprint's top bits pick its first cell.
        @usableFromInline var shift: UInt64
        @usableFromInline var count = 0

        /// A probe passing more cells than this gives up (``MappingStack/tableHolds(_:fingerprint:)``).
        /// At most half the cells are full, where a probe passes about two on average.
        @usableFromInline static var probeLimit: Int { 64 }

        @usableFromInline
        enum Lookup { case found, absent, tooFar }

        /// The table of `slots`, all of them distinct keys; nil when they do not fit (a probe
        /// too long).
        @usableFromInline
        init?(_ slots: ArraySlice<Slot>) {
            cells = []
            shift = 0
            guard rebuild(capacity: 4 * Swift.max(slots.count, 16), slots: slots) else { return nil }
        }

        /// Every slot again, in a table of at least `capacity` cells; false when one does not fit.
        @usableFromInline
        mutating func rebuild(capacity: Int, slots: ArraySlice<Slot>) -> Bool {
            let bits = UInt64(Int.bitWidth - (capacity - 1).leadingZeroBitCount)
            cells = [UInt32](repeating: 0, count: 1 << bits)
            shift = 64 - bits
            count = 0
            for offset in 0..<slots.count {
                guard insert(offset: offset, fingerprint: slots[slots.startIndex + offset].fingerprint, slots: slots, growing: false) else {
                    return false
                }
            }
            return true
        }

        @inlinable
        func find(_ fingerprint: UInt64, in slots: ArraySlice<Slot>, key: String) -> Lookup {
            let mask = cells.count - 1
            var index = Int(truncatingIfNeeded: fingerprint >> shift)
            var probes = 0
            while cells[index] != 0 {
                let slot = slots.startIndex + Int(cells[index]) - 1
                if slots[slot].fingerprint == fingerprint, slots[slot].entry.key == key { return .found }
                probes += 1
                if probes > Self.probeLimit { return .tooFar }
                index = (index + 1) & mask
            }
            return .absent
        }

        /// Adds the slot at `offset`; false when the table cannot take it (an offset past what
        /// a cell holds, or a probe too long, here or as the table grows) and the mapping must
        /// use a set instead: the table is then incomplete.
        @inlinable
        mutating func insert(offset: Int, fingerprint: UInt64, slots: ArraySlice<Slot>, growing: Bool = true) -> Bool {
            guard let cell = UInt32(exactly: offset + 1) else { return false }
            let mask = cells.count - 1
            var index = Int(truncatingIfNeeded: fingerprint >> shift)
            var probes = 0
            while cells[index] != 0 {
                probes += 1
                if probes > Self.probeLimit { return false }
                index = (index + 1) & mask
            }
            cells[index] = cell
            count += 1
            if growing, 2 * count > cells.count { return rebuild(capacity: 2 * cells.count, slots: slots) }
            return true
        }
    }
}
