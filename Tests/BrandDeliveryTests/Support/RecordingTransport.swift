import BrandDelivery
import Foundation
import Infrastructure

/// Wraps a transport and records each request's path and status (or "error").
final class RecordingTransport: BrandTransport, @unchecked Sendable {
    // Safety: `log` is read and written only while `lock` is held; `base` is immutable.
    private let lock = Lock()
    private var log: [(path: String, status: String)] = []
    let base: any BrandTransport

    init(_ base: any BrandTransport) {
        self.base = base
    }

    func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await get(path, ifNoneMatch: ifNoneMatch, ifModifiedSince: nil, maximumBytes: maximumBytes)
    }

    /// Passes `ifModifiedSince` on: without this the protocol's default would drop it.
    func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse {
        do {
            let response = try await base.get(path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, maximumBytes: maximumBytes)
            lock.withLock { log.append((path, "\(response.status)")) }
            return response
        } catch {
            lock.withLock { log.append((path, "error")) }
            throw error
        }
    }

    /// Requests since the last call, as "status path".
    func take() -> [String] {
        lock.withLock {
            defer { log.removeAll() }
            return log.map { "\($0.status) \($0.path)" }
        }
    }
}
