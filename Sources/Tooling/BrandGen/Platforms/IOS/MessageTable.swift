import BrandModel
import Localization

/// A brand's strings parsed once for every platform that writes them: keys sorted, each
/// key's arguments, each locale's plural forms picked, and each text split into literal
/// runs and argument positions. Specifiers and escapes are each platform's
/// (``StringTable``), so iOS and Android share one parse per brand.
struct MessageTable: Sendable {
    /// A run of literal text, or the argument at a 1-based position.
    enum Piece: Sendable {
        case literal(String)
        case argument(position: Int, name: String)
    }

    enum Format: Sendable {
        case text([Piece])
        /// By category, exactly the locale's required categories, in CLDR order.
        case plural([(PluralCategory, [Piece])])
    }

    /// One string key: what its accessor takes, and its format in each locale that has it.
    struct Entry: Sendable {
        var key: String
        /// Placeholder names in argument order: the count first, then the others by name.
        var arguments: [String]
        var isPlural: Bool
        /// By locale, in the brand's locale order.
        var formats: [(locale: String, format: Format)]

        /// Whether the platforms read the string as a format (it has arguments or plural
        /// forms) rather than as it is.
        var isFormatted: Bool { isPlural || !arguments.isEmpty }
    }

    var locales: [String]
    /// Sorted by key.
    var entries: [Entry]

    init(_ profile: BrandProfile) throws(GenerationError) {
        // The generators write locales as text: the canonical tags, as the profile writes them.
        let locales = profile.locales.map(\.description)
        self.locales = locales
        // Every key's message in each locale, gathered in one pass over each locale's strings.
        var positions: [String: Int] = [:]
        var keys: [String] = []
        var messages: [[LocalizedMessageText?]] = []
        for localeIndex in locales.indices {
            profile.strings.forEachMessage(in: profile.locales[localeIndex]) { key, message in
                let position: Int
                if let known = positions[key] {
                    position = known
                } else {
                    position = keys.count
                    positions[key] = position
                    keys.append(key)
                    messages.append([LocalizedMessageText?](repeating: nil, count: locales.count))
                }
                messages[position][localeIndex] = message
            }
        }
        // Each locale's categories once, not once per plural string.
        var categories: [String: [PluralCategory]] = [:]
        for locale in locales where categories[locale] == nil {
            categories[locale] = PluralRules(locale: LocaleIdentifier(locale)).requiredCategories.sorted()
        }
        var entries: [Entry] = []
        entries.reserveCapacity(keys.count)
        for position in keys.indices.sorted(by: { keys[$0] < keys[$1] }) {
            entries.append(try Self.entry(key: keys[position], messages: messages[position], locales: locales, categories: categories))
        }
        self.entries = entries
    }

    private static func entry(
        key: String, messages: [LocalizedMessageText?], locales: [String], categories: [String: [PluralCategory]]
    ) throws(GenerationError) -> Entry {
        // Templates parsed once: a text is read for the arguments, then for its pieces.
        var templates: [(text: String, template: MessageTemplate?)] = []
        func template(_ text: String) -> MessageTemplate? {
            if let known = templates.first(where: { $0.text == text }) { return known.template }
            let parsed = try? MessageTemplate(text)
            templates.append((text, parsed))
            return parsed
        }
        var names = Set<String>()
        var isPlural = false
        for case let message? in messages {
            switch message {
            case .text(let text):
                if text.containsByte(UInt8(ascii: "{")), let parsed = template(text) { names.formUnion(parsed.placeholders) }
            case .plural(let forms):
                isPlural = true
                for text in forms.values where text.containsByte(UInt8(ascii: "{")) {
                    if let parsed = template(text) { names.formUnion(parsed.placeholders) }
                }
            }
        }
        // Most strings have no placeholder: no set and no sort for them.
        let others = names.isEmpty ? [] : names.subtracting([FormatString.countPlaceholder]).sorted()
        let arguments = isPlural || names.contains(FormatString.countPlaceholder) ? [FormatString.countPlaceholder] + others : others

        func pieces(_ text: String) throws(GenerationError) -> [Piece] {
            // Without a `{` the whole text is one literal (most strings of a brand).
            guard text.containsByte(UInt8(ascii: "{")) else { return text.isEmpty ? [] : [.literal(text)] }
            guard let parsed = template(text) else {
                do {
                    _ = try MessageTemplate(text)
                } catch {
                    throw GenerationError("string \(key) is not a valid message: \(error)")
                }
                throw GenerationError("string \(key) is not a valid message")
            }
            var result: [Piece] = []
            result.reserveCapacity(parsed.segments.count)
            for segment in parsed.segments {
                switch segment {
                case .literal(let literal): result.append(.literal(literal))
                case .placeholder(let name):
                    guard let index = arguments.firstIndex(of: name) else {
                        throw GenerationError("string \(key) uses {\(name)}, which no accessor passes")
                    }
                    result.append(.argument(position: index + 1, name: name))
                }
            }
            return result
        }

        var formats: [(locale: String, format: Format)] = []
        formats.reserveCapacity(locales.count)
        for (localeIndex, locale) in locales.enumerated() {
            guard let message = messages[localeIndex] else { continue }
            switch message {
            case .text(let text):
                formats.append((locale, .text(try pieces(text))))
            case .plural(let forms):
                var plural: [(PluralCategory, [Piece])] = []
                for category in categories[locale] ?? [] {
                    guard let text = forms[category] ?? forms[.other] else {
                        throw GenerationError("string \(key) in \(locale) has no `\(category.rawValue)` or `other` form")
                    }
                    plural.append((category, try pieces(text)))
                }
                formats.append((locale, .plural(plural)))
            }
        }
        return Entry(key: key, arguments: arguments, isPlural: isPlural, formats: formats)
    }
}
