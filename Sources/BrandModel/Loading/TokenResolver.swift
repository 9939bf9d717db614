import BrandSchema
import YAMLNode

/// Replaces token references such as `"{colors.brand.primary}"` in a profile's `theme`.
///
/// A reference is a whole string value `{group.name}` where the group is one of the
/// theme's token groups and the name is a token in it (names may contain dots). Chains
/// resolve; a reference to nothing, or a cycle, is an error at the reference's mark.
public struct TokenResolver {
    public static let groups = ["colors", "typography", "spacing", "animation"]

    public struct Problem: Error, Sendable, Equatable {
        public enum Kind: Sendable {
            case dangling, cycle

            /// The loading check a problem of this kind fails.
            public var check: LoadingCheck { self == .dangling ? .tokenReferenceDangling : .tokenReferenceCycle }
        }
        public var kind: Kind
        public var message: String
        public var mark: Mark
        public var hint: String?
        /// The token a dangling reference names (`colors.brand.accent`).
        public var target: String?
        /// The reference with the token name corrected, when one is close enough.
        public var fix: Diagnostic.Fix?
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
    }

    /// Resolves every reference in `profile["theme"]`.
    public static func resolve(_ profile: Node) -> Resolution {
        guard case .mapping(var root) = profile.value, let themeIndex = root.entries.firstIndex(where: { $0.key == "theme" }),
              case .mapping(let theme) = root.entries[themeIndex].value.value else {
            return Resolution(profile: profile, problems: [], references: [:])
        }
        var problems: [Problem] = []
        var references: [String: String] = [:]
        var groups = theme.entries
        for groupIndex in groups.indices where groups[groupIndex].key != "contrastPairs" {
            guard case .mapping(var tokens) = groups[groupIndex].value.value else { continue }
            let group = groups[groupIndex].key
            var changed = false
            for tokenIndex in tokens.entries.indices {
                // Most tokens are plain values: one byte decides.
                guard let text = tokens.entries[tokenIndex].value.string, let target = reference(in: text) else { continue }
                let path = joined(group, tokens.entries[tokenIndex].key)
                let mark = tokens.entries[tokenIndex].value.mark
                // Sized once, on the first reference, for every token: regrowing rehashes each path.
                if references.isEmpty { references.reserveCapacity(groups.reduce(0) { $0 + ($1.value.mapping?.count ?? 0) }) }
                references[path] = target
                switch follow(target, from: path, in: theme) {
                case .value(var node):
                    node.mark = mark
                    tokens.entries[tokenIndex].value = node
                    changed = true
                case .dangling:
                    let suggested = suggestion(for: target, in: theme)
                    problems.append(Problem(
                        kind: .dangling, message: "\"{\(target)}\" refers to no token", mark: mark,
                        hint: suggested.hint, target: target, fix: suggested.fix))
                case .cycle(let loop):
                    problems.append(Problem(
                        kind: .cycle, message: "token reference cycle: \(loop.joined(separator: " -> "))", mark: mark,
                        hint: "point one of these tokens at a value instead"))
                case .brokenFurther:
                    break
                }
            }
            if changed { groups[groupIndex].value.value = .mapping(tokens) }
        }
        root.entries[themeIndex].value.value = .mapping(Node.Mapping(groups))
        return Resolution(profile: Node(.mapping(root), mark: profile.mark), problems: problems, references: references)
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
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard let dot = inner.firstIndex(of: UInt8(ascii: ".")),
                  !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
            let group = UnsafeBufferPointer(rebasing: inner[..<dot])
            guard groupNames.contains(where: { $0.elementsEqual(group) }) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
    }

    private static let groupNames: [[UInt8]] = groups.map { Array($0.utf8) }

    private enum Outcome {
        case value(Node)
        /// The token's own reference names nothing.
        case dangling
        /// The token is part of a loop, spelled out from it back to it.
        case cycle([String])
        /// A reference further down the chain is broken; reported where it is written.
        case brokenFurther
    }

    /// Follows references from the token at `path`, which names `target`.
    private static func follow(_ target: String, from path: String, in theme: Node.Mapping) -> Outcome {
        // The tokens passed after `path`: most references name a value at once, and then
        // no array is allocated.
        var chain: [String] = []
        var current = target
        while true {
            if current == path { return .cycle([path] + chain + [path]) }
            if chain.contains(current) { return .brokenFurther }
            guard let node = token(current, in: theme) else { return chain.isEmpty ? .dangling : .brokenFurther }
            guard let text = node.string, let next = reference(in: text) else { return .value(node) }
            chain.append(current)
            current = next
        }
    }

    /// The token `path` names, if any. The group is matched on the bytes against the known
    /// group names (the only ones a reference can start with), so only the name becomes a
    /// new string; `split` would make two per hop of every chain.
    private static func token(_ path: String, in theme: Node.Mapping) -> Node? {
        var path = path
        let parts = path.withUTF8 { bytes -> (group: Int, name: String)? in
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
            let group = UnsafeBufferPointer(rebasing: bytes[..<dot])
            guard let groupIndex = groupNames.firstIndex(where: { $0.elementsEqual(group) }) else { return nil }
            return (groupIndex, String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self))
        }
        guard let parts else { return nil }
        return theme[groups[parts.group]]?.mapping?[parts.name]
    }

    /// `colors.brand.primary` -> (`colors`, `brand.primary`): the group ends at the first dot.
    ///
    /// Looks for the dot in the UTF-8 bytes; `firstIndex(of: Character)` costs thousands of
    /// instructions on the hot path of every reference.
    static func split(_ path: String) -> (group: String, name: String)? {
        let bytes = path.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        return (String(path[..<dot]), String(path[bytes.index(after: dot)...]))
    }

    /// The hint for a dangling reference, and the corrected reference as an edit. Not a
    /// safe fix: pointing a token at a value it never had changes what the profile shows.
    private static func suggestion(for target: String, in theme: Node.Mapping) -> (hint: String?, fix: Diagnostic.Fix?) {
        guard let (group, name) = split(target) else { return (nil, nil) }
        let names = theme[group]?.mapping?.keys ?? []
        guard let best = SpellingSuggestion.didYouMean(name, among: names) else {
            return ("the \(group) group has no such token", nil)
        }
        return ("did you mean `{\(group).\(best)}`?", .replace(original: "{\(target)}", replacement: "{\(group).\(best)}", isSafe: false))
    }
}
