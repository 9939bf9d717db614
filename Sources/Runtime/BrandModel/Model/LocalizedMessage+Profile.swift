import Localization

extension LocalizedMessage {
    /// The message a profile's text gives: plain, or its plural forms.
    /// - Throws: `MessageTemplateError` when a form is not a valid template.
    public init(_ text: LocalizedMessageText) throws(MessageTemplateError) {
        switch text {
        case .text(let plain):
            try self.init(plain)
        case .plural(let forms):
            try self.init(forms: forms)
        }
    }
}
