import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``BrandTransport`` over Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// The session's own cache is off: revalidation is the catalog's (`If-None-Match`), and a
/// cached copy must never stand in for a response the catalog did not ask to revalidate.
public struct URLSessionTransport: BrandTransport {
    public let baseURL: URL
    private let session: URLSession
    private let timeout: TimeInterval

    /// - Parameters:
    ///   - baseURL: The folder holding `manifest.json`, e.g. `https://cdn.example.com/brands/`.
    ///   - timeout: Per request, in seconds.
    public init(baseURL: URL, timeout: TimeInterval = 15) {
        self.baseURL = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        session = URLSession(configuration: configuration)
    }

    public func get(_ path: String, ifNoneMatch: String?) async throws -> TransportResponse {
        guard let url = URL(string: path, relativeTo: baseURL) else {
            throw DeliveryRejection.network("cannot form a URL for \(path.debugDescription)")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let ifNoneMatch { request.setValue(ifNoneMatch, forHTTPHeaderField: "If-None-Match") }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw DeliveryRejection.network("\(path) did not answer over HTTP")
        }
        if let expected = http.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), expected != data.count {
            // A connection closed early can end a body without an error on some platforms.
            throw DeliveryRejection.network("\(path): received \(data.count) of \(expected) bytes")
        }
        return TransportResponse(status: http.statusCode, body: data, entityTag: http.value(forHTTPHeaderField: "ETag"))
    }
}
