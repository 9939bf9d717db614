import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request to a server on 127.0.0.1, on a thread of its own (`Connection: close`,
/// the reply read to its end). For tests that talk to chromedriver or the studio: it does not
/// depend on Swift concurrency's pool, which a loaded test run can keep busy past an async
/// client's connect timeout, nor on FoundationNetworking, which refuses chromedriver's
/// headers (`Content-Length:250`, no space).
public enum LoopbackHTTP {
    public struct Reply: Sendable {
        public var status: Int
        /// Header names lower-cased.
        public var headers: [String: String]
        public var body: Data
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `method path` to `127.0.0.1:port`, with `headers` and `body`; `Host` is the server's
    /// unless `headers` names one.
    public static func request(
        port: UInt16, method: String = "GET", path: String, headers: [String: String] = [:], body: Data = Data(), timeout: Duration = .seconds(60)
    ) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try blockingRequest(port: port, method: method, path: path, headers: headers, body: body, timeout: timeout) })
            }
        }
    }

    private static func blockingRequest(
        port: UInt16, method: String, path: String, headers: [String: String], body: Data, timeout: Duration
    ) throws -> Reply {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(socket) }
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect to 127.0.0.1:\(port): errno \(errno)") }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var fields = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": String(body.count)]
        for (name, value) in headers { fields[name] = value }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        try request.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
                sent += count
            }
        }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // To the end of the body its Content-Length gives (chromedriver keeps the connection
        // open whatever the request says), else to the server's close.
        while !isComplete(reply) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "recv from 127.0.0.1:\(port): errno \(errno)") }
            reply.append(contentsOf: buffer[0..<count])
        }
        return try parse(reply)
    }

    /// Whether `reply` holds its whole head and the body its Content-Length gives.
    private static func isComplete(_ reply: Data) -> Bool {
        guard let split = reply.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: reply[..<split.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return reply.count - split.upperBound >= length
    }

    /// Status line, headers, and the body (by Content-Length, else to the end; chunked
    /// bodies are joined).
    static func parse(_ reply: Data) throws -> Reply {
        guard let split = reply.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "no reply head") }
        let lines = String(decoding: reply[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(reply[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            var joined = Data()
            var rest = body[...]
            while let end = rest.range(of: Data("\r\n".utf8)),
                  let size = Int(String(decoding: rest[rest.startIndex..<end.lowerBound], as: UTF8.self), radix: 16), size > 0 {
                let start = end.upperBound
                joined += rest[start..<min(start + size, rest.endIndex)]
                rest = rest[min(start + size + 2, rest.endIndex)...]
            }
            body = joined
        } else if let length = headers["content-length"].flatMap(Int.init), length <= body.count {
            body = body.prefix(length)
        }
        return Reply(status: status, headers: headers, body: body)
    }
}
