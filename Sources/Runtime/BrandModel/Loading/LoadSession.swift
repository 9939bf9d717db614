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
        let appearances = AppearanceResolver.resolve(merged: merged, resolved: resolution.profile, reporting: .detailing(source: file.source))
        let resolved = appearances.profile
        tokenReferences = resolution.references
        tokenReferenceFlags = resolution.referenceFlags
        if !appearances.namedColors.isEmpty, let colors = resolved.node(at: ThemeGroup.colors.documentPath)?.mapping {
            for index in colors.entries.indices where appearances.namedColors.contains(colors.entries[index].key) {
                tokenReferenceFlags.markNamed(group: .colors, index: index)
            }
        }
        reportTokenProblems(resolution.problems, own: own, path: path, id: id)
        reportAppearanceProblems(appearances.problems, own: own, path: path, id: id)
        if !resolution.problems.isEmpty || !appearances.problems.isEmpty { broken.insert(.theme) }
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
    private mutating func reportTokenProblems(
        _ problems: [TokenResolver.Problem], own: Node, path: String, id: String, appearance: Appearance? = nil
    ) {
        let brandSource = documents.sources.number(for: path)
        // In first-seen order; `slot` finds a target's entry in O(1), since a base may leave
        // any number of distinct tokens to its brands.
        var missing: [(target: String, marks: [Mark])] = []
        var slot: [String: Int] = [:]
        for problem in problems {
            guard problem.kind == .dangling, problem.mark.source != brandSource, let target = problem.target else {
                let message = appearance.map { String(concatenating: $0.rawValue, ": ", problem.message) } ?? problem.message
                diagnostics.append(sources.diagnostic(
                    at: problem.mark, check: problem.kind.check, message: message, hint: problem.hint, fix: problem.fix))
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
            var uses = marks.count == 1 ? "uses" : "uses \(marks.count) times"
            if let appearance { uses += String(concatenating: " in its ", appearance.rawValue, " appearance") }
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

    /// An appearance's problems: reference problems as ``reportTokenProblems(_:own:path:id:appearance:)``
    /// reports them, named by the appearance; an override of a colour light lacks where it is
    /// written, or at the brand when a base writes it (the brand lacks the colour).
    private mutating func reportAppearanceProblems(_ problems: [AppearanceResolver.Problem], own: Node, path: String, id: String) {
        let brandSource = documents.sources.number(for: path)
        for problem in problems {
            switch problem {
            case .token(let appearance, let tokenProblem):
                reportTokenProblems([tokenProblem], own: own, path: path, id: id, appearance: appearance)
            case .unknownOverride(let appearance, let name, let keyMark, let suggestions, let existing):
                let target = ThemeGroup.colors.path(name)
                let hint = suggestions.first.map { "did you mean `\($0)`?" }
                    ?? "an appearance overrides the light colours: add `\(name)` under theme.colors first"
                guard keyMark.source != brandSource else {
                    // The did-you-mean as a rename: `--fix` applies it when it is the only one.
                    let fix = suggestions.first.map { suggestion in
                        Diagnostic.Fix.rename(
                            name, to: suggestion, candidates: suggestions,
                            existing: existing.map { "\(sources.path(of: $0)):\($0.line):\($0.column)" })
                    }
                    diagnostics.append(sources.diagnostic(
                        at: keyMark, check: .appearanceOverrideUnknown,
                        message: String(concatenating: appearance.rawValue, ": overrides ", target, ", which the light theme does not have"),
                        hint: hint, fix: fix))
                    continue
                }
                let basePath = sources.path(of: keyMark)
                let baseName = Self.profileName(forPath: basePath)
                diagnostics.append(Diagnostic(
                    file: path, mark: extendsMark ?? own.mark, severity: .error, rule: LoadingCheck.appearanceOverrideUnknown.rawValue,
                    message: String(concatenating: appearance.rawValue, ": brand ", id, " does not define the colour ", target, ", which base ", baseName, " overrides"),
                    hint: String(concatenating: "add `", name, "` under theme.colors in ", ProfileLoader.fileName(of: path)),
                    related: [Diagnostic.RelatedLocation(
                        file: basePath, line: keyMark.line, column: keyMark.column,
                        message: String(concatenating: "base ", baseName, " overrides ", target, " here"))]))
            }
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
