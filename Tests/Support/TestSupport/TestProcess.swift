import Foundation

/// This package's test process run again as a child, on a subset of the tests, with an
/// environment of its own: how `DroppedBrandsTests` runs the data-driven tests against
/// another brands folder.
public struct TestProcess: Sendable {
    /// How a child run ended, and its report.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String

        /// The report's lines about failures (Swift Testing marks them `✘`).
        public var failureLines: [Substring] {
            output.split(separator: "\n").filter { $0.contains("✘") }
        }

        /// The number of tests the run's summary says passed, 0 if it has none.
        public var passedTests: Int {
            guard let summary = output.split(separator: "\n").last(where: { $0.contains("Test run with ") && $0.contains(" passed") }),
                  let count = summary.components(separatedBy: "Test run with ").last?.split(separator: " ").first
            else { return 0 }
            return Int(count) ?? 0
        }
    }

    public let executable: URL

    /// The running test process, as `CommandLine.arguments[0]` names it.
    public static var current: TestProcess? {
        let path = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL }
        guard let path, FileManager.default.isExecutableFile(atPath: path.path) else { return nil }
        return TestProcess(executable: path)
    }

    /// Runs the Swift Testing suites named `Module.Suite`, with `environment` set over this
    /// process's.
    public func run(suites: [String], environment: [String: String]) throws -> Outcome {
        let filters = suites.flatMap { ["--filter", NSRegularExpression.escapedPattern(for: $0) + "/"] }
        let run = try ToolProcess.run(
            executable, ["--testing-library", "swift-testing"] + filters, in: Repository.root, environment: environment)
        return Outcome(status: run.status, output: run.output + run.errorOutput)
    }
}
