import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Infrastructure

/// ``BrandTransport`` over Foundation's `URLSession`; on Linux over the libcurl that
/// FoundationNetworking links, called directly (``CurlDownload``), because FoundationNetworking
/// inflates every compressed body whole before its delegate sees it.
///
/// - The body is streamed through the session's data delegate and the request cancelled as
///   soon as it passes the caller's byte limit (or its `Content-Length` does): a host sending
///   endless data costs at most the limit in memory, before any hashing or signature work.
/// - The request asks for `identity` (`Accept-Encoding`), and a response with any other
///   `Content-Encoding` is refused at its headers (``DeliveryRejection/contentEncoding(path:encoding:)``):
///   FoundationNetworking inflates whatever its libcurl can decode before the delegate sees a
///   byte, so the limit could only count inflated bytes after they were already in memory.
/// - Redirects are followed only within the base URL's origin (scheme, host and port; an
///   upgrade from HTTP to HTTPS on the same host is allowed); any other throws
///   ``DeliveryRejection/redirect(path:to:)``.
/// - The session's own cache is off: revalidation is the catalog's (`If-None-Match`), and a
///   cached copy must never stand in for a response the catalog did not ask to revalidate.
/// - `timeout` is the idle time between bytes; the catalog sets the overall deadlines.
public struct URLSessionTransport: BrandTransport {
    public let baseURL: URL
    private let redirectPolicy: RedirectPolicy
    private let session: SessionOwner
    private let timeout: TimeInterval

    /// - Parameters:
    ///   - baseURL: The folder holding `manifest.json`, e.g. `https://cdn.example.com/brands/`.
    ///   - timeout: Longest wait for the next bytes of a response, in seconds.
    public init(baseURL: URL, timeout: TimeInterval = 15) {
        self.baseURL = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
        self.timeout = timeout
        redirectPolicy = RedirectPolicy(base: self.baseURL)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        session = SessionOwner(configuration: configuration, delegate: StreamingDelegate(origin: RedirectPolicy(base: self.baseURL)))
    }

    /// The one content coding the transport asks for and accepts.
    static let acceptedEncoding = "identity"

    /// Whether a `Content-Encoding` value is only the coding asked for.
    static func accepts(encoding value: String) -> Bool {
        let codings = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        return codings.allSatisfy { $0 == acceptedEncoding }
    }

    /// The `Content-Encoding` of `response` when it is one the transport did not ask for.
    static func unaskedEncoding(_ response: URLResponse?) -> String? {
        guard let http = response as? HTTPURLResponse, let value = http.value(forHTTPHeaderField: "Content-Encoding") else { return nil }
        return accepts(encoding: value) ? nil : String(value.prefix(64))
    }

    public func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await get(path, ifNoneMatch: ifNoneMatch, ifModifiedSince: nil, maximumBytes: maximumBytes)
    }

    public func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse {
        let ifModifiedSince = TransportResponse.validator(ifModifiedSince)
        guard let url = URL(string: path, relativeTo: baseURL) else {
            throw DeliveryRejection.network("cannot form a URL for \(path.debugDescription)")
        }
        #if os(Linux)
        if let library = CurlLibrary.shared {
            return try await CurlDownload(library: library, timeout: timeout, policy: redirectPolicy)
                .get(url.absoluteURL, path: path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, maximumBytes: maximumBytes)
        }
        #endif
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let ifNoneMatch { request.setValue(ifNoneMatch, forHTTPHeaderField: "If-None-Match") }
        if let ifModifiedSince { request.setValue(ifModifiedSince, forHTTPHeaderField: "If-Modified-Since") }
        request.setValue(Self.acceptedEncoding, forHTTPHeaderField: "Accept-Encoding")
        let task = session.session.dataTask(with: request)
        let delegate = session.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.start(task, receiver: StreamingDelegate.Receiver(path: path, limit: maximumBytes, continuation: continuation))
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Which redirects a transport follows: within the base URL's origin only.
struct RedirectPolicy: Sendable {
    var scheme: String
    var host: String
    var port: Int?

    init(base: URL) {
        scheme = base.scheme?.lowercased() ?? ""
        host = base.host?.lowercased() ?? ""
        port = base.port ?? Self.defaultPort(scheme)
    }

    /// Same scheme, host and port; or HTTP to HTTPS on the same host. Never HTTPS to HTTP.
    func allows(_ target: URL) -> Bool {
        let targetScheme = target.scheme?.lowercased() ?? ""
        guard target.host?.lowercased() == host else { return false }
        if targetScheme == scheme { return (target.port ?? Self.defaultPort(targetScheme)) == port }
        return scheme == "http" && targetScheme == "https"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": 80
        case "https": 443
        default: nil
        }
    }
}

/// Keeps the session, and invalidates it when the last transport copy goes (a session
/// retains its delegate until invalidated).
private final class SessionOwner: Sendable {
    let session: URLSession
    let delegate: StreamingDelegate

    init(configuration: URLSessionConfiguration, delegate: StreamingDelegate) {
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

/// The session's delegate: collects each task's body up to its limit and resumes the caller.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Safety: `receivers` and every Receiver's fields are read and written only while `lock`
    // is held; `policy` is immutable.
    private let lock = Lock()
    private var receivers: [Int: Receiver] = [:]
    private let policy: RedirectPolicy

    final class Receiver {
        let path: String
        let limit: Int
        let continuation: CheckedContinuation<TransportResponse, any Error>
        var body = Data()
        var failure: DeliveryRejection?

        init(path: String, limit: Int, continuation: CheckedContinuation<TransportResponse, any Error>) {
            self.path = path
            self.limit = limit
            self.continuation = continuation
        }
    }

    init(origin: RedirectPolicy) {
        policy = origin
    }

    func start(_ task: URLSessionDataTask, receiver: Receiver) {
        lock.withLock { receivers[task.taskIdentifier] = receiver }
        task.resume()
    }

    /// Marks a body encoded as the request did not ask, or over the limit, announced
    /// (`Content-Length`) or received; true only the
    /// first time, when the task is to be cancelled.
    private func refuseBody(_ response: URLResponse?, receiver: Receiver, adding count: Int) -> Bool {
        guard receiver.failure == nil else { return false }
        if let encoding = URLSessionTransport.unaskedEncoding(response) {
            receiver.failure = .contentEncoding(path: receiver.path, encoding: encoding)
            return true
        }
        let announced = response?.expectedContentLength ?? -1
        guard announced > Int64(receiver.limit) || receiver.body.count + count > receiver.limit else { return false }
        receiver.failure = .tooLarge(path: receiver.path, limit: receiver.limit)
        return true
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refuse = lock.withLock { receivers[dataTask.taskIdentifier].map { refuseBody(response, receiver: $0, adding: 0) } ?? false }
        // FoundationNetworking ignores the disposition (it logs "Ignoring disposition") and keeps
        // receiving: the task is cancelled outright, after the handler, which Apple's
        // Foundation requires to be called.
        completionHandler(refuse ? .cancel : .allow)
        if refuse { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refuse = lock.withLock { () -> Bool in
            guard let receiver = receivers[dataTask.taskIdentifier], receiver.failure == nil else { return false }
            if refuseBody(dataTask.response, receiver: receiver, adding: data.count) { return true }
            receiver.body.append(data)
            return false
        }
        if refuse { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let target = request.url, policy.allows(target) else {
            lock.withLock {
                if let receiver = receivers[task.taskIdentifier] {
                    receiver.failure = .redirect(path: receiver.path, to: request.url?.absoluteString ?? "?")
                }
            }
            completionHandler(nil)
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let receiver = lock.withLock({ receivers.removeValue(forKey: task.taskIdentifier) }) else { return }
        let (failure, body) = lock.withLock { (receiver.failure, receiver.body) }
        if let failure { return receiver.continuation.resume(throwing: failure) }
        if let error { return receiver.continuation.resume(throwing: DeliveryRejection.network("\(receiver.path): \(error.localizedDescription)")) }
        guard let http = task.response as? HTTPURLResponse else {
            return receiver.continuation.resume(throwing: DeliveryRejection.network("\(receiver.path) did not answer over HTTP"))
        }
        if let expected = http.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), expected != body.count, http.statusCode != 304 {
            // A connection closed early can end a body without an error on some platforms.
            return receiver.continuation.resume(throwing: DeliveryRejection.network("\(receiver.path): received \(body.count) of \(expected) bytes"))
        }
        receiver.continuation.resume(returning: TransportResponse(
            status: http.statusCode, body: body, entityTag: http.value(forHTTPHeaderField: "ETag"),
            lastModified: TransportResponse.validator(
                lastModified: http.value(forHTTPHeaderField: "Last-Modified"), date: http.value(forHTTPHeaderField: "Date"))))
    }
}
