/// Which files of the output folder a run is responsible for: those of its platforms, and
/// with `--brand`, only those of the named brands. Files outside the scope are neither
/// reported as extra nor deleted.
public struct OutputScope: Sendable, Equatable {
    public var platforms: Set<Platform>
    /// Nil for every brand.
    public var brands: Set<String>?

    public init(platforms: Set<Platform>, brands: Set<String>?) {
        self.platforms = platforms
        self.brands = brands
    }

    /// Whether the file at `path` (relative to the output folder) belongs to this run.
    /// A platform's files are `<platform>/<id>.<ext>` or `<platform>/<id>/...`; anything
    /// else under a platform folder (`web/brands.css`) belongs to no brand, so only a run
    /// over every brand owns it.
    public func contains(_ path: String) -> Bool {
        if path == OutputFolder.markerName { return true }
        // The common case, every brand and an ASCII path: only the platform folder matters,
        // found on bytes (a `Character` split would read `/` and a combining mark as one).
        if brands == nil, path.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
                  let platform = Platform(rawValue: String(path[..<slash])) else { return false }
            return platforms.contains(platform)
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, let platform = Platform(rawValue: String(components[0])), platforms.contains(platform) else {
            return false
        }
        guard let brands else { return true }
        let owner = components.count == 2 ? components[1].prefix { $0 != "." } : components[1]
        return brands.contains(String(owner)) && !(components.count == 2 && Self.aggregateNames.contains(String(components[1])))
    }

    /// Files under a platform folder built from every brand.
    static let aggregateNames: Set<String> = ["brands.css"]
}
