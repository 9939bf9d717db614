/// Where the catalog a ``RemoteBrandCatalog`` serves came from.
public enum CatalogSource: String, Sendable, Equatable, CaseIterable {
    /// The copy bundled in the app: nothing has been delivered yet (a fresh install offline).
    case bundled
    /// The last good delivered bundle, read back from disk.
    case cached
    /// A bundle fetched and verified by this instance.
    case remote
}
