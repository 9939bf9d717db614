import YAMLNode

/// A message in one locale: plain text, or forms by plural category.
public enum LocalizedMessageText: Sendable, Equatable {
    case text(String)
    /// Forms keyed by CLDR plural category name (`one`, `other`, ...).
    case plural([String: String])

    /// Every text the message holds, whichever form.
    public var texts: [String] {
        switch self {
        case .text(let text): [text]
        case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
        }
    }
}

/// Strings by locale, then key.
///
/// Kept as the profile wrote them and read on demand: a profile holds hundreds of strings
/// and the engine reads a dozen, so building dictionaries of all of them at load time
/// would cost more than everything that reads them.
public struct LocalizedStrings: Sendable, Equatable {
    private let locales: Node.Mapping

    /// Strings as a profile's `strings` mapping holds them.
    public init(_ mapping: Node.Mapping = .init()) {
        locales = mapping
    }

    /// Strings from dictionaries, for tools and tests that build profiles in code.
    public init(_ byLocale: [String: [String: LocalizedMessageText]]) {
        locales = Node.Mapping(byLocale.keys.sorted().map { locale in
            let messages = byLocale[locale]!
            let entries = messages.keys.sorted().map { key -> Node.Mapping.Entry in
                let value: Node = switch messages[key]! {
                case .text(let text): Node(.string(text))
                case .plural(let forms): .object(forms.keys.sorted().map { ($0, Node(.string(forms[$0]!))) })
                }
                return Node.Mapping.Entry(key: key, keyMark: .start, value: value)
            }
            return Node.Mapping.Entry(key: locale, keyMark: .start, value: Node(.mapping(Node.Mapping(entries))))
        })
    }

    public func hasLocale(_ locale: String) -> Bool {
        locales.entry(forKey: locale) != nil
    }

    public func message(_ key: String, locale: String) -> LocalizedMessageText? {
        guard let value = locales[locale]?.mapping?[key] else { return nil }
        return Self.message(value)
    }

    public func keys(in locale: String) -> [String] {
        (locales[locale]?.mapping?.keys ?? []).sorted()
    }

    /// Every string, as dictionaries.
    public var byLocale: [String: [String: LocalizedMessageText]] {
        var result: [String: [String: LocalizedMessageText]] = [:]
        for locale in locales {
            var messages: [String: LocalizedMessageText] = [:]
            for entry in locale.value.mapping ?? .init() {
                messages[entry.key] = Self.message(entry.value)
            }
            result[locale.key] = messages
        }
        return result
    }

    public static func == (lhs: LocalizedStrings, rhs: LocalizedStrings) -> Bool {
        lhs.byLocale == rhs.byLocale
    }

    private static func message(_ node: Node) -> LocalizedMessageText? {
        if let text = node.string { return .text(text) }
        guard let forms = node.mapping else { return nil }
        var plural: [String: String] = [:]
        for form in forms {
            if let text = form.value.string { plural[form.key] = text }
        }
        return .plural(plural)
    }
}
