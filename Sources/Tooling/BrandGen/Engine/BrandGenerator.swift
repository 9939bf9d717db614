import BrandLint
import BrandModel
import ProfileLoading

/// Loads and lints brands exactly as `brandlint` does, and generates every platform's files
/// for each brand without errors. A brand with errors is reported and not generated; the
/// others still are.
public struct BrandGenerator: Sendable {
    public var linter: BrandLinter
    public var generators: [any PlatformGenerator]
    /// Only these brands, or every brand when nil.
    public var brands: Set<String>?
    /// The output folder as listed before the run, or nil. Each brand's thread lists the
    /// brand's own folders in it and compares the brand's files with them, and the contents
    /// of those already in the folder are released there (``Outcome/unchanged``): a run then
    /// holds only what it must write.
    public var output: OutputFolder.Listing?

    public init(
        linter: BrandLinter, generators: [any PlatformGenerator], brands: Set<String>? = nil, output: OutputFolder.Listing? = nil
    ) {
        self.linter = linter
        self.generators = generators
        self.brands = brands
        self.output = output
    }

    /// Every generator, in platform order.
    public static func generators(for platforms: Set<Platform>) -> [any PlatformGenerator] {
        let all: [any PlatformGenerator] = [
            AndroidGenerator(), DTCGGenerator(), IOSGenerator(), RuntimeProfileGenerator(), ReactNativeGenerator(), WebGenerator(),
        ]
        return all.filter { platforms.contains($0.platform) }
    }

    /// What a run produced.
    public struct Outcome: Sendable {
        /// brandlint's findings for the brands in scope, plus generation errors.
        public var lint: BrandLinter.Result
        /// Every generated file and the marker, sorted by path, but those in ``unchanged``.
        public var files: [GeneratedFile]
        /// Generated files that ``BrandGenerator/output`` already holds as generated, sorted;
        /// empty without an output listing.
        public var unchanged: [String]
        /// Brands generated, sorted.
        public var generated: [String]
        /// Brands with errors, not generated, sorted.
        public var failed: [String]
        /// `--brand` ids that no profile has.
        public var unknownBrands: [String]
        /// ``BrandGenerator/output`` with the brand folders the run's threads listed, and the
        /// files of the brands with errors out of its scope, so that comparing or updating
        /// the folder with it leaves them as they are; nil without it.
        public var listing: OutputFolder.Listing?
    }

    /// What happened to one brand, on the thread that loaded it.
    private enum BrandResult: Sendable {
        case generated(id: String, path: String, files: [GeneratedFile], unchanged: [String], listed: OutputFolder.BrandFiles)
        case failed(id: String, problems: [Diagnostic])
        case skipped(path: String)
    }

    /// Every platform's files for a brand that loaded and linted clean, or the error that stops it.
    private static func generate(_ source: BrandSource, with generators: [any PlatformGenerator], output: OutputFolder.Listing?) -> BrandResult {
        var files: [GeneratedFile] = []
        var rule = "brandgen-number"
        var source = source
        do throws(GenerationError) {
            try ThemeNumbers.check(source.profile)
            for generator in generators {
                rule = "brandgen-\(generator.platform.rawValue)"
                // The strings are parsed once, by the first platform that writes them, and
                // its error is that platform's, as it would be without the others.
                if generator.platform.writesStrings, source.messages == nil { source.messages = try MessageTable(source.profile) }
                files += try generator.files(for: source)
            }
        } catch {
            return .failed(id: source.id, problems: [Diagnostic(
                file: source.path, line: 1, column: 1, severity: .error, rule: rule, message: error.message, hint: error.hint)])
        }
        guard let output else { return .generated(id: source.id, path: source.path, files: files, unchanged: [], listed: .init()) }
        let listed = output.brand(source.id)
        var changed: [GeneratedFile] = []
        var unchanged: [String] = []
        for file in files {
            if output.isUnchanged(file, brandFiles: listed) { unchanged.append(file.path) } else { changed.append(file) }
        }
        return .generated(id: source.id, path: source.path, files: changed, unchanged: unchanged, listed: listed)
    }

    public func run(paths: [String]) -> Outcome {
        let generators = generators
        let brands = brands
        let output = output
        let schemas = linter.loader.schemas
        var results: [BrandResult] = []
        // Generated on the loading threads; whether a brand has errors is known once the lint
        // run has applied the folder's configuration and suppressions.
        var lint = linter.lint(paths: paths, then: { load -> BrandResult? in
            if let brands, !brands.contains(load.id) { return .skipped(path: load.path) }
            guard let source = BrandSource(load, schemas: schemas) else { return .failed(id: load.id, problems: []) }
            return Self.generate(source, with: generators, output: output)
        }, collect: { results.append($0) })

        var files = [OutputFolder.marker]
        var unchanged: [String] = []
        var generated: [String] = []
        var failed: [String] = []
        var skippedPaths = Set<String>()
        var seen = Set<String>()
        var listed: [OutputFolder.BrandFiles] = []
        let filesWithErrors = Set(lint.diagnostics.filter { $0.severity == .error }.map(\.file))
        for result in results {
            switch result {
            case .generated(let id, let path, _, _, let brandListed) where filesWithErrors.contains(path):
                failed.append(id)
                seen.insert(id)
                listed.append(brandListed)
            case .generated(let id, _, let brandFiles, let brandUnchanged, let brandListed):
                files += brandFiles
                unchanged += brandUnchanged
                generated.append(id)
                seen.insert(id)
                listed.append(brandListed)
            case .failed(let id, let problems):
                // A brand brandlint rejects fails for its lint errors; a generator's complaint
                // about the same broken input would only repeat them.
                lint.diagnostics += problems.filter { !filesWithErrors.contains($0.file) }
                failed.append(id)
                seen.insert(id)
            case .skipped(let path):
                skippedPaths.insert(path)
            }
        }
        // A brand file the folder refuses to read (a link leading outside it) is a brand with
        // errors too, one no thread loaded: its files are kept as well.
        for diagnostic in lint.diagnostics where diagnostic.rule == LoadingCheck.brandFileOutside.rawValue {
            let id = ProfileLoader.brandID(forPath: diagnostic.file)
            if ProfileLoader.isValidBrandID(id), brands?.contains(id) ?? true, seen.insert(id).inserted { failed.append(id) }
        }
        let merged = output?.merging(listed)
        if brands == nil {
            // A brand with errors keeps its files, so a file listing every brand keeps listing
            // it on a platform where its files are (and not where it was never generated).
            let kept = failed.isEmpty ? [:] : merged?.brandsWithFiles() ?? [:]
            for generator in generators {
                let listedBrands = generated + failed.filter { kept[generator.platform]?.contains($0) == true }
                files += generator.aggregateFiles(for: listedBrands.sorted())
            }
        }
        lint.diagnostics = lint.diagnostics.filter { !skippedPaths.contains($0.file) }.normalized()
        lint.files = lint.files.filter { !skippedPaths.contains($0) }
        return Outcome(
            lint: lint, files: files.sorted { $0.path < $1.path }, unchanged: unchanged.sorted(), generated: generated.sorted(), failed: failed.sorted(),
            unknownBrands: (brands ?? []).subtracting(seen).sorted(), listing: merged?.leaving(failed))
    }
}
