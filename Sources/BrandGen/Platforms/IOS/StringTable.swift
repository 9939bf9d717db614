import BrandModel
import Localization

/// A brand's strings as every locale's formats, the shape String Catalogs, Android
/// resources and the generated accessors share. Built once per brand per platform.
struct StringTable {
    /// One string key: what its accessor takes, and its format in each locale that has it.
    struct Entry {
        var key: String
        /// Placeholder names in argument order (``FormatString/arguments(of:)``).
        var arguments: [String]
        var isPlural: Bool
        /// By locale, in the brand's locale order.
        var formats: [(locale: String, format: Format)]
    }

    enum Format {
        case text(String)
        /// By category, exactly the locale's required categories, in CLDR order.
        case plural([(PluralCategory, String)])
    }

    var locales: [String]
    /// Sorted by key.
    var entries: [Entry]

    /// - Parameters:
    ///   - specifier: the specifier of the argument at a 1-based position with a name.
    ///   - escapeLiteral: literal text as the platform writes it, given whether the string
    ///     is formatted (it has arguments or plural forms) or read as it is.
    init(_ profile: BrandProfile, specifier: (Int, String) -> String, escapeLiteral: (String, Bool) -> String) throws(GenerationError) {
        locales = profile.locales
        let byLocale = profile.strings.byLocale
        var keys = Set<String>()
        for locale in locales { keys.formUnion(byLocale[locale]?.keys ?? [:].keys) }
        entries = []
        // Each locale's categories once, not once per plural string.
        var categories: [String: [PluralCategory]] = [:]
        for locale in locales where categories[locale] == nil {
            categories[locale] = PluralRules(locale: locale).requiredCategories.sorted()
        }
        for key in keys.sorted() {
            let messages = locales.compactMap { byLocale[$0]?[key] }
            let arguments = FormatString.arguments(of: messages)
            let isPlural = messages.contains { if case .plural = $0 { true } else { false } }
            var formats: [(locale: String, format: Format)] = []
            for locale in locales {
                guard let message = byLocale[locale]?[key] else { continue }
                let formatted = isPlural || !arguments.isEmpty
                func format(_ text: String) throws(GenerationError) -> String {
                    try FormatString.format(text, arguments: arguments, key: key, specifier: specifier) { escapeLiteral($0, formatted) }
                }
                switch message {
                case .text(let text):
                    formats.append((locale, .text(try format(text))))
                case .plural(let forms):
                    var plural: [(PluralCategory, String)] = []
                    for category in categories[locale] ?? [] {
                        guard let text = forms[category.rawValue] ?? forms[PluralCategory.other.rawValue] else {
                            throw GenerationError("string \(key) in \(locale) has no `\(category.rawValue)` or `other` form")
                        }
                        plural.append((category, try format(text)))
                    }
                    formats.append((locale, .plural(plural)))
                }
            }
            entries.append(Entry(key: key, arguments: arguments, isPlural: isPlural, formats: formats))
        }
    }
}
