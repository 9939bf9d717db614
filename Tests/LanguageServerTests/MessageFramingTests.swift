import LanguageServer
import Testing

@Suite("Content-Length framing")
struct MessageFramingTests {
    static let bodies = [#"{"a":1}"#, #"{"jsonrpc":"2.0","method":"x","params":{"text":"é ü"}}"#, "{}"]

    @Test("whole messages come out however the bytes are split", arguments: [1, 3, 7, 1000])
    func splitAnywhere(chunk: Int) throws {
        let stream = Self.bodies.flatMap { MessageFraming.frame(Array($0.utf8)) }
        var framing = MessageFraming()
        var received: [String] = []
        var offset = 0
        while offset < stream.count {
            framing.append(stream[offset..<min(offset + chunk, stream.count)])
            offset += chunk
            while let body = try framing.next() { received.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(received == Self.bodies)
    }

    @Test("other headers are allowed, in any case")
    func otherHeaders() throws {
        var framing = MessageFraming()
        framing.append(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}".utf8))
        #expect(try framing.next() == Array("{}".utf8))
    }

    @Test("a header without a usable length stops the stream", arguments: [
        "Content-Type: x\r\n\r\n{}", "Content-Length: -1\r\n\r\n", "Content-Length: 99999999999999999999\r\n\r\n",
        "Content-Length: \(MessageFraming.maxBodyBytes + 1)\r\n\r\n", "garbage\r\n\r\n",
    ])
    func badHeaders(header: String) {
        var framing = MessageFraming()
        framing.append(Array(header.utf8))
        #expect(throws: MessageFraming.Error.self) { try framing.next() }
    }

    @Test func endlessHeaderIsRefused() {
        var framing = MessageFraming()
        framing.append([UInt8](repeating: UInt8(ascii: "x"), count: 9000))
        #expect(throws: MessageFraming.Error.self) { try framing.next() }
    }
}
