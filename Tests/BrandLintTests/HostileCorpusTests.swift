import Foundation
import Testing
import TestSupport
import YAMLNode

/// The hostile corpus (Tests/Hostile/ and what tools/hostile-corpus.py makes of it: FIFOs,
/// links out of the folder, devices, inputs of 100,000 items), each case run through
/// brandlint as its own process in every output format. tools/hostile runs the same
/// cases at full size on a release build, under time and memory limits.
@Suite("Hostile input", .timeLimit(.minutes(5)))
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

    static let corpus: (folder: URL, cases: [Case]) = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.root.path + "/tools/hostile-corpus.py", folder.path, "--scale", "small"]
        process.standardOutput = FileHandle.nullDevice
        try! process.run()
        process.waitUntilExit()
        let table = (try? String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8)) ?? ""
        let cases = table.split(separator: "\n").map { line -> Case in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let path = fields[4].hasPrefix("/") ? fields[4] : folder.path + "/" + fields[4]
            return Case(
                klass: fields[0], name: fields[1], exit: Int32(fields[2]),
                expects: fields[3] == "-" ? [] : fields[3].split(separator: ";").map(String.init), path: path)
        }
        return (folder, cases)
    }()

    static let formats = ["json", "text", "github", "sarif"]

    @Test func theCorpusCoversEveryClass() {
        let classes = Set(Self.corpus.cases.map(\.klass))
        #expect(classes.isSuperset(of: ["crash", "injection", "types", "outside", "nonregular", "cost"]), "\(classes)")
        #expect(Self.corpus.cases.count >= 25)
    }

    @Test(arguments: corpus.cases)
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
