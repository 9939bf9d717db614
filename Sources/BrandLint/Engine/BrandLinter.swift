import BrandModel

/// Lints files and folders of brand profiles: loading checks, then the semantic rules.
public struct BrandLinter: Sendable {
    public var loader: ProfileLoader
    public var handlers: HandlerDirectory
    public var rules: [any LintRule]
    /// Brands of a folder loaded and checked at once; the findings are the same for any number.
    public var jobs: Int

    public init(loader: ProfileLoader, handlers: HandlerDirectory, rules: [any LintRule] = RuleRegistry.rules, jobs: Int = 1) {
        self.loader = loader
        self.handlers = handlers
        self.rules = rules
        self.jobs = jobs
    }

    /// What a lint run found.
    public struct Result: Sendable {
        /// Every problem, sorted by file and position.
        public var diagnostics: [Diagnostic]
        /// Files read (brands and bases).
        public var files: [String]
        /// Paths that do not exist: a usage error, not a lint finding.
        public var missingPaths: [String]
    }

    public func lint(paths: [String]) -> Result {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            let fileSystem = loader.fileSystem
            if fileSystem.isDirectory(atPath: path) {
                // Only the findings leave the worker: the document is dropped where it was built.
                var brands: [MergeAttribution.Brand] = []
                let (bases, folderDiagnostics) = loader.forEachBrand(
                    in: path, jobs: jobs, transform: { brand in MergeAttribution.Brand(brand, diagnostics: brand.diagnostics + check(brand)) }
                ) { brand in
                    brands.append(brand)
                    files.append(brand.path)
                }
                diagnostics += MergeAttribution.attribute(brands) + folderDiagnostics + bases.flatMap(\.diagnostics)
                files += bases.map(\.path)
            } else if fileSystem.fileExists(atPath: path) {
                if let root = Self.baseRoot(of: path) {
                    let load = loader.checkBase(at: path, root: root)
                    diagnostics += load.diagnostics
                } else {
                    let load = loader.loadBrand(at: path)
                    diagnostics += MergeAttribution.attribute([MergeAttribution.Brand(load, diagnostics: load.diagnostics + check(load))])
                }
                files.append(path)
            } else {
                missing.append(path)
            }
        }
        return Result(diagnostics: diagnostics.normalized(), files: Array(Set(files)).sorted(), missingPaths: missing)
    }

    /// The semantic rules' findings for one loaded brand (none when it did not load).
    public func check(_ load: ProfileLoad) -> [Diagnostic] {
        guard let profile = load.profile, let document = load.document else { return [] }
        let context = LintContext(
            profile: profile, document: document, sources: load.sources, handlers: handlers, tokenReferences: load.tokenReferences)
        return rules.flatMap { $0.check(context) }
    }

    /// For a base file (its name, or a folder on its path, starts with `_`): the brands folder above it.
    static func baseRoot(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.firstIndex(where: { $0.hasPrefix("_") }) else { return nil }
        let root = components[..<index].joined(separator: "/")
        return root.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : root
    }
}
