import Foundation

/// The content codings the Linux download takes (`Content-Encoding`): none, or gzip, which an
/// object store holding precompressed files sends whatever the request asked for. Anything
/// else (`br`, `zstd`, `deflate`, gzip twice) is refused at the headers.
enum ContentCoding: Sendable, Equatable {
    case identity
    case gzip

    /// The coding a `Content-Encoding` value names, or nil for one not taken. `identity` entries
    /// are ignored; `x-gzip` is `gzip` (RFC 9110, 8.4.1.3).
    init?(header value: String) {
        let codings = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty && $0 != URLSessionTransport.acceptedEncoding }
        switch codings {
        case []: self = .identity
        case ["gzip"], ["x-gzip"]: self = .gzip
        default: return nil
        }
    }
}
