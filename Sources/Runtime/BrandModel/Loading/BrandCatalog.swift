/// Every good brand of a folder, by id.
///
/// A catalog never holds a broken profile: a brand whose file fails to load is either
/// absent or, after `updated(with:)` (the tools' `ProfileLoading`), still at its last good version.
public struct BrandCatalog: Sendable {
    public private(set) var profiles: [String: BrandProfile]

    public init(profiles: [String: BrandProfile] = [:]) {
        self.profiles = profiles
    }

    /// Brand ids, sorted.
    public var ids: [String] { profiles.keys.sorted() }

    public subscript(id: String) -> BrandProfile? { profiles[id] }
}
