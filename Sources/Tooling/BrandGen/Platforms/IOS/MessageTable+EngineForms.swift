import BrandModel
import Localization

extension MessageTable {
    /// The forms the engine can pick beyond those a translation must give (the French `many`
    /// of exact millions), in CLDR order: a runtime that picks categories itself (React
    /// Native's, Android's) keeps them where the profile writes them, as the engine does.
    static func extraCategories(_ rules: PluralRules) -> [PluralCategory] {
        rules.categories.subtracting(rules.requiredCategories).sorted()
    }

    /// `forms` (a locale's required ones) with each of `extra` the profile writes for the
    /// entry, in CLDR order.
    static func engineForms(
        _ forms: [(PluralCategory, [Piece])], extra: [PluralCategory], entry: Entry, locale: String, profile: BrandProfile
    ) throws(GenerationError) -> [(PluralCategory, [Piece])] {
        var forms = forms
        for category in extra {
            guard case .plural(let written)? = profile.strings.message(entry.key, locale: LocaleIdentifier(locale)), let text = written[category] else { continue }
            forms.append((category, try pieces(of: text, key: entry.key, arguments: entry.arguments)))
        }
        return forms.sorted(by: { $0.0 < $1.0 })
    }

    /// A form ``MessageTable`` leaves out, split as it splits the others.
    private static func pieces(of text: String, key: String, arguments: [String]) throws(GenerationError) -> [Piece] {
        let template: MessageTemplate
        do {
            template = try MessageTemplate(text)
        } catch {
            throw GenerationError("string \(key) is not a valid message: \(error)")
        }
        var result: [Piece] = []
        for segment in template.segments {
            switch segment {
            case .literal(let literal): result.append(.literal(literal))
            case .placeholder(let name):
                guard let index = arguments.firstIndex(of: name) else { throw GenerationError("string \(key) uses {\(name)}, which no accessor passes") }
                result.append(.argument(position: index + 1, name: name))
            }
        }
        return result
    }
}
