import BrandLint
import BrandModel
import CommandLineSupport
import Foundation
import YAMLNode
import YAMLReader

/// `brandgen bundle`'s gate: before anything is signed, the brands' scenarios are replayed by
/// a brandsim (the one installed beside brandgen, or `--brandsim`, an app's own with its
/// handlers linked in), and a failing scenario stops the bundle.
///
/// The scenarios are the `*.yaml` files of the settings' `scenarios` folder, else of the first
/// of `Tests/Scenarios` and `Scenarios` beside the brands (where `brand-scenario-missing`
/// looks), whose `brand` is one of the bundle's.
struct BundleScenarioGate {
    /// The brandsim executable.
    var brandsim: String
    /// The brands folder brandsim loads.
    var brands: String
    /// The scenarios folder.
    var folder: String
    /// `--schemas`, `--handlers` and `--bases` as brandgen was given them.
    var options: [String]

    /// What the replay found.
    struct Verdict {
        var scenarios: [String]
        var passed = 0
        /// brandsim's lines of each scenario that failed or could not run.
        var failures: [String] = []
        /// Scenarios a brandsim without the handler refuses to judge (`⊘` lines).
        var notJudged: [String] = []
        /// What brandsim printed when it could not run at all.
        var problem: String?

        var blocks: Bool { !failures.isEmpty || problem != nil }
    }

    /// The scenarios of `folder` whose brand is among `brandIDs`, sorted.
    static func scenarios(in folder: String, of brandIDs: Set<String>, fileSystem: LocalFileSystem = LocalFileSystem()) -> [String] {
        guard let names = try? fileSystem.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().compactMap { name in
            let path = folder == "." ? name : folder + "/" + name
            guard let bytes = try? fileSystem.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes),
                let document = try? DocumentFormat.yaml.parser().parse(bytes),
                let brand = document["brand"]?.string, brandIDs.contains(brand)
            else { return nil }
            return path
        }
    }

    /// The scenarios folder for the brands at `path`: the settings' `scenarios`, else the first
    /// default folder that exists; nil when there is none (with where it looked).
    static func folder(forBrandsAt path: String, settings: String?, fileSystem: LocalFileSystem = LocalFileSystem()) -> (folder: String?, looked: [String]) {
        if let settings { return (fileSystem.isDirectory(atPath: settings) ? settings : nil, [settings]) }
        let candidates = ScenarioIndex.defaultFolders(forBrandsAt: path, isDirectory: fileSystem.isDirectory(atPath: path))
        return (candidates.first(where: fileSystem.isDirectory(atPath:)), candidates)
    }

    /// The `brandsim` installed beside this brandgen, else the first on `PATH`.
    static func installedBrandsim() -> String? {
        let manager = FileManager.default
        if let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("brandsim").path,
            manager.isExecutableFile(atPath: own)
        {
            return own
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/brandsim" }.first(where: manager.isExecutableFile(atPath:))
    }

    /// Replays `scenarios` with brandsim and reads its verdicts.
    func run(_ scenarios: [String]) throws -> Verdict {
        var verdict = Verdict(scenarios: scenarios)
        guard !scenarios.isEmpty else { return verdict }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: brandsim)
        process.arguments = ["--brands", brands] + options + ["--"] + scenarios
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run \(brandsim) to replay the scenarios: \(error.localizedDescription)")
        }
        // One pipe for both streams, read to its end before waiting: brandsim never blocks on a full pipe.
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("✓ ") {
                verdict.passed += 1
                current = nil
            } else if line.hasPrefix("⊘ ") {
                verdict.notJudged.append(String(line.dropFirst(2)))
                current = nil
            } else if line.hasPrefix("✗ ") {
                verdict.failures.append(line)
                current = []
            } else if current != nil, line.hasPrefix("  ") {
                verdict.failures.append(line)
            }
        }
        let accounted = verdict.passed + verdict.notJudged.count + verdict.failures.filter { $0.hasPrefix("✗ ") }.count
        if process.terminationStatus != 0 && (accounted < scenarios.count || verdict.failures.isEmpty && verdict.notJudged.isEmpty) {
            verdict.problem = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return verdict
    }
}
