import BrandDelivery
import Crypto
import Foundation

/// The Ed25519 private key that signs `manifest.json`. Its file holds the raw 32-byte key in
/// base64 and one newline; it lives outside the repository (a CI secret, a key vault).
public struct BundleSigningKey: Sendable {
    /// The raw 32 bytes; swift-crypto's key type is not Sendable, so it is made on use.
    private let raw: Data

    private var key: Curve25519.Signing.PrivateKey {
        // `raw` came from a key or was checked by init(fileText:), so this cannot fail.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: raw)
    }

    /// A new random key.
    public init() {
        raw = Curve25519.Signing.PrivateKey().rawRepresentation
    }

    /// A key from its file's text (base64 of the raw 32 bytes; surrounding whitespace ignored).
    public init(fileText: String) throws(DeliveryRejection) {
        let trimmed = fileText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let raw = Data(base64Encoded: trimmed), raw.count == 32 else {
            throw .malformedKey("a signing key is the base64 of 32 bytes, as `brandgen keygen` writes it")
        }
        guard (try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)) != nil else {
            throw .malformedKey("not an Ed25519 private key")
        }
        self.raw = raw
    }

    /// The text of `signing.key`.
    public var fileText: String { raw.base64EncodedString() + "\n" }

    public var publicKey: BundlePublicKey { BundlePublicKey(key.publicKey) }

    /// The detached signature over `data`'s exact bytes, as `manifest.sig` holds it (base64).
    public func signatureFileText(for data: Data) throws -> String {
        try signature(for: data).base64EncodedString() + "\n"
    }

    /// The 64-byte Ed25519 signature over `data`'s exact bytes.
    public func signature(for data: Data) throws -> Data {
        try key.signature(for: data)
    }
}
