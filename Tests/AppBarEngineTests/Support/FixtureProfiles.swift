import AppBarEngine
import BrandModel
import Localization
import ProfileLoading
import StandardHandlers
import TestSupport

/// The fixture brands (Tests/Fixtures/Brands), loaded as the app loads them, and the
/// standard handlers: the engine's behaviour is shown on them, whatever `Brands/` ships.
enum FixtureProfiles {
    /// The fixture brands' ids, read from their folder.
    static let ids: [String] = (try? Repository.brandIDs(in: Repository.fixtureBrands)) ?? []

    /// Loaded once; a schema that fails to load stays an error every test rethrows.
    private static let catalog = Result { try Repository.loader().loadCatalog(at: Repository.fixtureBrands).catalog }

    static func profile(_ id: String) throws -> BrandProfile {
        guard let profile = try catalog.get()[id] else { throw Missing(id: id) }
        return profile
    }

    static func reducer(_ id: String, locale: String? = nil) throws -> AppBarReducer {
        try AppBarReducer(profile: profile(id), registry: StandardHandlers.registry(), locale: locale.map { LocaleIdentifier($0) })
    }

    struct Missing: Error, CustomStringConvertible {
        var id: String
        var description: String { "brand \(id) did not load from \(Repository.fixtureBrands)" }
    }
}
