import BrandModel
import BrandSchema
import YAMLNode

/// `extends`: a profile's chain of bases followed to the root, merged down, remembered for
/// the next profile, and its problems (a missing, unreadable or looping base) reported.
extension LoadSession {
    /// A profile on an `extends` walk: its path, its number among the sources, the name
    /// `extends` gives it, whether it is a base (only bases are remembered), and its document.
    struct Layer {
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
    mutating func resolveExtends(_ document: Node, path: String, file: (source: UInt32, isBase: Bool), root: String) -> Node? {
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
            guard let (basePath, baseFolder) = locateBase(named: name, root: root) else {
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
                    message: "no base profile \"\(name)\" (looked for \(([root] + loader.baseFolders).map { "\($0)/_base/\(name).yaml and \($0)/\(name).yaml" }.joined(separator: ", then ")))",
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
            guard loader.staysInside(baseFolder == root ? realRoot : realLocation(of: baseFolder), basePath) else {
                diagnostics.append(sources.diagnostic(
                    at: extends.mark, check: .baseFileOutside,
                    message: "base profile \(basePath) is a link that leads outside \(baseFolder); it is not read",
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
            // A file in a bases folder is a base whatever its name.
            let isBase = baseFolder != root || Self.isBasePath(basePath)
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

    /// The base's path and the folder it was found in: the brands folder, then each of the
    /// loader's ``ProfileLoader/baseFolders``.
    private func locateBase(named name: String, root: String) -> (path: String, folder: String)? {
        let candidates = ["_base/\(name)", "_\(name)", name].lazy.flatMap { stem in ProfileLoader.profileExtensions.lazy.map { stem + $0 } }
        for folder in [root] + loader.baseFolders {
            if let path = candidates.map({ folder + "/" + $0 }).first(where: { loader.fileSystem.fileExists(atPath: $0) }) {
                return (path, folder)
            }
        }
        return nil
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
}
