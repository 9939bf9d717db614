import BrandRuntime
import Foundation
import Infrastructure

/// ``BrandTransport`` serving files from memory, with entity tags and 304s like a static host;
/// for unit tests, previews and benchmarks. Records every request.
public final class InMemoryTransport: BrandTransport, @unchecked Sendable {
    // Safety: `files`, `offline` and `log` are read and written only while `lock` is held.
    private let lock = Lock()
    private var files: [String: Data] = [:]
    private var offline = false
    private var log: [String] = []
    private var conditions: [String] = []
    private let servesEntityTags: Bool
    private let entityTag: @Sendable (Data) -> String

    /// - Parameters:
    ///   - servesEntityTags: false serves as a plain file server that gives no `ETag`, only
    ///     `Last-Modified` (a date for each content of a file), and answers `If-Modified-Since`
    ///     with 304 for a file unchanged since.
    ///   - entityTag: a body's entity tag (default ``contentTag(of:)``), computed only for a
    ///     body within the request's cap.
    public init(
        files: [String: Data] = [:], servesEntityTags: Bool = true,
        entityTag: @escaping @Sendable (Data) -> String = InMemoryTransport.contentTag(of:)
    ) {
        self.files = files
        self.servesEntityTags = servesEntityTags
        self.entityTag = entityTag
    }

    /// A static host's kind of entity tag: the start of the body's SHA-256, quoted.
    public static func contentTag(of data: Data) -> String {
        "\"\(RuntimeProfileFormat.sha256Hex(data).prefix(16))\""
    }

    /// Replaces every file (a new upload of the bundle folder).
    public func publish(_ files: [String: Data]) {
        lock.withLock { self.files = files }
    }

    /// Sets one file, e.g. to tamper with it.
    public func set(_ path: String, to data: Data?) {
        lock.withLock { files[path] = data }
    }

    public func file(_ path: String) -> Data? {
        lock.withLock { files[path] }
    }

    /// While true, every request fails as a network error.
    public func setOffline(_ isOffline: Bool) {
        lock.withLock { offline = isOffline }
    }

    /// Paths requested so far, in order; 304s included.
    public var requests: [String] {
        lock.withLock { log }
    }

    /// The conditional headers of each request so far, in order: `If-None-Match: …`,
    /// `If-Modified-Since: …`, both joined by `; `, or the empty string for none.
    public var requestConditions: [String] {
        lock.withLock { conditions }
    }

    public func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await get(path, ifNoneMatch: ifNoneMatch, ifModifiedSince: nil, maximumBytes: maximumBytes)
    }

    public func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse {
        let (data, isOffline): (Data?, Bool) = lock.withLock {
            log.append(path)
            conditions.append(
                ((ifNoneMatch.map { ["If-None-Match: \($0)"] } ?? []) + (ifModifiedSince.map { ["If-Modified-Since: \($0)"] } ?? []))
                    .joined(separator: "; "))
            return (files[path], offline)
        }
        if isOffline { throw DeliveryRejection.network("offline") }
        guard let data else { return TransportResponse(status: 404) }
        // The cap first: a body over it is refused before anything reads it whole (hashing a
        // 512 MiB body for its tag took over a minute in a debug build).
        if data.count > maximumBytes { throw DeliveryRejection.tooLarge(path: path, limit: maximumBytes) }
        guard servesEntityTags else {
            // A date standing for this content: the same bytes, the same date, as a file's mtime.
            let seconds = Int(RuntimeProfileFormat.sha256Hex(data).prefix(7), radix: 16) ?? 0
            let modified = Self.httpDate(Date(timeIntervalSince1970: 1_700_000_000 + Double(seconds)))
            if ifModifiedSince == modified { return TransportResponse(status: 304, lastModified: modified) }
            return TransportResponse(status: 200, body: data, lastModified: modified)
        }
        let tag = entityTag(data)
        if ifNoneMatch == tag { return TransportResponse(status: 304, entityTag: tag) }
        return TransportResponse(status: 200, body: data, entityTag: tag)
    }

    /// An HTTP date (RFC 9110's IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
