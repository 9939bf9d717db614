import Foundation
import Testing
import TestSupport
import YAMLNode

/// The hostile corpus (Tests/Hostile/ and what tools/hostile-corpus.py makes of it: FIFOs,
/// links out of the folder, devices, inputs of 100,000 items), each case run through
/// brandlint as its own process in every output format, and its scenarios through
/// brandsim. tools/hostile runs the same cases at full size on a release build, under time
/// and memory limits.
@Suite("Hostile input", .timeLimit(MachineSpeed.minutes(5)))
struct HostileCorpusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var klass: String
        var name: String
        /// nil: any exit code but a crash's.
        var exit: Int32?
        /// `line:column rule` items that must be among the diagnostics.
        var expects: [String]
        var path: String
        var testDescription: String { "\(klass)/\(name)" }
    }

    /// A scenario brandsim replays against a brands folder (scenarios.tsv).
    struct ScenarioCase: Sendable, CustomTestStringConvertible {
        var name: String
        var exit: Int32?
        var brands: String
        var scenario: String
        var testDescription: String { "scenario/\(name)" }
    }

    /// The corpus: brandlint's cases and brandsim's.
    struct Corpus: Sendable {
        var cases: [Case]
        var scenarios: [ScenarioCase]
    }

    /// Why the corpus could not be made: the one test that needs it fails with this, rather
    /// than the whole run stopping in a static initialiser.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The corpus at small scale, made once per run by tools/hostile-corpus.py.
    static let corpus: Result<Corpus, Unavailable> = materialise(
        into: TemporaryFolder.root.appendingPathComponent("hostile-\(UUID().uuidString)"),
        searchPath: ProcessInfo.processInfo.environment["PATH"])

    /// Runs tools/hostile-corpus.py with the first `python3` on `searchPath` (a `PATH` value)
    /// into `folder`, and reads the cases it lists.
    static func materialise(into folder: URL, searchPath: String?) -> Result<Corpus, Unavailable> {
        let python = (searchPath ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let python else {
            return .failure(Unavailable(description: """
                python3 is not on PATH (\(searchPath ?? "unset")): the hostile corpus is made by tools/hostile-corpus.py; \
                install python3 (apt-get install python3) to run these tests
                """))
        }
        let run: ToolProcess.Run
        do {
            run = try ToolProcess.run(python, [Repository.root.path + "/tools/hostile-corpus.py", folder.path, "--scale", "small"], in: Repository.root)
        } catch {
            return .failure(Unavailable(description: "cannot run \(python.path): \(error)"))
        }
        guard run.status == 0, let table = try? String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8),
              let scenarios = try? String(contentsOf: folder.appendingPathComponent("scenarios.tsv"), encoding: .utf8) else {
            return .failure(Unavailable(description: "tools/hostile-corpus.py failed (exit \(run.status)): \(run.errorOutput.suffix(1000))"))
        }
        func rows(_ table: String) -> [[String]] {
            table.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        }
        func inside(_ path: String) -> String { path.hasPrefix("/") ? path : folder.path + "/" + path }
        return .success(Corpus(
            cases: rows(table).map { fields in
                Case(
                    klass: fields[0], name: fields[1], exit: Int32(fields[2]),
                    expects: fields[3] == "-" ? [] : fields[3].split(separator: ";").map(String.init), path: inside(fields[4]))
            },
            scenarios: rows(scenarios).map { fields in
                ScenarioCase(name: fields[1], exit: Int32(fields[2]), brands: inside(fields[3]), scenario: inside(fields[4]))
            }))
    }

    static let formats = ["json", "text", "github", "sarif"]

    /// Fails, with why, where the corpus cannot be made; every case below then has none to run.
    @Test func theCorpusCoversEveryClass() throws {
        let cases = try Self.corpus.get().cases
        let classes = Set(cases.map(\.klass))
        #expect(classes.isSuperset(of: ["crash", "injection", "types", "outside", "nonregular", "cost"]), "\(classes)")
        #expect(cases.count >= 25)
        #expect(try Self.corpus.get().scenarios.map(\.name).sorted() == ["max-failures", "max-steps"])
    }

    @Test func aMachineWithoutPython3GetsAReasonNotACrash() throws {
        let folder = TemporaryFolder.root.appendingPathComponent("hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for searchPath in ["/nonexistent-\(UUID().uuidString)", nil] {
            let corpus = Self.materialise(into: folder, searchPath: searchPath)
            #expect(throws: Unavailable.self) { try corpus.get() }
            if case .failure(let reason) = corpus { #expect(reason.description.hasPrefix("python3 is not on PATH"), "\(reason)") }
        }
    }

    /// brandsim's cases, smaller: replayed to the end with the exit code expected.
    @Test(arguments: (try? corpus.get().scenarios) ?? [])
    func eachScenarioCaseReplaysToTheEnd(_ hostile: ScenarioCase) throws {
        let run = try ToolProcess("brandsim").run(["--schemas", Repository.root.path + "/Schemas", "--brands", hostile.brands, hostile.scenario])
        #expect(run.status == hostile.exit, "\(run.output.suffix(500)) \(run.errorOutput.prefix(500))")
        #expect(!run.errorOutput.contains("Fatal error"))
        // A failure is listed up to a limit, then counted in one line.
        #expect(run.output.split(separator: "\n").count <= 1_002, "\(run.output.suffix(300))")
    }

    @Test(arguments: (try? corpus.get().cases) ?? [])
    func eachCaseExitsAsExpectedWithItsRulesAtTheirLines(_ hostile: Case) throws {
        for format in Self.formats {
            let run = try ToolProcess("brandlint").run(["--schemas", Repository.root.path + "/Schemas", "--quiet", "--format", format, hostile.path])
            if let exit = hostile.exit {
                #expect(run.status == exit, "\(format): \(run.output.prefix(500)) \(run.errorOutput.prefix(500))")
            } else {
                #expect(run.status == 0 || run.status == 1, "\(format): \(run.errorOutput.prefix(500))")
            }
            #expect(!run.errorOutput.contains("Fatal error"))
            // The outside folder's file must not reach any output.
            #expect(!run.output.contains("leaked-secret-key") && !run.errorOutput.contains("leaked-secret-key"), "\(format)")
            switch format {
            case "json":
                let document = try JSONParser().parse(run.output)
                let found = Set((document["diagnostics"]?.sequence ?? []).compactMap { item -> String? in
                    guard let line = item["line"]?.int, let column = item["column"]?.int, let rule = item["rule"]?.string else { return nil }
                    return "\(line):\(column) \(rule)"
                })
                for expected in hostile.expects {
                    #expect(found.contains(expected), "\(expected) not among \(found.sorted().prefix(20))")
                }
            case "sarif":
                #expect(try JSONParser().parse(run.output)["version"]?.string == "2.1.0")
            case "github":
                #expect(!Self.hasRawControl(run.output), "raw control characters")
                for line in run.output.split(separator: "\n") {
                    #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(line.prefix(200))")
                }
            default:
                #expect(!Self.hasRawControl(run.output), "raw control characters")
            }
        }
    }

    /// Any C0 control but the line feed that ends each line, DEL, a C1 control or a bidi control.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && JSONEmitter.needsEscape($0) }
    }
}
