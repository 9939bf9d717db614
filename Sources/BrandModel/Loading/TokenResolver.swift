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
        public enum Kind: String, Sendable { case dangling = "token-reference-dangling", cycle = "token-reference-cycle" }
        public var kind: Kind
        public var message: String
        public var mark: Mark
        public var hint: String?
    }

    private var theme: Node.Mapping
    private var resolved: [String: Node] = [:]
    private(set) var problems: [Problem] = []
    private(set) var references: [String: String] = [:]

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
        var resolver = TokenResolver(theme: theme)
        var groups = theme.entries
        for groupIndex in groups.indices where groups[groupIndex].key != "contrastPairs" {
            guard case .mapping(var tokens) = groups[groupIndex].value.value else { continue }
            for tokenIndex in tokens.entries.indices {
                let path = groups[groupIndex].key + "." + tokens.entries[tokenIndex].key
                tokens.entries[tokenIndex].value = resolver.value(of: path, chain: [])
                    ?? tokens.entries[tokenIndex].value
            }
            groups[groupIndex].value.value = .mapping(tokens)
        }
        root.entries[themeIndex].value.value = .mapping(Node.Mapping(groups))
        return Resolution(profile: Node(.mapping(root), mark: profile.mark), problems: resolver.problems, references: resolver.references)
    }

    /// Whether a string is written as a token reference.
    public static func reference(in text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard let dot = inner.firstIndex(of: "."), groups.contains(String(inner[..<dot])),
              !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    private init(theme: Node.Mapping) {
        self.theme = theme
    }

    private func token(_ path: String) -> Node? {
        guard let dot = path.firstIndex(of: ".") else { return nil }
        return theme[String(path[..<dot])]?.mapping?[String(path[path.index(after: dot)...])]
    }

    /// The resolved value of the token at `path`, following references; nil when it has no
    /// usable value (the problem is recorded).
    private mutating func value(of path: String, chain: [String]) -> Node? {
        if let done = resolved[path] { return done }
        guard let node = token(path) else { return nil }
        guard let text = node.string, let target = Self.reference(in: text) else {
            resolved[path] = node
            return node
        }
        references[path] = target
        if chain.contains(target) || target == path {
            let cycle = (chain + [path, target]).drop { $0 != target }.joined(separator: " -> ")
            record(.cycle, "token reference cycle: \(cycle)", at: node.mark, hint: "point one of these tokens at a value instead")
            return nil
        }
        guard token(target) != nil else {
            record(.dangling, "\"{\(target)}\" refers to no token", at: node.mark, hint: suggestion(for: target))
            return nil
        }
        guard let value = value(of: target, chain: chain + [path]) else { return nil }
        var copy = value
        copy.mark = node.mark
        resolved[path] = copy
        return copy
    }

    private mutating func record(_ kind: Problem.Kind, _ message: String, at mark: Mark, hint: String?) {
        let problem = Problem(kind: kind, message: message, mark: mark, hint: hint)
        if !problems.contains(problem) { problems.append(problem) }
    }

    private func suggestion(for target: String) -> String? {
        guard let dot = target.firstIndex(of: ".") else { return nil }
        let group = String(target[..<dot])
        let names = theme[group]?.mapping?.keys ?? []
        guard let best = SpellingSuggestion.didYouMean(String(target[target.index(after: dot)...]), among: names) else {
            return "the \(group) group has no such token"
        }
        return "did you mean `{\(group).\(best)}`?"
    }
}
