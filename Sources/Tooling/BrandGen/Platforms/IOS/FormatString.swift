/// A profile message as a printf-style format with positional specifiers, as String
/// Catalogs and Android resources hold them (``MessageTable`` parses, ``StringTable`` writes).
enum FormatString {
    /// The placeholder a plural message is counted by.
    static let countPlaceholder = "count"
}
