/// CRC-32 (IEEE 802.3, the zlib/PNG variant) for detecting garbled disk entries.
struct CRC32: Sendable {
    /// Lookup table for the reflected polynomial 0xEDB88320; immutable, built once.
    private static let table: [UInt32] = (0..<256).map { index in
        var remainder = UInt32(index)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB8_8320 : remainder >> 1
        }
        return remainder
    }

    private var state: UInt32 = 0xFFFF_FFFF

    init() {}

    mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state = Self.table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
        }
    }

    var value: UInt32 { state ^ 0xFFFF_FFFF }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
