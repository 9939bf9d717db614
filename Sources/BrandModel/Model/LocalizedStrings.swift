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
public struct LocalizedStrings: Sendable, Equatable {
    public var byLocale: [String: [String: LocalizedMessageText]]

    public init(_ byLocale: [String: [String: LocalizedMessageText]] = [:]) {
        self.byLocale = byLocale
    }

    public func message(_ key: String, locale: String) -> LocalizedMessageText? {
        byLocale[locale]?[key]
    }

    public func keys(in locale: String) -> [String] {
        (byLocale[locale] ?? [:]).keys.sorted()
    }
}
