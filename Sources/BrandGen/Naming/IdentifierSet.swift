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

extension IdentifierSet {
    /// Every token of a theme group with its identifier, `style` of its name, each claimed
    /// in one set named `kind`: what every theme writer declares.
    static func named<Value>(
        _ tokens: TokenGroup<Value>, group: String, kind: String, style: (String) -> String
    ) throws(GenerationError) -> [(identifier: String, name: String, value: Value)] {
        // Every source is `group.name` with the one group: the token names stand for them,
        // and the sources are built only for a clash's message (a brand has hundreds of tokens).
        var names: [String: String] = [:]
        names.reserveCapacity(tokens.count)
        var result: [(identifier: String, name: String, value: Value)] = []
        result.reserveCapacity(tokens.count)
        for (name, value) in tokens {
            let identifier = style(name)
            if let other = names.updateValue(name, forKey: identifier), other != name {
                throw clash(of: "\(group).\(other)", and: "\(group).\(name)", kind: kind, identifier: identifier)
            }
            result.append((identifier, name, value))
        }
        return result
    }
}
