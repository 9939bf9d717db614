import BrandModel
import Localization

/// Every problem found in an odds-boost string table, reported together.
public struct OddsBoostStringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem with one key.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case missingKey(StringKey)
        case expectedPlain(StringKey)
        case expectedPlural(StringKey)
        case missingPluralForms(StringKey, [PluralCategory])
        case unknownPlaceholder(StringKey, String)
        case missingPlaceholder(StringKey, String, form: PluralCategory?)

        public var description: String {
            switch self {
            case .missingKey(let key):
                "missing string `\(key.rawValue)`"
            case .expectedPlain(let key):
                "`\(key.rawValue)` must be a single string, not plural forms"
            case .expectedPlural(let key):
                "`\(key.rawValue)` must have plural forms (e.g. `one:` and `other:`)"
            case .missingPluralForms(let key, let categories):
                "`\(key.rawValue)` lacks plural forms \(categories.map(\.rawValue).joined(separator: ", ")) required by the locale"
            case .unknownPlaceholder(let key, let name):
                "`\(key.rawValue)` uses {\(name)}; allowed: \(key.allowedPlaceholders.sorted().map { "{\($0)}" }.joined(separator: ", "))"
            case .missingPlaceholder(let key, let name, let form):
                "`\(key.rawValue)`\(form.map { " (\($0.rawValue))" } ?? "") must use {\(name)} instead of a fixed value"
            }
        }
    }

    /// The locale the table was checked for.
    public let locale: LocaleIdentifier
    /// All problems, in key order.
    public let problems: [Problem]

    public var description: String {
        "odds-boost strings for \(locale): " + problems.map(\.description).joined(separator: "; ")
    }
}
