import BrandLint
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLReader

// The bytes as a brand file beside a real base of Brands/_base, linted; then the bytes as
// that base file, under a real brand that extends it. The real schemas and handlers
// throughout. The base is the first of Brands/_base by name and the brand the first of
// Brands/ that extends it, whatever the shipped brands are.

enum ProfileLoaderHarness {
    private static let schemas = try! ProfileSchemas.load(from: FuzzRepository.path("Schemas"))
    private static let handlers = try! StandardHandlers.registry().directory

    /// A base and a brand that extends it (its file name and bytes), or nil when Brands/ has none.
    private static let pair: (base: (name: String, bytes: [UInt8]), brand: (name: String, bytes: [UInt8]))? = {
        let fileManager = FileManager.default
        let bases = ((try? fileManager.contentsOfDirectory(atPath: FuzzRepository.path("Brands/_base"))) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let brands = ((try? fileManager.contentsOfDirectory(atPath: FuzzRepository.path("Brands"))) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        for base in bases {
            guard let baseBytes = fileManager.contents(atPath: FuzzRepository.path("Brands/_base/" + base)) else { continue }
            let id = String(base.dropLast(".yaml".count))
            for brand in brands {
                guard let bytes = fileManager.contents(atPath: FuzzRepository.path("Brands/" + brand)) else { continue }
                let extends = String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "extends: \(id)"
                }
                if extends { return ((base, Array(baseBytes)), (brand, Array(bytes))) }
            }
        }
        return nil
    }()

    static func run(_ bytes: [UInt8]) {
        guard let pair else {
            lint(files: ["/b/Brands/fuzz.yaml": bytes], paths: ["/b/Brands/fuzz.yaml"])
            return
        }
        let base = "/b/Brands/_base/" + pair.base.name
        let brand = "/b/Brands/" + pair.brand.name
        // The input in the brand's place beside the base, then in the base's place under the brand.
        lint(files: [base: pair.base.bytes, brand: bytes], paths: [brand])
        lint(files: [base: bytes, brand: pair.brand.bytes], paths: [base, brand])
    }

    private static func lint(files: [String: [UInt8]], paths: [String]) {
        let loader = ProfileLoader(schemas: schemas, fileSystem: FuzzFileSystem(files: files), formats: .yamlAndJSON)
        let result = BrandLinter(loader: loader, handlers: handlers).lint(paths: paths)
        // Every finding must point inside a file that was read.
        for diagnostic in result.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
            fatalError("diagnostic with a negative mark: \(diagnostic)")
        }
        // The reporters see whatever text the file held.
        for format in LintReportFormat.allCases {
            _ = format.render(result.diagnostics, files: result.files)
        }
    }
}
