import BrandDelivery
import Foundation
import TestSupport

/// A ``RemoteBrandCatalog`` in another process (Tests/Support/DeliveryClientProcess), over a
/// folder this process may share: an app and its widget extension, or two app processes.
/// Commands go one a line on its stdin, each answered by one line. The process exits when its
/// stdin closes (this process ended) or, should a test hang, after its lifetime; the lifetime
/// is long, since writing to a process that has gone would end this one with SIGPIPE.
final class ClientProcess: @unchecked Sendable {
    // Safety: used from one test at a time; the pipes and the process are only touched by the
    // methods below, which that test calls in turn.
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()

    /// A process accepting manifests signed by `key`, with no root.
    convenience init(state: URL, key: BundlePublicKey, lifetime: Int = 600) throws {
        let keyFile = state.deletingLastPathComponent().appendingPathComponent("client-\(UUID().uuidString).pub")
        try Data((key.base64 + "\n").utf8).write(to: keyFile)
        try self.init(state: state, trust: ["--key", keyFile.path], lifetime: lifetime)
    }

    /// A process pinning `root`.
    convenience init(state: URL, root: SignedTrustRoot, lifetime: Int = 600) throws {
        let rootFile = state.deletingLastPathComponent().appendingPathComponent("client-\(UUID().uuidString).root.json")
        try root.fileData().write(to: rootFile)
        try self.init(state: state, trust: ["--root", rootFile.path], lifetime: lifetime)
    }

    private init(state: URL, trust: [String], lifetime: Int) throws {
        guard let executable = ToolProcess("DeliveryClientProcess").executable else {
            throw FixtureError("DeliveryClientProcess is not built next to the tests")
        }
        process.executableURL = executable
        process.arguments = [
            "--state", state.path, "--schemas", DeliveryFixtures.repository + "/Schemas", "--lifetime", "\(lifetime)",
        ] + trust
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends one command and returns its answer line ("" when the process has gone).
    func send(_ command: String) -> String {
        guard process.isRunning else { return "" }
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        // One line at most per command; the process's lifetime bounds the wait.
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending = end < pending.endIndex ? Data(pending[pending.index(after: end)...]) : Data()
        return line
    }

    /// Serves `files` (a bundle by path) from the process's in-memory host.
    func publish(_ files: [String: Data], scratch: URL) throws -> String {
        let folder = scratch.appendingPathComponent("host-\(UUID().uuidString)")
        try DeliveryFixtures.publish(files, to: folder)
        return send("publish \(folder.path)")
    }

    func stop() {
        if process.isRunning {
            input.fileHandleForWriting.write(Data("quit\n".utf8))
            process.waitUntilExit()
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
