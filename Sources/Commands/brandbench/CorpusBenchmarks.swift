import BrandLint
import BrandModel
import BrandSchema
import Foundation
import YAMLNode

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

        let raw = stopwatch.median { for file in bytes { RawLibYAML.parseEvents(file) } }
        let tree = try stopwatch.median { for file in bytes { _ = try YAMLParser().parse(file) } }

        let linter = BrandLinter(
            loader: ProfileLoader(schemas: schemas, fileSystem: fileSystem), handlers: handlers)
        let merged = linter.loader.loadCatalog(at: "/corpus").brands.compactMap(\.document)
        let schemaOnly = stopwatch.median { for document in merged { _ = schemas.profile.validate(document) } }
        var diagnostics = 0
        let full = stopwatch.median { diagnostics = linter.lint(paths: ["/corpus"]).diagnostics.count }

        func ratio(_ seconds: Double) -> String { String(format: "%.2fx raw libyaml", seconds / raw) }
        return [
            Measurement(section: section, name: "raw libyaml event parse", seconds: raw, operationsPerRun: 1, note: "the floor"),
            Measurement(section: section, name: "YAML node trees with marks", seconds: tree, operationsPerRun: 1, note: ratio(tree)),
            Measurement(section: section, name: "schema check alone", seconds: schemaOnly, operationsPerRun: 1, note: ratio(schemaOnly)),
            Measurement(
                section: section, name: "full load: parse, extends, schema, tokens, model, lint", seconds: full, operationsPerRun: 1,
                note: ratio(full) + " (target 2x)" + (diagnostics > 0 ? ", \(diagnostics) diagnostics" : "")),
        ]
    }

    /// One typical profile (Betsson Cameroon: standalone, two locales, about 4 KB).
    static func typicalProfile(schemas: ProfileSchemas, stopwatch: Stopwatch) throws -> [Measurement] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "Brands/betsson-cm.yaml")))
        let section = "one typical profile (Brands/betsson-cm.yaml, \(bytes.count) bytes)"
        let repeats = 2_000
        let raw = stopwatch.median(operations: repeats) { for _ in 0..<repeats { RawLibYAML.parseEvents(bytes) } }
        let parsed = try stopwatch.median(operations: repeats) { for _ in 0..<repeats { _ = try YAMLParser().parse(bytes) } }
        let validated = try stopwatch.median(operations: repeats) {
            for _ in 0..<repeats { _ = schemas.profile.validate(try YAMLParser().parse(bytes)) }
        }
        func ratio(_ seconds: Double) -> String { String(format: "%.2fx raw libyaml", seconds / raw) }
        return [
            Measurement(section: section, name: "raw libyaml event parse", seconds: raw, operationsPerRun: repeats, note: "the floor"),
            Measurement(section: section, name: "parse into nodes with marks", seconds: parsed, operationsPerRun: repeats, note: ratio(parsed)),
            Measurement(section: section, name: "parse + schema validation", seconds: validated, operationsPerRun: repeats, note: ratio(validated)),
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
