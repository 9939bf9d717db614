import Foundation

/// One disk entry: a versioned header followed by the encoded value.
///
/// Layout, all integers big-endian (offsets in bytes, K = key length, P = payload length):
///
///     0       4  magic "RVCE"
///     4       2  format version (currently 1)
///     6       8  stored-at, Int64 milliseconds since 1970-01-01T00:00:00Z
///     14      4  K, UInt32
///     18      K  key, UTF-8
///     18+K    4  P, UInt32
///     22+K    4  CRC-32 of bytes 0..<22+K followed by the payload
///     26+K    P  payload (the codec's bytes)
struct CacheEntryRecord: Sendable, Equatable {
    static let magic: [UInt8] = Array("RVCE".utf8)
    static let currentVersion: UInt16 = 1
    /// Header bytes other than the key.
    static let fixedHeaderLength = 26

    var key: String
    /// Millisecond precision, the precision the format stores.
    var storedAt: Date
    var payload: [UInt8]

    init(key: String, storedAt: Date, payload: [UInt8]) {
        self.key = key
        self.storedAt = Self.millisecondPrecision(storedAt)
        self.payload = payload
    }

    /// Rounds to the stored precision so a value read from memory and from disk report the
    /// same age; a date the format cannot store (see ``milliseconds(_:)``) stays as it is.
    static func millisecondPrecision(_ date: Date) -> Date {
        milliseconds(date).map { Date(timeIntervalSince1970: Double($0) / 1000) } ?? date
    }

    /// The date as whole milliseconds since 1970; nil when it is not finite or lies outside
    /// ±``CacheLimits/storedAtMillisecondLimit``: a clock set centuries ahead must not trap.
    static func milliseconds(_ date: Date) -> Int64? {
        guard let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded()),
              milliseconds.magnitude <= CacheLimits.storedAtMillisecondLimit.magnitude else { return nil }
        return milliseconds
    }

    /// Why an entry cannot be encoded: its stored-at time is outside what the format holds.
    struct StoredAtOutOfRange: Error, CustomStringConvertible {
        var storedAt: Date
        var description: String { "stored-at time \(storedAt.timeIntervalSince1970) s since 1970 is out of range" }
    }

    func encoded() throws(StoredAtOutOfRange) -> Data {
        guard let storedMilliseconds = Self.milliseconds(storedAt) else { throw StoredAtOutOfRange(storedAt: storedAt) }
        let keyBytes = Array(key.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.fixedHeaderLength + keyBytes.count + payload.count)
        bytes += Self.magic
        Self.appendBigEndian(Self.currentVersion, to: &bytes)
        Self.appendBigEndian(storedMilliseconds, to: &bytes)
        Self.appendBigEndian(UInt32(keyBytes.count), to: &bytes)
        bytes += keyBytes
        Self.appendBigEndian(UInt32(payload.count), to: &bytes)
        var crc = CRC32()
        crc.update(bytes)
        crc.update(payload)
        Self.appendBigEndian(crc.value, to: &bytes)
        bytes += payload
        return Data(bytes)
    }

    /// Reads an entry, checking every header field; `expectedKey` is the key the file was looked up by.
    init(decoding data: Data, expectedKey: String) throws(CacheEntryDefect) {
        let bytes = [UInt8](data)
        guard bytes.count >= 6 else {
            // Only the magic bytes present are compared: `RVCE` and one byte is cut short.
            let present = min(bytes.count, Self.magic.count)
            throw bytes.prefix(present).elementsEqual(Self.magic.prefix(present)) ? .truncated : .badMagic
        }
        guard bytes[0..<4].elementsEqual(Self.magic) else { throw .badMagic }
        let version: UInt16 = Self.readBigEndian(bytes, at: 4)
        guard version == Self.currentVersion else { throw .unsupportedVersion(version) }
        guard bytes.count >= 18 else { throw .truncated }
        let storedMilliseconds: Int64 = Self.readBigEndian(bytes, at: 6)
        let keyLength = Int(Self.readBigEndian(bytes, at: 14) as UInt32)
        guard bytes.count >= Self.fixedHeaderLength + keyLength else { throw .truncated }
        let payloadLengthOffset = 18 + keyLength
        let payloadLength = Int(Self.readBigEndian(bytes, at: payloadLengthOffset) as UInt32)
        let payloadOffset = Self.fixedHeaderLength + keyLength
        let expectedLength = payloadOffset + payloadLength
        guard bytes.count >= expectedLength else { throw .truncated }
        guard bytes.count == expectedLength else { throw .trailingBytes }
        var crc = CRC32()
        crc.update(bytes[0..<(payloadLengthOffset + 4)])
        crc.update(bytes[payloadOffset...])
        let storedChecksum: UInt32 = Self.readBigEndian(bytes, at: payloadLengthOffset + 4)
        guard crc.value == storedChecksum else { throw .checksumMismatch }
        let storedKey = String(decoding: bytes[18..<payloadLengthOffset], as: UTF8.self)
        guard storedKey == expectedKey else { throw .keyMismatch(storedKey: storedKey) }
        guard storedMilliseconds.magnitude <= CacheLimits.storedAtMillisecondLimit.magnitude else {
            throw .storedAtOutOfRange(storedMilliseconds)
        }
        self.key = storedKey
        self.storedAt = Date(timeIntervalSince1970: Double(storedMilliseconds) / 1000)
        self.payload = Array(bytes[payloadOffset...])
    }

    private static func appendBigEndian<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.bigEndian) { bytes += $0 }
    }

    private static func readBigEndian<Integer: FixedWidthInteger>(_ bytes: [UInt8], at offset: Int) -> Integer {
        bytes[offset..<(offset + MemoryLayout<Integer>.size)].reduce(0) { ($0 << 8) | Integer(truncatingIfNeeded: $1) }
    }
}
