import BrandModel
import YAMLNode

extension BrandCatalog {
    /// The catalog after a new load: loaded brands replace, brands whose files are gone
    /// leave, and a brand that failed to load keeps its last good version.
    public func updated(with load: CatalogLoad) -> (catalog: BrandCatalog, keptLastGood: [String]) {
        var next: [String: BrandProfile] = [:]
        var kept: [String] = []
        for brand in load.brands {
            if let profile = brand.profile {
                next[brand.id] = profile
            } else if let previous = profiles[brand.id] {
                next[brand.id] = previous
                kept.append(brand.id)
            }
        }
        return (BrandCatalog(profiles: next), kept.sorted())
    }
}

/// What loading a brands folder produced.
public struct CatalogLoad: Sendable {
    /// The folder.
    public var root: String
    /// One load per brand file, sorted by id.
    public var brands: [ProfileLoad]
    /// Standalone checks of the base files.
    public var bases: [ProfileLoad]
    /// Problems of the folder itself: bad file names, duplicate ids, links leading outside.
    public var folderDiagnostics: [Diagnostic]

    /// The good brands.
    public var catalog: BrandCatalog {
        BrandCatalog(profiles: Dictionary(uniqueKeysWithValues: brands.compactMap { load in load.profile.map { (load.id, $0) } }))
    }

    /// Every file read, brands and bases.
    public var files: [String] {
        Array(Set(brands.map(\.path) + bases.map(\.path))).sorted()
    }
}

extension ProfileLoader {
    /// `^[a-z0-9][a-z0-9-]*$`
    public static func isValidBrandID(_ id: String) -> Bool {
        ProfileFileName.isValidBrandID(id)
    }

    /// Loads every brand in a folder: `*.yaml`/`*.yml`/`*.json` are brands, files and folders
    /// whose names start with `_` hold bases. One bad profile does not stop the others.
    /// `jobs` brands load at once (the result is the same for any number).
    public func loadCatalog(at root: String, jobs: Int = 1) -> CatalogLoad {
        var brands: [ProfileLoad] = []
        let (bases, folderDiagnostics) = forEachBrand(in: root, jobs: jobs, transform: { $0 }) { brands.append($0) }
        return CatalogLoad(root: root, brands: brands, bases: bases, folderDiagnostics: folderDiagnostics)
    }

    /// Loads a folder's brands on up to `jobs` threads, keeping none: `transform` runs on
    /// those threads right after each load (a linter checks its rules there and keeps only
    /// the findings), and `body` receives the results on the calling thread, sorted by
    /// brand id, a batch at a time. A linter over thousands of profiles holds one batch.
    /// Returns the standalone checks of the bases and the folder's own problems.
    ///
    /// Bases are parsed once, before any brand, and every brand starts from that same
    /// state, so a brand's load does not depend on the brands before it or on `jobs`.
    @discardableResult
    public func forEachBrand<Output: Sendable>(
        in root: String, jobs: Int, transform: @Sendable (ProfileLoad) -> Output, _ body: (Output) -> Void
    ) -> (bases: [ProfileLoad], folderDiagnostics: [Diagnostic]) {
        let files = catalogFiles(at: root)
        var documents = ParsedDocuments()
        documents.number(files.bases + files.brands.keys.sorted().map { files.brands[$0]! })
        let bases = files.bases.map { checkBase(at: $0, root: root, documents: &documents) }
        let paths = files.brands.keys.sorted().map { files.brands[$0]! }
        // Every thread parses the bases for itself: merged documents share nodes with
        // their base, and nodes shared across threads would have every brand's checks
        // contend on the same reference counts.
        let parsedBases = jobs > 1 ? nil : documents
        OrderedConcurrentMap.forEach(
            paths, jobs: jobs,
            state: { parsedBases ?? parsing(files, root: root) },
            transform: { path, bases in
                var documents = bases
                return transform(loadBrand(at: path, root: root, documents: &documents))
            },
            body: body)
        return (bases, files.diagnostics)
    }

    /// The documents of `bases`, parsed, as a catalog load starts each brand with.
    private func parsing(_ files: CatalogFiles, root: String) -> ParsedDocuments {
        var documents = ParsedDocuments()
        documents.number(files.bases + files.brands.keys.sorted().map { files.brands[$0]! })
        for path in files.bases { _ = checkBase(at: path, root: root, documents: &documents) }
        return documents
    }

    /// The profile files of a brands folder, by role, and what is wrong with the folder itself.
    public struct CatalogFiles: Sendable, Equatable {
        /// Brand files by brand id.
        public var brands: [String: String] = [:]
        /// Base files, sorted.
        public var bases: [String] = []
        /// Bad file names, duplicate ids, links leading outside, an unreadable folder.
        public var diagnostics: [Diagnostic] = []
    }

    /// Whether a folder holds no brand file at all, good or bad: a wrong path, which the
    /// tools refuse (exit 2) rather than report nothing and pass.
    public func holdsNoBrands(_ folder: String) -> Bool {
        let files = catalogFiles(at: folder)
        return files.brands.isEmpty && files.diagnostics.isEmpty
    }

    /// The message for a folder that ``holdsNoBrands(_:)``, the same in every tool.
    public static func noBrandsMessage(_ folder: String) -> String {
        "no brand profiles in \(folder): a brand is a *.yaml or *.yml file directly in the folder (bases go under `_` names); check the path"
    }

    /// Finds the brand and base files of a folder without reading them.
    public func catalogFiles(at root: String) -> CatalogFiles {
        var files = CatalogFiles()
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(atPath: root).sorted()
        } catch {
            files.diagnostics.append(Diagnostic(file: root, check: .fileUnreadable, message: "\(error)"))
            return files
        }
        let realRoot = fileSystem.resolvingSymlinks(inPath: root)
        var basePaths: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = root + "/" + name
            if name.hasPrefix("_") {
                do {
                    basePaths += try profileFiles(at: path)
                } catch {
                    files.diagnostics.append(Diagnostic(
                        file: path, check: .fileUnreadable, message: "\(error)",
                        hint: "the bases in this folder cannot be checked or extended until it can be read"))
                }
                continue
            }
            guard Self.isProfileFile(name), !fileSystem.isDirectory(atPath: path) else { continue }
            guard staysInside(realRoot, path) else {
                files.diagnostics.append(Diagnostic(
                    file: path, check: .brandFileOutside,
                    message: "\(name) is a link that leads outside \(root)", hint: "copy the profile into the folder instead"))
                continue
            }
            let id = Self.brandID(forPath: name)
            guard Self.isValidBrandID(id) else {
                files.diagnostics.append(Diagnostic(
                    file: path, check: .brandIDInvalid,
                    message: "\"\(id)\" is not a valid brand id (lower-case letters, digits and dashes, starting with a letter or digit)",
                    hint: "rename the file to \(Self.suggestedID(for: id)).yaml"))
                continue
            }
            if let other = files.brands[id] {
                files.diagnostics.append(Diagnostic(
                    file: path, check: .brandIDDuplicate,
                    message: "brand id \"\(id)\" is also given by \(other)", hint: "keep one of the two files"))
                continue
            }
            files.brands[id] = path
        }
        for path in basePaths.sorted() {
            if staysInside(realRoot, path) {
                files.bases.append(path)
            } else {
                files.diagnostics.append(Diagnostic(
                    file: path, check: .baseFileOutside,
                    message: "\(path) is a link that leads outside \(root); it is not read", hint: "copy the base into the folder instead"))
            }
        }
        return files
    }

    static func isProfileFile(_ name: String) -> Bool {
        profileExtensions.contains { name.hasSuffix($0) }
    }

    private func profileFiles(at path: String) throws -> [String] {
        if !fileSystem.isDirectory(atPath: path) {
            return Self.isProfileFile(path) ? [path] : []
        }
        let names = try fileSystem.contentsOfDirectory(atPath: path)
        return names.filter { !$0.hasPrefix(".") && Self.isProfileFile($0) }.sorted().map { path + "/" + $0 }
    }

    /// Whether the real location of `path`, links followed, lies inside `realRoot`.
    func staysInside(_ realRoot: String, _ path: String) -> Bool {
        let real = fileSystem.resolvingSymlinks(inPath: path)
        return real.hasPrefix(realRoot + "/")
    }

    private static func suggestedID(for id: String) -> String {
        let lowered = id.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(lowered).trimmingDashes()
    }
}

extension String {
    fileprivate func trimmingDashes() -> String {
        String(drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    }
}
