import Localization

extension LocalizedMessage {
    /// The message a profile's text gives: plain, or its plural forms (names that are not
    /// CLDR plural categories are left out; lint's `string-plural-forms` reports them).
    /// - Throws: `MessageTemplateError` when a form is not a valid template.
    public init(_ text: LocalizedMessageText) throws(MessageTemplateError) {
        switch text {
        case .text(let plain):
            try self.init(plain)
        case .plural(let forms):
            try self.init(forms: Dictionary(uniqueKeysWithValues: forms.compactMap { name, form in
                PluralCategory(rawValue: name).map { ($0, form) }
            }))
        }
    }
}
