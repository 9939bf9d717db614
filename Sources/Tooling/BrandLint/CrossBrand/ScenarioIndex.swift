import BrandModel
import YAMLNode
import YAMLReader

/// The scenarios of a folder, by the brand each names: what `brand-scenario-missing`
/// checks the brands against.
///
/// A scenario is a `*.yaml`/`*.yml` file whose top-level `brand:` names a brand (see
/// docs/brandsim.md). A file that cannot be read or parsed is left out: brandsim reports
/// it when it runs it.
public struct ScenarioIndex: Sendable, Equatable {
    /// The folder, as given.
    public var folder: String
    /// Scenario paths by brand id, each list sorted.
    public var scenariosByBrand: [String: [String]]

    public init(folder: String, scenariosByBrand: [String: [String]]) {
        self.folder = folder
        self.scenariosByBrand = scenariosByBrand
    }

    /// Reads every scenario of `folder`; nil when the folder does not exist.
    public static func read(folder: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> ScenarioIndex? {
        guard fileSystem.isDirectory(atPath: folder), let names = try? fileSystem.contentsOfDirectory(atPath: folder) else { return nil }
        var byBrand: [String: [String]] = [:]
        for name in names.sorted() where !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) {
            let path = folder + "/" + name
            guard let bytes = try? fileSystem.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes),
                  let brand = try? YAMLParser().parse(bytes)["brand"]?.string else { continue }
            byBrand[brand, default: []].append(path)
        }
        return ScenarioIndex(folder: folder, scenariosByBrand: byBrand)
    }

    /// The folders, beside the brands folder, where brandlint looks by default for a brands
    /// folder's scenarios, the first that exists winning: `Tests/Scenarios` (this repository's
    /// layout), then `Scenarios` (a brands repository's or an app's).
    public static let defaultFolderNames = ["Tests/Scenarios", "Scenarios"]

    /// Where brandlint looks by default for the brands in `path` (a brands folder or a
    /// profile in one): each of ``defaultFolderNames`` in the folder that holds the brands folder.
    public static func defaultFolders(forBrandsAt path: String, isDirectory: Bool) -> [String] {
        let brandsFolder = isDirectory ? trimmingSlashes(path) : parent(of: path)
        if brandsFolder == "." { return defaultFolderNames.map { "../" + $0 } }
        let holder = parent(of: brandsFolder)
        return defaultFolderNames.map { holder == "." ? $0 : (holder == "/" ? "" : holder) + "/" + $0 }
    }

    /// The first of ``defaultFolders(forBrandsAt:isDirectory:)``: this repository's layout.
    public static func defaultFolder(forBrandsAt path: String, isDirectory: Bool) -> String {
        defaultFolders(forBrandsAt: path, isDirectory: isDirectory)[0]
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }

    private static func parent(of path: String) -> String {
        let trimmed = trimmingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
