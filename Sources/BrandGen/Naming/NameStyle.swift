/// Names for generated code and resources, built from token paths and string keys.
///
/// A path is split into words at dots, dashes, underscores, any other character that is
/// not an ASCII letter or digit, and at lower-to-upper case changes (`appBar.background`
/// is `app`, `bar`, `background`). Characters other than ASCII letters and digits never
/// reach the output, so a hostile name cannot inject code or markup.
public enum NameStyle {
    /// The words of a path, lower-cased.
    public static func words(_ path: String) -> [String] {
        // On UTF-8 bytes: every byte of a non-ASCII character is a separator, as the
        // character is, and generators split thousands of names per brand.
        var words: [String] = []
        var current: [UInt8] = []
        var previousIsLower = false
        for byte in path.utf8 {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLowerOrDigit = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isUpper || isLowerOrDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousIsLower = false
                continue
            }
            if isUpper, previousIsLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper ? byte + 32 : byte)
            previousIsLower = isLowerOrDigit
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `app-bar-background`.
    public static func kebab(_ path: String) -> String {
        words(path).joined(separator: "-")
    }

    /// `app_bar_background`, as Android resource names are written.
    public static func snake(_ path: String) -> String {
        words(path).joined(separator: "_")
    }

    /// `appBarBackground`; prefixed with `_` when it would start with a digit, and `value`
    /// when the path has no letters or digits at all.
    public static func lowerCamel(_ path: String) -> String {
        let parts = words(path)
        guard let first = parts.first else { return "value" }
        let name = first + parts.dropFirst().map(capitalized).joined()
        return name.first!.isNumber ? "_" + name : name
    }

    /// `AppBarBackground`; prefixed with `_` when it would start with a digit.
    public static func upperCamel(_ path: String) -> String {
        let name = words(path).map(capitalized).joined()
        guard let first = name.first else { return "Value" }
        return first.isNumber ? "_" + name : name
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
