/// Maps cache keys to file names that are safe on every file system the apps run on.
///
/// ASCII lowercase letters, digits, `-` and `_` stay as they are; every other UTF-8 byte,
/// uppercase letters included, becomes `%XX` with uppercase hex. Escaping uppercase keeps
/// distinct keys distinct on case-insensitive volumes (APFS default), and escaping `.` rules out
/// `.`/`..` and clashes with temporary files. A name that would exceed 200 bytes keeps its first
/// 150 and ends in `~` plus the 64-bit FNV-1a hash of the key; the key stored in each entry's
/// header guards against the unlikely hash collision.
enum CacheFileName {
    static let fileExtension = "entry"
    static let maximumEncodedLength = 200
    static let keptPrefixLength = 150

    static func forKey(_ key: String) -> String {
        var encoded = ""
        for byte in key.utf8 {
            if isKeptLiterally(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexByte(byte)
            }
        }
        if encoded.utf8.count > maximumEncodedLength {
            encoded = truncatedAtEscapeBoundary(encoded) + "~" + hash(key)
        }
        return encoded + "." + fileExtension
    }

    private static func isKeptLiterally(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// Cuts to at most `keptPrefixLength` characters without splitting a `%XX` escape.
    private static func truncatedAtEscapeBoundary(_ encoded: String) -> String {
        var characters = Array(encoded.prefix(keptPrefixLength))
        if let percent = characters.suffix(2).lastIndex(of: "%") {
            characters.removeSubrange(percent...)
        }
        return String(characters)
    }

    private static func hash(_ key: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
