import Foundation
import TestSupport

/// The Swift compiler on PATH, for compiling generated code as an app would.
enum Swiftc {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `swiftc` in Swift 6 mode with warnings as errors; returns its standard output.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> String {
        try Command.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"] + arguments, in: folder)
    }
}

/// A program on PATH run to completion; a non-zero exit is an error carrying its output.
enum Command {
    @discardableResult
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> String {
        let run = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder, environment: environment)
        guard run.status == 0 else {
            throw Swiftc.Failed(description: "\(arguments.joined(separator: " ")) exited \(run.status):\n\(run.output)\(run.errorOutput)")
        }
        return run.output
    }

    /// Writes generated files under `folder`, by their paths.
    static func write(_ files: [(path: String, contents: [UInt8])], to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
    }
}
