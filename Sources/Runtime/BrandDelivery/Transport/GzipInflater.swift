#if os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Inflates a gzip body as it arrives, never past a limit: each piece of wire bytes is
/// inflated into a bounded window, and inflated bytes are counted against the limit before
/// they are kept, so a body that inflates without end (2 MB of gzip holding 2 GiB) costs the
/// limit, one output window and zlib's state (about 45 KiB), and stops at the first byte over.
/// Concatenated members (RFC 1952, 2.2) are read one after the other, as `gzip -d` does; a body
/// that ends inside a member, or holds anything but members, is refused.
final class GzipInflater {
    /// Why the body is refused.
    enum Failure: Error, Equatable {
        /// More than the limit inflated.
        case tooLarge
        /// Not gzip, corrupt, or cut short; the text says which.
        case malformed(String)
    }

    private let zlib: ZlibLibrary
    private let stream: UnsafeMutablePointer<ZStream>
    private let window: UnsafeMutableBufferPointer<UInt8>
    /// Whether any byte arrived, and whether the last member read ended.
    private var started = false
    private var memberEnded = false

    /// Bytes inflated per call to zlib at most.
    static let windowSize = 16 << 10

    init?(zlib: ZlibLibrary) {
        self.zlib = zlib
        stream = .allocate(capacity: 1)
        stream.initialize(to: ZStream())
        window = .allocate(capacity: Self.windowSize)
        // 15 + 16: a 32 KiB window, gzip members only (no zlib or raw deflate streams).
        guard zlib.inflateInit2(UnsafeMutableRawPointer(stream), 15 + 16, zlib.version, Int32(MemoryLayout<ZStream>.size)) == ZlibLibrary.ok else {
            stream.deallocate()
            window.deallocate()
            return nil
        }
    }

    deinit {
        _ = zlib.inflateEnd(UnsafeMutableRawPointer(stream))
        stream.deallocate()
        window.deallocate()
    }

    /// Inflates `bytes` onto `body`, which never grows past `limit`.
    func inflate(_ bytes: UnsafeRawBufferPointer, onto body: inout Data, limit: Int) throws(Failure) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else { return }
        started = true
        var offset = 0
        while offset < bytes.count {
            if memberEnded {
                // More bytes after a member: the next member.
                guard zlib.inflateReset(UnsafeMutableRawPointer(stream)) == ZlibLibrary.ok else { throw .malformed("zlib could not start the next gzip member") }
                memberEnded = false
            }
            let chunk = min(bytes.count - offset, Int(UInt32.max))
            stream.pointee.nextIn = base + offset
            stream.pointee.availIn = UInt32(chunk)
            let code = try inflateAvailable(onto: &body, limit: limit)
            offset += chunk - Int(stream.pointee.availIn)
            stream.pointee.nextIn = nil
            if code == ZlibLibrary.streamEnd {
                memberEnded = true
            } else if stream.pointee.availIn > 0 {
                // zlib stopped without taking all input and without an error: cannot happen with
                // room in the window, and is refused rather than looped on.
                throw .malformed("the gzip body could not be read past byte \(offset)")
            }
        }
    }

    /// Runs zlib over the input set in the stream until it needs more or a member ends.
    private func inflateAvailable(onto body: inout Data, limit: Int) throws(Failure) -> Int32 {
        while true {
            // One byte over what the limit leaves is enough to see the body pass it.
            let left = limit - body.count
            let room = left < Self.windowSize ? left + 1 : Self.windowSize
            stream.pointee.nextOut = window.baseAddress
            stream.pointee.availOut = UInt32(room)
            let code = zlib.inflate(UnsafeMutableRawPointer(stream), ZlibLibrary.noFlush)
            let produced = room - Int(stream.pointee.availOut)
            stream.pointee.nextOut = nil
            guard body.count + produced <= limit else { throw .tooLarge }
            body.append(window.baseAddress!, count: produced)
            switch code {
            case ZlibLibrary.streamEnd:
                return code
            case ZlibLibrary.ok:
                // The window was filled: there may be more to inflate from the same input.
                if stream.pointee.availOut == 0 { continue }
                return code
            case ZlibLibrary.bufferError:
                // No progress possible: zlib has taken all the input and wants more.
                return ZlibLibrary.ok
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                throw .malformed("the gzip body is not valid gzip (\(Self.clean(message)))")
            }
        }
    }

    /// Called when the body is complete: it must not end inside a member.
    func finish() throws(Failure) {
        guard started, !memberEnded else { return }
        throw .malformed("the gzip body ends inside a member (truncated)")
    }

    /// zlib's message, printable ASCII only and short.
    private static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(80).filter { $0.value >= 0x20 && $0.value < 0x7F }))
    }
}

/// `z_stream` as zlib.h lays it out on LP64 Linux (x86-64 and arm64): 112 bytes, the fields
/// in order at their natural alignment. `inflateInit2_` refuses any other size, and
/// ``ZlibLibrary`` checks the offsets before it is used.
struct ZStream {
    var nextIn: UnsafePointer<UInt8>?
    var availIn: UInt32 = 0
    var totalIn: UInt = 0
    var nextOut: UnsafeMutablePointer<UInt8>?
    var availOut: UInt32 = 0
    var totalOut: UInt = 0
    var msg: UnsafePointer<CChar>?
    var state: OpaquePointer?
    var zalloc: OpaquePointer?
    var zfree: OpaquePointer?
    var opaque: OpaquePointer?
    var dataType: Int32 = 0
    var adler: UInt = 0
    var reserved: UInt = 0
}

/// zlib's inflate functions, looked up in the libz.so.1 that libcurl.so.4 links (so already
/// loaded with it): no build dependency, as ``CurlLibrary``.
final class ZlibLibrary: @unchecked Sendable {
    // Safety: immutable after init; zlib's functions are safe on distinct streams from any thread.
    /// A `z_stream *`: a ``ZStream``'s address (a Swift struct's pointer is not a C type).
    typealias Stream = UnsafeMutableRawPointer
    let inflateInit2: @convention(c) (Stream, Int32, UnsafePointer<CChar>, Int32) -> Int32
    let inflate: @convention(c) (Stream, Int32) -> Int32
    let inflateReset: @convention(c) (Stream) -> Int32
    let inflateEnd: @convention(c) (Stream) -> Int32
    /// The library's own version text, which `inflateInit2_` checks against its major version.
    let version: UnsafePointer<CChar>

    static let ok: Int32 = 0
    static let streamEnd: Int32 = 1
    static let bufferError: Int32 = -5
    static let noFlush: Int32 = 0

    /// The library, once per process; nil where libz.so.1 cannot be loaded or `z_stream` is
    /// not laid out as ``ZStream`` (gzip bodies are then refused at the headers).
    static let shared: ZlibLibrary? = ZlibLibrary()

    private init?() {
        guard MemoryLayout<ZStream>.size == 112, MemoryLayout<ZStream>.offset(of: \ZStream.availIn) == 8,
              MemoryLayout<ZStream>.offset(of: \ZStream.msg) == 48, MemoryLayout<ZStream>.offset(of: \ZStream.dataType) == 88,
              MemoryLayout<ZStream>.offset(of: \ZStream.reserved) == 104,
              let library = dlopen("libz.so.1", RTLD_NOW)
        else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let inflateInit2 = symbol("inflateInit2_", as: (@convention(c) (Stream, Int32, UnsafePointer<CChar>, Int32) -> Int32).self),
              let inflate = symbol("inflate", as: (@convention(c) (Stream, Int32) -> Int32).self),
              let inflateReset = symbol("inflateReset", as: (@convention(c) (Stream) -> Int32).self),
              let inflateEnd = symbol("inflateEnd", as: (@convention(c) (Stream) -> Int32).self),
              let zlibVersion = symbol("zlibVersion", as: (@convention(c) () -> UnsafePointer<CChar>?).self),
              let version = zlibVersion()
        else { return nil }
        self.inflateInit2 = inflateInit2
        self.inflate = inflate
        self.inflateReset = inflateReset
        self.inflateEnd = inflateEnd
        self.version = version
    }
}
#endif
