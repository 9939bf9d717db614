import Foundation

/// A message the server sends: a response to a request, or a notification. Encoded once,
/// framed by ``MessageFraming/frame(_:)``.
public struct OutgoingMessage: Sendable, Equatable {
    /// The JSON body.
    public var body: [UInt8]

    /// A reply: `id` and one member, `result` or `error`, written even when null (which
    /// synthesised Codable would leave out).
    private struct Reply<Payload: Encodable>: Encodable {
        var id: JSONRPCMessage.RequestID?
        var member: String
        var payload: Payload

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: Key("jsonrpc"))
            try container.encode(id, forKey: Key("id"))
            try container.encode(payload, forKey: Key(member))
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    private struct ErrorBody: Encodable {
        var code: Int
        var message: String
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    /// The result of request `id`; nil encodes as JSON null.
    public static func response(to id: JSONRPCMessage.RequestID, result: (some Encodable)?) -> OutgoingMessage {
        OutgoingMessage(body: encode(Reply(id: id, member: "result", payload: result)))
    }

    public static func error(to id: JSONRPCMessage.RequestID?, code: Int, message: String) -> OutgoingMessage {
        OutgoingMessage(body: encode(Reply(id: id, member: "error", payload: ErrorBody(code: code, message: message))))
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
