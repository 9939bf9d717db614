import BrandModel
import BrandSchema
import Foundation
import ProfileLoading
import TestSupport
import Testing
import YAMLNode
@testable import BrandLint
import YAMLReader

/// The schema editors read (the modelines point at it) judges one file on its own: a brand
/// with `extends` and a base may leave out what they inherit, a standalone profile may not.
/// Checked with our evaluator and with Python's `jsonschema`, over every file in `Brands/`.
@Suite("The shipped schema, as editors read it", .tags(.shippedBrands))
struct EditorSchemaTests {
    static let schemaPath = Repository.schemasFolder + "/" + ProfileSchemas.profileFileName

    /// Every brand and base file of the shipped folder.
    static func shippedFiles() throws -> [String] {
        let files = ProfileLoader(schemas: try Repository.schemas(), formats: .yamlAndJSON)
            .catalogFiles(at: Repository.brands)
        return files.brands.values.sorted() + files.bases
    }

    /// A standalone profile without `locales`, and the same profile extending a base.
    static let standaloneWithoutLocales = RuleExamples.baseline.split(separator: "\n").filter { !$0.hasPrefix("locales:") }
        .joined(separator: "\n")
    static let extendingWithoutLocales = standaloneWithoutLocales + "\nextends: example-base\n"

    static func editorSchema() throws -> JSONSchema {
        try JSONSchema(JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: schemaPath)))))
    }

    @Test func ourEvaluatorAcceptsEveryShippedBrandAndBase() throws {
        let schema = try Self.editorSchema()
        let files = try Self.shippedFiles()
        #expect(files.count >= 2)
        for file in files {
            let document = try YAMLParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            #expect(schema.validate(document).isEmpty, "\(file): \(schema.validate(document))")
        }
    }

    @Test func ourEvaluatorStillRefusesAStandaloneProfileMissingAKey() throws {
        let schema = try Self.editorSchema()
        let violations = schema.validate(try YAMLParser().parse(Self.standaloneWithoutLocales))
        #expect(violations.map(\.message) == [#"missing required property "locales""#])
        #expect(schema.validate(try YAMLParser().parse(Self.extendingWithoutLocales)).isEmpty)
    }

    /// The loader checks a merged brand as standalone, whatever the editors' condition says.
    @Test func theLoaderStillRequiresEverythingOfAMergedBrand() throws {
        let schemas = try Repository.schemas()
        let violations = schemas.profile.validate(try YAMLParser().parse(Self.extendingWithoutLocales))
        #expect(violations.map(\.keyword) == ["required"])
    }

    static func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// In CI (`CI=true`; `.ci/run` installs the package) the test runs or fails; elsewhere it
    /// needs `python3 -m pip install jsonschema`.
    @Test(.requires(.pythonJSONSchema))
    func pythonJSONSchemaAgrees() throws {
        let folder = try TemporaryFolder.make("editor-schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        func json(_ name: String, _ document: Node) throws -> String {
            let path = folder.appendingPathComponent(name + ".json").path
            try JSONEmitter().emit(document).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        var shipped: [String] = []
        for (index, file) in try Self.shippedFiles().enumerated() {
            let document = try YAMLParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            shipped.append(try json("shipped-\(index)", document))
        }
        let script = Repository.path("tools/check-schema-python")
        let accepted = try Self.runPython([script, Self.schemaPath] + shipped + [try json("extending", try YAMLParser().parse(Self.extendingWithoutLocales))])
        #expect(accepted.status == 0, "\(accepted.output)")
        let refused = try Self.runPython([script, Self.schemaPath, try json("standalone", try YAMLParser().parse(Self.standaloneWithoutLocales))])
        #expect(refused.status == 1)
        #expect(refused.output.contains("'locales' is a required property"), "\(refused.output)")
    }
}
