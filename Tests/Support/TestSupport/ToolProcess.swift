import Foundation

/// One of the package's executables run as scripts and CI run it: a process, its output
/// and its exit code. For the command-line tests of every tool.
public struct ToolProcess: Sendable {
    /// What a run printed and how it ended.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var errorOutput: String
    }

    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String
    }

    public let name: String
    /// Where relative paths in the arguments start; the repository root by default.
    public let workingFolder: URL

    public init(_ name: String, workingFolder: URL = Repository.root) {
        self.name = name
        self.workingFolder = workingFolder
    }

    /// The built executable, next to the test bundle (`swift test` builds every product).
    public var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        return candidates.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the tool with `arguments` in `folder`, with `environment` set over this process's.
    public func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        guard let executable else { throw NotBuilt(description: "\(name) is not built next to the tests") }
        return try Self.run(executable, arguments, in: folder ?? workingFolder, environment: environment)
    }

    /// Runs any program, such as `/usr/bin/env` with `["swift", ...]`.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read at once, standard error on a thread of its own, before waiting: a
        // process that fills one pipe while the other is still open cannot block on it. The
        // thread is not one of Dispatch's: on Linux its global queues are the threads Swift
        // Testing runs tests on, a few per core, and a reader blocked there for the whole run
        // would hold a second one for every process the tests run.
        let errorData = LockedData()
        let readingErrors = DispatchSemaphore(value: 0)
        Thread {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            readingErrors.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData.get(), as: UTF8.self))
    }
}

/// Bytes one thread reads and another takes once it has finished.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}

extension ToolProcess.Run {
    /// The lines of the help's own blocks (FORMATS, EXIT CODES, EXAMPLES: under a heading in
    /// capitals, up to a blank line) that start in the first column: each one has wrapped
    /// past the terminal's width.
    public var helpLinesWrappingPastTheWidth: [Substring] {
        var inBlock = false
        var wrapped: [Substring] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                inBlock = false
            } else if !line.contains(":"), line.allSatisfy({ $0.isUppercase || $0 == " " }) {
                inBlock = true
            } else if inBlock, !line.hasPrefix("  ") {
                wrapped.append(line)
            }
        }
        return wrapped
    }
}

extension ToolProcess.Run {
    /// The output without its warnings (`file:line:column: warning: …` with the hint and
    /// note lines under it): what a test of a tool on ``Repository/brands`` compares, since
    /// whether the shipped brands are free of warnings is CI's `brandlint --strict` step, not
    /// theirs. Errors stay.
    public var outputPastWarnings: String {
        var kept: [Substring] = []
        var inWarning = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if Self.isFinding(line, severity: "warning") {
                inWarning = true
            } else if inWarning, line.hasPrefix("    ") || Self.isFinding(line, severity: "note") {
                continue
            } else {
                inWarning = false
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// Whether `line` reads `file:line:column: severity: `.
    static func isFinding(_ line: Substring, severity: String) -> Bool {
        guard let range = line.range(of: ": \(severity): ") else { return false }
        let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        return place.count >= 3 && place.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
