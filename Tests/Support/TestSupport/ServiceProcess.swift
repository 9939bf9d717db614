import Foundation

/// A program a test starts and leaves running while it works: a server that says where it
/// listens on a line of its output (`brandreport --serve`, chromedriver). Its output is
/// read on a thread of its own, so it never blocks on a full pipe; `stop()` (or the end of
/// the value's last use) ends it.
public final class ServiceProcess: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let process = Process()
    private let lock = NSLock()
    private var printed = ""
    private let name: String

    /// Starts `executable` with `arguments` in `folder`.
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws {
        name = executable.lastPathComponent
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reading = pipe.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { return }
                guard let self else { return }
                self.lock.withLock { self.printed += String(decoding: chunk, as: UTF8.self) }
            }
        }
    }

    deinit { stop() }

    /// Everything it printed so far, output and errors together.
    public var output: String { lock.withLock { printed } }

    /// The first match of `pattern`'s first group in its output, waiting up to `timeout`
    /// for it to be printed.
    public func awaitLine(matching pattern: String, timeout: Duration = .seconds(30)) throws -> String {
        let expression = try NSRegularExpression(pattern: pattern)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let text = output
            if let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range(at: 1), in: text) {
                return String(text[range])
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Failure(description: "\(name) did not print /\(pattern)/ (\(process.isRunning ? "still running" : "exited \(process.terminationStatus)")): \(output)")
    }

    /// Ends it (SIGTERM, then SIGKILL after 5 s) and waits for it. Polls rather than
    /// `waitUntilExit`, which spins a run loop on Linux.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
    }
}
