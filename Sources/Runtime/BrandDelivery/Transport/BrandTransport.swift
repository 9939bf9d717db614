import Foundation

/// Fetches a bundle's files: the static host (a CDN, an object store) as the client sees it.
/// Injected into ``RemoteBrandCatalog`` so tests and previews can serve files from memory.
public protocol BrandTransport: Sendable {
    /// GETs `path` relative to the bundle's base URL. With `ifNoneMatch`, a server that still
    /// has that entity tag answers 304 and no body. Throws only for transport failures; any
    /// HTTP status is a response.
    ///
    /// A body longer than `maximumBytes` throws ``DeliveryRejection/tooLarge(path:limit:)`` as
    /// soon as it is known, without reading the rest. Cancelling the calling task ends the
    /// request: the catalog's deadlines rely on it.
    func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse
}

/// One HTTP response as the catalog reads it.
public struct TransportResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// The `ETag` header, if any.
    public var entityTag: String?

    public init(status: Int, body: Data = Data(), entityTag: String? = nil) {
        self.status = status
        self.body = body
        self.entityTag = entityTag
    }
}
