/// Which files of the output folder a run is responsible for: those of its platforms, and
/// with `--brand`, only those of the named brands, never those of a brand with errors.
/// Files outside the scope are neither reported as extra nor deleted.
public struct OutputScope: Sendable, Equatable {
    public var platforms: Set<Platform>
    /// Nil for every brand.
    public var brands: Set<String>?
    /// Brands whose files are left as they are, named in ``brands`` or not: those with
    /// errors, which are not generated (``leaving(_:)``).
    public var leftAlone: Set<String> = []

    public init(platforms: Set<Platform>, brands: Set<String>?) {
        self.platforms = platforms
        self.brands = brands
    }

    /// This scope without the files of `brands`.
    public func leaving(_ brands: some Sequence<String>) -> OutputScope {
        var scope = self
        scope.leftAlone.formUnion(brands)
        return scope
    }

    /// Whether the file at `path` (relative to the output folder) belongs to this run.
    /// A platform's files are `<platform>/<id>.<ext>` or `<platform>/<id>/...`; anything
    /// else under a platform folder (`web/brands.css`, `react-native/index.ts`) belongs to no brand, so only a run
    /// over every brand owns it.
    public func contains(_ path: String) -> Bool {
        if path == OutputFolder.markerName { return true }
        // The common case, every brand and an ASCII path: only the platform folder matters,
        // found on bytes (a `Character` split would read `/` and a combining mark as one).
        if brands == nil, leftAlone.isEmpty, path.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
                  let platform = Platform(rawValue: String(path[..<slash])) else { return false }
            return platforms.contains(platform)
        }
        guard let found = Self.owner(of: path), platforms.contains(found.platform) else { return false }
        guard let owner = found.brand else { return brands == nil }
        guard !leftAlone.contains(owner) else { return false }
        guard let brands else { return true }
        return brands.contains(owner)
    }

    /// The platform whose folder holds `path` and the brand the file is of: `<id>` in
    /// `<platform>/<id>.<ext>` and `<platform>/<id>/...`, nil for a file built from every
    /// brand (`web/brands.css`). Nil for a path under no platform folder.
    static func owner(of path: String) -> (platform: Platform, brand: String?)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, let platform = Platform(rawValue: String(components[0])) else { return nil }
        if components.count == 2, aggregateNames.contains(String(components[1])) { return (platform, nil) }
        return (platform, String(components.count == 2 ? components[1].prefix { $0 != "." } : components[1]))
    }

    /// Files under a platform folder built from every brand.
    static let aggregateNames: Set<String> = [
        "brands.css", ReactNativeGenerator.indexName,
    ]
}
