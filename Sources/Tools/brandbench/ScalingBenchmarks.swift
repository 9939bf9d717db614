import ArgumentParser
import BrandLint
import BrandModel
import Foundation
import ProfileLoading
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How lint cost grows with the size of one hostile shape: each shape at 1k, 3k, 10k, 30k
/// and 100k items, the growth per 10x of input (1k to 10k, 10k to 100k), and the growth
/// per 10x that a least-squares line through the log–log points from 10k up gives. Linear
/// work gives about 10x, O(n log n) a little more; quadratic would give 100x. The limit
/// is 15x for each decade.
///
/// Times are the process's CPU time, not wall time: a busy neighbour on a shared core
/// stretches wall time but not the CPU this process spends (it still slows each
/// instruction somewhat, which is why the figures are medians and the pass criterion is
/// a ratio within one run of the benchmark). For figures that do not depend on the machine
/// at all, `--scaling-files FOLDER` writes the same shapes to disk for `valgrind
/// --tool=callgrind brandlint`.
struct ScalingBenchmarks {
    var schemas: ProfileSchemas
    var handlers: HandlerDirectory
    /// Runs per size at 100k; smaller sizes, which take less time, get more.
    var runs: Int
    /// The slugs of the shapes to lint; every shape when empty.
    var only: [String] = []
    var sizes = Self.sizes

    static let sizes = [1_000, 3_000, 10_000, 30_000, 100_000]
    /// The most lint cost may grow when the input grows tenfold (quadratic gives 100x).
    static let limit = 15.0

    /// A shape: the files for `n` items, and the path brandlint is given.
    struct Shape {
        var name: String
        /// A short name for folders and `--scaling-files`.
        var slug: String
        var files: (Int) -> [String: String]
        var path: String
    }

    static let base = "Tests/Fixtures/Lint/_base/house.yaml"

    /// The hostile shapes of issue 19, under the folder `/s`.
    static func shapes() throws -> [Shape] {
        let house = try String(contentsOfFile: Self.base, encoding: .utf8)
        let colours = "  colors: { brand.primary: \"#0B2341\", brand.onPrimary: \"#FFFFFF\" }\n"
        let blockColours = "  colors:\n    brand.primary: \"#0B2341\"\n    brand.onPrimary: \"#FFFFFF\"\n"
        func brand(_ id: String, extends: String = "house", body: String = "", theme: String = colours) -> String {
            "schema: 1\nid: \(id)\nname: \(id)\nextends: \(extends)\n" + body + "theme:\n" + theme
        }
        return [
            Shape(name: "unknown flags", slug: "flags", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/flags.yaml": brand("flags", body: "flags:\n" + (0..<n).map { "  flag-\($0): true\n" }.joined())]
            }, path: "/s/flags.yaml"),
            Shape(name: "colours in a brand and its base", slug: "colours", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/_base/wide.yaml": house.replacingOccurrences(
                     of: "  colors:\n", with: "  colors:\n" + (0..<n).map { "    base.c\($0): \"#\(String(format: "%06X", $0 % 0xFFFFFF))\"\n" }.joined()),
                 "/s/colours.yaml": brand("colours", extends: "wide", theme:
                     "  colors:\n    brand.primary: \"#0B2341\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    own.c\($0): \"{colors.base.c\($0)}\"\n" }.joined())]
            }, path: "/s/colours.yaml"),
            // Reported token by token: each finding once found its line by scanning the group.
            Shape(name: "colours not in a colour format", slug: "bad-colours", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/bad.yaml": brand("bad", theme: blockColours + (0..<n).map { "    x.c\($0): zz\($0)\n" }.joined())]
            }, path: "/s/bad.yaml"),
            Shape(name: "colours in both cases", slug: "colour-case", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/case.yaml": brand("case", theme: blockColours + (0..<n / 2).map { "    u.c\($0): \"#ABCDEF\"\n    l.c\($0): \"#abcdef\"\n" }.joined())]
            }, path: "/s/case.yaml"),
            Shape(name: "springs out of range", slug: "springs", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/springs.yaml": brand("springs", theme: blockColours + "  animation:\n"
                     + (0..<n).map { "    tabSwitch\($0): { spring: { response: 9.5, damping: 0.01 } }\n" }.joined())]
            }, path: "/s/springs.yaml"),
            Shape(name: "token reference chain", slug: "chain", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/chain.yaml": brand("chain", theme: "  colors:\n    brand.primary: \"{colors.c0}\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    c\($0): \"{colors.c\($0 + 1)}\"\n" }.joined() + "    c\(n): \"#FFFFFF\"\n")]
            }, path: "/s/chain.yaml"),
            Shape(name: "token reference cycle", slug: "cycle", files: { n in
                ["/s/_base/house.yaml": house,
                 "/s/cycle.yaml": brand("cycle", theme: "  colors:\n    brand.primary: \"{colors.c0}\"\n    brand.onPrimary: \"#FFFFFF\"\n"
                     + (0..<n).map { "    c\($0): \"{colors.c\(($0 + 1) % n)}\"\n" }.joined())]
            }, path: "/s/cycle.yaml"),
            Shape(name: "extends chain (the folder)", slug: "extends", files: { n in
                extendsChain(n, house: house, brand: brand("deep", extends: "b0"))
            }, path: "/s"),
            Shape(name: "extends chain (the brand file alone)", slug: "extends-file", files: { n in
                extendsChain(n, house: house, brand: brand("deep", extends: "b0"))
            }, path: "/s/deep.yaml"),
            Shape(name: "bases side by side (the folder)", slug: "bases", files: { n in
                var files = ["/s/_base/house.yaml": house, "/s/deep.yaml": brand("deep", extends: "b0")]
                for index in 0..<n { files["/s/_base/b\(index).yaml"] = "schema: 1\nextends: house\n" }
                return files
            }, path: "/s"),
        ]
    }

    /// A brand on `n` bases in one chain, the last on `house`.
    private static func extendsChain(_ n: Int, house: String, brand: String) -> [String: String] {
        var files = ["/s/_base/house.yaml": house, "/s/deep.yaml": brand, "/s/_base/b\(n).yaml": "extends: house\n"]
        for index in 0..<n { files["/s/_base/b\(index).yaml"] = "schema: 1\nextends: b\(index + 1)\n" }
        return files
    }

    /// Writes every shape at every size to `folder/<slug>-<size>/` and prints the brandlint
    /// command for each, for callgrind.
    static func writeFiles(to folder: String, sizes: [Int]) throws {
        for shape in try shapes() {
            for size in sizes {
                let target = "\(folder)/\(shape.slug)-\(size)"
                for (path, text) in shape.files(size) {
                    let file = URL(fileURLWithPath: target + path.dropFirst("/s".count))
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try text.write(to: file, atomically: false, encoding: .utf8)
                }
                print("brandlint \(target + shape.path.dropFirst("/s".count)) --jobs 1")
            }
        }
    }

    /// CPU seconds this process has used (every thread).
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The median CPU time of `runs` calls of `body`, after one to warm up.
    static func medianCPU(runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = cpuSeconds()
            body()
            samples.append(cpuSeconds() - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Growth per 10x from the least-squares slope of log(time) against log(size).
    static func fittedGrowth(_ points: [(size: Int, seconds: Double)]) -> Double {
        let xs = points.map { log10(Double($0.size)) }
        let ys = points.map { log10(max($0.seconds, 1e-9)) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        return pow(10, covariance / variance)
    }

    func run() throws -> [Measurement] {
        var results: [Measurement] = []
        let section = "scaling: lint CPU time per shape at \(sizes.map { "\($0 / 1000)k" }.joined(separator: ", ")) items; "
            + "growth per 10x must be at most \(Int(Self.limit))x (linear 10x, quadratic 100x)"
        var failures: [String] = []
        let shapes = try Self.shapes()
        if let unknown = only.first(where: { slug in !shapes.contains { $0.slug == slug } }) {
            throw ValidationError("no scaling shape `\(unknown)`; the shapes are \(shapes.map(\.slug).joined(separator: ", "))")
        }
        for shape in shapes where only.isEmpty || only.contains(shape.slug) {
            var points: [(size: Int, seconds: Double)] = []
            for size in sizes {
                let fileSystem = InMemoryFileSystem(shape.files(size))
                let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, fileSystem: fileSystem, formats: .yamlAndJSON), handlers: handlers, jobs: 1)
                var found = 0
                // A small size takes a fraction of the time: more runs for the same cost.
                let repeats = max(runs, 1) * max(1, sizes.max()! / size / 3)
                let seconds = Self.medianCPU(runs: min(repeats, 15)) { found = linter.lint(paths: [shape.path]).diagnostics.count }
                points.append((size, seconds))
                var note = "\(found) diagnostics"
                if let tenth = points.first(where: { $0.size * 10 == size }) {
                    let growth = seconds / tenth.seconds
                    let over = growth > Self.limit
                    if over { failures.append("\(shape.name) \(tenth.size / 1000)k -> \(size / 1000)k") }
                    note = String(format: "%.1fx per 10x (from %dk)", growth, tenth.size / 1000) + (over ? " OVER THE LIMIT" : "") + ", " + note
                }
                results.append(Measurement(section: section, name: "\(shape.name), \(size / 1000)k", seconds: seconds, operationsPerRun: 1, note: note))
            }
            let upper = points.filter { $0.size >= 10_000 }
            if upper.count > 1 {
                let fitted = Self.fittedGrowth(upper)
                results.append(Measurement(
                    section: section, name: "\(shape.name), fit from 10k", seconds: 0, operationsPerRun: 1,
                    note: String(format: "%.1fx per 10x", fitted)))
            }
        }
        results.append(Measurement(
            section: section, name: failures.isEmpty ? "every shape within the limit" : "over the limit", seconds: 0, operationsPerRun: 1,
            note: failures.isEmpty ? "pass" : "FAIL: " + failures.joined(separator: "; ")))
        return results
    }
}
