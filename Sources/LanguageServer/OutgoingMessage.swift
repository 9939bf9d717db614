import Foundation

/// A message the server sends: a response to a request, or a notification. Encoded once,
/// framed by ``MessageFraming/frame(_:)``.
public struct OutgoingMessage: Sendable, Equatable {
    /// The JSON body.
    public var body: [UInt8]

    private struct Response<Result: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: JSONRPCMessage.RequestID?
        var result: Result
        // A response carries `result` even when it is null, which synthesised Codable would omit.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }
        enum Keys: String, CodingKey { case jsonrpc, id, result }
    }

    private struct ErrorResponse: Encodable {
        struct Body: Encodable {
            var code: Int
            var message: String
        }
        var jsonrpc = "2.0"
        var id: JSONRPCMessage.RequestID?
        var error: Body
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
        enum Keys: String, CodingKey { case jsonrpc, id, error }
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    /// The result of request `id`; nil encodes as JSON null.
    public static func response(to id: JSONRPCMessage.RequestID, result: (some Encodable)?) -> OutgoingMessage {
        OutgoingMessage(body: encode(Response(id: id, result: result)))
    }

    public static func error(to id: JSONRPCMessage.RequestID?, code: Int, message: String) -> OutgoingMessage {
        OutgoingMessage(body: encode(ErrorResponse(id: id, error: .init(code: code, message: message))))
    }

    public static func notification(_ method: String, params: some Encodable) -> OutgoingMessage {
        OutgoingMessage(body: encode(Notification(method: method, params: params)))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every type encoded here is a plain struct of strings, numbers and arrays: it cannot fail.
        return (try? Array(encoder.encode(value))) ?? Array(#"{"jsonrpc":"2.0"}"#.utf8)
    }
}
