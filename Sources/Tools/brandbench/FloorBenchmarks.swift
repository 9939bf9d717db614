import Foundation

/// Whole processes against floors that add nothing of ours: `RawParseFloor` (libyaml's event
/// loop in C over the same files) for `brandlint` on the corpus, and `FoundationHello` (a Swift
/// program that starts with Foundation loaded and prints a line) for `brandlint Brands`.
///
/// Each run spawns every command of a group in turn and takes CPU time (user + system, from
/// wait4) and wall time; a ratio is the median of the ratios taken within each run, so a slow
/// spell of the shared machine hits the floor and the candidates alike. Peak memory comes from
/// one more run of each under GNU time (see ``ProcessBenchmarks/gnuTime``).
struct FloorBenchmarks {
    var executablesFolder: URL
    var runs: Int
    var corpus: String

    /// One whole-process command: `tool` in `folder`, by default the benchmark's own.
    struct Command {
        var name: String
        var tool: String
        var arguments: [String]
        var folder: URL?
    }

    /// A command's medians over the runs, and its medians of ratios to the group's floor.
    struct Figures {
        var wall: Double
        var cpu: Double
        var wallRatio: Double
        var cpuRatio: Double
        var peakMemory: Int
    }

    /// One of issue 18's targets, judged on a figure measured here.
    struct Target {
        var figure: String
        var measured: Double
        var limit: Double
        var unit: String
        var worstCase: Double?

        var met: Bool { measured <= limit }

        var note: String {
            let value = unit == "x" ? String(format: "%.2fx", measured) : String(format: "%.1f %@", measured, unit)
            let bound = unit == "x" ? String(format: "≤ %.2gx", limit) : String(format: "≤ %.0f %@", limit, unit)
            var verdict = met ? "met" : "NOT MET"
            if !met, let worstCase { verdict += measured <= worstCase ? String(format: " (within the worst-case %.1fx)", worstCase) : " (beyond the worst case too)" }
            return "\(value), target \(bound): \(verdict)"
        }
    }

    func run() throws -> [Measurement] {
        for tool in ["RawParseFloor", "FoundationHello", "brandlint"] where !FileManager.default.isExecutableFile(atPath: path(tool)) {
            throw BenchmarkError("\(path(tool)) is missing: build every product first (swift build -c release)")
        }
        let corpusSection = "floor: the 1,000-profile corpus from disk as whole processes, against libyaml's event loop in C"
        let corpusCommands = [
            Command(name: "raw libyaml event parse in C (RawParseFloor)", tool: "RawParseFloor", arguments: [corpus]),
            Command(name: "the same loop in Swift (brandbench --raw-parse)", tool: "brandbench", arguments: ["--raw-parse", corpus]),
            Command(name: "brandlint --jobs 1", tool: "brandlint", arguments: [corpus, "--schemas", "Schemas", "--jobs", "1"]),
            Command(name: "brandlint (every core)", tool: "brandlint", arguments: [corpus, "--schemas", "Schemas"]),
        ]
        let corpusFigures = try measure(corpusCommands, runs: runs)
        let startUpSection = "floor: start-up, whole processes against a Swift program that imports Foundation"
        let startUpCommands = [
            Command(name: "Swift + Foundation hello (FoundationHello)", tool: "FoundationHello", arguments: []),
            Command(name: "raw libyaml event parse of Brands in C", tool: "RawParseFloor", arguments: ["Brands"]),
            Command(name: "brandlint Brands", tool: "brandlint", arguments: ["Brands"]),
            Command(name: "brandlint --version (start-up and exit)", tool: "brandlint", arguments: ["--version"]),
        ]
        // Start-up runs are short and noisy: three times as many.
        let startUpFigures = try measure(startUpCommands, runs: runs * 3)

        let cores = ProcessInfo.processInfo.activeProcessorCount
        let targets = [
            Target(figure: "brandlint -j 1 on the corpus, CPU vs the C floor", measured: corpusFigures[2].cpuRatio, limit: 1.5, unit: "x", worstCase: 2.0),
            Target(figure: "brandlint on \(cores) cores, wall vs the C floor", measured: corpusFigures[3].wallRatio, limit: 1.0, unit: "x"),
            Target(figure: "brandlint Brands, wall vs Swift + Foundation hello", measured: startUpFigures[2].wallRatio, limit: 1.3, unit: "x"),
            Target(figure: "peak memory, brandlint on the corpus", measured: Double(corpusFigures[3].peakMemory) / 1_048_576, limit: 23, unit: "MB"),
        ]
        return Self.measurements(corpusSection, corpusCommands, corpusFigures)
            + Self.measurements(startUpSection, startUpCommands, startUpFigures)
            + targets.map { Measurement(section: "targets (issue 18), from the figures above", name: $0.figure, seconds: 0, operationsPerRun: 1, note: $0.note) }
            + [Measurement(
                section: "targets (issue 18), from the figures above", name: "full load, 1 thread, instructions vs libyaml", seconds: 0,
                operationsPerRun: 1, note: "target ≤ 1.4x: counted with callgrind, see docs/performance.md")]
    }

    private func path(_ tool: String) -> String { executablesFolder.appendingPathComponent(tool).path }

    private func path(_ command: Command) -> String { (command.folder ?? executablesFolder).appendingPathComponent(command.tool).path }

    /// Spawns the commands in turn, `runs` times after one warm-up round.
    func measure(_ commands: [Command], runs: Int) throws -> [Figures] {
        func spawn(_ command: Command) throws -> ProcessBenchmarks.Usage {
            let usage = try ProcessBenchmarks.spawn(path(command), command.arguments)
            // Exit 1 is "problems found", after all the work; anything else means the work was not done.
            guard usage.status == 0 || (command.tool == "brandlint" && usage.status == 1 << 8) else {
                throw BenchmarkError("\(command.tool) \(command.arguments.joined(separator: " ")) failed (wait status \(usage.status))")
            }
            return usage
        }
        for command in commands { _ = try spawn(command) }
        var walls = Array(repeating: [Double](), count: commands.count)
        var cpus = walls, wallRatios = walls, cpuRatios = walls
        for _ in 0..<runs {
            let usages = try commands.map(spawn)
            for index in commands.indices {
                walls[index].append(usages[index].wallSeconds)
                cpus[index].append(usages[index].cpuSeconds)
                wallRatios[index].append(usages[index].wallSeconds / usages[0].wallSeconds)
                cpuRatios[index].append(usages[index].cpuSeconds / max(usages[0].cpuSeconds, 1e-6))
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return try commands.indices.map { index in
            Figures(
                wall: median(walls[index]), cpu: median(cpus[index]), wallRatio: median(wallRatios[index]), cpuRatio: median(cpuRatios[index]),
                peakMemory: try ProcessBenchmarks.run(path(commands[index]), commands[index].arguments))
        }
    }

    static func measurements(_ section: String, _ commands: [Command], _ figures: [Figures]) -> [Measurement] {
        commands.indices.map { index in
            let figure = figures[index]
            let cpu = String(format: "CPU %.1f ms", figure.cpu * 1e3)
            let note = index == 0
                ? cpu + ", the floor"
                : cpu + String(format: ", %.2fx CPU, %.2fx wall", figure.cpuRatio, figure.wallRatio)
            return Measurement(section: section, name: commands[index].name, seconds: figure.wall, operationsPerRun: 1, peakMemory: figure.peakMemory, note: note)
        }
    }
}
