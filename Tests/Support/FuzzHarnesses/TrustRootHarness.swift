import BrandDelivery
import Foundation

// What arrives from the network or sits in the store folder as a signed JSON document: the
// bytes as a root file (pinned, stored, or the next root of a chain, checked against the
// previous one), as a bare root, and as a manifest. Every path must refuse with a
// DeliveryRejection, never trap.

/// The first input that decodes as a signed root: later inputs are checked as its successor,
/// so the chain check sees real signatures and thresholds.
nonisolated(unsafe) private var previous: SignedTrustRoot?

enum TrustRootHarness {
    static func run(_ bytes: [UInt8]) { check(Data(bytes)) }
}

private func check(_ data: Data) {
    _ = try? TrustRoot.decode(data)
    if let signed = try? SignedTrustRoot.decode(data) {
        _ = signed.isSelfSigned
        _ = signed.validSignatures(among: signed.root.rootKeys)
        try? signed.checkSelfSigned()
        for key in signed.root.rootKeys + signed.root.manifestKeys {
            _ = key.fingerprint
            _ = key.description
        }
        if let previous { try? previous.checkSuccessor(signed) } else { previous = signed }
    }
    _ = try? SignedTrustRoot.pinned(data)
    if let manifest = try? BundleManifest.decode(data) {
        for entry in manifest.brands { _ = entry.path }
    }
    if let text = String(bytes: data, encoding: .utf8) {
        _ = try? BundlePublicKey(base64: text)
    }
}
