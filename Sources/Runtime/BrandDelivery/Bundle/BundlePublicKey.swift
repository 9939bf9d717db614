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

    /// A key from `signing.pub`'s text (surrounding whitespace ignored).
    public init(base64 text: String) throws(DeliveryRejection) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let raw = Data(base64Encoded: trimmed), raw.count == 32,
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
            throw .malformedKey("a public key is the base64 of 32 bytes, as `brandgen keygen` writes signing.pub")
        }
        self.init(key)
    }

    /// The text of `signing.pub`.
    public var base64: String { rawRepresentation.base64EncodedString() }

    /// The key's first 8 hex digits of SHA-256, to name it in diagnostics.
    public var keyID: String { String(RuntimeProfileFormat.sha256Hex(rawRepresentation).prefix(8)) }

    public var description: String { "ed25519:\(keyID)" }

    /// Whether `signature` (the decoded bytes of `manifest.sig`) signs `data` with this key.
    public func isValidSignature(_ signature: Data, for data: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: data)
    }
}
