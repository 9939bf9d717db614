/// Text built as UTF-8 bytes in one growing buffer.
///
/// Generators write hundreds of kilobytes per brand; appending to a `String` pays for
/// index, capacity and ASCII bookkeeping on every append, and `String` interpolation
/// builds a temporary per line. Appending bytes is a copy. The bytes are valid UTF-8
/// whenever only text and ASCII were appended.
public struct ByteWriter: Sendable {
    public var bytes: [UInt8]

    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The text's UTF-8 bytes, copied whole.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    @inlinable
    public mutating func append(bytes other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
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
        var text = text
        text.withUTF8 { utf8 in
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
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        if value >= 10 { appendDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` in hexadecimal, padded with zeros to `minimumDigits`, as `String(value, radix: 16)` writes it.
    public mutating func append(hex value: UInt32, minimumDigits: Int = 1, uppercase: Bool = false) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        let table = uppercase ? Self.upperHex : Self.lowerHex
        for position in stride(from: max(digits, minimumDigits) - 1, through: 0, by: -1) {
            bytes.append(position >= 8 ? UInt8(ascii: "0") : table[Int((value >> (4 * UInt32(position))) & 0xF)])
        }
    }

    private static let lowerHex = Array("0123456789abcdef".utf8)
    private static let upperHex = Array("0123456789ABCDEF".utf8)

    /// The bytes as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
