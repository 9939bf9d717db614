import Foundation

/// The tools as `make install` builds them (the Swift runtime and Foundation linked in,
/// `--static-swift-stdlib`) against this build (the runtime as shared libraries): start-up,
/// a lint of the shipped brands and of the corpus, with peak memory, each pair timed in turn
/// within every run (``FloorBenchmarks/measure(_:runs:)``).
struct StaticBuildBenchmarks {
    var executablesFolder: URL
    var staticFolder: URL
    var runs: Int
    var corpus: String

    func run() throws -> [Measurement] {
        let staticLint = staticFolder.appendingPathComponent("brandlint").path
        guard FileManager.default.isExecutableFile(atPath: staticLint) else {
            throw BenchmarkError("\(staticLint) is missing: build it with `make static` (or pass --static-executables FOLDER)")
        }
        let floors = FloorBenchmarks(executablesFolder: executablesFolder, runs: runs, corpus: corpus)
        var results: [Measurement] = []
        for (section, arguments, runs) in [
            ("static build: start-up (brandlint --version)", ["--version"], runs * 3),
            ("static build: brandlint Brands", ["Brands"], runs * 3),
            ("static build: brandlint on the 1,000-profile corpus", [corpus, "--schemas", "Schemas"], runs),
        ] {
            let commands = [
                FloorBenchmarks.Command(name: "brandlint, Swift runtime shared (swift build)", tool: "brandlint", arguments: arguments),
                FloorBenchmarks.Command(name: "brandlint, Swift runtime static (make install)", tool: "brandlint", arguments: arguments, folder: staticFolder),
            ]
            results += FloorBenchmarks.measurements(section, commands, try floors.measure(commands, runs: runs))
        }
        return results
    }
}
