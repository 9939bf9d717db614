import AppBarEngine
import BrandModel
import StandardHandlers

/// The brands in `Brands/`, loaded as the app loads them, and the standard handlers.
enum ShippedProfiles {
    static let repository = "/" + String(#filePath).split(separator: "/").dropLast(4).joined(separator: "/")

    static let ids = ["betcha", "betsson-cm", "ladbrokes", "neds", "tabnz"]

    static let catalog: BrandCatalog = {
        guard let schemas = try? ProfileSchemas.load(from: repository + "/Schemas") else { return BrandCatalog() }
        return ProfileLoader(schemas: schemas).loadCatalog(at: repository + "/Brands").catalog
    }()

    static func profile(_ id: String) throws -> BrandProfile {
        guard let profile = catalog[id] else { throw Missing(id: id) }
        return profile
    }

    static func reducer(_ id: String, locale: String? = nil) throws -> AppBarReducer {
        try AppBarReducer(profile: profile(id), registry: StandardHandlers.registry(), locale: locale)
    }

    struct Missing: Error, CustomStringConvertible {
        var id: String
        var description: String { "brand \(id) did not load from \(repository)/Brands" }
    }
}
