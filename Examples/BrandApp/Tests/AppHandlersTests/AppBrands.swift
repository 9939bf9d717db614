import BrandModel
import Foundation
import ProfileLoading
import Testing
import YAMLNode
import YAMLReader

/// The app's brands as brandlint checks them: `Brands/<id>.yaml` against the engine's schemas
/// and this package's handler declarations (`Handlers/`).
enum AppBrands {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func profile(_ id: String) throws -> BrandProfile {
        var schemas = try ProfileSchemas.load(from: package.appendingPathComponent("../../Schemas").standardizedFileURL.path)
        try schemas.declaringHandlers(from: package.appendingPathComponent("Handlers").path)
        let brands = package.appendingPathComponent("Brands").path
        let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadBrand(at: brands + "/\(id).yaml", root: brands)
        return try #require(load.profile, "\(load.diagnostics)")
    }

    /// The declaration file `Handlers/<id>.handler.json`, read as the tools read it.
    static func declarationFile(_ id: String) throws -> HandlerDeclaration {
        let file = package.appendingPathComponent("Handlers/\(id).handler.json").path
        return try HandlerDeclaration(
            document: JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: file)))), expectedID: id, path: file)
    }
}
