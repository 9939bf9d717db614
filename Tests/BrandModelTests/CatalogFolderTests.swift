import Foundation
import Testing
@testable import BrandModel

/// What a brands folder may hold, and what it may not.
@Suite("Brand catalog folders")
struct CatalogFolderTests {
    static let repository = "/" + ShippedBrandsTests.repository
    static let schemas = try! ProfileSchemas.load(from: repository + "/Schemas")

    func withShippedCopy(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let brands = folder.appendingPathComponent("Brands")
        try FileManager.default.copyItem(atPath: Self.repository + "/Brands", toPath: brands.path)
        try body(brands)
    }

    @Test func oneBadProfileDoesNotStopTheOthers() throws {
        try withShippedCopy { brands in
            try "schema: 1\nid: broken\nappBar: [\n".write(to: brands.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: Self.schemas).loadCatalog(at: brands.path)
            #expect(load.catalog.ids == ["betcha", "betsson-cm", "ladbrokes", "neds", "tabnz"])
            #expect(load.diagnostics.map(\.rule) == ["yaml-syntax"])
        }
    }

    @Test func twoFilesGivingOneIDAreRefused() throws {
        try withShippedCopy { brands in
            try FileManager.default.copyItem(at: brands.appendingPathComponent("neds.yaml"), to: brands.appendingPathComponent("neds.yml"))
            let load = ProfileLoader(schemas: Self.schemas).loadCatalog(at: brands.path)
            #expect(load.folderDiagnostics.map(\.rule) == ["brand-id-duplicate"])
            #expect(load.catalog.ids.contains("neds"))
        }
    }

    @Test func aLinkLeadingOutsideTheFolderIsRefused() throws {
        try withShippedCopy { brands in
            let outside = brands.deletingLastPathComponent().appendingPathComponent("outside.yaml")
            try FileManager.default.copyItem(at: brands.appendingPathComponent("neds.yaml"), to: outside)
            try FileManager.default.createSymbolicLink(at: brands.appendingPathComponent("outside.yaml"), withDestinationURL: outside)
            let load = ProfileLoader(schemas: Self.schemas).loadCatalog(at: brands.path)
            #expect(load.folderDiagnostics.map(\.rule) == ["brand-file-outside"])
            #expect(!load.catalog.ids.contains("outside"))
        }
    }

    @Test func dotFilesAndOtherExtensionsAreIgnored() throws {
        try withShippedCopy { brands in
            try "not yaml".write(to: brands.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            try "x: [".write(to: brands.appendingPathComponent(".draft.yaml"), atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: Self.schemas).loadCatalog(at: brands.path)
            #expect(load.diagnostics.isEmpty)
            #expect(load.catalog.ids.count == 5)
        }
    }

    @Test func basesAreNotBrandsButAreChecked() throws {
        try withShippedCopy { brands in
            let base = brands.appendingPathComponent("_base/entain.yaml")
            let text = try String(contentsOf: base, encoding: .utf8).replacingOccurrences(of: "currency: AUD", with: "currency: dollars")
            try text.write(to: base, atomically: true, encoding: .utf8)
            let load = ProfileLoader(schemas: Self.schemas).loadCatalog(at: brands.path)
            #expect(!load.catalog.ids.contains("entain"))
            #expect(load.diagnostics.contains { $0.file.hasSuffix("_base/entain.yaml") && $0.rule == "schema-pattern" })
        }
    }
}
