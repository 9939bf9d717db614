import YAMLNode

/// The annotations a schema document gives the value at a path of an instance: what an
/// editor shows on hover. Reads the document itself (the compiled ``JSONSchema`` keeps
/// only what validation needs), following `properties`, `additionalProperties`, `items`,
/// `allOf`/`anyOf`/`oneOf` and local `$ref`s.
public struct SchemaAnnotations: Sendable {
    public var document: Node

    public init(document: Node) {
        self.document = document
    }

    /// What the schema says of one value.
    public struct Annotation: Sendable, Equatable {
        public var title: String?
        public var description: String?
        /// `markdownDescription`, the richer text editors prefer when it is there.
        public var markdownDescription: String?
        public var defaultValue: Node?
    }

    /// The annotation of the value at `path` (mapping keys and sequence indexes), nil when
    /// the schema says nothing of it.
    public func annotation(at path: [String]) -> Annotation? {
        var schemas = [resolve(document)]
        for key in path {
            schemas = schemas.flatMap { children(of: $0, key: key) }
            if schemas.isEmpty { return nil }
        }
        for schema in schemas {
            let annotation = Annotation(
                title: schema["title"]?.string, description: schema["description"]?.string,
                markdownDescription: schema["markdownDescription"]?.string, defaultValue: schema["default"])
            if annotation.description != nil || annotation.markdownDescription != nil { return annotation }
        }
        return nil
    }

    /// The subschemas that apply to the member `key` of an instance `schema` describes.
    private func children(of schema: Node, key: String) -> [Node] {
        var found: [Node] = []
        if let property = schema["properties"]?[key] {
            found.append(resolve(property))
        } else if let additional = schema["additionalProperties"], additional.mapping != nil {
            found.append(resolve(additional))
        }
        if Int(key) != nil, let items = schema["items"], items.mapping != nil {
            found.append(resolve(items))
        }
        for keyword in ["allOf", "anyOf", "oneOf"] {
            for branch in schema[keyword]?.sequence ?? [] {
                found += children(of: resolve(branch), key: key)
            }
        }
        return found
    }

    /// Follows `$ref`s into this document (`#/$defs/tier`, or the same with the document's
    /// `$id` in front); a schema with annotations of its own beside the `$ref` keeps them.
    /// Stops after a few hops, so a cycle of references cannot hang it.
    private func resolve(_ schema: Node) -> Node {
        var current = schema
        let root = document["$id"]?.string ?? ""
        for _ in 0..<16 {
            guard current["description"] == nil, var reference = current["$ref"]?.string else { break }
            if !root.isEmpty, reference.hasPrefix(root + "#") { reference.removeFirst(root.count) }
            guard reference.hasPrefix("#/") else { break }
            let path = reference.dropFirst(2).split(separator: "/").map {
                String($0).split(separator: "~1", omittingEmptySubsequences: false).joined(separator: "/")
                    .split(separator: "~0", omittingEmptySubsequences: false).joined(separator: "~")
            }
            guard let target = document.node(at: path) else { break }
            current = target
        }
        return current
    }
}
