import YAMLNode

/// Turns a schema document into a ``CompiledSchema``: checks every keyword's value,
/// compiles regexes, and resolves `$ref` by JSON pointer, `$id` and `$anchor` within
/// the document.
struct SchemaCompiler {
    /// A schema node found in the document, with the base URI in force around it
    /// (before its own `$id`, which compiling it applies).
    private struct Located {
        var node: Node
        var pointer: String
        var parentBase: URIReference
    }

    private struct PendingReference {
        var subschema: Int
        var rule: Int
        var text: String
        var target: URIReference
        var mark: Mark
        var path: String
    }

    /// The base URI of a schema without `$id`; relative references resolve against it.
    static let defaultBase = URIReference("urn:brand-schema:root")

    private static let unsupportedKeywords: [String: String] = [
        "unevaluatedProperties": "use additionalProperties (with the properties listed in the same schema)",
        "unevaluatedItems": "use items (with prefixItems in the same schema)",
        "$dynamicRef": "use $ref",
        "$recursiveRef": "use $ref",
    ]

    private var output = CompiledSchema()
    private var compiled: [String: Int] = [:]
    private var resources: [String: Located] = [:]
    private var anchors: [String: Located] = [:]
    private var pending: [PendingReference] = []

    static func compile(_ root: Node) throws(SchemaError) -> CompiledSchema {
        var compiler = SchemaCompiler()
        compiler.resources[defaultBase.description] = Located(node: root, pointer: "#", parentBase: defaultBase)
        try compiler.index(root, pointer: "#", base: defaultBase)
        compiler.output.root = try compiler.compile(root, pointer: "#", base: defaultBase)
        while let reference = compiler.pending.popLast() {
            let target = try compiler.resolve(reference)
            if case .rules(let rules) = compiler.output.subschemas[reference.subschema].body {
                compiler.output.rules[rules.lowerBound + reference.rule] = .reference(target)
            }
        }
        try compiler.checkReferenceCycles()
        return compiler.output
    }

    // MARK: - Indexing identifiers

    /// Records every `$id` and `$anchor` so that references can find them before they are compiled.
    private mutating func index(_ node: Node, pointer: String, base: URIReference) throws(SchemaError) {
        guard case .mapping(let mapping) = node.value else { return }
        var base = base
        let parentBase = base
        if let id = mapping.entry(forKey: "$id") {
            guard let text = id.value.string else {
                throw SchemaError("\"$id\" must be a string, found \(id.value.typeName)", at: id.value.mark, schemaPath: pointer + "/$id")
            }
            let reference = URIReference(text)
            if let fragment = reference.fragment, !fragment.isEmpty {
                throw SchemaError(
                    "\"$id\" must not have a fragment (\"#\(fragment)\"); use \"$anchor\" to name a location",
                    at: id.value.mark, schemaPath: pointer + "/$id")
            }
            base = reference.resolved(against: base).withoutFragment
            resources[base.description] = Located(node: node, pointer: pointer, parentBase: parentBase)
        }
        for keyword in ["$anchor", "$dynamicAnchor"] {
            guard let anchor = mapping.entry(forKey: keyword) else { continue }
            guard let name = anchor.value.string, Self.isAnchorName(name) else {
                throw SchemaError(
                    "\"\(keyword)\" must be a name (a letter or underscore, then letters, digits, `-`, `_`, `.`), found \(ValueDescription.of(anchor.value))",
                    at: anchor.value.mark, schemaPath: pointer + "/" + keyword)
            }
            anchors[base.description + "#" + name] = Located(node: node, pointer: pointer, parentBase: parentBase)
        }
        for entry in mapping.entries {
            // Only keywords that hold subschemas are followed, and only their paths are built:
            // most entries of a schema (descriptions, types, patterns) hold none.
            guard let kind = Self.subschemaKeywords[entry.key] else { continue }
            let path = pointer + "/" + JSONPointer.escape(entry.key)
            switch kind {
            case .single:
                try index(entry.value, pointer: path, base: base)
            case .map:
                guard case .mapping(let members) = entry.value.value else { continue }
                for member in members.entries {
                    try index(member.value, pointer: path + "/" + JSONPointer.escape(member.key), base: base)
                }
            case .array:
                guard case .sequence(let items) = entry.value.value else { continue }
                for (position, item) in items.enumerated() {
                    try index(item, pointer: path + "/" + String(position), base: base)
                }
            }
        }
    }

    /// How a keyword holds subschemas: one, a map of them by name, or an array of them.
    private enum SubschemaKeyword { case single, map, array }

    /// Every keyword that holds subschemas, by how it holds them.
    private static let subschemaKeywords: [String: SubschemaKeyword] = [
        "additionalProperties": .single, "propertyNames": .single, "items": .single, "contains": .single, "not": .single,
        "if": .single, "then": .single, "else": .single,
        "$defs": .map, "definitions": .map, "properties": .map, "patternProperties": .map, "dependentSchemas": .map,
        "prefixItems": .array, "allOf": .array, "anyOf": .array, "oneOf": .array,
    ]

    private static func isAnchorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    // MARK: - Compiling

    private mutating func compile(_ node: Node, pointer: String, base: URIReference) throws(SchemaError) -> Int {
        if let existing = compiled[pointer] { return existing }
        let index = output.subschemas.count
        output.subschemas.append(Subschema(location: pointer, mark: node.mark, body: .always(true)))
        compiled[pointer] = index
        switch node.value {
        case .bool(let flag):
            output.subschemas[index].body = .always(flag)
        case .mapping(let mapping):
            var base = base
            if let id = mapping["$id"]?.string { base = URIReference(id).resolved(against: base).withoutFragment }
            if let example = mapping["examples"]?.sequence?.first {
                output.subschemas[index].example = CompiledSchema.append([example], to: &output.values).lowerBound
            }
            // Subschemas below compile first, so this one's rules land after theirs, together.
            let rules = try compileRules(mapping, pointer: pointer, base: base, subschema: index)
            output.subschemas[index].body = .rules(CompiledSchema.append(rules, to: &output.rules))
        default:
            throw SchemaError("a schema must be an object or a boolean, found \(node.typeName)", at: node.mark, schemaPath: pointer)
        }
        return index
    }

    private mutating func compileRules(
        _ mapping: Node.Mapping, pointer: String, base: URIReference, subschema: Int
    ) throws(SchemaError) -> [Rule] {
        var rules: [Rule] = []
        var context = KeywordReader(mapping: mapping, pointer: pointer)
        for entry in mapping.entries {
            let value = entry.value
            let path = context.path(entry.key)
            switch entry.key {
            case "type":
                rules.append(.type(try context.types(value)))
            case "enum":
                guard let items = value.sequence else { throw context.expected("an array of values", for: entry.key) }
                rules.append(.enumeration(CompiledSchema.append(items, to: &output.values)))
            case "const":
                rules.append(.constant(CompiledSchema.append([value], to: &output.values).lowerBound))
            case "required":
                rules.append(.required(CompiledSchema.append(try context.strings(entry.key), to: &output.names)))
            case "properties", "patternProperties", "additionalProperties":
                guard !context.handled.contains("members") else { continue }
                context.handled.insert("members")
                let rule = try members(mapping, pointer: pointer, base: base, subschema: subschema)
                rules.append(.members(CompiledSchema.append([rule], to: &output.members).lowerBound))
            case "propertyNames":
                rules.append(.propertyNames(try compile(value, pointer: path, base: base)))
            case "minProperties":
                rules.append(.minProperties(try context.count(entry.key)))
            case "maxProperties":
                rules.append(.maxProperties(try context.count(entry.key)))
            case "prefixItems", "items":
                guard !context.handled.contains("items") else { continue }
                context.handled.insert("items")
                var rule = ItemRule()
                if let prefix = mapping.entry(forKey: "prefixItems") {
                    rule.prefix = try schemaArray(prefix.value, keyword: "prefixItems", pointer: pointer, base: base, allowEmpty: false)
                }
                if let items = mapping.entry(forKey: "items") {
                    if items.value.sequence != nil {
                        throw SchemaError(
                            "\"items\" takes one schema in draft 2020-12, found an array",
                            at: items.value.mark, schemaPath: context.path("items"))
                    }
                    rule.rest = try compile(items.value, pointer: context.path("items"), base: base)
                }
                rules.append(.items(rule))
            case "contains":
                let schema = try compile(value, pointer: path, base: base)
                var minimum = 1
                if mapping["minContains"] != nil { minimum = try context.count("minContains") }
                var maximum: Int?
                if mapping["maxContains"] != nil { maximum = try context.count("maxContains") }
                rules.append(.contains(ContainsRule(schema: schema, minimum: minimum, maximum: maximum)))
            case "minContains", "maxContains":
                _ = try context.count(entry.key)
            case "minItems":
                rules.append(.minItems(try context.count(entry.key)))
            case "maxItems":
                rules.append(.maxItems(try context.count(entry.key)))
            case "uniqueItems":
                guard let flag = value.bool else { throw context.expected("true or false", for: entry.key) }
                if flag { rules.append(.uniqueItems) }
            case "pattern":
                let pattern = try context.pattern(value, keyword: entry.key)
                rules.append(.pattern(CompiledSchema.append([pattern], to: &output.patterns).lowerBound))
            case "minLength":
                rules.append(.minLength(try context.count(entry.key)))
            case "maxLength":
                rules.append(.maxLength(try context.count(entry.key)))
            case "minimum":
                rules.append(.minimum(try context.number(entry.key)))
            case "maximum":
                rules.append(.maximum(try context.number(entry.key)))
            case "exclusiveMinimum":
                rules.append(.exclusiveMinimum(try context.number(entry.key)))
            case "exclusiveMaximum":
                rules.append(.exclusiveMaximum(try context.number(entry.key)))
            case "multipleOf":
                let divisor = try context.number(entry.key)
                guard divisor.double > 0 else { throw context.expected("a number greater than 0", for: entry.key) }
                rules.append(.multipleOf(divisor))
            case "allOf":
                rules.append(.allOf(try schemaArray(value, keyword: entry.key, pointer: pointer, base: base, allowEmpty: false)))
            case "anyOf":
                rules.append(.anyOf(try schemaArray(value, keyword: entry.key, pointer: pointer, base: base, allowEmpty: false)))
            case "oneOf":
                rules.append(.oneOf(try schemaArray(value, keyword: entry.key, pointer: pointer, base: base, allowEmpty: false)))
            case "not":
                rules.append(.not(try compile(value, pointer: path, base: base)))
            case "if":
                let condition = try compile(value, pointer: path, base: base)
                let then = try mapping["then"].map { (node) throws(SchemaError) in try compile(node, pointer: context.path("then"), base: base) }
                let otherwise = try mapping["else"].map { (node) throws(SchemaError) in try compile(node, pointer: context.path("else"), base: base) }
                rules.append(.conditional(ConditionalRule(condition: condition, then: then, otherwise: otherwise)))
            case "then", "else":
                // Without `if` they do nothing, but a malformed one is still an error.
                _ = try compile(value, pointer: path, base: base)
            case "dependentRequired":
                guard let members = value.mapping else { throw context.expected("an object of string arrays", for: entry.key) }
                var dependencies: [(property: String, required: Range<Int>)] = []
                for member in members.entries {
                    let memberPath = path + "/" + JSONPointer.escape(member.key)
                    let required = try KeywordReader.strings(member.value, path: memberPath)
                    dependencies.append((member.key, CompiledSchema.append(required, to: &output.names)))
                }
                rules.append(.dependentRequired(CompiledSchema.append(dependencies, to: &output.dependentRequired)))
            case "dependentSchemas":
                guard let members = value.mapping else { throw context.expected("an object of schemas", for: entry.key) }
                var dependencies: [(property: String, schema: Int)] = []
                for member in members.entries {
                    let schema = try compile(member.value, pointer: path + "/" + JSONPointer.escape(member.key), base: base)
                    dependencies.append((member.key, schema))
                }
                rules.append(.dependentSchemas(CompiledSchema.append(dependencies, to: &output.dependentSchemas)))
            case "$defs":
                guard let members = value.mapping else { throw context.expected("an object of schemas", for: entry.key) }
                for member in members.entries {
                    _ = try compile(member.value, pointer: path + "/" + JSONPointer.escape(member.key), base: base)
                }
            case "$ref":
                guard let text = value.string else { throw context.expected("a string (a URI reference)", for: entry.key) }
                pending.append(PendingReference(
                    subschema: subschema, rule: rules.count, text: text, target: URIReference(text).resolved(against: base),
                    mark: value.mark, path: path))
                rules.append(.reference(-1))
            case let keyword where Self.unsupportedKeywords[keyword] != nil:
                throw SchemaError(
                    "\"\(keyword)\" is not supported by this evaluator; \(Self.unsupportedKeywords[keyword]!)",
                    at: mapping.entry(forKey: keyword)!.keyMark, schemaPath: path)
            default:
                // Annotations (title, format, ...) and unknown keywords do not validate.
                break
            }
        }
        return rules
    }

    private mutating func members(
        _ mapping: Node.Mapping, pointer: String, base: URIReference, subschema: Int
    ) throws(SchemaError) -> MemberRule {
        var rule = MemberRule()
        let reader = KeywordReader(mapping: mapping, pointer: pointer)
        if let properties = mapping.entry(forKey: "properties") {
            guard let members = properties.value.mapping else { throw reader.expected("an object of schemas", for: "properties") }
            for member in members.entries {
                let path = reader.path("properties") + "/" + JSONPointer.escape(member.key)
                rule.properties[member.key] = try compile(member.value, pointer: path, base: base)
            }
            output.subschemas[subschema].propertyNames = members.keys
        }
        if let patterns = mapping.entry(forKey: "patternProperties") {
            guard let members = patterns.value.mapping else { throw reader.expected("an object of schemas", for: "patternProperties") }
            for member in members.entries {
                let path = reader.path("patternProperties") + "/" + JSONPointer.escape(member.key)
                let pattern = try KeywordReader.pattern(member.key, mark: member.keyMark, path: path)
                rule.patterns.append((pattern, try compile(member.value, pointer: path, base: base)))
            }
        }
        if let additional = mapping.entry(forKey: "additionalProperties") {
            rule.additional = try compile(additional.value, pointer: reader.path("additionalProperties"), base: base)
        }
        return rule
    }

    private mutating func schemaArray(
        _ node: Node, keyword: String, pointer: String, base: URIReference, allowEmpty: Bool
    ) throws(SchemaError) -> Range<Int> {
        let path = pointer + "/" + keyword
        guard let items = node.sequence, allowEmpty || !items.isEmpty else {
            throw SchemaError("\"\(keyword)\" must be a non-empty array of schemas, found \(ValueDescription.of(node))", at: node.mark, schemaPath: path)
        }
        var indexes: [Int] = []
        for (position, item) in items.enumerated() {
            indexes.append(try compile(item, pointer: path + "/" + String(position), base: base))
        }
        return CompiledSchema.append(indexes, to: &output.subschemaLists)
    }

    // MARK: - Resolving references

    private mutating func resolve(_ reference: PendingReference) throws(SchemaError) -> Int {
        let resourceKey = reference.target.withoutFragment.description
        let fragment = reference.target.fragment ?? ""
        let located: Located
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let resource = resources[resourceKey] else {
                throw unresolvable(reference, "no schema in this document has the URI \"\(resourceKey)\" (remote references are not supported)")
            }
            guard let decoded = JSONPointer.percentDecoded(fragment) else {
                throw unresolvable(reference, "its fragment has a malformed %-escape")
            }
            located = try walk(decoded, from: resource, reference: reference)
        } else {
            guard let anchored = anchors[resourceKey + "#" + fragment] else {
                throw unresolvable(reference, "no \"$anchor\": \"\(fragment)\" in the schema resource \"\(resourceKey)\"")
            }
            located = anchored
        }
        switch located.node.value {
        case .bool, .mapping:
            return try compile(located.node, pointer: located.pointer, base: located.parentBase)
        default:
            throw unresolvable(reference, "it points to \(ValueDescription.of(located.node)), which is not a schema")
        }
    }

    private func walk(_ pointer: String, from resource: Located, reference: PendingReference) throws(SchemaError) -> Located {
        var current = resource
        guard !pointer.isEmpty else { return current }
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = JSONPointer.unescape(token)
            var base = current.parentBase
            if let id = current.node["$id"]?.string { base = URIReference(id).resolved(against: base).withoutFragment }
            let child: Node?
            switch current.node.value {
            case .mapping(let mapping): child = mapping[key]
            case .sequence(let items): child = Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: child = nil
            }
            guard let child else {
                throw unresolvable(reference, "nothing at \"\(key)\" on the way along the JSON pointer")
            }
            current = Located(node: child, pointer: current.pointer + "/" + JSONPointer.escape(key), parentBase: base)
        }
        return current
    }

    private func unresolvable(_ reference: PendingReference, _ reason: String) -> SchemaError {
        SchemaError("cannot resolve \"$ref\": \"\(reference.text)\": \(reason)", at: reference.mark, schemaPath: reference.path)
    }

    /// Rejects `$ref` loops that never move into the instance (`{"$ref": "#"}`), which
    /// would otherwise recurse forever during validation. Every subschema starts a search,
    /// not only the root: a loop can sit below `items` or `properties` (found by fuzzing).
    private func checkReferenceCycles() throws(SchemaError) {
        var state = [UInt8](repeating: 0, count: output.subschemas.count)  // 0 new, 1 on the path, 2 done
        for root in output.subschemas.indices where state[root] == 0 {
            try checkReferenceCycles(from: root, state: &state)
        }
    }

    private func checkReferenceCycles(from root: Int, state: inout [UInt8]) throws(SchemaError) {
        var stack: [(subschema: Int, next: Int, edges: [Int])] = [(root, 0, inPlaceEdges(of: root))]
        state[root] = 1
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].edges.count else {
                state[stack[top].subschema] = 2
                stack.removeLast()
                continue
            }
            let target = stack[top].edges[stack[top].next]
            stack[top].next += 1
            if state[target] == 1 {
                let schema = output.subschemas[stack[top].subschema]
                throw SchemaError(
                    "reference cycle: \(output.subschemas[target].location) applies itself to the same value again without descending into it",
                    at: schema.mark, schemaPath: schema.location)
            }
            if state[target] == 0 {
                state[target] = 1
                stack.append((target, 0, inPlaceEdges(of: target)))
            }
        }
    }

    /// The subschemas that apply to the same instance as `subschema` does.
    private func inPlaceEdges(of subschema: Int) -> [Int] {
        guard case .rules(let rules) = output.subschemas[subschema].body else { return [] }
        var edges: [Int] = []
        for rule in output.rules[rules] {
            switch rule {
            case .reference(let target): edges.append(target)
            case .allOf(let branches), .anyOf(let branches), .oneOf(let branches): edges += output.subschemaLists[branches]
            case .not(let target): edges.append(target)
            case .conditional(let rule): edges += [rule.condition, rule.then, rule.otherwise].compactMap { $0 }
            case .dependentSchemas(let dependencies): edges += output.dependentSchemas[dependencies].map(\.schema)
            default: break
            }
        }
        return edges
    }
}
