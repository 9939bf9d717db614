import Foundation
import Testing

/// A program outside the package that a test runs: tsc and node, chromium, kotlinc, aapt,
/// nvim, cmark-gfm, python3 with a module. Where it is missing, the test is skipped on a
/// developer's machine and fails in CI (`CI=true`, which `.ci/run` and CI services set), so
/// CI cannot pass by skipping what it was meant to check.
public struct ExternalTool: Sendable {
    /// What the skip or the failure names, e.g. `tsc` or `python3 with jsonschema`.
    public let name: String
    /// What installs it, for the message.
    public let installHint: String
    private let isPresent: @Sendable ([String: String]) -> Bool

    /// A tool found by looking for an executable of that `name` on PATH.
    public init(_ name: String, install installHint: String) {
        self.init(name, install: installHint) { Self.path(of: name, in: $0) != nil }
    }

    /// A tool found by `isPresent`, e.g. a module python3 can import.
    public init(_ name: String, install installHint: String, isPresent: @escaping @Sendable ([String: String]) -> Bool) {
        self.name = name
        self.installHint = installHint
        self.isPresent = isPresent
    }

    /// `name`'s executable on the environment's PATH, or nil.
    public static func path(of name: String, in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the environment is CI's: `CI` set to `true` or `1`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// A tool CI must have but does not.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// Whether a test needing `tools` runs: true when every one is present; false (a skip)
    /// when one is missing; and in CI, where a missing one is a failure, it throws.
    public static func gate(_ tools: [ExternalTool], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        let missing = tools.filter { !$0.isPresent(environment) }
        guard !missing.isEmpty else { return true }
        guard isCI(environment) else { return false }
        throw Missing(description: "CI=true and this test needs "
            + missing.map { "\($0.name) (\($0.installHint))" }.joined(separator: ", ")
            + ": in CI a test that needs a tool fails without it rather than skip")
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test where every tool is present; skips it elsewhere, except in CI
    /// (`CI=true`), where a missing tool fails it (``ExternalTool/gate(_:environment:)``).
    public static func requires(_ tools: ExternalTool...) -> Self {
        let names = tools.map { "\($0.name) (\($0.installHint))" }.joined(separator: ", ")
        return .enabled(Comment(rawValue: "needs \(names); in CI (CI=true) a missing tool fails the test")) { try ExternalTool.gate(tools) }
    }
}

extension ExternalTool {
    public static let typeScript = ExternalTool("tsc", install: "apt-get install node-typescript")
    public static let node = ExternalTool("node", install: "apt-get install nodejs")
    public static let chromium = ExternalTool("chromium", install: "apt-get install chromium")
    public static let kotlin = ExternalTool("kotlinc", install: "apt-get install kotlin")
    public static let java = ExternalTool("java", install: "apt-get install kotlin (it brings a JRE)")
    public static let aapt = ExternalTool("aapt", install: "apt-get install aapt")
    public static let neovim = ExternalTool("nvim", install: "apt-get install neovim")
    public static let cmarkGFM = ExternalTool("cmark-gfm", install: "apt-get install cmark-gfm")
    public static let python = ExternalTool("python3", install: "apt-get install python3")

    /// python3 that can import `module`.
    public static func python(with module: String, install: String) -> ExternalTool {
        ExternalTool("python3 with \(module)", install: install) { environment in
            guard let python = path(of: "python3", in: environment) else { return false }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", "import \(module)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }

    public static let pythonJSONSchema = python(with: "jsonschema", install: "apt-get install python3-jsonschema")
    public static let pythonTinyCSS2 = python(with: "tinycss2", install: "pip install tinycss2")
}
