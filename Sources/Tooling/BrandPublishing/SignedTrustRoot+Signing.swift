import BrandDelivery

extension SignedTrustRoot {
    /// Adds (or replaces) `key`'s signature.
    public mutating func sign(with key: BundleSigningKey) throws {
        signatures[key.publicKey] = try key.signature(for: signed)
    }
}
