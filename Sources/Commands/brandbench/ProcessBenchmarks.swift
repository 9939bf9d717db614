import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole processes, as a developer or CI runs them: wall time and peak memory.
struct ProcessBenchmarks {
    var executablesFolder: URL
    var stopwatch: Stopwatch

    func measure(section: String, name: String, tool: String, arguments: [String], note: String? = nil) throws -> Measurement {
        var peak = 0
        let seconds = try stopwatch.median {
            peak = max(peak, try Self.run(executablesFolder.appendingPathComponent(tool).path, arguments))
        }
        return Measurement(section: section, name: name, seconds: seconds, operationsPerRun: 1, peakMemory: peak, note: note)
    }

    /// Several processes timed in turn, run after run (see ``Stopwatch/interleaved(_:)``),
    /// each with its ratio to the first.
    func compare(
        section: String, _ commands: [(name: String, tool: String, arguments: [String])], ratioTo first: String = "the raw parse process"
    ) throws -> [Measurement] {
        var peaks = Array(repeating: 0, count: commands.count)
        let figures = try stopwatch.interleaved(commands.indices.map { index in
            {
                let command = commands[index]
                peaks[index] = max(peaks[index], try Self.run(executablesFolder.appendingPathComponent(command.tool).path, command.arguments))
            }
        })
        return commands.indices.map { index in
            Measurement(
                section: section, name: commands[index].name, seconds: figures[index].seconds, operationsPerRun: 1, peakMemory: peaks[index],
                note: index == 0 ? "the floor" : String(format: "%.2fx \(first)", figures[index].ratio))
        }
    }

    /// GNU time reports the peak memory of a child it forked from its own small process;
    /// a child spawned straight from brandbench (vfork) would inherit brandbench's
    /// high-water mark, corpus and all.
    static let gnuTime = "/usr/bin/time"

    /// Runs a program to completion; returns its peak resident memory in bytes.
    static func run(_ path: String, _ arguments: [String]) throws -> Int {
        guard FileManager.default.isExecutableFile(atPath: gnuTime) else { return try spawn(path, arguments) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-\(UUID().uuidString).time")
        defer { try? FileManager.default.removeItem(at: report) }
        _ = try spawn(gnuTime, ["-f", "%M", "-o", report.path, path] + arguments)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return kilobytes * 1024
    }

    /// posix_spawn and wait4 rather than Foundation's Process, which reaps the child
    /// itself and so would take the resource usage with it.
    static func spawn(_ path: String, _ arguments: [String]) throws -> Int {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &fileActions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
