import Foundation
import LanguageServer
import TestSupport
import YAMLNode

/// `brandlint lsp` as an editor runs it: a child process spoken to over pipes.
final class LanguageServerProcess: @unchecked Sendable {
    // @unchecked Sendable: `received` and `ended` are touched only while `condition` is
    // locked; the pipes and process are set in init and never reassigned.
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [Node] = []
    private var ended = false
    private var nextID = 1

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String] = ["lsp", "--debounce", "0"]) throws {
        guard let executable = ToolProcess("brandlint").executable else { throw Timeout(description: "brandlint is not built") }
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread { [self] in
            var framing = MessageFraming()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                framing.append(data)
                while let body = try? framing.next() {
                    let node = try? JSONParser().parse(body)
                    condition.lock()
                    if let node { received.append(node) }
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    func send(_ json: String) {
        input.fileHandleForWriting.write(Data(MessageFraming.frame(Array(json.utf8))))
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: String) throws -> Node {
        let id = nextID
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return try wait("the response to \(method)") { $0["id"]?.int == id }
    }

    func notify(_ method: String, _ params: String) {
        send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// The first message received that matches, removed from those waiting.
    func wait(_ what: String, seconds: Double = 30, _ matches: (Node) -> Bool) throws -> Node {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if ended || !condition.wait(until: deadline) { throw Timeout(description: "no \(what) from brandlint lsp") }
        }
    }

    /// Waits for the process to end and gives its status.
    func exitStatus() -> Int32 {
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
