import YAMLNode

/// Tokens arranged in groups by the dots of their names (`brand.primary` is the token
/// `primary` in the group `brand`), written with keys sorted: the DTCG file's structure.
///
/// A name that is both a token and a group (`brand` and `brand.primary`) puts the token
/// under the group's reserved `$root` key, as the DTCG Format Module does.
struct TokenTree {
    private var token: Node?
    private var children: [String: TokenTree] = [:]
    /// `$type`, `$extensions`, ... of the group itself.
    private var properties: [(String, Node)] = []

    static let rootKey = "$root"

    mutating func insert(_ token: Node, at path: some Collection<Substring>) {
        guard let first = path.first else {
            self.token = token
            return
        }
        children[String(first), default: TokenTree()].insert(token, at: path.dropFirst())
    }

    /// Sets a group property (`$type`) on the group at `path`.
    mutating func setProperty(_ key: String, _ value: Node, at path: some Collection<Substring> = [Substring]()) {
        guard let first = path.first else {
            properties.removeAll { $0.0 == key }
            properties.append((key, value))
            return
        }
        children[String(first), default: TokenTree()].setProperty(key, value, at: path.dropFirst())
    }

    /// Whether the name `path` ends up under `$root` (it is a token and a group).
    func isRootToken(_ path: some Collection<Substring>) -> Bool {
        guard let first = path.first else { return token != nil && !children.isEmpty }
        return children[String(first)]?.isRootToken(path.dropFirst()) ?? false
    }

    /// ``node``, written: the same JSON without building it.
    func write(into json: inout JSONWriter) {
        if let token, children.isEmpty, properties.isEmpty {
            json.value(token)
            return
        }
        var pairs: [(key: String, tree: TokenTree?, node: Node?)] = properties.map { ($0.0, nil, $0.1) }
        for (name, child) in children { pairs.append((name, child, nil)) }
        if let token { pairs.append((Self.rootKey, nil, token)) }
        pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        json.beginObject()
        for pair in pairs {
            json.key(pair.key)
            if let tree = pair.tree { tree.write(into: &json) } else if let node = pair.node { json.value(node) }
        }
        json.endObject()
    }

    var node: Node {
        if let token, children.isEmpty, properties.isEmpty { return token }
        var pairs = properties
        for name in children.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { pairs.append((name, children[name]!.node)) }
        if let token { pairs.append((Self.rootKey, token)) }
        return .object(pairs.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })
    }
}
