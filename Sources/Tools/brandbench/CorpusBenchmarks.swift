import BrandLint
import BrandModel
import BrandSchema
import Foundation
import ProfileLoading
import YAMLNode
import YAMLReader

/// Loading the corpus end to end, next to the raw libyaml parse of the same bytes.
struct CorpusBenchmarks {
    var corpus: String
    var schemas: ProfileSchemas
    var handlers: HandlerDirectory
    var stopwatch: Stopwatch

    func run() throws -> [Measurement] {
        let fileSystem = try Self.readIntoMemory(corpus)
        let bytes = fileSystem.files.keys.sorted().map { fileSystem.files[$0]! }
        let count = fileSystem.files.keys.count { !$0.contains("/_") }
        let megabytes = Double(bytes.reduce(0) { $0 + $1.count }) / 1e6
        let section = "corpus (\(count) profiles, \(String(format: "%.1f", megabytes)) MB, in memory)"

        let loader = ProfileLoader(schemas: schemas, fileSystem: fileSystem, formats: .yamlAndJSON)
        let merged = loader.loadCatalog(at: "/corpus").brands.compactMap(\.document)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var diagnostics = 0
        func lint(jobs: Int) { diagnostics = BrandLinter(loader: loader, handlers: handlers, jobs: jobs).lint(paths: ["/corpus"]).diagnostics.count }

        // Each run times the raw parse and then every candidate, and ratios are taken
        // within the run: the floor and the load see the same state of a noisy machine.
        let figures = try stopwatch.interleaved([
            { for file in bytes { RawLibYAML.parseEvents(file) } },
            { for file in bytes { _ = try YAMLParser().parse(file) } },
            { for document in merged { _ = schemas.profile.validate(document) } },
            { lint(jobs: 1) },
            { lint(jobs: cores) },
        ])
        func figure(_ index: Int, _ name: String, target: String = "") -> Measurement {
            Measurement(
                section: section, name: name, seconds: figures[index].seconds, operationsPerRun: 1,
                note: index == 0 ? "the floor" : String(format: "%.2fx raw libyaml", figures[index].ratio) + target)
        }
        let found = diagnostics > 0 ? ", \(diagnostics) diagnostics" : ""
        return [
            figure(0, "raw libyaml event parse"),
            figure(1, "YAML node trees with marks"),
            figure(2, "schema check alone"),
            figure(3, "full load: parse, extends, schema, tokens, model, lint", target: " (target 2x)" + found),
            figure(4, "full load on \(cores) threads (brandlint's default)", target: " (target 2x)" + found),
        ]
    }

    /// One typical profile (Betsson Cameroon: standalone, two locales, about 4 KB).
    static func typicalProfile(schemas: ProfileSchemas, stopwatch: Stopwatch) throws -> [Measurement] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "Brands/betsson-cm.yaml")))
        let section = "one typical profile (Brands/betsson-cm.yaml, \(bytes.count) bytes)"
        let repeats = 2_000
        let figures = try stopwatch.interleaved([
            { for _ in 0..<repeats { RawLibYAML.parseEvents(bytes) } },
            { for _ in 0..<repeats { _ = try YAMLParser().parse(bytes) } },
            { for _ in 0..<repeats { _ = schemas.profile.validate(try YAMLParser().parse(bytes)) } },
        ])
        func figure(_ index: Int, _ name: String) -> Measurement {
            Measurement(
                section: section, name: name, seconds: figures[index].seconds / Double(repeats), operationsPerRun: repeats,
                note: index == 0 ? "the floor" : String(format: "%.2fx raw libyaml", figures[index].ratio))
        }
        return [
            figure(0, "raw libyaml event parse"),
            figure(1, "parse into nodes with marks"),
            figure(2, "parse + schema validation"),
        ]
    }

    /// The corpus as an in-memory file system, so the figures leave disk reads out.
    static func readIntoMemory(_ folder: String) throws -> InMemoryFileSystem {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".yaml") else { continue }
            files["/corpus/" + relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative)))
        }
        return InMemoryFileSystem(bytes: files)
    }
}
