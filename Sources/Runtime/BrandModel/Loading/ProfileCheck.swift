import BrandSchema
import YAMLNode

/// One profile's checks once its bases are merged under it: the schema, the handler's
/// config, number ranges, token references and appearances, the id, and the typed model.
/// The tools' loader runs it after `extends` (ProfileLoading's `LoadSession`); the runtime
/// runs it on a standalone document (``loadStandalone(json:path:id:schemas:limits:)``), which has no bases.
package struct ProfileCheck {
    package let schemas: ProfileSchemas
    package let fileSystem: any ProfileFileSystem
    package let limits: ParseLimits
    package var sources = SourceFiles()
    package var diagnostics: [Diagnostic] = []
    package var tokenReferences: [String: String] = [:]
    package var tokenReferenceFlags = TokenReferenceFlags()
    /// Where the profile's own `extends` is written: a problem a brand causes in a base is reported there.
    package var extendsMark: Mark?

    package init(schemas: ProfileSchemas, fileSystem: any ProfileFileSystem, limits: ParseLimits) {
        self.schemas = schemas
        self.fileSystem = fileSystem
        self.limits = limits
    }

    /// Checks `merged` (the profile `own` over its bases) and decodes it. `source` is the
    /// profile's own number among ``sources``.
    package mutating func checkMerged(
        _ merged: Node, own: Node, path: String, id: String, source: UInt32
    ) -> (document: Node, profile: BrandProfile?, partial: PartialProfile) {
        var broken = check(merged, against: schemas.profile)
        checkHandlerConfig(merged)
        for problem in NumberRangeCheck.problems(in: merged) {
            diagnostics.append(sources.diagnostic(
                at: problem.mark, check: .numberOutOfRange, message: problem.message, hint: problem.hint))
            // The section holding it is not decoded: no rule reads a number no type can hold.
            broken.paths.formUnion(ProfilePath.broken(byErrorAt: [problem.topKey]))
        }
        // A base's dangling references are reported grouped by token, below: only the brand's
        // own are spelt out one by one.
        let resolution = TokenResolver.resolve(merged, reporting: .detailing(source: source))
        let appearances = AppearanceResolver.resolve(merged: merged, resolved: resolution.profile, reporting: .detailing(source: source))
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
        // A reference problem breaks the group it is written in; an appearance's, that appearance.
        // Each group once: the resolver reports group by group, so a loop of 100,000 tokens
        // is one group, looked up once (a group seen again is only looked up again).
        var groups: [String] = []
        for problem in resolution.problems where problem.group != groups.last { groups.append(problem.group) }
        for group in groups { broken.paths.formUnion(group.isEmpty ? ProfilePath.theme : ProfilePath.broken(byErrorAt: ["theme", group])) }
        for problem in appearances.problems { broken.appearances.insert(problem.appearance) }
        if let written = resolved["id"], let text = written.string, text != id {
            diagnostics.append(sources.diagnostic(
                at: written.mark, check: .brandIDMismatch,
                message: "id \"\(text)\" does not match the file name \"\(id)\"",
                hint: "rename the file to \(text).yaml, or set `id: \(id)`"))
        }
        if diagnostics.errorCount == 0, let profile = try? ProfileDecoder.decode(resolved, tokenPositions: resolution.tokenPositions) {
            return (resolved, profile, PartialProfile(profile: profile, broken: BrokenParts()))
        }
        // The rules still check every part that decoded.
        // An appearance or a locale with errors of its own is left out, so the rest decode.
        let decoded = ProfileDecoder.decodeSections(
            broken.withoutBrokenAppearancesAndLocales(resolved), fallbackID: id, broken: broken.paths, tokenPositions: resolution.tokenPositions)
        for problem in decoded.problems {
            diagnostics.append(sources.diagnostic(at: problem.mark, check: .profileModel, message: problem.message))
        }
        broken.paths = decoded.broken
        return (resolved, nil, PartialProfile(profile: decoded.profile, broken: broken))
    }

    /// Token problems written in the brand's own file are reported where they are. A base
    /// may refer to tokens its brands define: a reference in a base that the brand leaves
    /// dangling is the brand's problem, reported once per token at the brand's own file,
    /// with every reference in the base as a related location.
    private mutating func reportTokenProblems(
        _ problems: [TokenResolver.Problem], own: Node, path: String, id: String, appearance: Appearance? = nil
    ) {
        let brandSource = sources.number(for: path)
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
        let fileName = Self.fileName(of: path)
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
        let brandSource = sources.number(for: path)
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
                    hint: String(concatenating: "add `", name, "` under theme.colors in ", Self.fileName(of: path)),
                    related: [Diagnostic.RelatedLocation(
                        file: basePath, line: keyMark.line, column: keyMark.column,
                        message: String(concatenating: "base ", baseName, " overrides ", target, " here"))]))
            }
        }
    }

    /// A profile's name as `extends` writes it: the file name without its extension, and
    /// without the `_` that marks a base file outside `_base/`.
    package static func profileName(forPath path: String) -> String {
        let name = ProfileFileName.brandID(forPath: path)
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// The last component of a path.
    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Reports every violation; returns the parts of the profile they break.
    @discardableResult
    package mutating func check(_ document: Node, against schema: JSONSchema, pathPrefix: String = "") -> BrokenParts {
        var broken = BrokenParts()
        var lines = SourceLines(fileSystem: fileSystem, maxBytes: limits.maxInputBytes)
        for violation in schema.validate(document) {
            let advice = ViolationAdvice.advise(violation, in: document) { mark in lines.text(from: mark, in: sources.path(of: mark)) }
            diagnostics.append(sources.diagnostic(
                at: violation.mark, rule: LoadingCheck.schemaRuleID(keyword: violation.keyword),
                message: Self.located(advice?.message ?? violation.message, at: pathPrefix + violation.instancePath),
                hint: advice?.hint ?? violation.hint, fix: fix(for: violation)))
            broken.insert(errorAt: Self.keys(brokenBy: violation))
        }
        return broken
    }

    /// The document keys that say what a violation breaks (``BrokenParts/insert(errorAt:)``),
    /// by its instance path, which a missing property extends by the property's name. An
    /// unknown key breaks the part it is written in, if any (not a misspelt top-level key), or
    /// the missing key it misspells (``SchemaViolation/missingProperty``).
    static func keys(brokenBy violation: SchemaViolation) -> [String] {
        var components = violation.instancePath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()[...]
        var missing: [Substring] = []
        if let property = violation.missingProperty {
            // An unknown key's path names the key itself: the missing one it misspells stands in.
            if violation.unknownProperty != nil, !components.isEmpty { components.removeLast() }
            missing = [Substring(property)]
        }
        // Only the first keys can name a part: the rest are not unescaped or copied.
        return (components + missing).prefix(ProfilePath.maximumDepth).map { component in
            String(component).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    private mutating func checkHandlerConfig(_ document: Node) {
        guard let toolSlot = document["appBar"]?["toolSlot"], let handler = toolSlot["handler"]?.string,
              let schema = schemas.handlers[handler] else { return }
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
    /// An unknown property's did-you-mean as an edit of its key, with the reason it is not
    /// safe when it is not: the name is as close to another, or the mapping (of the brand
    /// merged over its bases) already sets it, here or in a base.
    private func fix(for violation: SchemaViolation) -> Diagnostic.Fix? {
        guard let unknown = violation.unknownProperty, let suggestion = unknown.suggestion else { return nil }
        let existing = unknown.suggestionMark.map { "\(sources.path(of: $0)):\($0.line):\($0.column)" }
        let fix = Diagnostic.Fix.rename(unknown.name, to: suggestion, candidates: unknown.equallyClose, existing: existing)
        guard !unknown.isUnambiguous, fix.isSafe else { return fix }
        // Unambiguous is the evaluator's word: a rename it doubts stays unsafe whatever the reason.
        return .replace(original: unknown.name, replacement: suggestion, isSafe: false,
                        unsafeBecause: "renaming `\(unknown.name)` could give the mapping `\(suggestion)` twice")
    }
}

extension ProfileCheck {
    /// One standalone profile's load from its JSON bytes at `path`: parsed, then checked and
    /// decoded as the tools' loader checks a brand, with no bases (a runtime envelope's
    /// profile). A profile that names a base is refused: `extends` is the tools' to resolve.
    package static func loadStandalone(json bytes: [UInt8], path: String, id: String, schemas: ProfileSchemas, limits: ParseLimits) -> ProfileLoad {
        var memory = InMemoryFileSystem()
        memory.write(bytes, to: path)
        var check = ProfileCheck(schemas: schemas, fileSystem: memory, limits: limits)
        let source = check.sources.number(for: path)
        let document: Node
        do throws(YAMLError) {
            document = try DocumentFormat.json.parser(limits: limits, source: source).parse(bytes)
        } catch {
            check.diagnostics.append(check.sources.diagnostic(error))
            return check.load(path: path, id: id, document: nil)
        }
        return check.checkStandalone(document, path: path, id: id, source: source)
    }

    /// One standalone profile's load from a document already parsed out of the file `bytes`
    /// at `path`, with marks of the source number a new ``SourceFiles`` gives `path` first
    /// (`SourceFiles().number(for: path)`): a runtime envelope's
    /// `profile` member, so that every diagnostic points at the envelope's own line and column.
    package static func loadStandalone(
        document: Node, in bytes: [UInt8], path: String, id: String, schemas: ProfileSchemas, limits: ParseLimits
    ) -> ProfileLoad {
        var memory = InMemoryFileSystem()
        memory.write(bytes, to: path)
        var check = ProfileCheck(schemas: schemas, fileSystem: memory, limits: limits)
        let source = check.sources.number(for: path)
        return check.checkStandalone(document, path: path, id: id, source: source)
    }

    private mutating func checkStandalone(_ document: Node, path: String, id: String, source: UInt32) -> ProfileLoad {
        if let extends = document["extends"] {
            diagnostics.append(sources.diagnostic(
                at: extends.mark, check: .extendsMissing, message: "a standalone profile names no base: `extends` is not read here",
                hint: "write the brand merged over its bases with brandgen --platform json"))
            return load(path: path, id: id, document: document)
        }
        let outcome = checkMerged(document, own: document, path: path, id: id, source: source)
        return load(path: path, id: id, document: outcome.document, profile: outcome.profile, partial: outcome.partial)
    }

    private func load(path: String, id: String, document: Node?, profile: BrandProfile? = nil, partial: PartialProfile? = nil) -> ProfileLoad {
        ProfileLoad(
            path: path, id: id, profile: profile, partial: partial, document: document, diagnostics: diagnostics.normalized(), sources: sources,
            tokenReferences: tokenReferences, tokenReferenceFlags: tokenReferenceFlags)
    }
}
