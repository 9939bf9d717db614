import ArgumentParser
import BrandModel
import CommandLineSupport
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

@main
struct BrandBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandbench",
        abstract: "Measure the engine: profile loading against raw libyaml, the tools as processes, the hot paths.",
        discussion: """
            Run it from the repository root with a release build:

              swift run -c release brandbench

            It generates the corpus with tools/generate-corpus.py when the folder is missing, \
            prints a table of medians and writes them as JSON. Figures are medians of --runs \
            runs; a ratio to the raw libyaml parse is the median of ratios taken within each \
            run, the floor and the candidates timed in turn, so a noisy machine skews them \
            alike. Whole-process figures include start-up. The floor section times brandlint \
            as a process against RawParseFloor (libyaml's event loop in C over the same files) in \
            CPU and wall time, and brandlint Brands against FoundationHello (a Swift program that \
            only starts with Foundation), and prints issue 18's targets as met or not; it needs \
            every product built (swift build -c release). The delivery section times a new \
            install's first fetch of a signed bundle through to the swapped catalog, for 5 and \
            100 brands, in memory and over loopback HTTP. The generate section times brandgen \
            (every platform) on the corpus next to brandlint, as a ratio to brandlint. The scaling \
            section lints hostile shapes (unknown flags, colours, colours reported one by one \
            for their format or case, springs out of range, token reference chains and \
            cycles, extends chains as a folder and as a brand file alone, bases side by side) at \
            1k, 3k, 10k, 30k and 100k items and prints the growth of the lint's CPU time per 10x \
            of input, which must be at most 15x for each decade (quadratic work gives 100x); \
            --shape limits it to some shapes. The static section (only with --only static) \
            times brandlint as `make static` builds it (the Swift runtime linked in) against this \
            build: start-up, Brands and the corpus, with peak memory. Not part of the test run.
            """,
        version: ToolVersion.current)

    @Option(help: "Folder of generated profiles (made with tools/generate-corpus.py when missing).")
    var corpus = ".build/corpus"

    @Option(help: "Repeated runs per figure; the median is reported.")
    var runs = 7

    @Option(help: "Where to write the figures as JSON; `-` for standard output.")
    var output = ".build/brandbench.json"

    @Option(
        help: ArgumentHelp(
            "Measure only these sections (repeatable): \(Section.allCases.map(\.rawValue).joined(separator: ", ")). Default: all.",
            valueName: "section"))
    var only: [Section] = []

    enum Section: String, CaseIterable, ExpressibleByArgument {
        case profile, corpus, engine, cache, delivery, processes, floor, generate, scaling
        /// Not in the default run: it needs the static build (`make static`).
        case `static`

        static let byDefault: [Section] = allCases.filter { $0 != .static }
    }

    @Option(
        help: ArgumentHelp(
            "The statically linked tools the static section compares with this build's (default: .build-static/release, where `make static` puts them).",
            valueName: "folder"))
    var staticExecutables = ".build-static/release"

    @Option(
        help: ArgumentHelp(
            "Lint only these shapes in the scaling section (repeatable), named as --scaling-files names their folders: flags, chain, cycle, …. Default: all.",
            valueName: "shape"))
    var shape: [String] = []

    private func includes(_ section: Section) -> Bool { only.isEmpty ? Section.byDefault.contains(section) : only.contains(section) }

    /// The whole-process floor: brandbench itself, started again to parse a folder's
    /// profiles with raw libyaml and exit, as `brandlint` would start and read them.
    @Option(help: .hidden)
    var rawParse: String?

    /// Writes the scaling section's hostile shapes to this folder, one folder per shape and
    /// size, for `valgrind --tool=callgrind brandlint`, and exits.
    @Option(help: .hidden)
    var scalingFiles: String?

    mutating func run() async throws {
        if let scalingFiles {
            try ScalingBenchmarks.writeFiles(to: scalingFiles, sizes: ScalingBenchmarks.sizes)
            return
        }
        if let rawParse {
            try RawLibYAML.parseFolder(rawParse)
            return
        }
        let schemasFirst = try ProfileSchemas.load(from: "Schemas")
        let memory = includes(.engine)
            ? try EngineBenchmarks.memoryPerSubscriber(catalog: ProfileLoader(schemas: schemasFirst, formats: .yamlAndJSON).loadCatalog(at: "Brands").catalog)
            : nil
        if !FileManager.default.fileExists(atPath: corpus) {
            try Self.generateCorpus(at: corpus, count: 1000)
        }
        let schemas = try ProfileSchemas.load(from: "Schemas")
        let stopwatch = Stopwatch(runs: runs)
        let executables = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var results: [Measurement] = []

        let handlers = try StandardHandlers.registry().directory.including(schemas.declarations.values)
        if includes(.profile) { results += try CorpusBenchmarks.typicalProfile(schemas: schemas, stopwatch: stopwatch) }
        if includes(.corpus) {
            results += try CorpusBenchmarks(corpus: corpus, schemas: schemas, handlers: handlers, stopwatch: stopwatch).run()
        }
        if includes(.engine) {
            let shipped = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: "Brands").catalog
            results += try EngineBenchmarks(catalog: shipped, stopwatch: stopwatch).run()
            if let memory { results.append(memory) }
        }
        if includes(.cache) { results += try await CacheBenchmarks(stopwatch: stopwatch).run() }
        if includes(.scaling) {
            // Few runs at 100k, which takes a good part of a second; more at the smaller sizes.
            results += try ScalingBenchmarks(schemas: schemas, handlers: handlers, runs: min(runs, 3), only: shape).run()
        }
        if includes(.delivery) {
            // The shipped brands are YAML, read as the tools read them; the client reads JSON only.
            let loads = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: "Brands").brands
            results += try await DeliveryBenchmarks(stopwatch: stopwatch, loader: ProfileLoader(schemas: schemas), loads: loads).run()
        }

        if includes(.processes) {
            let processes = ProcessBenchmarks(executablesFolder: executables, stopwatch: Stopwatch(runs: max(3, runs / 2)))
            results.append(try processes.measure(section: "processes", name: "brandlint Brands", tool: "brandlint", arguments: ["Brands"]))
            let hundred = corpus + "-100"
            if !FileManager.default.fileExists(atPath: hundred) { try Self.generateCorpus(at: hundred, count: 100) }
            results.append(try processes.measure(
                section: "processes", name: "brandreport on 100 brands (html)", tool: "brandreport",
                arguments: [hundred, "--schemas", "Schemas", "--output", "-"]))
            results += try processes.compare(section: "processes: the 1,000-profile corpus from disk", [
                ("raw libyaml event parse as a process", "brandbench", ["--raw-parse", corpus]),
                ("brandlint (every core)", "brandlint", [corpus, "--schemas", "Schemas"]),
                ("brandlint --jobs 1", "brandlint", [corpus, "--schemas", "Schemas", "--jobs", "1"]),
            ])
        }

        if includes(.floor) {
            results += try FloorBenchmarks(executablesFolder: executables, runs: max(5, runs), corpus: corpus).run()
        }

        if includes(.static) {
            results += try StaticBuildBenchmarks(
                executablesFolder: executables, staticFolder: URL(fileURLWithPath: staticExecutables), runs: max(5, runs), corpus: corpus
            ).run()
        }

        if includes(.generate) {
            // brandgen on the same corpus as brandlint: --check builds every platform's files in
            // memory and compares them with a folder generated once before the runs, so the
            // figure is generation, not writing (the up-to-date run is what an incremental
            // build pays).
            let generated = corpus + "-generated"
            let processes = ProcessBenchmarks(executablesFolder: executables, stopwatch: Stopwatch(runs: max(3, runs / 2)))
            _ = try ProcessBenchmarks.run(executables.appendingPathComponent("brandgen").path, [corpus, "--schemas", "Schemas", "--output", generated])
            results += try processes.compare(section: "generate: the 1,000-profile corpus, every platform", [
                ("brandlint (every core)", "brandlint", [corpus, "--schemas", "Schemas"]),
                ("brandgen --check (every platform, in memory)", "brandgen", [corpus, "--schemas", "Schemas", "--output", generated, "--check"]),
                ("brandgen into an up-to-date folder", "brandgen", [corpus, "--schemas", "Schemas", "--output", generated]),
            ], ratioTo: "brandlint")
        }

        print(Self.table(results), terminator: "")
        try OutputFile.write(Self.json(results), to: output)
        if output != OutputFile.standardOutput { print("figures written to \(output)") }
    }

    static func generateCorpus(at folder: String, count: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "tools/generate-corpus.py", "--count", String(count), "--seed", "42", "--output", folder]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("tools/generate-corpus.py failed") }
    }

    static func table(_ results: [Measurement]) -> String {
        var output = ""
        var section = ""
        for result in results {
            if result.section != section {
                section = result.section
                output += "\n\(section)\n"
            }
            var line = "  " + result.name.padding(toLength: 58, withPad: " ", startingAt: 0)
                + (result.seconds > 0 ? result.formattedTime.leftPadded(10) : String(repeating: " ", count: 10))
            if let peak = result.peakMemory { line += String(format: "  %6.1f MB peak", Double(peak) / 1_048_576) }
            if let note = result.note { line += "  " + note }
            output += line + "\n"
        }
        return output
    }

    static func json(_ results: [Measurement]) -> String {
        JSONEmitter().emit(.array(results.map { result in
            var pairs: [(String, Node)] = [
                ("section", .string(result.section)), ("name", .string(result.name)), ("seconds", Node(.double(result.seconds))),
            ]
            if let peak = result.peakMemory { pairs.append(("peakMemoryBytes", .number(Double(peak)))) }
            if let note = result.note { pairs.append(("note", .string(note))) }
            return .object(pairs)
        })) + "\n"
    }

    static func main() async {
        await ExitCodeContract.run(Self.self)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
