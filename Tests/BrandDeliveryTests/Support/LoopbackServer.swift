import Foundation

/// Tests/Fixtures/Delivery/serve-bundle.py serving a bundle folder on 127.0.0.1: the static
/// host the client talks to. The script exits by itself after its lifetime even if a test
/// never stops it.
///
/// With `plainFileServer`, the script serves through python3's own `http.server` handler, as a
/// release manager's quick `python3 -m http.server` does: no `ETag`, `Last-Modified` from the
/// file's mtime to the second, and 304 for `If-Modified-Since` at or after it.
final class LoopbackServer: @unchecked Sendable {
    // Safety: `process` is set in init and only read afterwards; Process is thread-safe for
    // terminate() and waitUntilExit().
    private let process: Process
    let port: Int
    let folder: URL

    /// Starts the server on `port` (0: any free port) and waits until it listens.
    /// The lifetime is a safety net only (every test stops its server): it is long because a
    /// full `swift test` on two busy cores can hold a test for minutes between its steps.
    init(folder: URL, port: Int = 0, lifetime: Int = 900, plainFileServer: Bool = false) throws {
        self.folder = folder
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", DeliveryFixtures.fixtures + "/serve-bundle.py", folder.path, "--port", "\(port)", "--lifetime", "\(lifetime)"]
            + (plainFileServer ? ["--plain"] : [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        // The first line is "port N" once the socket listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("port "), let bound = Int(text.dropFirst(5)) else {
            process.terminate()
            throw FixtureError("serve-bundle.py did not start: \(text.debugDescription)")
        }
        self.port = bound
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Stops the server and waits for it to exit.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}
