import Spelling
import YAMLNode

/// Replaces token references such as `"{colors.brand.primary}"` in a profile's `theme`.
///
/// A reference is a whole string value `{group.name}` where the group is one of the
/// theme's token groups and the name is a token in it (names may contain dots). Chains
/// resolve; a reference to nothing, or a cycle, is an error at the reference's mark.
package struct TokenResolver {
    /// The groups whose tokens references name, in slot order (``ThemeGroup``'s).
    public static let groups = ThemeGroup.allCases.map(\.rawValue)

    public struct Problem: Error, Sendable, Equatable {
        public enum Kind: Sendable {
            case dangling, cycle
            /// A reference to a token of another kind (a colour where a number belongs).
            case wrongType

            /// The loading check a problem of this kind fails.
            public var check: LoadingCheck {
                switch self {
                case .dangling: .tokenReferenceDangling
                case .cycle: .tokenReferenceCycle
                case .wrongType: .tokenReferenceType
                }
            }
        }
        public var kind: Kind
        public var message: String
        public var mark: Mark
        public var hint: String?
        /// The token a dangling reference names (`colors.brand.accent`).
        public var target: String?
        /// The reference with the token name corrected, when one is close enough.
        public var fix: Diagnostic.Fix?
        /// The theme entry the reference is written in (`colors`); empty when not known.
        public var group: String = ""
    }

    /// What resolving a profile produced.
    public struct Resolution: Sendable {
        /// The profile with every reference replaced by its value.
        public var profile: Node
        /// Every problem, in one pass.
        public var problems: [Problem]
        /// Each token written as a reference, with the token it names:
        /// `colors.appBar.background` -> `colors.brand.primary`.
        public var references: [String: String]
        /// The same references by position: which tokens of the four groups are written as
        /// references and which a reference names.
        public var referenceFlags: TokenReferenceFlags
        /// Per group (``TokenResolver/groups`` order), each token's position by name, for the
        /// decoder; nil where a name repeats.
        var tokenPositions: [[String: Int32]?] = []
    }

    /// Dangling references get a did-you-mean (a scan of their group) up to this many
    /// times per profile; past it, the plain hint, so a profile of 100,000 dangling
    /// references costs no more than a linear pass.
    static let suggestionLimit = 20
    /// A cycle's message spells out at most this many of its tokens.
    static let cycleShownLimit = 8

    /// Resolves every reference in `profile["theme"]`.
    ///
    /// Linear in the number of tokens: each token's outcome is found once and remembered,
    /// so chains and cycles of any length are followed once, without recursion, over the
    /// tokens' slots (``ChainResolver``) rather than their names.
    /// `suggesting: false` leaves out the did-you-mean of dangling references (a scan of
    /// their group each), for a caller that reports none of them.
    public static func resolve(_ profile: Node, suggesting: Bool = true) -> Resolution {
        resolve(profile, reporting: .all(suggesting: suggesting))
    }

    /// What a caller reports of the problems, so that what it would drop is not built: a
    /// base of 100,000 references to tokens its brands define would otherwise spell out
    /// 100,000 messages and hints for each check of it.
    package enum Reporting: Sendable, Equatable {
        /// Every problem in full.
        case all(suggesting: Bool)
        /// Every problem; a dangling reference written outside `source` (in a base) is given
        /// by its target and mark only, as a brand's load reports those grouped by token.
        /// Only references written in `source` get a did-you-mean, or count towards its limit.
        case detailing(source: UInt32)
        /// Cycles only: the resolved profile and the references are left as they are.
        case cycles
    }

    /// `recordingReferences: false` leaves ``Resolution/references`` empty, for a caller
    /// that has them from another pass (an appearance's colours, after light's).
    package static func resolve(_ profile: Node, reporting: Reporting, recordingReferences: Bool = true) -> Resolution {
        guard case .mapping(var root) = profile.value, let themeIndex = root.entries.firstIndex(where: { $0.key == "theme" }),
              case .mapping(let theme) = root.entries[themeIndex].value.value else {
            return Resolution(profile: profile, problems: [], references: [:], referenceFlags: TokenReferenceFlags())
        }
        var resolver = ChainResolver(theme: theme)
        var problems: [Problem] = []
        var references: [String: String] = [:]
        var flags = resolver.emptyFlags()
        var suggestions = 0
        // Each group's names lowered once, for all of its did-you-mean searches.
        var vocabularies: [String: SpellingSuggestion.Vocabulary] = [:]
        var groups = theme.entries
        for groupIndex in groups.indices where groups[groupIndex].key != "contrastPairs" {
            guard case .mapping(var tokens) = groups[groupIndex].value.value else { continue }
            let group = groups[groupIndex].key
            // The four groups' tokens have slots; a token of any other entry is only a source.
            let slotGroup = resolver.group(atThemeEntry: groupIndex)
            var changed = false
            for tokenIndex in tokens.entries.indices {
                // Most tokens are plain values: one byte decides.
                guard let text = tokens.entries[tokenIndex].value.string, let target = reference(in: text) else { continue }
                let mark = tokens.entries[tokenIndex].value.mark
                if reporting != .cycles, recordingReferences {
                    // Sized once, on the first reference, for every token: regrowing rehashes each path.
                    if references.isEmpty { references.reserveCapacity(groups.reduce(0) { $0 + ($1.value.mapping?.count ?? 0) }) }
                    references[joined(group, tokens.entries[tokenIndex].key)] = target
                }
                let named: ChainResolver.Slot
                let outcome: ChainResolver.Outcome
                if let slotGroup {
                    let slot = resolver.slot(group: slotGroup, index: tokenIndex)
                    named = resolver.target(of: slot)
                    outcome = resolver.outcome(of: slot)
                    flags.markReference(slot: Int(slot))
                } else {
                    named = resolver.slot(naming: text)
                    outcome = resolver.outcome(naming: named)
                }
                if named >= 0 { flags.markNamed(slot: Int(named)) }
                switch outcome {
                case .value(let valueSlot):
                    guard reporting != .cycles else { continue }
                    var node = resolver.value(of: valueSlot)
                    if let expected = Expectation(group: group), !expected.accepts(node) {
                        // Reported where the reference to the value itself is written; the
                        // tokens that reach it through further references are left as they are.
                        // An empty token is the schema's to report (`#FFFFFF` unquoted is a comment).
                        guard resolver.target(of: named) == ChainResolver.plain, !node.isNull else { continue }
                        problems.append(Problem(
                            kind: .wrongType,
                            message: "\"{\(target)}\" resolves to a value of type \(node.typeName), but \(joined(group, tokens.entries[tokenIndex].key)) must be \(expected.description)",
                            mark: mark, hint: "refer to a token of the \(group) group, or write the value itself", group: group))
                        continue
                    }
                    node.mark = mark
                    tokens.entries[tokenIndex].value = node
                    changed = true
                case .dangling:
                    let suggesting: Bool
                    switch reporting {
                    case .cycles: continue
                    case .all(let all): suggesting = all
                    case .detailing(let source) where mark.source != source:
                        problems.append(Problem(kind: .dangling, message: "", mark: mark, target: target, group: group))
                        continue
                    case .detailing: suggesting = true
                    }
                    suggestions += 1
                    // A did-you-mean searches the group: past the limit, a plain hint keeps the
                    // cost linear in the number of dangling references.
                    let suggested = suggesting && suggestions <= Self.suggestionLimit
                        ? Self.suggestion(for: target, in: theme, vocabularies: &vocabularies)
                        : ("the \(Self.split(target)?.group ?? "theme") group has no such token", nil)
                    problems.append(Problem(
                        kind: .dangling, message: "\"{\(target)}\" refers to no token", mark: mark,
                        hint: suggested.hint, target: target, fix: suggested.fix, group: group))
                case .cycle(let loop, let place):
                    let onLoop = resolver.loop(loop)
                    let description = describe(count: onLoop.count, from: place) { resolver.name(of: onLoop[$0]) }
                    problems.append(Problem(
                        kind: .cycle, message: "token reference cycle: \(description)", mark: mark,
                        hint: "point one of these tokens at a value instead", group: group))
                case .brokenFurther:
                    break
                }
            }
            if changed { groups[groupIndex].value.value = .mapping(tokens) }
        }
        root.entries[themeIndex].value.value = .mapping(Node.Mapping(groups))
        return Resolution(
            profile: Node(.mapping(root), mark: profile.mark), problems: problems, references: references, referenceFlags: flags,
            tokenPositions: resolver.positions)
    }

    /// A loop of `count` tokens spelled from place `start` back to it; a long one shows its
    /// first tokens and a count. Only the tokens shown are named.
    /// Appended piece by piece: `joined(separator:)` over an array of the parts cost several
    /// times as much, once per token of a cycle that may have 100,000.
    static func describe(count: Int, from start: Int, name: (Int) -> String) -> String {
        let shown = min(count, cycleShownLimit)
        var text = ""
        for offset in 0..<shown {
            text += name((start + offset) % count)
            text += " -> "
        }
        if shown < count { text += "… (\(count - shown) more) -> " }
        text += name(start)
        return text
    }

    /// What a token of a group must resolve to.
    enum Expectation: CustomStringConvertible {
        case text, number, mapping(String)

        init?(group: String) {
            switch ThemeGroup(rawValue: group) {
            case .colors: self = .text
            case .spacing: self = .number
            case .typography: self = .mapping("a text style")
            case .animation: self = .mapping("an animation preset")
            case nil: return nil
            }
        }

        func accepts(_ node: Node) -> Bool {
            switch (self, node.value) {
            case (.text, .string), (.number, .int), (.number, .double), (.mapping, .mapping): true
            default: false
            }
        }

        var description: String {
            switch self {
            case .text: "a colour"
            case .number: "a number"
            case .mapping(let what): what
            }
        }
    }

    /// `group.key`, written into one buffer of the final size: `group + "." + key`
    /// allocates for the intermediate string and again as it grows.
    static func joined(_ group: String, _ key: String) -> String {
        var group = group
        var key = key
        return group.withUTF8 { groupBytes in
            key.withUTF8 { keyBytes in
                String(unsafeUninitializedCapacity: groupBytes.count + 1 + keyBytes.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: groupBytes)
                    buffer[groupBytes.count] = UInt8(ascii: ".")
                    _ = buffer[(groupBytes.count + 1)...].initialize(fromContentsOf: keyBytes)
                    return buffer.count
                }
            }
        }
    }

    /// Whether a string is written as a token reference; the referenced path if so.
    ///
    /// Called for every string token, so it works on the UTF-8 bytes: most tokens are
    /// decided by their first byte.
    public static func reference(in text: String) -> String? {
        readReference(text) { inner, _, _ in String(decoding: inner, as: UTF8.self) }
    }

    /// The group (an index into ``groups``) and the token name of a reference, read from the
    /// bytes: `{colors.brand.primary}` -> (0, `brand.primary`).
    static func parts(ofReference text: String) -> (group: Int, name: String)? {
        readReference(text) { inner, dot, group in
            (group, String(decoding: UnsafeBufferPointer(rebasing: inner[(dot + 1)...]), as: UTF8.self))
        }
    }

    /// Checks that `text` is a reference and hands `body` its bytes between the braces, the
    /// place of the first dot in them and the index of the group before that dot.
    private static func readReference<Result>(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> Result
    ) -> Result? {
        var text = text
        return text.withUTF8 { bytes -> Result? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard let dot = inner.firstIndex(of: UInt8(ascii: ".")),
                  !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
            let group = UnsafeBufferPointer(rebasing: inner[..<dot])
            guard let groupIndex = groupNames.firstIndex(where: { $0.elementsEqual(group) }) else { return nil }
            return body(inner, dot, groupIndex)
        }
    }

    static let groupNames: [[UInt8]] = groups.map { Array($0.utf8) }

    /// `colors.brand.primary` -> (`colors`, `brand.primary`): the group ends at the first dot.
    ///
    /// Looks for the dot in the UTF-8 bytes; `firstIndex(of: Character)` breaks graphemes on
    /// the hot path of every reference.
    static func split(_ path: String) -> (group: String, name: String)? {
        let bytes = path.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        return (String(path[..<dot]), String(path[bytes.index(after: dot)...]))
    }

    /// The hint for a dangling reference, and the corrected reference as an edit. Not a
    /// safe fix: pointing a token at a value it never had changes what the profile shows.
    private static func suggestion(
        for target: String, in theme: Node.Mapping, vocabularies: inout [String: SpellingSuggestion.Vocabulary]
    ) -> (hint: String?, fix: Diagnostic.Fix?) {
        guard let (group, name) = split(target) else { return (nil, nil) }
        let vocabulary = vocabularies[group] ?? SpellingSuggestion.Vocabulary(theme[group]?.mapping?.keys ?? [])
        vocabularies[group] = vocabulary
        guard let best = vocabulary.closest(to: name).first else {
            return ("the \(group) group has no such token", nil)
        }
        return ("did you mean `{\(group).\(best)}`?", .replace(
            original: "{\(target)}", replacement: "{\(group).\(best)}", isSafe: false,
            unsafeBecause: "pointing the token at `{\(group).\(best)}` would show a value it never had"))
    }
}
