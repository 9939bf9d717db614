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
    private let entityTag: @Sendable (Data) -> String

    /// - Parameter entityTag: a body's entity tag (default ``contentTag(of:)``), computed only
    ///   for a body within the request's cap.
    public init(files: [String: Data] = [:], entityTag: @escaping @Sendable (Data) -> String = InMemoryTransport.contentTag(of:)) {
        self.files = files
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

    public func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        let (data, isOffline): (Data?, Bool) = lock.withLock {
            log.append(path)
            return (files[path], offline)
        }
        if isOffline { throw DeliveryRejection.network("offline") }
        guard let data else { return TransportResponse(status: 404) }
        // The cap first: a body over it is refused before anything reads it whole (hashing a
        // 512 MiB body for its tag took over a minute in a debug build).
        if data.count > maximumBytes { throw DeliveryRejection.tooLarge(path: path, limit: maximumBytes) }
        let tag = entityTag(data)
        if ifNoneMatch == tag { return TransportResponse(status: 304, entityTag: tag) }
        return TransportResponse(status: 200, body: data, entityTag: tag)
    }
}
