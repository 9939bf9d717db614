import Foundation

/// A JSON-RPC 2.0 message as the server receives it: the method and id read, the params
/// left as JSON for the handler of that method to decode into its own type.
public enum JSONRPCMessage: Sendable {
    case request(id: RequestID, method: String, params: Data)
    case notification(method: String, params: Data)
    /// A reply to something the server asked; this server asks nothing, so it is ignored.
    case response

    /// A request id: JSON-RPC allows a number or a string.
    public enum RequestID: Sendable, Hashable, Codable {
        case number(Int)
        case string(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            }
        }
    }

    /// Why a body is not a JSON-RPC message, with the id when one could be read.
    public struct Invalid: Error, Sendable {
        public var id: RequestID?
        public var code: Int
        public var message: String
    }

    private struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
    }

    private struct Params: Decodable {
        var params: AnyJSON?
    }

    /// Reads one body.
    public static func decode(_ body: [UInt8]) throws(Invalid) -> JSONRPCMessage {
        let data = Data(body)
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch {
            throw Invalid(id: nil, code: ErrorCode.parseError, message: "not a JSON-RPC message")
        }
        guard let method = envelope.method else {
            if envelope.id != nil { return .response }
            throw Invalid(id: nil, code: ErrorCode.invalidRequest, message: "message without a method")
        }
        // The params are handed on as their own JSON, for the method's handler to decode.
        let params: Data
        do {
            let wrapped = try JSONDecoder().decode(Params.self, from: data)
            params = try JSONEncoder().encode(wrapped.params ?? .null)
        } catch {
            throw Invalid(id: envelope.id, code: ErrorCode.invalidParams, message: "params are not JSON")
        }
        if let id = envelope.id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    /// JSON-RPC and LSP error codes.
    public enum ErrorCode {
        public static let parseError = -32700
        public static let invalidRequest = -32600
        public static let methodNotFound = -32601
        public static let invalidParams = -32602
        public static let serverNotInitialized = -32002
    }
}
