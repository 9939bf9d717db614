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

    /// ``get(_:ifNoneMatch:maximumBytes:)`` with the `Last-Modified` date the host gave last,
    /// sent as `If-Modified-Since`: a host that gives no `ETag` (a plain file server) answers
    /// 304 for a file unchanged since, rather than the whole file again. A transport that
    /// does not implement it sends `If-None-Match` only.
    func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse
}

extension BrandTransport {
    public func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await get(path, ifNoneMatch: ifNoneMatch, maximumBytes: maximumBytes)
    }
}

/// One HTTP response as the catalog reads it.
public struct TransportResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// The `ETag` header, if any.
    public var entityTag: String?
    /// The `Last-Modified` header, if any, as the host wrote it (sent back as `If-Modified-Since`).
    public var lastModified: String?

    public init(status: Int, body: Data = Data(), entityTag: String? = nil, lastModified: String? = nil) {
        self.status = status
        self.body = body
        self.entityTag = entityTag
        self.lastModified = lastModified
    }
}

extension TransportResponse {
    /// A `Last-Modified` value fit to send back as `If-Modified-Since`: printable ASCII, no
    /// control character (a header the host sends cannot add a line to the next request), at
    /// most 64 characters (an HTTP date is 29); nil otherwise.
    static func validator(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= 64, value.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return value
    }
}
