import BrandLint
import BrandModel
import Foundation

/// How lint time grows with the size of one hostile shape: each shape at 1k, 10k and 100k
/// items, and the time ratio per 10x of input. Linear work gives about 10x, O(n log n) a
/// little more; quadratic would give 100x. The limit is 15x.
struct ScalingBenchmarks {
    var schemas: ProfileSchemas
    var handlers: HandlerDirectory
    var stopwatch: Stopwatch
    var sizes = [1_000, 10_000, 100_000]

    static let limit = 15.0

    /// A shape: the files for `n` items, and the path brandlint is given.
    struct Shape {
        var name: String
        var files: (Int) -> [String: String]
        var path: String
    }

    static let base = "Tests/Fixtures/Lint/_base/house.yaml"

    func run() throws -> [Measurement] {
        let house = try String(contentsOfFile: Self.base, encoding: .utf8)
        let colours = "  colors: { brand.primary: \"#0B2341\", brand.onPrimary: \"#FFFFFF\" }\n"
        func brand(_ id: String, extends: String = "house", body: String = "", theme: String = colours) -> String {
            "schema: 1\nid: \(id)\nname: \(id)\nextends: \(extends)\n" + body + "theme:\n" + theme
        }
        let shapes = [
            Shape(name: "unknown flags", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/flags.yaml": brand("flags", body: "flags:\n" + (0..<n).map { "  flag-\($0): true\n" }.joined())]
            }, path: "/s/flags.yaml"),
            Shape(name: "colours in a brand and its base", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/_base/wide.yaml": house.replacingOccurrences(
                     of: "  colors:\n", with: "  colors:\n" + (0..<n).map { "    base.c\($0): \"#\(String(format: "%06X", $0 % 0xFFFFFF))\"\n" }.joined()),
                 "/s/colours.yaml": brand("colours", extends: "wide", theme:
                     "  colors:\n    brand.primary: \"#0B2341\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    own.c\($0): \"{colors.base.c\($0)}\"\n" }.joined())]
            }, path: "/s/colours.yaml"),
            Shape(name: "token reference chain", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/chain.yaml": brand("chain", theme: "  colors:\n    brand.primary: \"{colors.c0}\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    c\($0): \"{colors.c\($0 + 1)}\"\n" }.joined() + "    c\(n): \"#FFFFFF\"\n")]
            }, path: "/s/chain.yaml"),
            Shape(name: "token reference cycle", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/cycle.yaml": brand("cycle", theme: "  colors:\n    brand.primary: \"{colors.c0}\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    c\($0): \"{colors.c\(($0 + 1) % n)}\"\n" }.joined())]
            }, path: "/s/cycle.yaml"),
            Shape(name: "extends chain (the folder: every base checked)", files: { n in
                var files = ["/s/_base/house.yaml": house, "/s/deep.yaml": brand("deep", extends: "b0"), "/s/_base/b\(n).yaml": "extends: house\n"]
                for index in 0..<n { files["/s/_base/b\(index).yaml"] = "schema: 1\nextends: b\(index + 1)\n" }
                return files
            }, path: "/s"),
        ]
        var results: [Measurement] = []
        let section = "scaling: lint time per shape at \(sizes.map { "\($0 / 1000)k" }.joined(separator: ", ")) items (ratio per 10x, limit \(Int(Self.limit))x)"
        for shape in shapes {
            var times: [Double] = []
            for size in sizes {
                let fileSystem = InMemoryFileSystem(shape.files(size))
                let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, fileSystem: fileSystem), handlers: handlers, jobs: 1)
                var found = 0
                let seconds = stopwatch.median { found = linter.lint(paths: [shape.path]).diagnostics.count }
                times.append(seconds)
                var note = "\(found) diagnostics"
                if times.count > 1 {
                    let ratio = seconds / times[times.count - 2]
                    note = String(format: "%.1fx per 10x", ratio) + (ratio > Self.limit ? " OVER THE LIMIT" : "") + ", " + note
                }
                results.append(Measurement(section: section, name: "\(shape.name), \(size / 1000)k", seconds: seconds, operationsPerRun: 1, note: note))
            }
        }
        return results
    }
}
