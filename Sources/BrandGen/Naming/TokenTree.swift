import YAMLNode

/// Tokens arranged in groups by the dots of their names (`brand.primary` is the token
/// `primary` in the group `brand`), written with keys sorted: the DTCG file's structure.
///
/// A name that is both a token and a group (`brand` and `brand.primary`) puts the token
/// under the group's reserved `$root` key, as the DTCG Format Module does.
struct TokenTree {
    private var token: DTCGToken?
    private var children: [String: TokenTree] = [:]
    /// `$type`, `$extensions`, ... of the group itself.
    private var properties: [(String, Node)] = []

    static let rootKey = "$root"

    mutating func insert(_ token: DTCGToken, at path: some Collection<Substring>) {
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

    /// The group as the DTCG file holds it: properties, child groups and a `$root` token,
    /// keys sorted by their bytes; a token with no group of its own is written as itself.
    func write(into json: inout JSONWriter) {
        if let token, children.isEmpty, properties.isEmpty {
            token.write(into: &json)
            return
        }
        var members: [(key: String, member: Member)] = properties.map { ($0.0, .property($0.1)) }
        for (name, child) in children { members.append((name, .group(child))) }
        if let token { members.append((Self.rootKey, .token(token))) }
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        json.beginObject()
        for (key, member) in members {
            json.key(key)
            switch member {
            case .property(let node): json.value(node)
            case .group(let tree): tree.write(into: &json)
            case .token(let token): token.write(into: &json)
            }
        }
        json.endObject()
    }

    /// What a key of a group holds.
    private enum Member {
        case property(Node)
        case group(TokenTree)
        case token(DTCGToken)
    }
}
