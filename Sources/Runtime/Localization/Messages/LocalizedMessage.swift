/// A translated message: one template, or one template per plural category.
public enum LocalizedMessage: Sendable, Hashable {
    /// The same text whatever the count.
    case plain(MessageTemplate)
    /// Forms keyed by plural category; a category without a form renders with `other`.
    case plural([PluralCategory: MessageTemplate])

    /// Parses a plain message.
    public init(_ text: String) throws(MessageTemplateError) {
        self = .plain(try MessageTemplate(text))
    }

    /// Parses a plural message from its forms, e.g. `[.one: "…", .other: "…"]`.
    public init(forms: [PluralCategory: String]) throws(MessageTemplateError) {
        var templates: [PluralCategory: MessageTemplate] = [:]
        for (category, text) in forms {
            templates[category] = try MessageTemplate(text)
        }
        self = .plural(templates)
    }

    /// Every placeholder used by any form.
    public var placeholders: Set<String> {
        switch self {
        case .plain(let template): template.placeholders
        case .plural(let forms): forms.values.reduce(into: []) { $0.formUnion($1.placeholders) }
        }
    }

    /// Every template, plain or per form, with its category (`nil` for a plain message).
    public var templates: [(category: PluralCategory?, template: MessageTemplate)] {
        switch self {
        case .plain(let template): [(nil, template)]
        case .plural(let forms): forms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
    }

    /// Categories `rules` requires that this message lacks; always empty for a plain message.
    public func missingCategories(for rules: PluralRules) -> Set<PluralCategory> {
        guard case .plural(let forms) = self else { return [] }
        return rules.requiredCategories.subtracting(forms.keys)
    }

    /// The template to use for `count`: the form for its category, else `other`.
    public func template(for count: Int, rules: PluralRules) throws(MessageTemplateError) -> MessageTemplate {
        switch self {
        case .plain(let template):
            return template
        case .plural(let forms):
            let category = rules.category(for: count)
            if let template = forms[category] ?? forms[.other] { return template }
            let source = forms.values.first?.source ?? ""
            throw .missingPluralForm(category, source: source)
        }
    }

    /// Renders the form for `count`. The count is not inserted implicitly: pass it,
    /// formatted for the locale, under whatever name the templates use (usually `count`).
    public func render(count: Int, rules: PluralRules, arguments: [String: String]) throws(MessageTemplateError) -> String {
        try template(for: count, rules: rules).render(arguments)
    }
}
