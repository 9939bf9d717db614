import Foundation
import TestSupport
import Testing
import YAMLNode
@testable import BrandSchema

/// The official JSON Schema Test Suite (draft 2020-12), read from `shared/` beside the package.
enum ConformanceSuite {
    static let directory = Repository.root
        .appendingPathComponent("../shared/conformance/json-schema-test-suite/draft2020-12").standardized

    /// Files for features this evaluator does not implement (see docs/schema-evaluator.md).
    static let excludedFiles: Set<String> = [
        "unevaluatedItems.json", "unevaluatedProperties.json", "dynamicRef.json", "refRemote.json", "vocabulary.json",
    ]

    /// Groups inside included files that need an unsupported feature, by file and group description.
    static let skippedGroups: [String: [String: String]] = [
        "defs.json": [
            // $ref to https://json-schema.org/draft/2020-12/schema: a remote reference (the meta-schema).
            "validate definition against metaschema": "remote $ref to the meta-schema",
        ],
        "ref.json": [
            // $ref to https://json-schema.org/draft/2020-12/schema: a remote reference (the meta-schema).
            "remote ref, containing refs itself": "remote $ref to the meta-schema",
            // $defs/A is {"unevaluatedProperties": false}.
            "ref creates new scope when adjacent to keywords": "unevaluatedProperties",
        ],
        "not.json": [
            // The subschema under "not" uses "unevaluatedProperties": false.
            "collect annotations inside a 'not', even if collection is disabled": "unevaluatedProperties",
        ],
    ]

    struct Group: Sendable, CustomTestStringConvertible {
        var file: String
        var description: String
        var schema: Node
        var tests: [(description: String, data: Node, valid: Bool)]
        var testDescription: String { "\(file): \(description)" }
    }

    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.path) }

    static let groups: [Group] = {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var groups: [Group] = []
        for file in files.sorted() where file.hasSuffix(".json") && !excludedFiles.contains(file) {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
                  let document = try? JSONParser().parse([UInt8](data)), let items = document.sequence else {
                Issue.record("cannot read \(file) of the test suite")
                continue
            }
            for item in items {
                let description = item["description"]?.string ?? "?"
                if skippedGroups[file]?[description] != nil { continue }
                let tests = (item["tests"]?.sequence ?? []).map { test in
                    (test["description"]?.string ?? "?", test["data"] ?? Node(.null), test["valid"]?.bool ?? false)
                }
                groups.append(Group(file: file, description: description, schema: item["schema"] ?? Node(.bool(true)), tests: tests))
            }
        }
        return groups
    }()
}

@Suite("JSON Schema Test Suite, draft 2020-12")
struct ConformanceSuiteTests {
    @Test(.enabled(if: ConformanceSuite.isPresent, "JSON Schema Test Suite not found at ../shared/conformance/json-schema-test-suite/draft2020-12"),
          arguments: ConformanceSuite.groups)
    func group(_ group: ConformanceSuite.Group) throws {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(group.schema)
        } catch {
            Issue.record("schema does not compile: \(error)")
            return
        }
        for test in group.tests {
            let violations = schema.validate(test.data)
            #expect(violations.isEmpty == test.valid, "\(test.description): \(violations.map(\.description))")
            #expect(schema.isValid(test.data) == test.valid, "\(test.description) (isValid)")
        }
    }

    @Test(.enabled(if: ConformanceSuite.isPresent, "JSON Schema Test Suite not found"))
    func everySkippedGroupExists() throws {
        for (file, groups) in ConformanceSuite.skippedGroups {
            let data = try #require(FileManager.default.contents(atPath: ConformanceSuite.directory.appendingPathComponent(file).path))
            let descriptions = try JSONParser().parse([UInt8](data)).sequence?.compactMap { $0["description"]?.string } ?? []
            for group in groups.keys {
                #expect(descriptions.contains(group), "skip list names \"\(group)\", which \(file) does not have")
            }
        }
    }
}
