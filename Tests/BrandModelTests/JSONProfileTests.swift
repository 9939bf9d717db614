import BrandLint
import Foundation
import ProfileLoading
import Testing
import BrandModel
import TestSupport
import YAMLNode
import YAMLReader

/// Profiles written as JSON load with no YAML reader, as an app loads them.
@Suite("JSON profiles", .tags(.shippedBrands))
struct JSONProfileTests {
    /// Every brand in `Brands/`, resolved from YAML and written as JSON, loads through a loader
    /// that reads JSON only to the profile the YAML gave.
    @Test func everyShippedBrandLoadsTheSameFromItsJSON() throws {
        let schemas = try Repository.schemas()
        let fromYAML = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: Repository.brands)
        #expect(!fromYAML.brands.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for brand in fromYAML.brands {
            let document = try #require(brand.standaloneDocument, "\(brand.id) did not load: \(brand.diagnostics)")
            try JSONEmitter().emit(document).write(to: folder.appendingPathComponent(brand.id + ".json"), atomically: true, encoding: .utf8)
        }

        let fromJSON = ProfileLoader(schemas: schemas).loadCatalog(at: folder.path)

        #expect(fromJSON.diagnostics.map(\.description) == [])
        #expect(fromJSON.catalog.ids == fromYAML.catalog.ids)
        for brand in fromYAML.brands {
            // `base` is what `extends` named, and the standalone document has no `extends`.
            var expected = try #require(brand.profile)
            expected.base = nil
            #expect(fromJSON.catalog[brand.id] == expected, "\(brand.id)")
        }
    }

    /// A loader that reads JSON only says why it skips a YAML profile, at the file.
    @Test func aYAMLProfileIsRefusedWithTheReasonByALoaderOfJSON() throws {
        let fileSystem = InMemoryFileSystem(["/brands/solo.yaml": "id: solo\n"])
        let load = ProfileLoader(schemas: try Repository.schemas(), fileSystem: fileSystem)
            .loadCatalog(at: "/brands")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(load.diagnostics.count == 1)
        #expect(diagnostic.file == "/brands/solo.yaml")
        #expect(diagnostic.rule == "file-unreadable")
        #expect(diagnostic.message.contains("the loader reads JSON"))
        #expect(diagnostic.hint?.contains("DocumentFormat.yaml") == true)
    }

    /// JSON keeps `line:column`: a problem in a JSON profile is reported where it is written.
    @Test func aJSONProfileProblemIsReportedAtItsLineAndColumn() throws {
        let fileSystem = InMemoryFileSystem(["/brands/solo.json": "{\n  \"id\": \"solo\",\n  \"name\": 7\n}\n"])
        let load = ProfileLoader(schemas: try Repository.schemas(), fileSystem: fileSystem)
            .loadCatalog(at: "/brands")
        let diagnostic = try #require(load.diagnostics.first { $0.rule == "schema-type" })
        #expect(diagnostic.file == "/brands/solo.json")
        #expect((diagnostic.line, diagnostic.column) == (3, 11))
    }
}
