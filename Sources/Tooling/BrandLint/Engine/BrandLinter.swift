import BrandModel
import ProfileLoading
import Spelling
import YAMLNode

/// Lints files and folders of brand profiles: loading checks, then the semantic rules.
public struct BrandLinter: Sendable {
    public var loader: ProfileLoader
    public var handlers: HandlerDirectory
    public var rules: [any LintRule]
    /// Brands of a folder loaded and checked at once; the findings are the same for any number.
    public var jobs: Int
    /// Where `brand-scenario-missing` looks for the brands' scenarios.
    public var scenarios: ScenarioLocation

    /// Where the scenarios that replay the brands are.
    public enum ScenarioLocation: Sendable, Equatable {
        /// No scenario check.
        case off
        /// This folder, for every path linted.
        case folder(String)
        /// `Tests/Scenarios`, else `Scenarios`, in the folder holding each brands folder
        /// (``ScenarioIndex/defaultFolders(forBrandsAt:isDirectory:)``); where there is
        /// neither, no check, and a note in ``Result/notes`` says where it looked.
        case besideBrands
    }

    public init(
        loader: ProfileLoader, handlers: HandlerDirectory, rules: [any LintRule] = RuleRegistry.rules, jobs: Int = 1,
        scenarios: ScenarioLocation = .off
    ) {
        self.loader = loader
        self.handlers = handlers
        self.rules = rules
        self.jobs = jobs
        self.scenarios = scenarios
    }

    /// What a lint run found.
    public struct Result: Sendable {
        /// Every problem, sorted by file and position.
        public var diagnostics: [Diagnostic]
        /// Files read (brands and bases).
        public var files: [String]
        /// Paths that do not exist: a usage error, not a lint finding.
        public var missingPaths: [String]
        /// Folders with no brand file in them: a usage error too (a wrong path must not pass).
        public var emptyFolders: [String] = []
        /// Rules that did not run on a file because a part they read is broken, by file.
        public var skipped: [SkippedRules] = []
        /// What the run could not check and why, once each, for the summary: a brands folder
        /// whose scenarios folder was not found, with where it looked.
        public var notes: [String] = []
    }

    /// Rules a file's errors kept from running, and rules that ran without the appearances
    /// or locales that have errors of their own.
    public struct SkippedRules: Sendable, Equatable {
        public var file: String
        /// Rule ids, in registry order.
        public var rules: [String]
        /// The broken parts they read; empty when the profile could not be read or merged at all.
        public var paths: [ProfilePath]
        /// Rules that ran on the rest of a part, leaving out its appearances or locales with errors.
        public var leftOut: [LeftOut]

        /// Rules that ran without some appearances (`theme.appearances`) or locales (`strings`).
        public struct LeftOut: Sendable, Equatable {
            /// Rule ids, in registry order.
            public var rules: [String]
            /// The part the names are in: ``ProfilePath/themeAppearances`` or ``ProfilePath/strings``.
            public var path: ProfilePath
            /// The appearances (an error's, and those laid over it) or locales left out.
            public var names: [String]

            public init(rules: [String], path: ProfilePath, names: [String]) {
                self.rules = rules
                self.path = path
                self.names = names
            }
        }

        public init(file: String, rules: [String], paths: [ProfilePath], leftOut: [LeftOut] = []) {
            self.file = file
            self.rules = rules
            self.paths = paths
            self.leftOut = leftOut
        }
    }

    /// Lints every path: a folder's brands and bases, or single files (a brand is read
    /// with its bases). The folder's `.brandlint.yml` (a file's folder, for a file) and the
    /// files' `# brandlint:` comments then turn rules off, change severities or silence lines.
    public func lint(paths: [String]) -> Result {
        lint(paths: paths, then: { _ in nil as Never? }, collect: { _ in })
    }

    /// Lints `paths` as ``lint(paths:)`` does, and hands each brand's load to `then` right
    /// after its checks, on the thread that loaded it (a generator builds its files there);
    /// `collect` receives the non-nil outputs on the calling thread, in the order the brands
    /// were linted. Bases are checked, not handed on. Whether a brand has errors is known
    /// only from the returned diagnostics, after configuration and suppressions apply.
    public func lint<Output: Sendable>(
        paths: [String], then: @Sendable (ProfileLoad) -> Output?, collect: (Output) -> Void
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        var missing: [String] = []
        var empty: [String] = []
        var skipped: [SkippedRules] = []
        var configurations: [String: (configuration: LintConfiguration, diagnostics: [Diagnostic])] = [:]
        var scenarioIndexes: [String: ScenarioIndex?] = [:]
        var omitted = OmittedRepeats()
        var notes: [String] = []
        for path in paths {
            guard var found = findings(forPath: path, then: then, collect: collect) else {
                missing.append(path)
                continue
            }
            if found.isFolder && found.brandFiles == 0 && found.folderProblems == 0 {
                empty.append(path)
                continue
            }
            found.diagnostics += AssetNameOtherBrand.check(found.brands)
            let candidates = scenarioFolders(forBrandsAt: path, isDirectory: found.isFolder)
            if let folder = candidates.first(where: loader.fileSystem.isDirectory(atPath:)) {
                if scenarioIndexes[folder] == nil { scenarioIndexes[folder] = ScenarioIndex.read(folder: folder, fileSystem: loader.fileSystem) }
                if let index = scenarioIndexes[folder] ?? nil { found.diagnostics += ScenarioCoverage.check(found.brands, against: index) }
            } else if !candidates.isEmpty && !found.brands.isEmpty {
                let note = "\(ScenarioCoverage.description.id) not checked: no scenarios folder (looked for \(candidates.map(DisplayText.escaped).joined(separator: " and "))); "
                    + "pass --scenarios FOLDER or set `scenarios` in \(RepositorySettings.fileName)"
                if !notes.contains(note) { notes.append(note) }
            }
            if configurations[found.folder] == nil {
                configurations[found.folder] = LintConfiguration.load(inFolder: found.folder, fileSystem: loader.fileSystem, limits: loader.limits)
            }
            let configuration = configurations[found.folder]!.configuration
            let suppressions = found.read.map { file in
                InlineSuppressions(file: file, bytes: (try? loader.fileSystem.contents(atPath: file, maxBytes: loader.limits.maxInputBytes)) ?? [])
            }
            let kept = InlineSuppressions.apply(suppressions, to: configuration.apply(to: found.diagnostics), configuration: configuration)
            found.omitted.removeRules(where: configuration.isDisabled)
            omitted.merge(found.omitted)
            found.diagnostics = []
            // The first path's findings are taken whole, not copied beside themselves.
            if diagnostics.isEmpty { diagnostics = kept } else { diagnostics += kept }
            diagnostics += suppressions.flatMap(\.diagnostics)
            files += found.listed
            skipped += found.skipped
        }
        for (_, loaded) in configurations { diagnostics += loaded.diagnostics }
        return Result(
            diagnostics: diagnostics.summarizingRepeats(omitted: omitted), files: Array(Set(files)).sorted(), missingPaths: missing, emptyFolders: empty,
            skipped: skipped.sorted { $0.file < $1.file }, notes: notes)
    }

    /// The scenarios folders for the brands at `path`, the first that exists being used; none
    /// when the check is off.
    private func scenarioFolders(forBrandsAt path: String, isDirectory: Bool) -> [String] {
        switch scenarios {
        case .off: []
        case .folder(let folder): [folder]
        case .besideBrands: ScenarioIndex.defaultFolders(forBrandsAt: path, isDirectory: isDirectory)
        }
    }

    /// What one path gave, before the configuration and suppressions apply.
    private struct PathFindings {
        var diagnostics: [Diagnostic] = []
        /// Findings in brand files dropped early because no summary could list them.
        var omitted = OmittedRepeats()
        /// Whether the path is a brands folder (not a file).
        var isFolder = false
        /// For a folder: its brand files, and the problems of the folder itself (bad names).
        var brandFiles = 0
        var folderProblems = 0
        /// What the checks across brands need of each brand that loaded.
        var brands: [FolderBrand] = []
        /// Every file read, whose comments may silence what is reported in it.
        var read: [String] = []
        /// The files the run counts.
        var listed: [String] = []
        /// Where the configuration is looked for.
        var folder: String
        var skipped: [SkippedRules] = []
    }

    /// Nil when nothing is at `path`.
    private func findings<Output: Sendable>(
        forPath path: String, then: @Sendable (ProfileLoad) -> Output?, collect: (Output) -> Void
    ) -> PathFindings? {
        if loader.fileSystem.isDirectory(atPath: path) { return folderFindings(path, then: then, collect: collect) }
        guard loader.fileSystem.fileExists(atPath: path) else { return nil }
        if let root = Self.baseRoot(of: path) {
            return PathFindings(diagnostics: loader.checkBase(at: path, root: root).diagnostics, read: [path], listed: [path], folder: root)
        }
        let folder = ProfileLoader.folder(of: path)
        // A base's own problems, checked on their own, stay in the base. Checked together,
        // and with the brand, so a base's chain is parsed and walked once for all of them.
        let (load, bases) = loader.loadBrand(at: path, checkingBasesFrom: { base in Self.baseRoot(of: base) ?? folder })
        let findings = findings(for: load, after: load.diagnostics, dropsUnlistable: true)
        if let output = then(load) { collect(output) }
        let baseOwn = bases.flatMap(\.diagnostics)
        let diagnostics = MergeAttribution.attribute(
            [MergeAttribution.Brand(load, diagnostics: findings.diagnostics)], baseOwn: Set(baseOwn))
        // A brand given alone counts as one file; its bases' comments may silence what it shows in them.
        return PathFindings(
            diagnostics: diagnostics, omitted: findings.omitted, brands: FolderBrand(load).map { [$0] } ?? [], read: [path] + load.bases,
            listed: [path], folder: folder, skipped: findings.skipped.map { [$0] } ?? [])
    }

    private func folderFindings<Output: Sendable>(
        _ path: String, then: @Sendable (ProfileLoad) -> Output?, collect: (Output) -> Void
    ) -> PathFindings {
        var found = PathFindings(isFolder: true, folder: path)
        // Only the findings and the few facts the checks across brands need leave the worker:
        // the document is dropped where it was built.
        var brands: [MergeAttribution.Brand] = []
        let (bases, folderDiagnostics) = loader.forEachBrand(
            in: path, jobs: jobs,
            transform: { brand in
                let findings = findings(for: brand, after: brand.diagnostics, dropsUnlistable: true)
                return (
                    MergeAttribution.Brand(brand, diagnostics: findings.diagnostics), (findings.skipped, findings.omitted),
                    FolderBrand(brand), then(brand))
            }
        ) { brand, rulesOutcome, facts, output in
            let (skippedRules, omitted) = rulesOutcome
            found.omitted.merge(omitted)
            if let output { collect(output) }
            brands.append(brand)
            found.brandFiles += 1
            found.read.append(brand.path)
            if let skippedRules { found.skipped.append(skippedRules) }
            if let facts { found.brands.append(facts) }
        }
        found.folderProblems = folderDiagnostics.count
        let baseOwn = bases.flatMap(\.diagnostics)
        found.diagnostics = MergeAttribution.attribute(brands, baseOwn: Set(baseOwn)) + folderDiagnostics + baseOwn
        found.read += bases.map(\.path)
        found.listed = found.read
        return found
    }

    /// The semantic rules' findings for one loaded brand: every rule whose parts are
    /// sound runs, even when other parts have errors.
    public func check(_ load: ProfileLoad) -> [Diagnostic] {
        findings(for: load).diagnostics
    }

    /// The rules' findings, and the rules a broken part kept from running.
    public func findings(for load: ProfileLoad) -> (diagnostics: [Diagnostic], skipped: SkippedRules?) {
        let found = findings(for: load, after: [], dropsUnlistable: false)
        return (found.diagnostics, found.skipped)
    }

    /// The rules' findings appended to `earlier` (the load's own), so that a file of
    /// 500,000 findings is held in one array rather than copied into a second one beside it.
    /// With `dropsUnlistable`, each rule's findings in the brand's own file past what a
    /// summary can list are dropped as the rule returns them, and counted
    /// (``Swift/Array/dropUnlistable(inFile:limit:isProtected:omitted:)``): the run then
    /// holds at most one rule's findings whole at a time.
    private func findings(
        for load: ProfileLoad, after earlier: [Diagnostic], dropsUnlistable: Bool
    ) -> (diagnostics: [Diagnostic], skipped: SkippedRules?, omitted: OmittedRepeats) {
        var omitted = OmittedRepeats()
        // The lines the file's comments silence, read only once some rule has more findings
        // than the early drop looks at.
        var silenced: Set<SilencedLine>?
        func isProtected() -> (Int, String) -> Bool {
            if silenced == nil { silenced = silencedLines(in: load.path) }
            let lines = silenced!
            // Most files silence nothing: then no finding is hashed to learn it.
            return lines.isEmpty ? { _, _ in false } : { lines.contains(SilencedLine(line: $0, rule: $1)) }
        }
        func dropUnlistable(_ found: inout [Diagnostic]) {
            guard dropsUnlistable, found.count > Diagnostic.suggestionLimit else { return }
            found.dropUnlistable(inFile: load.path, isProtected: isProtected(), omitted: &omitted)
        }
        /// The rule's findings. Dropping what no summary lists, those past the first
        /// ``Diagnostic/suggestionLimit`` in the brand's file are kept as their positions
        /// (``Findings``) and dropped by them; should the positions not settle it, the rule
        /// runs again with every finding kept whole.
        func findings(of rule: any LintRule, in context: LintContext) -> [Diagnostic] {
            guard dropsUnlistable else { return rule.check(context) }
            var found = Findings(context, keepingWhole: Diagnostic.suggestionLimit)
            rule.check(context, into: &found)
            guard !found.deferred.isEmpty else { return found.diagnostics }
            if found.deferredFile == load.path,
               found.diagnostics.settlesDeferred(
                   found.deferred, rule: rule.description.id, inFile: load.path, isProtected: isProtected(), omitted: &omitted) {
                return found.diagnostics
            }
            return rule.check(context)
        }
        var earlier = earlier
        dropUnlistable(&earlier)
        guard let partial = load.partial, let document = load.document else {
            return (earlier, rules.isEmpty ? nil : SkippedRules(file: load.path, rules: rules.map(\.description.id), paths: []), omitted)
        }
        // Rules read the document without the appearances and locales that have errors of
        // their own, as the partial profile was decoded.
        let context = LintContext(
            profile: partial.profile, document: partial.broken.withoutBrokenAppearancesAndLocales(document), sources: load.sources,
            handlers: handlers, tokenReferences: load.tokenReferences,
            tokenReferenceFlags: load.tokenReferenceFlags,
            handlerColors: loader.schemas.declarations[partial.profile.appBar.toolSlot.handler]?.colors ?? [])
        var diagnostics = earlier
        if let declaration = loader.schemas.declarations[partial.profile.appBar.toolSlot.handler] {
            diagnostics += Self.handlerColorSources(declaration, brand: partial.profile)
        }
        var skippedRules: [String] = []
        var needed: Set<ProfilePath> = []
        let leftOutAppearances = partial.broken.appearancesLeftOut.map(\.rawValue)
        let leftOutLocales = partial.broken.locales.sorted()
        var leftOut: [ProfilePath: [String]] = [:]
        for rule in rules {
            let broken = rule.description.reads.intersection(partial.brokenPaths)
            guard broken.isEmpty else {
                skippedRules.append(rule.description.id)
                needed.formUnion(broken)
                continue
            }
            if !leftOutAppearances.isEmpty, rule.description.reads.contains(.themeAppearances) {
                leftOut[.themeAppearances, default: []].append(rule.description.id)
            }
            if !leftOutLocales.isEmpty, rule.description.reads.contains(.strings) {
                leftOut[.strings, default: []].append(rule.description.id)
            }
            var found = findings(of: rule, in: context)
            dropUnlistable(&found)
            diagnostics += found
        }
        let partly = leftOut.keys.sorted().map { path in
            SkippedRules.LeftOut(rules: leftOut[path] ?? [], path: path, names: path == .strings ? leftOutLocales : leftOutAppearances)
        }
        let skipped = skippedRules.isEmpty && partly.isEmpty
            ? nil : SkippedRules(file: load.path, rules: skippedRules, paths: needed.sorted(), leftOut: partly)
        return (diagnostics, skipped, omitted)
    }

    /// A line and a rule an inline suppression silences.
    private struct SilencedLine: Hashable {
        var line: Int
        var rule: String
    }

    /// What the `# brandlint:` comments of `path` silence (read again later, with the rest).
    private func silencedLines(in path: String) -> Set<SilencedLine> {
        let bytes = (try? loader.fileSystem.contents(atPath: path, maxBytes: loader.limits.maxInputBytes)) ?? []
        return Set(InlineSuppressions(file: path, bytes: bytes).entries.map { SilencedLine(line: $0.line, rule: $0.rule) })
    }

    /// For a base file (its name, or a folder on its path, starts with `_`): the brands folder above it.
    public static func baseRoot(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.firstIndex(where: { $0.hasPrefix("_") }) else { return nil }
        let root = components[..<index].joined(separator: "/")
        return root.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : root
    }

    /// `handler-color-from`: a colour `declaration` takes `from` a token the brand's palette
    /// lacks but nearly has (`vault.ongold` for `vault.onGold`) is an error at the `from`'s
    /// line in the declaration, with the did-you-mean: a misspelling would fall back silently.
    static func handlerColorSources(_ declaration: HandlerDeclaration, brand: BrandProfile) -> [Diagnostic] {
        let palette = brand.theme.colors
        return declaration.colors.compactMap { color -> Diagnostic? in
            // A palette that lacks a well-spelt `from` takes the declared fallback, as designed;
            // one the palette nearly has is a misspelling that would fall back silently.
            guard palette[color.from] == nil, ColorTokenName(rawValue: color.from) == nil,
                let suggestion = SpellingSuggestion.didYouMean(color.from, among: palette.names)
            else { return nil }
            let mark = declaration.colorMarks[color.token] ?? Mark(line: 1, column: 1)
            let fallback = color.fallback.map { "its fallback \($0.rawValue)" } ?? "the contract's fallback"
            return Diagnostic(
                file: declaration.path, line: mark.line, column: mark.column, severity: .error, rule: LoadingCheck.handlerColorFrom.rawValue,
                message: "\(color.token.rawValue) is taken from \(DisplayText.escaped(color.from)), which \(brand.id)'s palette does not have"
                    + "; did you mean `\(suggestion)`? (\(brand.id)'s \(color.token.rawValue) would show \(fallback))",
                hint: "write \"from\": \"\(suggestion)\" in the declaration, or add \(DisplayText.escaped(color.from)) to the brand's palette")
        }
    }
}
