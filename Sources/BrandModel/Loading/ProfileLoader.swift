import BrandSchema
import YAMLNode

/// Loads brand profiles: parse, `extends`, schema, token references, typed model.
///
/// Every step reports all it finds and the load goes as far as it can, so a person
/// sees every problem of a file in one run. Problems become ``Diagnostic``s; nothing
/// is thrown for a bad profile.
///
/// A file is read in the format its name calls for, among ``formats``. JSON needs nothing
/// more, so an app loads the JSON profiles the tools write with this module alone; the
/// tools add `DocumentFormat.yaml` from `YAMLReader`, which links libyaml.
public struct ProfileLoader: Sendable {
    public var schemas: ProfileSchemas
    public var limits: ParseLimits
    public var fileSystem: any ProfileFileSystem
    /// The formats files are read in, the first that claims a file's name winning.
    public var formats: [DocumentFormat]

    public init(
        schemas: ProfileSchemas, limits: ParseLimits = .default, fileSystem: any ProfileFileSystem = LocalFileSystem(),
        formats: [DocumentFormat] = [.json]
    ) {
        self.schemas = schemas
        self.limits = limits
        self.fileSystem = fileSystem
        self.formats = formats
    }

    /// The name endings of profile files, whichever formats a loader reads: a folder's YAML
    /// profiles are listed, and refused with a reason, by a loader that reads JSON only.
    public static let profileExtensions = [".yaml", ".yml", ".json"]

    /// Loads one brand file. `root` is the brands folder, where bases are looked up.
    public func loadBrand(at path: String, root: String? = nil) -> ProfileLoad {
        var documents = ParsedDocuments()
        return loadBrand(at: path, root: root ?? Self.folder(of: path), documents: &documents)
    }

    /// Checks a base file on its own, with nothing required.
    ///
    /// With `resolvingTokens`, the load's ``ProfileLoad/document`` is the base merged over
    /// the bases it extends with its token references resolved, and ``ProfileLoad/tokenReferences``
    /// are set, as a brand's load gives them (an editor's hover in a base needs them; a
    /// lint does not, and saves the resolving). A reference to a token only the brands
    /// define stays as written.
    public func checkBase(at path: String, root: String? = nil, resolvingTokens: Bool = false) -> ProfileLoad {
        var documents = ParsedDocuments()
        var session = LoadSession(loader: self, taking: &documents)
        return session.checkBase(at: path, root: root ?? Self.folder(of: path), resolvingTokens: resolvingTokens)
    }

    /// Checks base files on their own, as ``checkBase(at:root:)`` does for each, sharing
    /// what one check parsed and merged with the next: the bases of one `extends` chain
    /// cost O(chain) together, where a check each from scratch walks the chain below every
    /// base, O(chain²). `root` gives each base's brands folder.
    public func checkBases(at paths: [String], root: (String) -> String) -> [ProfileLoad] {
        var documents = ParsedDocuments()
        documents.number(paths)
        return paths.map { checkBase(at: $0, root: root($0), documents: &documents) }
    }

    /// Loads one brand file, then checks each of its bases on its own: what ``loadBrand(at:root:)``
    /// and then ``checkBases(at:root:)`` on the load's ``ProfileLoad/bases`` give, with each
    /// file parsed and each chain merged once for both, not once for each. `baseRoot` gives
    /// each base's brands folder; a base found under another folder than the brand's is
    /// checked from scratch, since what the brand's walk merged was looked up from its folder.
    public func loadBrand(
        at path: String, root: String? = nil, checkingBasesFrom baseRoot: (String) -> String
    ) -> (brand: ProfileLoad, bases: [ProfileLoad]) {
        let root = root ?? Self.folder(of: path)
        var documents = ParsedDocuments()
        let brand = loadBrand(at: path, root: root, documents: &documents)
        guard brand.bases.allSatisfy({ baseRoot($0) == root }) else { return (brand, checkBases(at: brand.bases, root: baseRoot)) }
        // A file the brand's load could not read is read, and reported, again by its own
        // check, as a check from scratch would.
        documents.unreadable = []
        documents.number(brand.bases)
        return (brand, brand.bases.map { checkBase(at: $0, root: root, documents: &documents) })
    }

    /// Loads one brand, reusing documents an earlier load of the same folder parsed (its bases).
    func loadBrand(at path: String, root: String, documents: inout ParsedDocuments) -> ProfileLoad {
        var session = LoadSession(loader: self, taking: &documents)
        defer { swap(&documents, &session.documents) }
        return session.loadBrand(at: path, root: root)
    }

    func checkBase(at path: String, root: String, documents: inout ParsedDocuments) -> ProfileLoad {
        var session = LoadSession(loader: self, taking: &documents)
        defer { swap(&documents, &session.documents) }
        return session.checkBase(at: path, root: root)
    }

    /// The format a file is read in: the first of ``formats`` that claims its name, else the
    /// first format, as tools read any file they are given; nil for a profile file none of
    /// them reads (a YAML profile given to a loader of JSON).
    public func format(forPath path: String) -> DocumentFormat? {
        formats.format(forPath: path) ?? (Self.isProfileFile(path) ? nil : formats.first)
    }

    /// The brand id a file name gives: the name without its folder and `.yaml`/`.yml`/`.json`.
    public static func brandID(forPath path: String) -> String {
        // An ASCII path, as nearly every one is, is read as bytes: a `Character` reading of
        // the name and its endings was a twentieth of a deep `extends` chain's lint, which
        // asks it of every base. Other paths keep it, so a mark that joins a `.` to the
        // character before it is read the same as before.
        let utf8 = path.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let start = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
            let name = utf8[start...]
            for suffix in profileExtensions where name.reversed().starts(with: suffix.utf8.reversed()) {
                return String(path[start..<utf8.index(name.endIndex, offsetBy: -suffix.utf8.count)])
            }
            return String(path[start...])
        }
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        for suffix in profileExtensions where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return String(name)
    }

    /// The last component of a path.
    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The folder of a file path (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// Files read so far and what parsing them gave: a catalog load parses each base once,
/// however many brands extend it.
///
/// Everything kept per file is kept by the file's number in ``sources``: a step of an
/// `extends` walk asks for its base's document and merged chain several times, and a
/// table of 100,000 paths read at random, each read a hash of the path and a compare of
/// its bytes, grew faster than the chain in time (cache misses), where an array read by
/// number does not.
struct ParsedDocuments: Sendable {
    var sources = SourceFiles()
    /// Each base's document. A brand is read once and not kept.
    var parsed = SourceTable<Node>()
    /// The files whose problem was reported already: a later read in the session finds it
    /// here and reports nothing.
    var unreadable: Set<UInt32> = []
    /// Each base's `extends` chain, merged down to it, or the problems that stopped it: a
    /// chain is walked once however many bases and brands stand on it.
    var mergedBases = SourceTable<MergedBase>()
    /// The token reference cycles of each base's merged theme, once found.
    var tokenCycles = SourceTable<[TokenResolver.Problem]>()
    /// Each brands folder with its links followed.
    var realRoots: [String: String] = [:]

    /// Numbers `paths` as sources up front. Every profile's load returns the numbering as it
    /// stands; a later profile that numbered a new file would copy it whole while an
    /// earlier load still holds it, so a folder of N files numbered one by one cost O(N²).
    mutating func number(_ paths: [String]) {
        sources.reserveCapacity(forMore: paths.count)
        for path in paths { _ = sources.number(for: path) }
    }
}

/// A value per source file, by the file's number in ``SourceFiles``.
struct SourceTable<Value: Sendable>: Sendable {
    private var values: [Value?] = []

    subscript(source: UInt32) -> Value? {
        get { Int(source) < values.count ? values[Int(source)] : nil }
        set {
            let index = Int(source)
            if index >= values.count {
                guard newValue != nil else { return }
                values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count))
            }
            values[index] = newValue
        }
    }
}

/// A base with its `extends` chain resolved. Bases are named by their source numbers.
enum MergedBase: Sendable {
    /// The merged document, and the base right under it (nil for a root base).
    case merged(Node, next: UInt32?)
    /// What was reported when the chain broke, reported again for each profile above it.
    case failed([Diagnostic])
    /// The base is on an `extends` loop: the diagnostic at the `extends` leading into it,
    /// the loop spelled from it, and the loop's files. Out of line: every entry of a
    /// ``SourceTable`` of bases is as large as the largest case.
    indirect case onCycle(intoIt: Diagnostic, cycle: String, members: Set<UInt32>)
    /// The base's chain runs into a loop at `entry`.
    case leadsIntoCycle(entry: UInt32)
}

/// One profile's load: the documents it reads, and what it found.
struct LoadSession {
    let loader: ProfileLoader
    var documents: ParsedDocuments
    var diagnostics: [Diagnostic] = []
    var tokenReferences: [String: String] = [:]
    var tokenReferenceFlags = TokenReferenceFlags()
    /// The bases merged under the profile, nearest first.
    var bases: [String] = []
    var extendsMark: Mark?

    /// Moves `documents` into the session (the caller's is left empty until it is swapped
    /// back): a copy would share the tables, and the session's first write would then copy
    /// every table whole, once per profile, which made a folder of N bases O(N²).
    init(loader: ProfileLoader, taking documents: inout ParsedDocuments) {
        self.loader = loader
        self.documents = ParsedDocuments()
        swap(&self.documents, &documents)
    }

    var sources: SourceFiles {
        get { documents.sources }
        set { documents.sources = newValue }
    }

    mutating func loadBrand(at path: String, root: String) -> ProfileLoad {
        let id = ProfileLoader.brandID(forPath: path)
        let file = number(path)
        guard let own = read(path, source: file.source, isBase: file.isBase) else { return finish(path, id, document: nil) }
        guard let merged = resolveExtends(own, path: path, file: file, root: root) else { return finish(path, id, document: own) }

        var broken = check(merged, against: loader.schemas.profile)
        checkHandlerConfig(merged)
        for problem in NumberRangeCheck.problems(in: merged) {
            diagnostics.append(sources.diagnostic(
                at: problem.mark, check: .numberOutOfRange, message: problem.message, hint: problem.hint))
            // The section holding it is not decoded: no rule reads a number no type can hold.
            if let section = ProfileSection(key: problem.topKey) { broken.insert(section) }
        }
        // A base's dangling references are reported grouped by token, below: only the brand's
        // own are spelt out one by one.
        let resolution = TokenResolver.resolve(merged, reporting: .detailing(source: file.source))
        let resolved = resolution.profile
        tokenReferences = resolution.references
        tokenReferenceFlags = resolution.referenceFlags
        reportTokenProblems(resolution.problems, own: own, path: path, id: id)
        if !resolution.problems.isEmpty { broken.insert(.theme) }
        if let written = resolved["id"], let text = written.string, text != id {
            diagnostics.append(sources.diagnostic(
                at: written.mark, check: .brandIDMismatch,
                message: "id \"\(text)\" does not match the file name \"\(id)\"",
                hint: "rename the file to \(text).yaml, or set `id: \(id)`"))
        }
        if diagnostics.errorCount == 0, let profile = try? ProfileDecoder.decode(resolved, tokenPositions: resolution.tokenPositions) {
            return finish(path, id, document: resolved, profile: profile, partial: PartialProfile(profile: profile, brokenSections: []))
        }
        // The rules still check every section that decoded.
        let decoded = ProfileDecoder.decodeSections(resolved, fallbackID: id, broken: broken, tokenPositions: resolution.tokenPositions)
        for problem in decoded.problems {
            diagnostics.append(sources.diagnostic(at: problem.mark, check: .profileModel, message: problem.message))
        }
        return finish(path, id, document: resolved, partial: PartialProfile(profile: decoded.profile, brokenSections: decoded.broken))
    }

    mutating func checkBase(at path: String, root: String, resolvingTokens: Bool = false) -> ProfileLoad {
        let id = ProfileLoader.brandID(forPath: path)
        let file = number(path)
        guard let own = read(path, source: file.source, isBase: file.isBase) else { return finish(path, id, document: nil) }
        check(own, against: loader.schemas.base)
        guard let merged = resolveExtends(own, path: path, file: file, root: root) else { return finish(path, id, document: own) }
        // A base may reference tokens its brands define; only cycles are its own fault.
        for problem in tokenCycles(ofBase: file.source, merged: merged) {
            diagnostics.append(sources.diagnostic(
                at: problem.mark, check: problem.kind.check, message: problem.message, hint: problem.hint, fix: problem.fix))
        }
        guard resolvingTokens else { return finish(path, id, document: own) }
        let resolution = TokenResolver.resolve(merged, suggesting: false)
        tokenReferences = resolution.references
        tokenReferenceFlags = resolution.referenceFlags
        return finish(path, id, document: resolution.profile)
    }

    /// The token reference cycles of a base's merged theme.
    ///
    /// A base that writes no `theme` of its own has, node for node, the merged theme of the
    /// base under it, so it has that base's cycles: down a chain of such bases the theme is
    /// resolved once and remembered (``ParsedDocuments/tokenCycles``), where resolving it
    /// per base was a quarter of a deep chain's lint.
    private mutating func tokenCycles(ofBase source: UInt32, merged: Node) -> [TokenResolver.Problem] {
        var pending: [UInt32] = []
        var current = source
        var theme = merged
        var cycles: [TokenResolver.Problem]
        while true {
            if let known = documents.tokenCycles[current] {
                cycles = known
                break
            }
            pending.append(current)
            if let own = documents.parsed[current], own["theme"] == nil,
               case .merged(_, let next?) = documents.mergedBases[current], case .merged(let lower, _) = documents.mergedBases[next] {
                current = next
                theme = lower
                continue
            }
            cycles = TokenResolver.resolve(theme, reporting: .cycles).problems
            break
        }
        for base in pending { documents.tokenCycles[base] = cycles }
        return cycles
    }

    private mutating func finish(
        _ path: String, _ id: String, document: Node?, profile: BrandProfile? = nil, partial: PartialProfile? = nil
    ) -> ProfileLoad {
        ProfileLoad(
            path: path, id: id, profile: profile, partial: partial, document: document, diagnostics: diagnostics.normalized(), sources: sources,
            tokenReferences: tokenReferences, tokenReferenceFlags: tokenReferenceFlags, bases: bases, extendsMark: extendsMark)
    }

    /// Token problems written in the brand's own file are reported where they are. A base
    /// may refer to tokens its brands define: a reference in a base that the brand leaves
    /// dangling is the brand's problem, reported once per token at the brand's own file,
    /// with every reference in the base as a related location.
    private mutating func reportTokenProblems(_ problems: [TokenResolver.Problem], own: Node, path: String, id: String) {
        let brandSource = documents.sources.number(for: path)
        // In first-seen order; `slot` finds a target's entry in O(1), since a base may leave
        // any number of distinct tokens to its brands.
        var missing: [(target: String, marks: [Mark])] = []
        var slot: [String: Int] = [:]
        for problem in problems {
            guard problem.kind == .dangling, problem.mark.source != brandSource, let target = problem.target else {
                diagnostics.append(sources.diagnostic(
                    at: problem.mark, check: problem.kind.check, message: problem.message, hint: problem.hint, fix: problem.fix))
                continue
            }
            if let index = slot[target] {
                missing[index].marks.append(problem.mark)
            } else {
                slot[target] = missing.count
                missing.append((target, [problem.mark]))
            }
        }
        // A base's path and name, worked out once per base rather than once per reference.
        var baseFiles: [UInt32: (path: String, name: String)] = [:]
        func baseFile(of mark: Mark) -> (path: String, name: String) {
            if let known = baseFiles[mark.source] { return known }
            let path = sources.path(of: mark)
            let file = (path, Self.profileName(forPath: path))
            baseFiles[mark.source] = file
            return file
        }
        // What every diagnostic below shares, worked out once: a base may leave 100,000
        // tokens to its brand, and the file name is costly to work out each time.
        let fileName = ProfileLoader.fileName(of: path)
        var anchors: [String: Mark] = [:]
        for (target, marks) in missing {
            guard let (group, name) = TokenResolver.split(target) else { continue }
            let baseNames = marks.allSatisfy({ $0.source == marks[0].source })
                ? baseFile(of: marks[0]).name : Set(marks.map { baseFile(of: $0).name }).sorted().joined(separator: ", ")
            let anchor = anchors[group] ?? {
                let anchor = own["theme"]?[group].flatMap { _ in own.keyMark(at: ["theme", group]) } ?? extendsMark ?? own.mark
                anchors[group] = anchor
                return anchor
            }()
            let uses = marks.count == 1 ? "uses" : "uses \(marks.count) times"
            diagnostics.append(Diagnostic(
                file: path, mark: anchor, severity: .error, rule: LoadingCheck.tokenReferenceDangling.rawValue,
                message: String(concatenating: "brand ", id, " does not define the token ", target, ", which base ", baseNames, " ", uses),
                hint: String(concatenating: "add `", name, "` under theme.", group, " in ", fileName),
                related: marks.map { mark in
                    let base = baseFile(of: mark)
                    return Diagnostic.RelatedLocation(
                        file: base.path, line: mark.line, column: mark.column,
                        message: String(concatenating: "base ", base.name, " refers to {", target, "} here"))
                }))
        }
    }

    /// A profile's name as `extends` writes it: the file name without its extension, and
    /// without the `_` that marks a base file outside `_base/`.
    static func profileName(forPath path: String) -> String {
        let name = ProfileLoader.brandID(forPath: path)
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// Whether a folder or file on the path starts with `_`. Asked several times per base on
    /// every step of a chain, so an ASCII path is read as bytes (an `_` at the start or
    /// after a `/`); splitting it into `Character`s was a visible part of each brand's load.
    /// Any other path keeps the `Character` reading (a combining mark joins the `_` it follows).
    static func isBasePath(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").contains { $0.hasPrefix("_") } }
        var previous = UInt8(ascii: "/")
        for byte in utf8 {
            if byte == UInt8(ascii: "_"), previous == UInt8(ascii: "/") { return true }
            previous = byte
        }
        return false
    }

    /// The profile's number among the sources, and whether it is a base: asked once per
    /// load and handed to the read and the `extends` walk.
    private mutating func number(_ path: String) -> (source: UInt32, isBase: Bool) {
        // In place: through the computed `sources`, the numbering would be copied whole on
        // each new file, which made a folder of N bases O(N²).
        (documents.sources.number(for: path), Self.isBasePath(path))
    }

    /// Parses a file once per session; a problem is reported the first time.
    private mutating func read(_ path: String, source: UInt32, isBase: Bool) -> Node? {
        if let done = documents.parsed[source] { return done }
        guard !documents.unreadable.contains(source) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try loader.fileSystem.documentBytes(atPath: path, limits: loader.limits)
        } catch {
            diagnostics.append(error.diagnostic)
            // Reported once: a later read in this session finds the failure.
            documents.unreadable.insert(source)
            return nil
        }
        guard let format = loader.format(forPath: path) else {
            let message = "cannot read this file's format: the loader reads \(loader.formats.map(\.name).joined(separator: ", "))"
            diagnostics.append(Diagnostic(
                file: path, check: .fileUnreadable, message: message,
                hint: "write the profile as JSON with the tools, or give the loader the format (`DocumentFormat.yaml` is in YAMLReader)"))
            documents.unreadable.insert(source)
            return nil
        }
        let parser = format.parser(limits: loader.limits, source: source)
        do throws(YAMLError) {
            let node = try parser.parse(bytes)
            // Bases are read by many brands; a brand is read once, and keeping it would hold
            // every document of a large folder in memory.
            if isBase { documents.parsed[source] = node }
            return node
        } catch {
            diagnostics.append(sources.diagnostic(error))
            if isBase { documents.unreadable.insert(source) }
            return nil
        }
    }

    /// A profile on an `extends` walk: its path, its number among the sources, the name
    /// `extends` gives it, whether it is a base (only bases are remembered), and its document.
    private struct Layer {
        var path: String
        var source: UInt32
        var name: String
        var isBase: Bool
        var node: Node
    }

    /// Follows `extends` to the root base and merges down. Nil when a base is missing,
    /// unreadable or part of a cycle (reported at the `extends` that leads there).
    ///
    /// Linear in the chain: membership is a set, and the walk stops at a base whose chain
    /// an earlier load resolved (``ParsedDocuments/mergedBases``); every base passed is
    /// remembered, merged or failed, so a folder of N bases in one chain costs O(N). A
    /// cycle is not remembered: where it is reported depends on where the walk started.
    private mutating func resolveExtends(_ document: Node, path: String, file: (source: UInt32, isBase: Bool), root: String) -> Node? {
        extendsMark = document["extends"]?.mark
        let start = Layer(path: path, source: file.source, name: Self.profileName(forPath: path), isBase: file.isBase, node: document)
        if start.isBase, let known = documents.mergedBases[start.source] {
            switch known {
            case .onCycle(let intoIt, _, _):
                diagnostics.append(intoIt)
                return nil
            case .leadsIntoCycle(let entry):
                if reportCycle(enteredAt: entry, from: document, chain: [start.source]) { return nil }
            case .merged, .failed:
                return replay(known)
            }
        }
        let reportedBefore = diagnostics.count
        // Each profile by the name `extends` gives it, so a cycle is spelled in one kind of name.
        var chain = [start]
        var inChain: Set<UInt32> = [start.source]
        var current = document
        var bottom: (node: Node, source: UInt32)?
        let realRoot = realLocation(of: root)
        while let extends = current["extends"], let name = extends.string {
            // Only a name that passed the schema's pattern becomes a path: `../x` or `/etc/x`
            // would make the loader open, and report, a file outside the folder.
            guard ProfileLoader.isValidBrandID(name) else {
                diagnostics.append(sources.diagnostic(
                    at: extends.mark, check: .extendsMissing,
                    message: "`extends` names no base: \"\(name)\" is not a base name, so no file is looked up",
                    hint: "name a base by its id (lower-case letters, digits and dashes), as in `extends: house`"))
                return fail(chain, since: reportedBefore)
            }
            guard let basePath = locateBase(named: name, root: root) else {
                // Listed only now, when the base was not found: listing a folder on every
                // step of a long chain would make the walk quadratic.
                if let folder = unreadableBaseFolder(root: root) {
                    diagnostics.append(sources.diagnostic(
                        at: extends.mark, check: .fileUnreadable,
                        message: "base profile \"\(name)\" cannot be looked up: \(folder)"))
                    return fail(chain, since: reportedBefore)
                }
                diagnostics.append(sources.diagnostic(
                    at: extends.mark, check: .extendsMissing,
                    message: "no base profile \"\(name)\" (looked for \(root)/_base/\(name).yaml and \(root)/\(name).yaml)",
                    hint: availableBases(root: root)))
                return fail(chain, since: reportedBefore)
            }
            let baseSource = documents.sources.number(for: basePath)
            if inChain.contains(baseSource) {
                // Every member of the loop is reported at the `extends` leading into it, as its
                // own check would report it, and remembered: a loop of N bases costs O(N).
                let start = chain.firstIndex { $0.source == baseSource } ?? 0
                let loop = chain[start...]
                let names = loop.map(\.name)
                let members = Set(loop.map(\.source))
                var intoEntry: Diagnostic?
                for (index, layer) in loop.enumerated() {
                    let previous = index == 0 ? extends : (chain[start + index - 1].node["extends"] ?? extends)
                    let cycle = Self.cycleText(names, from: index)
                    let intoIt = sources.diagnostic(
                        at: previous.mark, check: .extendsCycle, message: "`extends` makes a cycle: \(cycle)",
                        hint: "one of these profiles must not extend another")
                    if index == 0 { intoEntry = intoIt }
                    if layer.isBase {
                        documents.mergedBases[layer.source] = .onCycle(intoIt: intoIt, cycle: cycle, members: members)
                    }
                }
                remember(chain[..<start], as: .leadsIntoCycle(entry: baseSource))
                if let intoEntry { diagnostics.append(intoEntry) }
                // A profile outside the cycle that leads into it hears about it at its own line.
                if start > 0, let own = document["extends"], let ownName = own.string {
                    diagnostics.append(sources.diagnostic(
                        at: own.mark, check: .extendsCycle,
                        message: "`extends: \(ownName)` leads into a cycle: \(Self.cycleText(names, from: 0))",
                        hint: "extend a base outside the cycle, or break the cycle in \(chain[start].name)"))
                }
                return nil
            }
            guard loader.staysInside(realRoot, basePath) else {
                diagnostics.append(sources.diagnostic(
                    at: extends.mark, check: .baseFileOutside,
                    message: "base profile \(basePath) is a link that leads outside \(root); it is not read",
                    hint: "copy the base into the folder instead"))
                return fail(chain, since: reportedBefore)
            }
            switch documents.mergedBases[baseSource] {
            case .merged(let merged, _):
                bottom = (merged, baseSource)
            case .failed(let reported):
                diagnostics += reported
                return fail(chain, since: reportedBefore)
            case .onCycle:
                if reportCycle(enteredAt: baseSource, from: document, chain: chain.map(\.source)) {
                    remember(chain, as: .leadsIntoCycle(entry: baseSource))
                    return nil
                }
            case .leadsIntoCycle(let entry):
                if reportCycle(enteredAt: entry, from: document, chain: chain.map(\.source)) {
                    remember(chain, as: .leadsIntoCycle(entry: entry))
                    return nil
                }
            case nil:
                break
            }
            if bottom != nil { break }
            let isBase = Self.isBasePath(basePath)
            guard let base = read(basePath, source: baseSource, isBase: isBase) else {
                diagnostics.append(sources.diagnostic(
                    at: extends.mark, check: .extendsUnreadable, message: "base profile \(basePath) could not be read"))
                return fail(chain, since: reportedBefore)
            }
            chain.append(Layer(path: basePath, source: baseSource, name: name, isBase: isBase, node: base))
            inChain.insert(baseSource)
            current = base
        }
        // Merge down from the root base (or the resolved base the walk stopped at),
        // remembering each base's result and the base right under it on the way.
        var merged: Node
        var lower: UInt32?
        if let bottom {
            merged = bottom.node
            lower = bottom.source
        } else {
            let rootLayer = chain.removeLast()
            merged = rootLayer.node
            if rootLayer.isBase { documents.mergedBases[rootLayer.source] = .merged(merged, next: nil) }
            lower = chain.isEmpty ? nil : rootLayer.source
        }
        for layer in chain.dropFirst().reversed() {
            merged = ProfileMerger.merge(base: merged, override: layer.node)
            if layer.isBase { documents.mergedBases[layer.source] = .merged(merged, next: lower) }
            lower = layer.source
        }
        if let first = chain.first {
            merged = ProfileMerger.merge(base: merged, override: first.node)
            if first.isBase { documents.mergedBases[first.source] = .merged(merged, next: lower) }
        }
        // A brand lists its bases (suppressions and attribution read them); a base checked on
        // its own does not, which keeps a folder of N bases in one chain O(N).
        if !start.isBase { bases = basesDown(from: lower) }
        return merged
    }

    /// `root` with links followed, resolved once per folder: asking the file system costs
    /// more than the rest of a small base's walk.
    private mutating func realLocation(of root: String) -> String {
        if let known = documents.realRoots[root] { return known }
        let real = loader.fileSystem.resolvingSymlinks(inPath: root)
        documents.realRoots[root] = real
        return real
    }

    /// The bases' paths from `first` down to the root, by the links
    /// ``MergedBase/merged(_:next:)`` keeps.
    private func basesDown(from first: UInt32?) -> [String] {
        var found: [String] = []
        var seen: Set<UInt32> = []
        var current = first
        while let source = current, seen.insert(source).inserted {
            found.append(sources.path(ofSource: source))
            guard case .merged(_, let next) = documents.mergedBases[source] else { break }
            current = next
        }
        return found
    }

    /// Remembers `outcome` for every base of `chain`.
    private mutating func remember(_ chain: some Sequence<Layer>, as outcome: MergedBase) {
        for layer in chain where layer.isBase { documents.mergedBases[layer.source] = outcome }
    }

    /// Remembers that every base of `chain` stands on a broken chain, with what was reported.
    private mutating func fail(_ chain: [Layer], since reportedBefore: Int) -> Node? {
        remember(chain, as: .failed(Array(diagnostics[reportedBefore...])))
        return nil
    }

    private mutating func replay(_ known: MergedBase) -> Node? {
        switch known {
        case .merged(let node, _):
            return node
        case .failed(let reported):
            diagnostics += reported
            return nil
        case .onCycle, .leadsIntoCycle:
            return nil
        }
    }

    /// Reports a chain that runs into the remembered loop at `entry`: at the `extends`
    /// leading into the entry, and, for a profile outside the loop, at its own `extends`.
    /// False when the walk started on the loop (a brand file on it): it is then walked, so
    /// the loop is reported where that profile's own check finds it.
    private mutating func reportCycle(enteredAt entry: UInt32, from document: Node, chain: [UInt32]) -> Bool {
        guard case .onCycle(let intoIt, let cycle, let members) = documents.mergedBases[entry],
              !chain.contains(where: members.contains) else { return false }
        diagnostics.append(intoIt)
        if let own = document["extends"], let name = own.string {
            diagnostics.append(sources.diagnostic(
                at: own.mark, check: .extendsCycle,
                message: "`extends: \(name)` leads into a cycle: \(cycle)",
                hint: "extend a base outside the cycle, or break the cycle in \(Self.profileName(forPath: sources.path(ofSource: entry)))"))
        }
        return true
    }

    /// A loop's names spelled from `start` round to it again, shortened when long: built
    /// from the names it shows, so spelling every member's loop stays linear.
    static func cycleText(_ names: [String], from start: Int) -> String {
        let count = names.count
        let spelled = count + 1
        guard spelled > 10 else { return (0...count).map { names[(start + $0) % count] }.joined(separator: " -> ") }
        let shown = (0..<8).map { names[(start + $0) % count] }
        return (shown + ["… (\(spelled - 9) more)", names[start]]).joined(separator: " -> ")
    }

    /// A long cycle's names: the first few, a count, and the last.
    static func shortened(_ names: [String]) -> [String] {
        guard names.count > 10 else { return names }
        return Array(names.prefix(8)) + ["… (\(names.count - 9) more)", names[names.count - 1]]
    }

    private func locateBase(named name: String, root: String) -> String? {
        let candidates = ["_base/\(name)", "_\(name)", name].lazy.flatMap { stem in ProfileLoader.profileExtensions.lazy.map { stem + $0 } }
        return candidates.map { root + "/" + $0 }.first { loader.fileSystem.fileExists(atPath: $0) }
    }

    /// Why `root/_base` cannot be listed, when it is a folder that cannot: then a missing
    /// base may well be there, and "no base profile" would be false.
    private func unreadableBaseFolder(root: String) -> ProfileFileError? {
        let folder = root + "/_base"
        guard loader.fileSystem.isDirectory(atPath: folder) else { return nil }
        do {
            _ = try loader.fileSystem.contentsOfDirectory(atPath: folder)
            return nil
        } catch let error as ProfileFileError {
            return error
        } catch {
            return .unreadable(path: folder, reason: "\(error)")
        }
    }

    private func availableBases(root: String) -> String? {
        let names = ((try? loader.fileSystem.contentsOfDirectory(atPath: root + "/_base")) ?? [])
            .filter(ProfileLoader.isProfileFile)
            .map { ProfileLoader.brandID(forPath: $0) }.sorted()
        return names.isEmpty ? nil : "bases available: \(names.joined(separator: ", "))"
    }

    /// Reports every violation; returns the sections they break.
    @discardableResult
    private mutating func check(_ document: Node, against schema: JSONSchema, pathPrefix: String = "") -> Set<ProfileSection> {
        var broken: Set<ProfileSection> = []
        var lines = SourceLines(fileSystem: loader.fileSystem, maxBytes: loader.limits.maxInputBytes)
        for violation in schema.validate(document) {
            let advice = ViolationAdvice.advise(violation, in: document) { mark in lines.text(from: mark, in: sources.path(of: mark)) }
            diagnostics.append(sources.diagnostic(
                at: violation.mark, rule: LoadingCheck.schemaRuleID(keyword: violation.keyword),
                message: Self.located(advice?.message ?? violation.message, at: pathPrefix + violation.instancePath),
                hint: advice?.hint ?? violation.hint, fix: fix(for: violation)))
            broken.formUnion(Self.sections(brokenBy: violation))
        }
        return broken
    }

    /// The section a violation lies in (by the first key of its path), the section a
    /// missing top-level key belongs to, or every section when the profile as a whole
    /// is wrong (not a mapping). An unknown top-level key breaks no section, unless it is the
    /// misspelling of a missing one (``SchemaViolation/missingProperty``).
    static func sections(brokenBy violation: SchemaViolation) -> Set<ProfileSection> {
        let components = violation.instancePath.split(separator: "/", omittingEmptySubsequences: false)
        if components.count > 1 {
            let key = String(components[1]).replacing("~1", with: "/").replacing("~0", with: "~")
            // A misspelt top-level key stands for the section it misses.
            if let section = ProfileSection(key: key) ?? (components.count == 2 ? violation.missingProperty.flatMap(ProfileSection.init(key:)) : nil) {
                return [section]
            }
            return []
        }
        if let missing = violation.missingProperty { return ProfileSection(key: missing).map { [$0] } ?? [] }
        return Set(ProfileSection.allCases)
    }

    private mutating func checkHandlerConfig(_ document: Node) {
        guard let toolSlot = document["appBar"]?["toolSlot"], let handler = toolSlot["handler"]?.string,
              let schema = loader.schemas.handlers[handler] else { return }
        let config = toolSlot["config"] ?? Node(.mapping(.init()), mark: toolSlot.mark)
        for violation in schema.validate(config) {
            diagnostics.append(sources.diagnostic(
                at: violation.mark, check: .handlerConfig,
                message: Self.located("\(violation.message) (handler \(handler)'s schema)", at: "/appBar/toolSlot/config" + violation.instancePath),
                hint: violation.hint, fix: fix(for: violation)))
        }
    }

    private static func located(_ message: String, at pointer: String) -> String {
        pointer.isEmpty ? message : "\(pointer): \(message)"
    }
}
