import Foundation

/// Turns values into the payload bytes of a disk entry and back.
public struct CacheCodec<Value>: Sendable {
    /// The payload bytes for a value; a throw is reported as `CacheDiagnostic.persistFailed`.
    public let encode: @Sendable (Value) throws -> Data
    /// The value for payload bytes; a throw discards the entry as `.undecodablePayload`.
    public let decode: @Sendable (Data) throws -> Value

    /// A codec from two closures, e.g. for values that are not `Codable`.
    public init(
        encode: @escaping @Sendable (Value) throws -> Data,
        decode: @escaping @Sendable (Data) throws -> Value
    ) {
        self.encode = encode
        self.decode = decode
    }
}

extension CacheCodec where Value: Codable & Sendable {
    /// JSON through `JSONEncoder` and `JSONDecoder` with their default settings.
    public static var json: CacheCodec<Value> {
        CacheCodec(
            encode: { value in try JSONEncoder().encode(value) },
            decode: { data in try JSONDecoder().decode(Value.self, from: data) }
        )
    }
}
