import AppBarEngine
import BrandModel
import ProfileLoading
import TestSupport

/// The profiles of `Tests/Fixtures/Engine`, loaded as the app loads brands. Tests change
/// single settings in code, so nothing depends on what a shipped brand configures.
enum EngineFixtures {
    static let folder = Repository.path("Tests/Fixtures/Engine")

    private static let catalog = Result { try Repository.loader().loadCatalog(at: folder).catalog }

    /// The locker brand `acme`, observing its balance, dismissing the user tray for 300 ms.
    static func acme() throws -> BrandProfile {
        guard let profile = try catalog.get()["acme"] else { throw FixtureProfiles.Missing(id: "acme") }
        return profile
    }
}
