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
        guard FileManager.default.isExecutableFile(atPath: gnuTime) else { return try spawn(path, arguments).peakMemory }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-\(UUID().uuidString).time")
        defer { try? FileManager.default.removeItem(at: report) }
        _ = try spawn(gnuTime, ["-f", "%M", "-o", report.path, path] + arguments)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        return kilobytes * 1024
    }

    /// What one finished child used, from wait4.
    struct Usage {
        /// From just before the spawn to the reaped exit.
        var wallSeconds: Double
        /// User plus system CPU time of the child (and of any children it waited for).
        var cpuSeconds: Double
        /// ru_maxrss in bytes. A child spawned straight from brandbench inherits brandbench's
        /// high-water mark (see ``gnuTime``), so take memory from ``run(_:_:)``.
        var peakMemory: Int
        var status: Int32
    }

    /// posix_spawn and wait4 rather than Foundation's Process, which reaps the child
    /// itself and so would take the resource usage with it. Output goes to /dev/null.
    static func spawn(_ path: String, _ arguments: [String]) throws -> Usage {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, &fileActions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("cannot wait for \(path): error \(errno)") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        return Usage(wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMemory: peak, status: status)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
