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
