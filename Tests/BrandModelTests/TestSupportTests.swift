import BrandModel
import Foundation
import TestSupport
import Testing

/// What every test target leans on: the repository, its schemas and its brands.
@Suite("Test support", .tags(.shippedBrands))
struct TestSupportTests {
    @Test func aBrokenSchemaIsAnErrorWithItsFileNotAnEmptyCatalog() throws {
        try TemporaryFolder.with("schemas") { folder in
            let schemas = try TemporaryFolder.copy(Repository.schemasFolder, into: folder, as: "Schemas")
            try #"{"type": 12}"#.write(toFile: schemas + "/" + ProfileSchemas.profileFileName, atomically: true, encoding: .utf8)
            let loaded = Repository.loadSchemas(from: schemas)
            #expect(throws: ProfileSchemas.LoadError.self) { try loaded.get() }
            if case .failure(let error) = loaded {
                #expect("\(error)".contains("malformed schema: 1:10:"), "\(error)")
            }
        }
    }

    @Test func theShippedSchemasLoad() throws {
        _ = try Repository.schemas()
    }

    @Test func theShippedBrandsAreTheProfilesInBrands() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.brands)
            .filter { !$0.hasPrefix("_") && !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }
        let ids = try Repository.shippedBrandIDs()
        #expect(!ids.isEmpty)
        #expect(ids == names.map { String($0[..<$0.lastIndex(of: ".")!]) }.sorted())
    }

    /// A random test replays exactly: its generator is `SeededGenerator`, so a failure's seed
    /// is its reproduction. The system generator draws anew on every run.
    @Test func randomTestsAreSeeded() throws {
        let tests = Repository.root.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        let unseeded = "SystemRandom" + "NumberGenerator"
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains(unseeded), "\(file.lastPathComponent) draws from the system generator: use SeededGenerator(seed:)")
        }
    }
}
