import Foundation

/// A bundle as the client received and verified it: what ``RemoteBrandCatalog`` keeps in its
/// ``RevalidatingCache`` entry, so the last good bundle survives a restart.
struct DeliveredBundle: Codable, Sendable, Equatable {
    /// `manifest.json`'s exact bytes (the signed bytes); empty for the placeholder.
    var manifest: Data
    /// The decoded bytes of `manifest.sig`.
    var signature: Data
    /// The manifest response's `ETag`, sent back as `If-None-Match`.
    var entityTag: String?
    /// Every listed brand document's exact bytes, by digest.
    var documents: [String: Data]

    /// Stands for "nothing delivered yet": the cache serves it while the first fetch runs, and
    /// the catalog keeps the copy bundled in the app.
    static let placeholder = DeliveredBundle(manifest: Data(), signature: Data(), entityTag: nil, documents: [:])

    var isPlaceholder: Bool { manifest.isEmpty }
}
