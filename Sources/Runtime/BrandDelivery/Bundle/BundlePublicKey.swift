import BrandRuntime
import Crypto
import Foundation

/// An Ed25519 public key a client accepts manifests from. Its text form (`signing.pub`) is the
/// base64 of the raw 32 bytes.
public struct BundlePublicKey: Sendable, Hashable, CustomStringConvertible {
    /// The raw 32 bytes.
    public let rawRepresentation: Data

    package init(_ key: Curve25519.Signing.PublicKey) {
        rawRepresentation = key.rawRepresentation
    }

    /// A key from `signing.pub`'s text (surrounding whitespace ignored). A point of small
    /// order (one that every signature can match for some messages) or a non-canonical
    /// encoding (y not below the field's prime) is refused: no key pair made by `brandgen
    /// keygen` has either.
    public init(base64 text: String) throws(DeliveryRejection) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let raw = Data(base64Encoded: trimmed), raw.count == 32,
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw .malformedKey("a public key is the base64 of 32 bytes, as `brandgen keygen` writes signing.pub")
        }
        let bytes = [UInt8](raw)
        guard Self.isCanonical(bytes) else {
            throw .malformedKey("\(trimmed.prefix(44)) is not a canonical Ed25519 point encoding (y is not below 2^255 - 19)")
        }
        guard !Self.hasSmallOrder(bytes) else {
            throw .malformedKey("\(trimmed.prefix(44)) is a point of small order, which is no one's key")
        }
        self.init(key)
    }

    /// y (the encoding without its top bit, little-endian) is below p = 2^255 - 19.
    static func isCanonical(_ bytes: [UInt8]) -> Bool {
        // Only values from p to 2^255 - 1 are not: top byte 0x7f, then 0xff down to byte 1,
        // and byte 0 at least 0xed.
        guard bytes[31] & 0x7F == 0x7F, bytes[1..<31].allSatisfy({ $0 == 0xFF }) else { return true }
        return bytes[0] < 0xED
    }

    /// The y values of the eight points whose order divides 8 (libsodium's list): the
    /// identity (1), order 2 (p - 1), order 4 (0) and order 8 (two values, each with both
    /// signs of x). A canonical encoding with one of them has small order.
    private static let smallOrderY: [[UInt8]] = [
        [UInt8](repeating: 0, count: 32),
        [1] + [UInt8](repeating: 0, count: 31),
        [0xEC] + [UInt8](repeating: 0xFF, count: 30) + [0x7F],
        [
            0x26, 0xE8, 0x95, 0x8F, 0xC2, 0xB2, 0x27, 0xB0, 0x45, 0xC3, 0xF4, 0x89, 0xF2, 0xEF, 0x98, 0xF0,
            0xD5, 0xDF, 0xAC, 0x05, 0xD3, 0xC6, 0x33, 0x39, 0xB1, 0x38, 0x02, 0x88, 0x6D, 0x53, 0xFC, 0x05,
        ],
        [
            0xC7, 0x17, 0x6A, 0x70, 0x3D, 0x4D, 0xD8, 0x4F, 0xBA, 0x3C, 0x0B, 0x76, 0x0D, 0x10, 0x67, 0x0F,
            0x2A, 0x20, 0x53, 0xFA, 0x2C, 0x39, 0xCC, 0xC6, 0x4E, 0xC7, 0xFD, 0x77, 0x92, 0xAC, 0x03, 0x7A,
        ],
    ]

    static func hasSmallOrder(_ bytes: [UInt8]) -> Bool {
        var y = bytes
        y[31] &= 0x7F
        return smallOrderY.contains(y)
    }

    /// The text of `signing.pub`.
    public var base64: String { rawRepresentation.base64EncodedString() }

    /// The key's first 8 hex digits of SHA-256, to name it in diagnostics.
    public var keyID: String { String(fingerprint.prefix(8)) }

    /// SHA-256 of the key's 32 bytes, 64 hex digits: what an operator compares before signing
    /// (a key with the same short id is hours of search; one with the same fingerprint is none).
    public var fingerprint: String { RuntimeProfileFormat.sha256Hex(rawRepresentation) }

    public var description: String { "ed25519:\(keyID)" }

    /// Whether `signature` (the decoded bytes of `manifest.sig`) signs `data` with this key.
    public func isValidSignature(_ signature: Data, for data: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: data)
    }
}
