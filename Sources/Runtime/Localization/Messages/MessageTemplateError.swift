/// Why a message template could not be parsed or rendered.
public enum MessageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `{` with no closing `}`; `offset` counts Unicode scalars from the start of `source`.
    case unterminatedPlaceholder(offset: Int, source: String)
    /// A placeholder whose name is empty or does not match `[A-Za-z][A-Za-z0-9_.]*`.
    case invalidPlaceholderName(String, offset: Int, source: String)
    /// Rendering was given no argument for this placeholder.
    case missingArgument(String, source: String)
    /// A plural message has neither the form for the count's category nor `other`.
    case missingPluralForm(PluralCategory, source: String)

    public var description: String {
        switch self {
        case .unterminatedPlaceholder(let offset, let source):
            "unterminated placeholder at offset \(offset) in \"\(source)\"; close it with `}` or write `{{` for a literal `{`"
        case .invalidPlaceholderName(let name, let offset, let source):
            "invalid placeholder name \"\(name)\" at offset \(offset) in \"\(source)\"; names start with a letter and use letters, digits, `_` or `.`"
        case .missingArgument(let name, let source):
            "no argument for placeholder {\(name)} in \"\(source)\""
        case .missingPluralForm(let category, let source):
            "no `\(category.rawValue)` or `other` form in plural message \"\(source)\""
        }
    }
}
