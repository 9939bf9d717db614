import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``LanguageServerHandler`` over standard input and output.
///
/// A reader thread frames incoming bytes into messages and queues them; the calling
/// thread handles them in order and, between messages, fires the handler's timed work
/// when its deadline passes. Diagnostics go to standard error; standard output carries
/// the protocol only.
public struct StdioServerLoop {
    var input: Int32
    var output: Int32

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Runs until `exit` (its status) or the end of input (1: the client went away
    /// without `shutdown`).
    public func run(_ handler: inout some LanguageServerHandler) -> Int32 {
        // A client that closes its end mid-write gets an error from write(2), not a killed server.
        signal(SIGPIPE, SIG_IGN)
        let queue = MessageQueue()
        let input = self.input
        let reader = Thread { Self.read(from: input, into: queue) }
        reader.start()
        let clock = ContinuousClock()
        let started = clock.now
        while true {
            let deadline = handler.nextDeadline.map { started + $0 }
            switch queue.next(until: deadline, clock: clock) {
            case .message(let body):
                let replies: [OutgoingMessage]
                do {
                    replies = handler.handle(try JSONRPCMessage.decode(body), at: clock.now - started)
                } catch {
                    replies = [.error(to: error.id, code: error.code, message: error.message)]
                }
                write(replies)
                if let status = handler.exitStatus { return status }
            case .timeout:
                write(handler.fireDue(at: clock.now - started))
            case .end(let problem):
                if let problem { FileHandle.standardError.write(Data("brandlint lsp: \(problem)\n".utf8)) }
                return handler.exitStatus ?? 1
            }
        }
    }

    private func write(_ messages: [OutgoingMessage]) {
        for message in messages {
            let bytes = MessageFraming.frame(message.body)
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func read(from input: Int32, into queue: MessageQueue) {
        var framing = MessageFraming()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return queue.finish(problem: nil) }
            framing.append(chunk[..<count])
            do {
                while let body = try framing.next() { queue.push(body) }
            } catch {
                return queue.finish(problem: error.description)
            }
        }
    }
}

/// Message bodies from the reader thread to the handling thread.
///
/// `@unchecked Sendable` is sound: every stored property is read and written only while
/// `condition` is locked.
final class MessageQueue: @unchecked Sendable {
    enum Next {
        case message([UInt8])
        case timeout
        case end(problem: String?)
    }

    private let condition = NSCondition()
    private var bodies: [[UInt8]] = []
    private var head = 0
    private var ended = false
    private var problem: String?

    func push(_ body: [UInt8]) {
        condition.lock()
        bodies.append(body)
        condition.signal()
        condition.unlock()
    }

    func finish(problem: String?) {
        condition.lock()
        ended = true
        self.problem = problem
        condition.signal()
        condition.unlock()
    }

    /// The next body; `.timeout` once `deadline` passes first.
    func next(until deadline: ContinuousClock.Instant?, clock: ContinuousClock) -> Next {
        condition.lock()
        defer { condition.unlock() }
        while head == bodies.count, !ended {
            guard let deadline else {
                condition.wait()
                continue
            }
            let remaining = clock.now.duration(to: deadline)
            if remaining <= .zero { return .timeout }
            let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
        guard head < bodies.count else { return .end(problem: problem) }
        let body = bodies[head]
        head += 1
        if head > 64, head * 2 > bodies.count {
            bodies.removeFirst(head)
            head = 0
        }
        return .message(body)
    }
}

// The C calls, by a name that the loop's own `write(_:)` does not shadow.
#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif
