import BrandModel
import BrandSchema
import YAMLNode

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
        let outcome = checking { check in check.checkMerged(merged, own: own, path: path, id: id, source: file.source) }
        return finish(path, id, document: outcome.document, profile: outcome.profile, partial: outcome.partial)
    }

    mutating func checkBase(at path: String, root: String, resolvingTokens: Bool = false) -> ProfileLoad {
        let id = ProfileLoader.brandID(forPath: path)
        let file = number(path)
        guard let own = read(path, source: file.source, isBase: file.isBase) else { return finish(path, id, document: nil) }
        _ = checking { check in check.check(own, against: check.schemas.base) }
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
        var profile = profile, partial = partial
        // The settings' flag context, for a brand whose profile and bases declare none.
        if let declared = loader.flagContext, document?[ProfilePath.flagContext.rawValue] == nil {
            profile?.flagContext = declared
            partial?.profile.flagContext = declared
        }
        return ProfileLoad(
            path: path, id: id, profile: profile, partial: partial, document: document, diagnostics: diagnostics.normalized(), sources: sources,
            tokenReferences: tokenReferences, tokenReferenceFlags: tokenReferenceFlags, bases: bases, extendsMark: extendsMark)
    }

    /// Runs `body` on a ``ProfileCheck`` that holds this session's sources and findings, moved
    /// in and back out (a copy would copy the numbering and the findings whole, per profile).
    private mutating func checking<Result>(_ body: (inout ProfileCheck) -> Result) -> Result {
        var check = ProfileCheck(schemas: loader.schemas, fileSystem: loader.fileSystem, limits: loader.limits)
        swap(&check.sources, &documents.sources)
        swap(&check.diagnostics, &diagnostics)
        check.extendsMark = extendsMark
        defer {
            swap(&check.sources, &documents.sources)
            swap(&check.diagnostics, &diagnostics)
            tokenReferences = check.tokenReferences
            tokenReferenceFlags = check.tokenReferenceFlags
        }
        return body(&check)
    }

    /// A profile's name as `extends` writes it (``ProfileCheck/profileName(forPath:)``).
    static func profileName(forPath path: String) -> String {
        ProfileCheck.profileName(forPath: path)
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
    mutating func read(_ path: String, source: UInt32, isBase: Bool) -> Node? {
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

}
