#if os(Linux)
import Foundation
import Infrastructure
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One GET over the libcurl that FoundationNetworking already loads, without the content
/// decoding FoundationNetworking turns on for every request (`CURLOPT_ACCEPT_ENCODING ""`),
/// which inflates a gzip body whole before its delegate sees a byte: a 2 MB body became
/// 2.3 GB. Here libcurl hands over the bytes as they arrive on the wire, the headers are checked
/// before the body (a `Content-Encoding` other than `identity` or `gzip`, a `Content-Length`
/// over the limit), and the body is refused the moment it passes the limit. A gzip body (an
/// object store holding precompressed files sends one whatever the request asks) is inflated
/// here as it arrives (``GzipInflater``), its inflated bytes counted against the limit. Memory
/// stays within the limit, one read buffer and, for gzip, one inflate window and zlib's state.
struct CurlDownload {
    let library: CurlLibrary
    /// Longest wait for the next bytes, in seconds.
    let timeout: TimeInterval
    let policy: RedirectPolicy

    /// Redirects followed at most, each within the origin.
    static let maximumRedirects = 5

    func get(_ url: URL, path: String, ifNoneMatch: String?, ifModifiedSince: String? = nil, maximumBytes: Int) async throws -> TransportResponse {
        var target = url
        for _ in 0...Self.maximumRedirects {
            let outcome = try await perform(target, path: path, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, maximumBytes: maximumBytes)
            guard (300..<400).contains(outcome.response.status), outcome.response.status != 304, let location = outcome.location else {
                return outcome.response
            }
            guard let next = URL(string: location, relativeTo: target)?.absoluteURL, policy.allows(next) else {
                throw DeliveryRejection.redirect(path: path, to: location)
            }
            target = next
        }
        throw DeliveryRejection.network("\(path): more than \(Self.maximumRedirects) redirects")
    }

    /// One request on a thread of its own (libcurl's easy interface blocks); cancelling the
    /// task stops it at libcurl's next progress call.
    private func perform(
        _ url: URL, path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int
    ) async throws -> (response: TransportResponse, location: String?) {
        let receiver = CurlReceiver(path: path, limit: maximumBytes)
        let library = library
        let timeout = timeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result {
                        try Self.run(library, url: url, ifNoneMatch: ifNoneMatch, ifModifiedSince: ifModifiedSince, timeout: timeout, receiver: receiver)
                    })
                }
            }
        } onCancel: {
            receiver.cancel()
        }
    }

    private static func run(
        _ curl: CurlLibrary, url: URL, ifNoneMatch: String?, ifModifiedSince: String?, timeout: TimeInterval, receiver: CurlReceiver
    ) throws -> (response: TransportResponse, location: String?) {
        guard let handle = curl.easyInit() else { throw DeliveryRejection.network("\(receiver.path): libcurl could not start a request") }
        defer { curl.easyCleanup(handle) }
        var headers: OpaquePointer?
        let conditions = (ifNoneMatch.map { ["If-None-Match: \($0)"] } ?? []) + (ifModifiedSince.map { ["If-Modified-Since: \($0)"] } ?? [])
        for line in ["Accept-Encoding: identity"] + conditions {
            headers = line.withCString { curl.slistAppend(headers, $0) }
        }
        defer { curl.slistFreeAll(headers) }
        let unmanaged = Unmanaged.passRetained(receiver)
        defer { unmanaged.release() }
        let context = unmanaged.toOpaque()
        let idle = max(1, Int(min(timeout, 86_400).rounded(.up)))
        let write: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = curlWriteFunction
        let header: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = curlHeaderFunction
        let progress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = curlProgressFunction
        let code: Int32 = url.absoluteString.withCString { urlText in
            _ = curl.setPointer(handle, CurlOption.url, urlText)
            _ = curl.setLong(handle, CurlOption.protocols, CurlOption.httpAndHTTPS)
            _ = curl.setLong(handle, CurlOption.followLocation, 0)
            _ = curl.setLong(handle, CurlOption.contentDecoding, 0)
            _ = curl.setLong(handle, CurlOption.noSignal, 1)
            _ = curl.setLong(handle, CurlOption.connectTimeout, idle)
            _ = curl.setLong(handle, CurlOption.lowSpeedLimit, 1)
            _ = curl.setLong(handle, CurlOption.lowSpeedTime, idle)
            _ = curl.setPointer(handle, CurlOption.httpHeader, UnsafeRawPointer(headers))
            _ = curl.setPointer(handle, CurlOption.writeFunction, unsafeBitCast(write, to: UnsafeRawPointer.self))
            _ = curl.setPointer(handle, CurlOption.writeData, context)
            _ = curl.setPointer(handle, CurlOption.headerFunction, unsafeBitCast(header, to: UnsafeRawPointer.self))
            _ = curl.setPointer(handle, CurlOption.headerData, context)
            _ = curl.setLong(handle, CurlOption.noProgress, 0)
            _ = curl.setPointer(handle, CurlOption.progressFunction, unsafeBitCast(progress, to: UnsafeRawPointer.self))
            _ = curl.setPointer(handle, CurlOption.progressData, context)
            return curl.easyPerform(handle)
        }
        if code == 0 { receiver.finish() }
        let (failure, body, fields) = receiver.outcome()
        if let failure { throw failure }
        if receiver.isCancelled { throw CancellationError() }
        guard code == 0 else { throw DeliveryRejection.network("\(receiver.path): \(curl.describe(code))") }
        var status = 0
        _ = curl.getInfo(handle, CurlOption.responseCode, &status)
        var location: UnsafePointer<CChar>?
        _ = curl.getInfo(handle, CurlOption.redirectURL, &location)
        let response = TransportResponse(
            status: status, body: body, entityTag: fields["etag"], lastModified: TransportResponse.validator(lastModified: fields["last-modified"], date: fields["date"]))
        return (response, location.map { String(cString: $0) })
    }
}

/// The state of one request, shared with libcurl's callbacks (on the request's thread) and
/// the task's cancellation (on any thread).
final class CurlReceiver: @unchecked Sendable {
    // Safety: every mutable field is read and written only while `lock` is held.
    private let lock = Lock()
    let path: String
    let limit: Int
    private var body = Data()
    private var fields: [String: String] = [:]
    private var failure: DeliveryRejection?
    private var cancelled = false
    /// Bytes received on the wire, and at most how many: the limit, or for a gzip body the
    /// limit with room for gzip's framing of data that does not compress.
    private var received = 0
    private var wireLimit: Int
    /// The body's inflater when it is gzip.
    private var inflater: GzipInflater?

    init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
        wireLimit = limit
    }

    /// Most wire bytes of a gzip body inflating to at most `limit`: deflate's stored blocks add
    /// 5 bytes in 64 KiB to data that does not compress, and a member's header and trailer
    /// some 20 bytes more (plus a file name).
    static func gzipWireLimit(_ limit: Int) -> Int {
        let (sum, overflow) = limit.addingReportingOverflow(limit / 1024 + 4096)
        return overflow ? Int.max : sum
    }

    func cancel() { lock.withLock { cancelled = true } }
    var isCancelled: Bool { lock.withLock { cancelled } }

    func outcome() -> (DeliveryRejection?, Data, [String: String]) { lock.withLock { (failure, body, fields) } }

    /// One header line; at the blank line that ends them, whether the body may be read.
    func header(_ line: String) -> Bool {
        lock.withLock {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("HTTP/") {
                fields = [:]
                return true
            }
            if !text.isEmpty {
                if let colon = text.firstIndex(of: ":"), fields.count < 200 {
                    let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                    fields[name] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return true
            }
            inflater = nil
            wireLimit = limit
            if let encoding = fields["content-encoding"] {
                let coding = ContentCoding(header: encoding)
                if coding == .gzip, let zlib = ZlibLibrary.shared, let gzip = GzipInflater(zlib: zlib) {
                    inflater = gzip
                    wireLimit = Self.gzipWireLimit(limit)
                } else if coding != .identity {
                    // Not one the client reads (or zlib could not be loaded): refused unread.
                    failure = .contentEncoding(path: path, encoding: String(encoding.prefix(64)))
                    return false
                }
            }
            if let length = fields["content-length"].flatMap(Int.init), length > wireLimit {
                failure = .tooLarge(path: path, limit: limit)
                return false
            }
            return true
        }
    }

    /// Body bytes as they arrive, inflated when gzip; false (stop) past the limit, or at
    /// bytes that are not gzip.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lock.withLock {
            guard failure == nil, !cancelled else { return false }
            received += bytes.count
            guard received <= wireLimit else {
                failure = .tooLarge(path: path, limit: limit)
                return false
            }
            guard let inflater else {
                body.append(contentsOf: bytes)
                return true
            }
            do throws(GzipInflater.Failure) {
                try inflater.inflate(bytes, onto: &body, limit: limit)
                return true
            } catch {
                failure = rejection(error)
                return false
            }
        }
    }

    /// The transfer ended well: a gzip body must not end inside a member.
    func finish() {
        lock.withLock {
            guard failure == nil, let inflater else { return }
            do throws(GzipInflater.Failure) {
                try inflater.finish()
            } catch {
                failure = rejection(error)
            }
        }
    }

    private func rejection(_ failure: GzipInflater.Failure) -> DeliveryRejection {
        switch failure {
        case .tooLarge: .tooLarge(path: path, limit: limit)
        case .malformed(let reason): .network("\(path): \(reason)")
        }
    }
}

private func curlWriteFunction(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let (total, overflow) = size.multipliedReportingOverflow(by: count)
    guard !overflow else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    return receiver.write(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : total)) ? total : 0
}

private func curlHeaderFunction(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context, let data else { return 0 }
    let (total, overflow) = size.multipliedReportingOverflow(by: count)
    guard !overflow else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: total), as: UTF8.self)
    return receiver.header(line) ? total : 0
}

private func curlProgressFunction(_ context: UnsafeMutableRawPointer?, _: Int64, _: Int64, _: Int64, _: Int64) -> Int32 {
    guard let context else { return 1 }
    return Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
}

/// libcurl's option and info numbers (curl.h; stable across its releases).
enum CurlOption {
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let lowSpeedLimit: Int32 = 19
    static let lowSpeedTime: Int32 = 20
    static let httpHeader: Int32 = 10_023
    static let headerData: Int32 = 10_029
    static let noProgress: Int32 = 43
    static let followLocation: Int32 = 52
    static let progressData: Int32 = 10_057
    static let connectTimeout: Int32 = 78
    static let noSignal: Int32 = 99
    static let contentDecoding: Int32 = 158
    static let protocols: Int32 = 181
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    static let progressFunction: Int32 = 20_219
    /// CURLPROTO_HTTP | CURLPROTO_HTTPS.
    static let httpAndHTTPS = 3
    static let responseCode: Int32 = 0x20_0000 + 2
    static let redirectURL: Int32 = 0x10_0000 + 31
}

/// The few libcurl functions a download needs, looked up in the libcurl.so.4 that
/// FoundationNetworking links: no build dependency of its own.
final class CurlLibrary: @unchecked Sendable {
    // Safety: immutable after init; the functions are libcurl's, safe to call from any thread
    // on distinct handles once curl_global_init has run.
    typealias Handle = OpaquePointer
    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> Int32
    // curl_easy_setopt and curl_easy_getinfo are variadic; each is called with one argument
    // of a fixed kind (a long or a pointer), which the System V and AAPCS64 calling
    // conventions pass in the same registers as a non-variadic argument.
    let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
    let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
    let getInfoRaw: @convention(c) (Handle?, Int32, UnsafeMutableRawPointer?) -> Int32
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let slistFreeAll: @convention(c) (OpaquePointer?) -> Void
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// The library, once per process; nil where libcurl.so.4 cannot be loaded.
    static let shared: CurlLibrary? = CurlLibrary()

    private init?() {
        guard let library = dlopen("libcurl.so.4", RTLD_NOW) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let globalInit = symbol("curl_global_init", as: (@convention(c) (Int) -> Int32).self),
              let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
              let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
              let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
              let setLong = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
              let setPointer = symbol("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self),
              let getInfo = symbol("curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutableRawPointer?) -> Int32).self),
              let slistAppend = symbol("curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
              let slistFreeAll = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self),
              let strerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else { return nil }
        // CURL_GLOBAL_ALL; FoundationNetworking makes the same call, and a second is counted.
        guard globalInit(3) == 0 else { return nil }
        self.easyInit = easyInit
        self.easyCleanup = easyCleanup
        self.easyPerform = easyPerform
        self.setLong = setLong
        self.setPointer = setPointer
        getInfoRaw = getInfo
        self.slistAppend = slistAppend
        self.slistFreeAll = slistFreeAll
        self.strerror = strerror
    }

    func getInfo<T>(_ handle: Handle, _ info: Int32, _ value: inout T) -> Int32 {
        withUnsafeMutableBytes(of: &value) { getInfoRaw(handle, info, $0.baseAddress) }
    }

    func describe(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
    }
}
#endif
