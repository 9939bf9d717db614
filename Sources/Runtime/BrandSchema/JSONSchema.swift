import YAMLNode

/// A JSON Schema (draft 2020-12), compiled once and used to validate many instances.
///
/// ```swift
/// let schema = try JSONSchema(JSONParser().parse(schemaText))
/// for violation in schema.validate(try YAMLParser().parse(profileText)) {
///     print("\(violation.mark): \(violation.message)")
/// }
/// ```
///
/// Every violation is reported in one pass, each with the instance path and mark of the
/// offending value. `$ref` resolves within the schema document only (JSON pointers,
/// `$id`, `$anchor`); `unevaluatedProperties`, `unevaluatedItems` and `$dynamicRef` are
/// rejected as unsupported. See `docs/schema-evaluator.md`.
public struct JSONSchema: Sendable {
    let compiled: CompiledSchema

    /// Compiles `node`, a schema object or boolean; a malformed schema is a ``SchemaError``
    /// with its mark and schema path.
    public init(_ node: Node) throws(SchemaError) {
        compiled = try SchemaCompiler.compile(node)
    }

    /// This schema without the `required` keywords of the subschemas whose location (a JSON
    /// pointer such as `#/properties/appBar`) `dropsRequired` accepts.
    ///
    /// The same as compiling the document with those keywords removed, without compiling it
    /// again: every other rule, location and violation stays as it was.
    public func droppingRequired(where dropsRequired: (_ location: String) -> Bool) -> JSONSchema {
        var schema = compiled
        var rules: [Rule] = []
        rules.reserveCapacity(compiled.rules.count)
        for index in schema.subschemas.indices {
            guard case .rules(let range) = schema.subschemas[index].body else { continue }
            let drops = dropsRequired(schema.subschemas[index].location)
            let start = rules.count
            for rule in compiled.rules[range] {
                if drops, case .required = rule { continue }
                rules.append(rule)
            }
            schema.subschemas[index].body = .rules(start..<rules.count)
        }
        schema.rules = rules
        return JSONSchema(compiled: schema)
    }

    private init(compiled: CompiledSchema) {
        self.compiled = compiled
    }

    /// Every way `instance` breaks the schema, in document order of discovery; empty when valid.
    /// A missing required property and an unknown one spelt like it are one violation, at the typo.
    public func validate(_ instance: Node) -> [SchemaViolation] {
        validate(instance, keepingEveryViolation: false)
    }

    /// ``validate(_:)``; `keepingEveryViolation` builds every violation of a failed
    /// alternative, past those it could report as its own: the plain reference for the tests.
    func validate(_ instance: Node, keepingEveryViolation: Bool) -> [SchemaViolation] {
        var evaluator = SchemaEvaluator(schema: compiled, keepingEveryViolation: keepingEveryViolation)
        _ = evaluator.evaluate(compiled.root, instance, collect: true)
        return evaluator.violations.isEmpty ? [] : evaluator.violations.mergingMisspeltRequired()
    }

    /// Whether `instance` is valid; stops at the first failure and builds no messages.
    public func isValid(_ instance: Node) -> Bool {
        var evaluator = SchemaEvaluator(schema: compiled)
        return evaluator.evaluate(compiled.root, instance, collect: false)
    }
}
