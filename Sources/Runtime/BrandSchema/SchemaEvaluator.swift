import Spelling
import YAMLNode

/// One validation run: walks the instance and the compiled schema together.
///
/// In collecting mode every failure becomes a ``SchemaViolation``; in checking mode
/// (inside `anyOf`, `oneOf`, `not`, `if`, `contains`) the first failure ends the walk
/// and nothing is built. The instance path is a stack of components that is turned
/// into a string only when a violation is reported.
struct SchemaEvaluator {
    let schema: CompiledSchema
    private(set) var violations: [SchemaViolation] = []
    private var path: [InstancePathComponent] = []
    /// While an alternative of `anyOf`/`oneOf` is collected, the most violations kept for it:
    /// past ``directLimit`` one violation stands for them all, so the rest are only counted
    /// (``dropped``), never built.
    private var keptLimit = Int.max
    /// Violations past ``keptLimit``, counted but not built.
    private var dropped = 0

    /// `keepingEveryViolation`: no ``keptLimit`` in alternatives, every violation built (the
    /// plain reference the tests hold the limit to).
    private let keepsEveryViolation: Bool

    init(schema: CompiledSchema, keepingEveryViolation: Bool = false) {
        self.schema = schema
        keepsEveryViolation = keepingEveryViolation
        // Deeper than any profile nests, so pushing a key seldom grows the stack.
        path.reserveCapacity(16)
    }

    /// Whether `instance` satisfies subschema `index`; when `collect`, every failure is recorded.
    mutating func evaluate(_ index: Int, _ instance: Node, collect: Bool) -> Bool {
        switch schema.subschemas[index].body {
        case .always(true):
            return true
        case .always(false):
            if collect {
                report(index, "false", at: instance.mark, "no value is allowed here (the schema is `false`)")
            }
            return false
        case .rules(let rules):
            var valid = true
            for rule in rules where !apply(schema.rules[rule], of: index, to: instance, collect: collect) {
                valid = false
                if !collect { return false }
            }
            return valid
        }
    }

    // MARK: - Rules

    private mutating func apply(_ rule: Rule, of index: Int, to instance: Node, collect: Bool) -> Bool {
        switch rule {
        case .type(let types):
            guard !types.admits(instance) else { return true }
            if collect {
                report(index, "type", at: instance.mark, TypeMismatch.message(expected: types, found: instance),
                       hint: TypeMismatch.hint(expected: types, found: instance, key: lastKey, example: example(of: index)), value: instance)
            }
            return false
        case .enumeration(let range):
            for position in range where JSONEquality.equal(schema.values[position], instance) { return true }
            if collect {
                let values = Array(schema.values[range])
                let hint = instance.string.flatMap { SpellingSuggestion.didYouMean($0, among: values.compactMap(\.string)) }
                report(index, "enum", at: instance.mark, "\(ValueDescription.of(instance)) is not one of \(ValueDescription.list(values))",
                       hint: hint.map { "did you mean `\($0)`?" })
            }
            return false
        case .constant(let position):
            let value = schema.values[position]
            guard !JSONEquality.equal(value, instance) else { return true }
            if collect {
                let hint = instance.string.flatMap { text in value.string.flatMap { SpellingSuggestion.didYouMean(text, among: [$0]) } }
                report(index, "const", at: instance.mark, "expected \(ValueDescription.of(value)), found \(ValueDescription.of(instance))",
                       hint: hint.map { "did you mean `\($0)`?" })
            }
            return false
        case .required(let names):
            return required(names, of: index, in: instance, collect: collect)
        case .members(let rule):
            return members(rule, of: index, in: instance, collect: collect)
        case .propertyNames(let nameSchema):
            return propertyNames(nameSchema, of: index, in: instance, collect: collect)
        case .minProperties(let minimum):
            guard case .mapping(let mapping) = instance.value, mapping.count < minimum else { return true }
            if collect {
                report(index, "minProperties", at: instance.mark,
                       "has \(ValueDescription.plural(mapping.count, "property")), fewer than the minimum of \(minimum)")
            }
            return false
        case .maxProperties(let maximum):
            guard case .mapping(let mapping) = instance.value, mapping.count > maximum else { return true }
            if collect {
                report(index, "maxProperties", at: instance.mark,
                       "has \(ValueDescription.plural(mapping.count, "property")), more than the maximum of \(maximum)")
            }
            return false
        case .items(let rule):
            return items(rule, in: instance, collect: collect)
        case .contains(let rule):
            return contains(rule, of: index, in: instance, collect: collect)
        case .minItems(let minimum):
            guard case .sequence(let items) = instance.value, items.count < minimum else { return true }
            if collect {
                report(index, "minItems", at: instance.mark, "has \(ValueDescription.plural(items.count, "item")), fewer than the minimum of \(minimum)")
            }
            return false
        case .maxItems(let maximum):
            guard case .sequence(let items) = instance.value, items.count > maximum else { return true }
            if collect {
                report(index, "maxItems", at: instance.mark, "has \(ValueDescription.plural(items.count, "item")), more than the maximum of \(maximum)")
            }
            return false
        case .uniqueItems:
            return uniqueItems(of: index, in: instance, collect: collect)
        case .pattern(let pattern):
            guard case .string(let text) = instance.value, !schema.patterns[pattern].matches(text) else { return true }
            if collect {
                report(index, "pattern", at: instance.mark,
                       "\(ValueDescription.quoted(text)) does not match the pattern \(ValueDescription.quoted(schema.patterns[pattern].source))")
            }
            return false
        case .minLength(let minimum):
            guard case .string(let text) = instance.value else { return true }
            let length = text.unicodeScalars.count
            guard length < minimum else { return true }
            if collect {
                report(index, "minLength", at: instance.mark,
                       "\(ValueDescription.quoted(text)) is \(ValueDescription.plural(length, "character")) long, shorter than the minimum of \(minimum)")
            }
            return false
        case .maxLength(let maximum):
            guard case .string(let text) = instance.value else { return true }
            let length = text.unicodeScalars.count
            guard length > maximum else { return true }
            if collect {
                report(index, "maxLength", at: instance.mark,
                       "\(ValueDescription.quoted(text)) is \(ValueDescription.plural(length, "character")) long, longer than the maximum of \(maximum)")
            }
            return false
        case .minimum(let bound):
            return bounded(bound, "minimum", of: index, instance, collect: collect, fails: { $0 < 0 }, "is less than the minimum of")
        case .maximum(let bound):
            return bounded(bound, "maximum", of: index, instance, collect: collect, fails: { $0 > 0 }, "is greater than the maximum of")
        case .exclusiveMinimum(let bound):
            return bounded(bound, "exclusiveMinimum", of: index, instance, collect: collect, fails: { $0 <= 0 }, "must be greater than")
        case .exclusiveMaximum(let bound):
            return bounded(bound, "exclusiveMaximum", of: index, instance, collect: collect, fails: { $0 >= 0 }, "must be less than")
        case .multipleOf(let divisor):
            guard let isMultiple = Self.isMultiple(instance.value, of: divisor), !isMultiple else { return true }
            if collect {
                report(index, "multipleOf", at: instance.mark, "\(ValueDescription.of(instance)) is not a multiple of \(divisor)")
            }
            return false
        case .allOf(let branches):
            var valid = true
            for branch in branches where !evaluate(schema.subschemaLists[branch], instance, collect: collect) {
                valid = false
                if !collect { return false }
            }
            return valid
        case .anyOf(let branches):
            for branch in branches where evaluate(schema.subschemaLists[branch], instance, collect: false) { return true }
            if collect { reportAlternatives(Array(schema.subschemaLists[branches]), keyword: "anyOf", of: index, instance) }
            return false
        case .oneOf(let branches):
            return oneOf(branches, of: index, instance, collect: collect)
        case .not(let negated):
            guard evaluate(negated, instance, collect: false) else { return true }
            if collect {
                report(index, "not", at: instance.mark, "\(ValueDescription.of(instance)) matches the schema under \"not\", which it must not")
            }
            return false
        case .conditional(let rule):
            let branch = evaluate(rule.condition, instance, collect: false) ? rule.then : rule.otherwise
            guard let branch else { return true }
            return evaluate(branch, instance, collect: collect)
        case .dependentRequired(let dependencies):
            guard case .mapping(let mapping) = instance.value else { return true }
            var valid = true
            for dependency in schema.dependentRequired[dependencies] where mapping.entry(forKey: dependency.property) != nil {
                for name in schema.names[dependency.required] where mapping.entry(forKey: name) == nil {
                    valid = false
                    guard collect else { return false }
                    report(index, "dependentRequired", at: instance.mark,
                           "missing property \"\(name)\", which is required when \"\(dependency.property)\" is present")
                }
            }
            return valid
        case .dependentSchemas(let dependencies):
            guard case .mapping(let mapping) = instance.value else { return true }
            var valid = true
            for dependency in schema.dependentSchemas[dependencies] where mapping.entry(forKey: dependency.property) != nil {
                if !evaluate(dependency.schema, instance, collect: collect) {
                    valid = false
                    if !collect { return false }
                }
            }
            return valid
        case .reference(let target):
            return evaluate(target, instance, collect: collect)
        }
    }

    private mutating func required(_ range: Range<Int>, of index: Int, in instance: Node, collect: Bool) -> Bool {
        guard case .mapping(let mapping) = instance.value else { return true }
        var valid = true
        for position in range where !Self.has(mapping, schema.names[position]) {
            valid = false
            guard collect else { return false }
            guard violations.count < keptLimit else {
                dropped += 1
                continue
            }
            let name = schema.names[position]
            let names = schema.names[range]
            let present = SpellingSuggestion.didYouMean(name, among: mapping.keys.filter { !names.contains($0) })
            report(index, "required", at: instance.mark, "missing required property \"\(name)\"",
                   hint: present.map { "\"\($0)\" is present; did you mean `\(name)`?" } ?? missingHint(name, of: index),
                   missingProperty: name)
        }
        return valid
    }

    /// Whether `mapping` has `key`; reads keys in place rather than copying out an entry.
    private static func has(_ mapping: Node.Mapping, _ key: String) -> Bool {
        mapping.entries.indices.contains { mapping.entries[$0].key == key }
    }

    private mutating func members(_ ruleIndex: Int, of index: Int, in instance: Node, collect: Bool) -> Bool {
        guard case .mapping(let mapping) = instance.value else { return true }
        let rule = schema.members[ruleIndex]
        let entries = mapping.entries
        var valid = true
        var keys: [String: Int]?
        // By position: iterating `entries` would copy each entry (key, mark and value) per property.
        for position in entries.indices {
            var matched = false
            if let property = rule.property(named: entries[position].key) {
                matched = true
                if !member(entries, position, property, of: index, keyword: "properties", collect: collect, keys: &keys) {
                    valid = false
                    if !collect { return false }
                }
            }
            for pattern in rule.patterns where pattern.pattern.matches(entries[position].key) {
                matched = true
                if !member(entries, position, pattern.schema, of: index, keyword: "patternProperties", collect: collect, keys: &keys) {
                    valid = false
                    if !collect { return false }
                }
            }
            if !matched, let additional = rule.additional, !member(
                entries, position, additional, of: index, keyword: "additionalProperties", collect: collect, keys: &keys) {
                valid = false
                if !collect { return false }
            }
        }
        return valid
    }

    /// Validates the value of `entries[position]`; a `false` schema reads as "unknown property" at the key.
    ///
    /// Takes the entries and a position: an entry passed by value is copied, key and value, per property.
    /// `keys` is the mapping's keys by position, built on the first unknown property that needs
    /// it: a scan per unknown property made a mapping of many typos quadratic.
    private mutating func member(
        _ entries: [Node.Mapping.Entry], _ position: Int, _ target: Int, of index: Int, keyword: String, collect: Bool,
        keys: inout [String: Int]?
    ) -> Bool {
        if case .always(false) = schema.subschemas[target].body {
            guard collect else { return false }
            guard violations.count < keptLimit else {
                dropped += 1
                return false
            }
            let entry = entries[position]
            let allowed = schema.subschemas[index].propertyNames
            let candidates = keyword == "additionalProperties" ? SpellingSuggestion.closest(to: entry.key, among: allowed) : []
            let suggestion = candidates.first
            let hint: String? = if let suggestion {
                "did you mean `\(suggestion)`?"
            } else if keyword == "additionalProperties", !allowed.isEmpty {
                "allowed here: " + (allowed.count > 12 ? allowed.prefix(12).joined(separator: ", ") + ", ..." : allowed.joined(separator: ", "))
            } else {
                nil
            }
            var present: Mark?
            if let suggestion {
                if keys == nil { keys = Dictionary(entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { first, _ in first }) }
                present = keys![suggestion].map { entries[$0].keyMark }
            }
            report(index, keyword, at: entry.keyMark,
                   keyword == "additionalProperties" ? "unknown property \"\(entry.key)\"" : "property \"\(entry.key)\" is not allowed",
                   hint: hint, child: .key(entry.key),
                   unknownProperty: .init(
                    name: entry.key, allowedNames: allowed, suggestion: suggestion,
                    // Renaming onto a key the mapping already has would merge two entries.
                    isUnambiguous: candidates.count == 1 && present == nil, equallyClose: candidates, suggestionMark: present))
            return false
        }
        path.append(.key(entries[position].key))
        defer { path.removeLast() }
        return evaluate(target, entries[position].value, collect: collect)
    }

    private mutating func propertyNames(_ nameSchema: Int, of index: Int, in instance: Node, collect: Bool) -> Bool {
        guard case .mapping(let mapping) = instance.value else { return true }
        var valid = true
        for entry in mapping.entries {
            let name = Node(.string(entry.key), mark: entry.keyMark)
            guard !evaluate(nameSchema, name, collect: false) else { continue }
            valid = false
            guard collect else { return false }
            let nested = collected { $0.evaluate(nameSchema, name, collect: true) }
            report(index, "propertyNames", at: entry.keyMark,
                   "property name \"\(entry.key)\" is invalid: " + (nested.first?.message ?? "it does not match \"propertyNames\""),
                   hint: nested.first?.hint, child: .key(entry.key))
        }
        return valid
    }

    private mutating func items(_ rule: ItemRule, in instance: Node, collect: Bool) -> Bool {
        guard case .sequence(let items) = instance.value else { return true }
        var valid = true
        for (position, item) in items.enumerated() {
            let target: Int
            if position < rule.prefix.count {
                target = schema.subschemaLists[rule.prefix.lowerBound + position]
            } else if let rest = rule.rest {
                target = rest
            } else {
                break
            }
            path.append(.index(position))
            let itemValid = evaluate(target, item, collect: collect)
            path.removeLast()
            if !itemValid {
                valid = false
                if !collect { return false }
            }
        }
        return valid
    }

    private mutating func contains(_ rule: ContainsRule, of index: Int, in instance: Node, collect: Bool) -> Bool {
        guard case .sequence(let items) = instance.value else { return true }
        var matches = 0
        for item in items where evaluate(rule.schema, item, collect: false) {
            matches += 1
        }
        if matches < rule.minimum {
            if collect {
                if matches == 0 {
                    report(index, "contains", at: instance.mark,
                           rule.minimum == 1 ? "no item matches the \"contains\" schema"
                               : "no item matches the \"contains\" schema; at least \(rule.minimum) must (minContains)")
                } else {
                    report(index, "minContains", at: instance.mark,
                           "\(ValueDescription.plural(matches, "item")) match the \"contains\" schema, fewer than minContains \(rule.minimum)")
                }
            }
            return false
        }
        if let maximum = rule.maximum, matches > maximum {
            if collect {
                report(index, "maxContains", at: instance.mark,
                       "\(ValueDescription.plural(matches, "item")) match the \"contains\" schema, more than maxContains \(maximum)")
            }
            return false
        }
        return true
    }

    private mutating func uniqueItems(of index: Int, in instance: Node, collect: Bool) -> Bool {
        guard case .sequence(let items) = instance.value, items.count > 1 else { return true }
        var valid = true
        for later in 1..<items.count {
            for earlier in 0..<later where JSONEquality.equal(items[earlier], items[later]) {
                valid = false
                guard collect else { return false }
                report(index, "uniqueItems", at: items[later].mark,
                       "item \(later) repeats item \(earlier); items must be unique", child: .index(later))
                break
            }
        }
        return valid
    }

    private mutating func bounded(
        _ bound: SchemaNumber, _ keyword: String, of index: Int, _ instance: Node, collect: Bool,
        fails: (Int) -> Bool, _ phrase: String
    ) -> Bool {
        guard let order = bound.compare(instance.value), fails(order) else { return true }
        if collect {
            report(index, keyword, at: instance.mark, "\(ValueDescription.of(instance)) \(phrase) \(bound)")
        }
        return false
    }

    /// Whether a number is a multiple of `divisor`, nil for non-numbers. Exact for integers;
    /// for decimals the quotient only has to be within rounding error of a whole number,
    /// so 0.0075 is a multiple of 0.0001.
    static func isMultiple(_ value: Node.Value, of divisor: SchemaNumber) -> Bool? {
        let number: Double
        switch (value, divisor) {
        case (.int(let integer), .int(let divisorInteger)): return integer % divisorInteger == 0
        case (.int(let integer), .double): number = Double(integer)
        case (.double(let double), _): number = double
        default: return nil
        }
        let quotient = number / divisor.double
        guard quotient.isFinite else { return false }
        if quotient.magnitude >= 9_007_199_254_740_992 { return true }
        return (quotient - quotient.rounded()).magnitude <= 1e-9 * max(1, quotient.magnitude)
    }

    private mutating func oneOf(_ range: Range<Int>, of index: Int, _ instance: Node, collect: Bool) -> Bool {
        var first: Int?
        var second: Int?
        for (position, branch) in schema.subschemaLists[range].enumerated() where evaluate(branch, instance, collect: false) {
            if first == nil {
                first = position
            } else {
                second = position
                break
            }
        }
        if first != nil, second == nil { return true }
        guard collect else { return false }
        if let first, let second {
            report(index, "oneOf", at: instance.mark,
                   "matches alternatives #\(first + 1) and #\(second + 1) of \"oneOf\", but must match exactly one",
                   hint: "make the alternatives exclusive, e.g. with a distinguishing \"const\"")
        } else {
            reportAlternatives(Array(schema.subschemaLists[range]), keyword: "oneOf", of: index, instance)
        }
        return false
    }

    // MARK: - Reporting

    /// What an `anyOf`/`oneOf` that nothing matched reports.
    ///
    /// The closest alternative, when one stands out (``AlternativeRelevance``), reports its
    /// own violations, each at its own place: `percent: "15%"` in a nullable object is a
    /// type error at the percent, not "matches none of 2 alternatives" at the object.
    /// Otherwise one violation at the instance names the closest alternative in its hint.
    private mutating func reportAlternatives(_ branches: [Int], keyword: String, of index: Int, _ instance: Node) {
        // Each alternative's violations, at most one more than it could report as its own,
        // and how many it had in all.
        let collections = branches.map { branch in
            collected(keeping: Self.directLimit + 1) { $0.evaluate(branch, instance, collect: true) }
        }
        let totals = collections.map(\.count)
        let results = collections.map(\.violations)
        let here = JSONPointer.string(path)
        // Alternatives that only differ in type read best as one type error.
        let branchTypes = branches.map(directTypes)
        if results.allSatisfy({ $0.count == 1 && $0[0].keyword == "type" && $0[0].instancePath == here }),
           !branchTypes.contains(where: { $0 == nil }) {
            let union = branchTypes.reduce(JSONTypes()) { $0.union($1!) }
            report(index, keyword, at: instance.mark, TypeMismatch.message(expected: union, found: instance),
                   hint: TypeMismatch.hint(expected: union, found: instance, key: lastKey, example: example(of: index)), value: instance)
            return
        }
        let relevance = results.indices.map { AlternativeRelevance(results[$0], count: totals[$0], depth: path.count) }
        let closest = relevance.indices.min { relevance[$0] < relevance[$1] }
        if let closest, relevance[closest].isPlausible, !results[closest].isEmpty, totals[closest] <= Self.directLimit,
           relevance.indices.allSatisfy({ $0 == closest || relevance[closest] < relevance[$0] }) {
            violations += results[closest]
            return
        }
        var hint: String?
        if let closest, !results[closest].isEmpty {
            let shown = results[closest].prefix(3).map { violation in
                violation.instancePath == here ? violation.message : "\(violation.instancePath): \(violation.message)"
            }
            hint = "closest is alternative #\(closest + 1): " + shown.joined(separator: "; ")
                + (totals[closest] > 3 ? "; and \(totals[closest] - 3) more" : "")
        }
        report(index, keyword, at: instance.mark,
               "\(ValueDescription.of(instance)) matches none of the \(branches.count) alternatives of \"\(keyword)\"", hint: hint)
    }

    /// The most violations a closest alternative reports as its own; past it, one violation
    /// stands for them: a hostile list of 200,000 broken items under a nullable section would
    /// otherwise turn one failed `anyOf` into 200,000 findings, past the memory limit.
    static let directLimit = 100

    /// The key of the value being checked, when it is a property (not an array item).
    private var lastKey: String? {
        if case .key(let key) = path.last { return key }
        return nil
    }

    /// The first of the `examples` of subschema `index`, or of what it only refers to.
    private func example(of index: Int) -> Node? {
        var current = index
        // A subschema that is only a `$ref` shows its target's example; reference cycles
        // that never descend are refused at compilation, and the walk is bounded anyway.
        for _ in 0..<8 {
            if let example = schema.subschemas[current].example { return schema.values[example] }
            guard case .rules(let rules) = schema.subschemas[current].body, rules.count == 1,
                  case .reference(let target) = schema.rules[rules.lowerBound] else { return nil }
            current = target
        }
        return nil
    }

    /// What to write for required property `name` of subschema `index`: its schema's example.
    private func missingHint(_ name: String, of index: Int) -> String {
        let shown = YAMLEmitter.scalar(Node(.string(name), mark: .start))
        if case .rules(let rules) = schema.subschemas[index].body {
            for rule in schema.rules[rules] {
                guard case .members(let members) = rule, let property = schema.members[members].property(named: name) else { continue }
                if let example = example(of: property), example.mapping == nil, example.sequence == nil {
                    return "add `\(shown): \(YAMLEmitter.scalar(example))` to this mapping"
                }
            }
        }
        return "add `\(shown):` with its value to this mapping"
    }

    /// The types a subschema names directly with `type`, if it does.
    private func directTypes(_ index: Int) -> JSONTypes? {
        guard case .rules(let rules) = schema.subschemas[index].body else { return nil }
        for rule in schema.rules[rules] {
            if case .type(let types) = rule { return types }
        }
        return nil
    }

    /// The violations `body` records, removed from this run's list.
    private mutating func collected(_ body: (inout SchemaEvaluator) -> Bool) -> [SchemaViolation] {
        let start = violations.count
        _ = body(&self)
        let nested = Array(violations[start...])
        violations.removeSubrange(start...)
        return nested
    }

    /// ``collected(_:)`` keeping at most `limit` violations (within any limit already set),
    /// with how many the body found in all.
    private mutating func collected(
        keeping limit: Int, _ body: (inout SchemaEvaluator) -> Bool
    ) -> (violations: [SchemaViolation], count: Int) {
        let (outerLimit, outerDropped) = (keptLimit, dropped)
        keptLimit = keepsEveryViolation ? .max : min(outerLimit, violations.count + limit)
        dropped = 0
        defer { (keptLimit, dropped) = (outerLimit, outerDropped) }
        let nested = collected(body)
        return (nested, nested.count + dropped)
    }

    private mutating func report(
        _ index: Int, _ keyword: String, at mark: Mark, _ message: String, hint: String? = nil,
        child: InstancePathComponent? = nil, unknownProperty: SchemaViolation.UnknownProperty? = nil, missingProperty: String? = nil,
        value: Node? = nil
    ) {
        guard violations.count < keptLimit else {
            dropped += 1
            return
        }
        var instancePath = JSONPointer.string(path)
        if let child { instancePath += JSONPointer.string(CollectionOfOne(child)) }
        violations.append(SchemaViolation(
            instancePath: instancePath, mark: mark, keyword: keyword,
            schemaPath: keyword == "false" ? schema.subschemas[index].location : schema.subschemas[index].schemaPath(keyword),
            message: message, hint: hint, unknownProperty: unknownProperty, missingProperty: missingProperty, value: value))
    }
}
