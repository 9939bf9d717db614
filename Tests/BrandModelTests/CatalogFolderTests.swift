import BrandLint
import Foundation
import ProfileLoading
import TestSupport
import Testing
@testable import BrandModel
import YAMLReader

/// What a brands folder may hold, and what it may not.
@Suite("Brand catalog folders")
struct CatalogFolderTests {
    static var schemas: ProfileSchemas { get throws { try Repository.schemas() } }

    /// Runs `body` on a copy of the fixture brands folder.
    func withBrandsCopy(_ body: (URL) throws -> Void) throws {
        try TemporaryFolder.with("catalog") { folder in
            try body(URL(fileURLWithPath: TemporaryFolder.copy(Repository.fixtureBrands, into: folder, as: "Brands")))
        }
    }

    @Test func oneBadProfileDoesNotStopTheOthers() throws {
        try withBrandsCopy { brands in
            try "schema: 1\nid: broken\nappBar: [\n".write(to: brands.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON).loadCatalog(at: brands.path)
            #expect(load.catalog.ids == (try Repository.brandIDs(in: Repository.fixtureBrands)))
            #expect(load.diagnostics.map(\.rule) == ["yaml-syntax"])
        }
    }

    @Test func twoFilesGivingOneIDAreRefused() throws {
        try withBrandsCopy { brands in
            try FileManager.default.copyItem(at: brands.appendingPathComponent("neds.yaml"), to: brands.appendingPathComponent("neds.yml"))
            let load = ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON).loadCatalog(at: brands.path)
            #expect(load.folderDiagnostics.map(\.rule) == ["brand-id-duplicate"])
            #expect(load.catalog.ids.contains("neds"))
        }
    }

    @Test func aLinkLeadingOutsideTheFolderIsRefused() throws {
        try withBrandsCopy { brands in
            let outside = brands.deletingLastPathComponent().appendingPathComponent("outside.yaml")
            try FileManager.default.copyItem(at: brands.appendingPathComponent("neds.yaml"), to: outside)
            try FileManager.default.createSymbolicLink(at: brands.appendingPathComponent("outside.yaml"), withDestinationURL: outside)
            let load = ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON).loadCatalog(at: brands.path)
            #expect(load.folderDiagnostics.map(\.rule) == ["brand-file-outside"])
            #expect(!load.catalog.ids.contains("outside"))
        }
    }

    @Test func dotFilesAndOtherExtensionsAreIgnored() throws {
        try withBrandsCopy { brands in
            try "not yaml".write(to: brands.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            try "x: [".write(to: brands.appendingPathComponent(".draft.yaml"), atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON).loadCatalog(at: brands.path)
            #expect(load.diagnostics.isEmpty)
            #expect(load.catalog.ids == (try Repository.brandIDs(in: Repository.fixtureBrands)))
        }
    }

    @Test func basesAreNotBrandsButAreChecked() throws {
        try withBrandsCopy { brands in
            let base = brands.appendingPathComponent("_base/entain.yaml")
            let text = try String(contentsOf: base, encoding: .utf8).replacingOccurrences(of: "currency: AUD", with: "currency: dollars")
            try text.write(to: base, atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: try Self.schemas, formats: .yamlAndJSON).loadCatalog(at: brands.path)
            #expect(!load.catalog.ids.contains("entain"))
            #expect(load.diagnostics.contains { $0.file.hasSuffix("_base/entain.yaml") && $0.rule == "schema-pattern" })
        }
    }
}
