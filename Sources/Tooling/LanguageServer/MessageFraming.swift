/// The base protocol's framing: `Content-Length: N\r\n\r\n` then N bytes of JSON.
///
/// Bytes arrive in pieces of any size; ``append(_:)`` takes them and ``next()`` hands out
/// whole message bodies. A header without a usable length is a framing error the stream
/// cannot recover from (there is no way to know where the next message starts).
public struct MessageFraming: Sendable {
    /// The largest body accepted: a client that announces more is broken or hostile.
    public static let maxBodyBytes = 64 << 20
    /// The largest header block accepted before its blank line.
    static let maxHeaderBytes = 8 << 10

    /// Why the stream cannot be read further.
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete body, nil when more bytes are needed.
    public mutating func next() throws(Error) -> [UInt8]? {
        guard let headerEnd = find([13, 10, 13, 10], from: start) else {
            if buffer.count - start > Self.maxHeaderBytes { throw Error(description: "header longer than \(Self.maxHeaderBytes) bytes") }
            return nil
        }
        let length = try Self.contentLength(in: buffer[start..<headerEnd])
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        // Drop consumed bytes once they outweigh what is left, so the buffer stays small.
        if start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return body
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func contentLength(in header: ArraySlice<UInt8>) throws(Error) -> Int {
        let text = String(decoding: header, as: UTF8.self)
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { throw Error(description: "malformed header line") }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingPrefix(" ")
            guard let length = Int(value), length >= 0, length <= maxBodyBytes else {
                throw Error(description: "Content-Length must be a number from 0 to \(maxBodyBytes)")
            }
            return length
        }
        throw Error(description: "header without Content-Length")
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        guard buffer.count - offset >= pattern.count else { return nil }
        var index = offset
        while index <= buffer.count - pattern.count {
            if buffer[index] == pattern[0], buffer[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
