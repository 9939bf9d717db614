import BrandModel
import Localization

/// A profile message as a printf-style format with positional specifiers, as String
/// Catalogs and Android resources hold them.
struct FormatString {
    /// The placeholder a plural message is counted by.
    static let countPlaceholder = "count"

    /// A message's arguments, in the order accessors take them: the count first, then the
    /// other placeholders by name.
    static func arguments(of message: [LocalizedMessageText]) -> [String] {
        var names = Set<String>()
        for text in message.flatMap(\.texts) { names.formUnion(MessageTemplate.placeholderNames(in: text) ?? []) }
        let isPlural = message.contains { if case .plural = $0 { true } else { false } }
        let others = names.subtracting([countPlaceholder]).sorted()
        return isPlural || names.contains(countPlaceholder) ? [countPlaceholder] + others : others
    }

    /// `text` with each `{name}` replaced by `specifier(position, name)` (1-based position in
    /// `arguments`) and literal text passed through `escapeLiteral`.
    static func format(
        _ text: String, arguments: [String], key: String, specifier: (Int, String) -> String, escapeLiteral: (String) -> String
    ) throws(GenerationError) -> String {
        // Without a `{` the whole text is one literal (most strings of a brand).
        if !text.utf8.contains(UInt8(ascii: "{")) { return text.isEmpty ? "" : escapeLiteral(text) }
        let template: MessageTemplate
        do {
            template = try MessageTemplate(text)
        } catch {
            throw GenerationError("string \(key) is not a valid message: \(error)")
        }
        var result = ""
        for segment in template.segments {
            switch segment {
            case .literal(let literal): result += escapeLiteral(literal)
            case .placeholder(let name):
                guard let index = arguments.firstIndex(of: name) else { throw GenerationError("string \(key) uses {\(name)}, which no accessor passes") }
                result += specifier(index + 1, name)
            }
        }
        return result
    }
}
