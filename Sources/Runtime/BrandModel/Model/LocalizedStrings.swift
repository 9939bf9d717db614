import Localization
import YAMLNode

/// A message in one locale: plain text, or forms by plural category.
public enum LocalizedMessageText: Sendable, Equatable {
    case text(String)
    /// Forms by CLDR plural category (`one`, `other`, ...).
    case plural([PluralCategory: String])

    /// Every text the message holds, whichever form.
    public var texts: [String] {
        switch self {
        case .text(let text): [text]
        case .plural(let forms): forms.keys.sorted().map { forms[$0]! }
        }
    }
}

/// Strings by locale, then key. A locale is looked up by its canonical tag
/// (``LocaleIdentifier/description``), which is how a profile writes it (the schema's
/// `locale`).
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
                case .plural(let forms): .object(forms.keys.sorted().map { ($0.rawValue, Node(.string(forms[$0]!))) })
                }
                return Node.Mapping.Entry(key: key, keyMark: .start, value: value)
            }
            return Node.Mapping.Entry(key: locale, keyMark: .start, value: Node(.mapping(Node.Mapping(entries))))
        })
    }

    public func hasLocale(_ locale: LocaleIdentifier) -> Bool {
        locales.entry(forKey: locale.description) != nil
    }

    /// The text of an engine string in `locale`.
    public func message(_ key: StringKey, locale: LocaleIdentifier) -> LocalizedMessageText? {
        message(key.rawValue, locale: locale)
    }

    /// The text of a string the app declares (``AppStringKey/init(appDeclared:)``) in `locale`.
    public func message(_ key: AppStringKey, locale: LocaleIdentifier) -> LocalizedMessageText? {
        message(key.rawValue, locale: locale)
    }

    /// The tools' access by any key (every string a profile writes); an app reads by ``StringKey`` or ``AppStringKey``.
    package func message(_ key: String, locale: LocaleIdentifier) -> LocalizedMessageText? {
        guard let value = locales[locale.description]?.mapping?[key] else { return nil }
        return Self.message(value)
    }

    /// The messages of `keys` in `locale`, in the order of `keys`; nil where one is missing.
    ///
    /// For callers that read many keys: each search starts just after the previous key's
    /// entry, since profiles list strings in much the order the engine asks for them, so
    /// most searches stop at their first comparison.
    package func messages(forKeys keys: [String], locale: LocaleIdentifier) -> [LocalizedMessageText?] {
        guard let entries = locales[locale.description]?.mapping?.entries else { return Array(repeating: nil, count: keys.count) }
        var next = 0
        func position(of key: String) -> Int? {
            for index in next..<entries.count where entries[index].key == key { return index }
            for index in 0..<next where entries[index].key == key { return index }
            return nil
        }
        return keys.map { key in
            guard let index = position(of: key) else { return nil }
            next = index + 1 == entries.count ? 0 : index + 1
            return Self.message(entries[index].value)
        }
    }

    public func keys(in locale: LocaleIdentifier) -> [String] {
        (locales[locale.description]?.mapping?.keys ?? []).sorted()
    }

    /// Calls `body` with each message of `locale` in the profile's order, skipping an entry
    /// that is neither text nor forms: one pass for a tool that reads every string.
    public func forEachMessage(in locale: LocaleIdentifier, _ body: (String, LocalizedMessageText) -> Void) {
        for entry in locales[locale.description]?.mapping ?? .init() {
            if let message = Self.message(entry.value) { body(entry.key, message) }
        }
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
        // A form is a CLDR category (the schema's `pluralForms` allows no other key).
        var plural: [PluralCategory: String] = [:]
        for form in forms {
            if let category = PluralCategory(rawValue: form.key), let text = form.value.string { plural[category] = text }
        }
        return .plural(plural)
    }
}
