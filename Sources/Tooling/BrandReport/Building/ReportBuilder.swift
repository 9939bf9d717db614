import AppBarEngine
import BrandLint
import BrandModel
import ProfileLoading

/// Builds a ``ReportModel`` from brand files and folders: loads every brand once, lints
/// it, and runs its app bar and odds boost through the engine.
public struct ReportBuilder: Sendable {
    public var linter: BrandLinter
    public var registry: HandlerRegistry
    public var sample: AppBarSample
    /// Declared handlers `registry` serves with a stand-in of their kind
    /// (``HandlerRegistry/simulating(_:)``), by id: a brand using one says so in its section.
    public var simulated: [String: HandlerDeclaration]
    /// Whether each brand's findings get the profile path they concern
    /// (``BrandEntry/findingPaths``): the studio's; the brand's file is read once more.
    public var placesFindings = false

    /// A builder whose linter checks handler ids against `registry`; a folder's brands
    /// are loaded and checked `jobs` at a time (the report is the same for any number).
    /// `simulated` are the declarations `registry` holds stand-ins for.
    public init(loader: ProfileLoader, registry: HandlerRegistry, simulated: [HandlerDeclaration] = [], sample: AppBarSample = .standard, jobs: Int = 1) {
        self.linter = BrandLinter(loader: loader, handlers: registry.directory, jobs: jobs)
        self.registry = registry
        self.simulated = Dictionary(simulated.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.sample = sample
    }

    /// Paths that do not exist, and folders with no brand file in them: a usage error
    /// (a report of nothing from a wrong path must not pass).
    public struct MissingPaths: Error, Sendable, Equatable, CustomStringConvertible {
        public var paths: [String]
        public var emptyFolders: [String] = []
        public var description: String {
            (paths.map { "no such file or folder: \($0)" } + emptyFolders.map(ProfileLoader.noBrandsMessage)).joined(separator: "\n")
        }
    }

    /// The report for `paths`: folders of brands (bases under `_` names) or brand files.
    /// A brand that fails to load is in the report, flagged, with its diagnostics.
    public func build(paths: [String], generatedAt: String? = nil) throws(MissingPaths) -> ReportModel {
        let fileSystem = linter.loader.fileSystem
        let missing = paths.filter { !fileSystem.fileExists(atPath: $0) }
        let empty = paths.filter { fileSystem.isDirectory(atPath: $0) && linter.loader.holdsNoBrands($0) }
        guard missing.isEmpty, empty.isEmpty else { throw MissingPaths(paths: missing, emptyFolders: empty) }
        var entries: [BrandEntry] = []
        for path in paths {
            if fileSystem.isDirectory(atPath: path) {
                let (_, folderDiagnostics) = linter.loader.forEachBrand(in: path, jobs: linter.jobs, transform: entry(for:)) {
                    entries.append($0)
                }
                entries += Self.rejectedFiles(folderDiagnostics)
            } else if !Self.isBase(path) {
                entries.append(entry(for: linter.loader.loadBrand(at: path)))
            }
        }
        return ReportModel(inputs: paths, brands: Self.withoutDuplicates(entries), sample: sample, generatedAt: generatedAt)
    }

    private func entry(for load: ProfileLoad) -> BrandEntry {
        let lint = LintStatus(diagnostics: load.diagnostics + linter.check(load))
        let paths = placesFindings ? paths(of: lint.diagnostics, in: load.path) : [:]
        guard let profile = load.profile else {
            let reason = lint.diagnostics.first { $0.severity == .error }?.description ?? "the profile did not load"
            return BrandEntry(id: load.id, path: load.path, lint: lint, outcome: .failed(reason: reason), findingPaths: paths)
        }
        var section = BrandSection(profile: profile, references: load.tokenReferences, registry: registry, sample: sample)
        section.simulatedHandler = simulated[profile.appBar.toolSlot.handler]
        return BrandEntry(id: load.id, path: load.path, lint: lint, outcome: .loaded(section), findingPaths: paths)
    }

    /// The profile path of each finding written in the brand's own file: the key on its
    /// line, as the file writes it (the loaded document's appearance layers are rebuilt).
    private func paths(of diagnostics: [Diagnostic], in file: String) -> [Diagnostic: [String]] {
        let own = diagnostics.filter { $0.file == file }
        guard !own.isEmpty, let index = linter.loader.writtenKeys(of: file) else { return [:] }
        var paths: [Diagnostic: [String]] = [:]
        for diagnostic in own {
            paths[diagnostic] = index.entry(near: diagnostic.line, column: diagnostic.column)?.path
        }
        return paths
    }

    /// Files the folder scan refused (bad names, duplicates, links outside) are failed brands.
    private static func rejectedFiles(_ diagnostics: [Diagnostic]) -> [BrandEntry] {
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        return byFile.keys.sorted().map { file in
            let lint = LintStatus(diagnostics: byFile[file]!)
            return BrandEntry(
                id: ProfileLoader.brandID(forPath: file), path: file, lint: lint,
                outcome: .failed(reason: lint.diagnostics.first?.description ?? "refused"))
        }
    }

    /// Two files giving the same id (from two PATHs): the later one is flagged, so every
    /// column and section keeps a unique id.
    private static func withoutDuplicates(_ entries: [BrandEntry]) -> [BrandEntry] {
        var seen: [String: String] = [:]
        return entries.map { entry in
            guard let first = seen[entry.id] else {
                seen[entry.id] = entry.path
                return entry
            }
            var duplicate = entry
            duplicate.id = "\(entry.id)@\(entry.path)"
            duplicate.outcome = .failed(reason: "brand id \"\(entry.id)\" is also given by \(first)")
            return duplicate
        }
    }

    /// A base file: its name, or a folder on its path, starts with `_`.
    private static func isBase(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix("_") }
    }
}
