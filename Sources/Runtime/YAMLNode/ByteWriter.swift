/// Text built as UTF-8 bytes in one growing buffer.
///
/// Generators write hundreds of kilobytes per brand; appending to a `String` pays for
/// index, capacity and ASCII bookkeeping on every append, and `String` interpolation
/// builds a temporary per line. Appending bytes is a copy. The bytes are valid UTF-8
/// whenever only text and ASCII were appended.
///
/// The buffer is its own, not an `[UInt8]`: a generator appends a few bytes at a time
/// (13 on average), and `Array.append(contentsOf:)` is slow in its generic path for so few
/// bytes (docs/decisions/0018-brandgen-round-6.md). Here an append is a uniqueness
/// check, a capacity check and a copy. The writer is a value: a copy shares the buffer
/// until either side appends.
public struct ByteWriter: @unchecked Sendable {
    // Sendable by copy on write: the buffer is written only while `owner` is uniquely
    // referenced, so no two writers (or threads) ever share bytes that are being written.

    /// Frees the buffer when the last writer sharing it goes. Its one stored property is a
    /// `let`: a class's `var`s are checked for exclusive access at run time, which cost more
    /// than the append itself.
    @usableFromInline
    final class Owner {
        @usableFromInline let base: UnsafeMutablePointer<UInt8>

        @usableFromInline
        init(capacity: Int) {
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    /// `count` initialized bytes of `capacity` at `base`, which `owner` frees.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var owner: Owner
    @usableFromInline var written: Int
    @usableFromInline var capacity: Int

    /// The number of bytes written so far.
    @inlinable
    public var count: Int { written }

    public init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 16)
        owner = Owner(capacity: self.capacity)
        base = owner.base
        written = 0
    }

    /// Makes the buffer this writer's alone, with room for `extra` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if _slowPath(!isKnownUniquelyReferenced(&owner) || capacity &- written < extra) {
            reallocate(toHold: extra)
        }
    }

    /// A new buffer of its own for this writer, at least doubled when it grows: appends
    /// stay amortized O(1).
    @usableFromInline @inline(never)
    mutating func reallocate(toHold extra: Int) {
        let (needed, overflow) = written.addingReportingOverflow(extra)
        precondition(!overflow, "ByteWriter: size overflows Int")
        let newCapacity = needed <= capacity ? capacity : Swift.max(needed, capacity <= Int.max / 2 ? capacity * 2 : Int.max)
        let newOwner = Owner(capacity: newCapacity)
        newOwner.base.initialize(from: base, count: written)
        owner = newOwner
        base = newOwner.base
        capacity = newCapacity
    }

    /// The bytes written so far, as an array of exactly their size.
    public var bytes: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// Calls `body` with the bytes written so far; the pointer is valid only during the call.
    @inlinable
    public func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: written)) }
    }

    /// Removes the last byte written; there must be one.
    public mutating func removeLast() {
        precondition(written > 0, "ByteWriter.removeLast on an empty writer")
        written -= 1
    }

    /// The text's UTF-8 bytes, copied whole.
    @inlinable
    public mutating func append(_ text: String) {
        // Through the view's storage, not `withUTF8`, which needs a mutable copy of the
        // string (a retain and a release per append). Every native string has storage.
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    @inlinable
    public mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    @inlinable
    public mutating func append(byte: UInt8) {
        reserve(1)
        (base + written).initialize(to: byte)
        written &+= 1
    }

    @inlinable
    public mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress, other.count > 0 else { return }
        reserve(other.count)
        (base + written).initialize(from: source, count: other.count)
        written &+= other.count
    }

    /// The bytes of `other`, copied whole.
    @inlinable
    public mutating func append(_ other: ByteWriter) {
        other.withUnsafeBytes { append(bytes: $0) }
    }

    @inlinable
    public static func += (writer: inout ByteWriter, text: String) {
        writer.append(text)
    }

    /// Appends `text` with escapes: runs of bytes `isPlain` accepts (given the text's bytes
    /// and an offset) are copied whole; each other scalar goes to `escape` with its value and
    /// its bytes, and is written as `escape` writes it (copying the bytes keeps it as it is).
    /// The scan is one pass over bytes: most text needs no escape at all. Inlinable, so the
    /// two closures are specialized into each escaper rather than called per byte.
    @inlinable @inline(__always)
    public mutating func append(
        _ text: String, isPlain: (UnsafeBufferPointer<UInt8>, Int) -> Bool,
        escape: (UInt32, UnsafeBufferPointer<UInt8>, inout ByteWriter) -> Void
    ) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0, isPlain: isPlain, escape: escape) }) == nil {
            var text = text
            text.withUTF8 { append($0, isPlain: isPlain, escape: escape) }
        }
    }

    /// ``append(_:isPlain:escape:)`` over the text's bytes.
    @inlinable @inline(__always)
    mutating func append(
        _ utf8: UnsafeBufferPointer<UInt8>, isPlain: (UnsafeBufferPointer<UInt8>, Int) -> Bool,
        escape: (UInt32, UnsafeBufferPointer<UInt8>, inout ByteWriter) -> Void
    ) {
        var start = 0
        var index = 0
        while index < utf8.count {
            if isPlain(utf8, index) {
                index += 1
                continue
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            let lead = utf8[index]
            let length = min(lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, utf8.count - index)
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<max(length, 1) { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
            escape(value, UnsafeBufferPointer(rebasing: utf8[index..<index + length]), &self)
            index += length
            start = index
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index]))
    }

    /// Appends `text` between two `"`, each scalar that is not printable ASCII or is one of
    /// `special` (up to three bytes, repeated to fill) written by `escape`: the strings of
    /// JSON, Swift and Kotlin. Most texts need no escape; those are found eight bytes at a
    /// time and copied whole with their quotes, in one reservation.
    @inlinable
    public mutating func appendQuoted(
        _ text: String, special: (UInt8, UInt8, UInt8),
        escape: (UInt32, UnsafeBufferPointer<UInt8>, inout ByteWriter) -> Void
    ) {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Self.isPrintableASCII(utf8, except: special) else { return false }
            reserve(utf8.count &+ 2)
            (base + written).initialize(to: UInt8(ascii: "\""))
            if let source = utf8.baseAddress { (base + (written &+ 1)).initialize(from: source, count: utf8.count) }
            (base + (written &+ 1 &+ utf8.count)).initialize(to: UInt8(ascii: "\""))
            written &+= utf8.count &+ 2
            return true
        }
        guard done != true else { return }
        append(byte: UInt8(ascii: "\""))
        append(text, isPlain: { utf8, index in
            let byte = utf8[index]
            return byte >= 0x20 && byte < 0x7F && byte != special.0 && byte != special.1 && byte != special.2
        }, escape: escape)
        append(byte: UInt8(ascii: "\""))
    }

    /// Whether every byte is printable ASCII (0x20-0x7E) other than the three `special`
    /// bytes: eight bytes at a time (the classic "has a byte below, has a byte equal"
    /// word tests), then the tail one at a time.
    @inlinable
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, except special: (UInt8, UInt8, UInt8)) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        let first = ones &* UInt64(special.0), second = ones &* UInt64(special.1), third = ones &* UInt64(special.2)
        var index = 0
        let count = bytes.count
        if let start = bytes.baseAddress {
            let raw = UnsafeRawPointer(start)
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // A byte below 0x20, a byte of 0x7F or more (its high bit, or 0x7F + 1), a special.
                if (word &- ones &* 0x20) & ~word & highs != 0 || (word | (word &+ ones)) & highs != 0
                    || hasZero(word ^ first) || hasZero(word ^ second) || hasZero(word ^ third) {
                    return false
                }
                index &+= 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte >= 0x7F || byte == special.0 || byte == special.1 || byte == special.2 { return false }
            index &+= 1
        }
        return true
    }

    /// The escape C, JSON, Swift and Kotlin share for a quote, a backslash, a line feed, a
    /// carriage return or a tab; false (nothing written) for any other scalar.
    @inlinable
    public mutating func appendSharedEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x22: self += "\\\""
        case 0x5C: self += "\\\\"
        case 0x0A: self += "\\n"
        case 0x0D: self += "\\r"
        case 0x09: self += "\\t"
        default: return false
        }
        return true
    }

    /// `value` in decimal, as `String(value)` writes it.
    public mutating func append(decimal value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        if value >= 10 { appendDigits(value / 10) }
        append(byte: UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` in hexadecimal, padded with zeros to `minimumDigits`, as `String(value, radix: 16)` writes it.
    public mutating func append(hex value: UInt32, minimumDigits: Int = 1, uppercase: Bool = false) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        let table = uppercase ? Self.upperHex : Self.lowerHex
        for position in stride(from: max(digits, minimumDigits) - 1, through: 0, by: -1) {
            append(byte: position >= 8 ? UInt8(ascii: "0") : table[Int((value >> (4 * UInt32(position))) & 0xF)])
        }
    }

    private static let lowerHex = Array("0123456789abcdef".utf8)
    private static let upperHex = Array("0123456789ABCDEF".utf8)

    /// The bytes as text.
    public var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
