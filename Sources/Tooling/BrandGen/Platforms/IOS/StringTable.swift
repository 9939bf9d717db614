import BrandModel
import Localization

/// A brand's strings as every locale's formats, the shape String Catalogs, Android
/// resources and the generated accessors share: a ``MessageTable`` with each platform's
/// specifiers and escapes applied.
struct StringTable {
    /// One string key: what its accessor takes, and its format in each locale that has it.
    struct Entry {
        var key: String
        /// Placeholder names in argument order (``MessageTable/Entry/arguments``).
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
    init(_ messages: MessageTable, specifier: (Int, String) -> String, escapeLiteral: (String, Bool) -> String) {
        locales = messages.locales
        entries = messages.entries.map { entry in
            let formatted = entry.isFormatted
            // Each argument's specifier once per key, not once per text.
            let specifiers = entry.arguments.enumerated().map { specifier($0.offset + 1, $0.element) }
            func render(_ pieces: [MessageTable.Piece]) -> String {
                if pieces.count == 1, case .literal(let literal) = pieces[0] { return escapeLiteral(literal, formatted) }
                var result = ""
                for piece in pieces {
                    switch piece {
                    case .literal(let literal): result += escapeLiteral(literal, formatted)
                    case .argument(let position, _): result += specifiers[position - 1]
                    }
                }
                return result
            }
            let formats = entry.formats.map { locale, format -> (locale: String, format: Format) in
                switch format {
                case .text(let pieces): (locale, .text(render(pieces)))
                case .plural(let forms): (locale, .plural(forms.map { ($0.0, render($0.1)) }))
                }
            }
            return Entry(key: entry.key, arguments: entry.arguments, isPlural: entry.isPlural, formats: formats)
        }
    }
}
