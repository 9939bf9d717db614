import BrandModel

/// Generated identifiers of one scope, checked for clashes: two token names that differ
/// only in punctuation or case (`app.bar` and `appBar`) become the same identifier, and
/// generated code or resources with a name twice would not compile.
struct IdentifierSet {
    private var sources: [String: String] = [:]
    /// What the identifiers name, for the message (`Swift colour`, `CSS custom property`).
    let kind: String

    /// - Parameter capacity: how many identifiers the scope will hold, when known: the set
    ///   is sized once rather than rehashed as it grows.
    init(kind: String, capacity: Int = 0) {
        self.kind = kind
        if capacity > 0 { sources.reserveCapacity(capacity) }
    }

    /// Records `identifier` as generated from `source`; throws when another source gave it already.
    mutating func claim(_ identifier: String, for source: String) throws(GenerationError) {
        if let other = sources.updateValue(source, forKey: identifier), other != source {
            sources[identifier] = other
            throw Self.clash(of: other, and: source, kind: kind, identifier: identifier)
        }
    }

    /// The error for two sources that both become `identifier`, the sources in order; for
    /// writers that keep their own record of what was claimed and build names only on a clash.
    static func clash(of source: String, and other: String, kind: String, identifier: String) -> GenerationError {
        let (first, second) = source < other ? (source, other) : (other, source)
        return GenerationError(
            "\(first) and \(second) both become the \(kind) `\(identifier)`",
            hint: "rename one of them so the names differ in more than punctuation or case")
    }
}

/// An ``IdentifierSet`` for a scope where each name has one source, `source(name)` (a
/// token's path, a string's key): the names stand for the sources, which are built only for
/// a clash's message. A brand has hundreds of tokens and strings, and an interpolated
/// source for each was a large share of naming them.
struct NamedIdentifierSet {
    /// Each identifier's name.
    private var names: [String: String] = [:]
    let kind: String
    let source: (String) -> String

    init(kind: String, capacity: Int, source: @escaping (String) -> String) {
        self.kind = kind
        self.source = source
        names.reserveCapacity(capacity)
    }

    /// Records `identifier` as generated from `name`; throws when another name gave it already.
    mutating func claim(_ identifier: String, forName name: String) throws(GenerationError) {
        if let other = names.updateValue(name, forKey: identifier), other != name {
            throw IdentifierSet.clash(of: source(other), and: source(name), kind: kind, identifier: identifier)
        }
    }
}

extension IdentifierSet {
    /// Every token of a theme group with its identifier, `style` of its name, each claimed
    /// in one set named `kind`: what every theme writer declares.
    static func named<Value>(
        _ tokens: TokenGroup<Value>, group: ThemeGroup, kind: String, style: (String) -> String
    ) throws(GenerationError) -> [(identifier: String, name: String, value: Value)] {
        var names = NamedIdentifierSet(kind: kind, capacity: tokens.count) { group.path($0) }
        var result: [(identifier: String, name: String, value: Value)] = []
        result.reserveCapacity(tokens.count)
        for (name, value) in tokens {
            let identifier = style(name)
            try names.claim(identifier, forName: name)
            result.append((identifier, name, value))
        }
        return result
    }
}
