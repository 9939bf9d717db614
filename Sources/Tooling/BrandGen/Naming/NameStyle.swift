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
        joined(path, separator: UInt8(ascii: "-"), capitalizesFirst: false, capitalizesOthers: false)
    }

    /// `app_bar_background`, as Android resource names are written.
    public static func snake(_ path: String) -> String {
        joined(path, separator: UInt8(ascii: "_"), capitalizesFirst: false, capitalizesOthers: false)
    }

    /// `appBarBackground`; prefixed with `_` when it would start with a digit, and `value`
    /// when the path has no letters or digits at all.
    public static func lowerCamel(_ path: String) -> String {
        let name = joined(path, separator: nil, capitalizesFirst: false, capitalizesOthers: true)
        guard let first = name.utf8.first else { return "value" }
        return isDigit(first) ? "_" + name : name
    }

    /// `AppBarBackground`; prefixed with `_` when it would start with a digit.
    public static func upperCamel(_ path: String) -> String {
        let name = joined(path, separator: nil, capitalizesFirst: true, capitalizesOthers: true)
        guard let first = name.utf8.first else { return "Value" }
        return isDigit(first) ? "_" + name : name
    }

    /// The ``words(_:)`` of `path` joined in one pass over its bytes, each word lower-case
    /// but for its first letter when `capitalizes...`: what every style is, without building
    /// the words (generators name thousands of tokens and keys per brand). The bytes are read
    /// from the path's buffer and written into the new string's own: no array between.
    private static func joined(_ path: String, separator: UInt8?, capitalizesFirst: Bool, capitalizesOthers: Bool) -> String {
        var path = path
        return path.withUTF8 { utf8 in
            // Each byte of the path becomes at most two: a separator and itself.
            String(unsafeUninitializedCapacity: max(utf8.count * 2, 1)) { result in
                var count = 0
                var words = 0
                var inWord = false
                var previousIsLower = false
                for byte in utf8 {
                    let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                    let isLowerOrDigit = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || isDigit(byte)
                    guard isUpper || isLowerOrDigit else {
                        inWord = false
                        previousIsLower = false
                        continue
                    }
                    if isUpper, previousIsLower, inWord { inWord = false }
                    let lower = isUpper ? byte + 32 : byte
                    if inWord {
                        result[count] = lower
                        count += 1
                    } else {
                        if words > 0, let separator {
                            result[count] = separator
                            count += 1
                        }
                        let capitalizes = words == 0 ? capitalizesFirst : capitalizesOthers
                        result[count] = capitalizes && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") ? lower - 32 : lower
                        count += 1
                        words += 1
                        inWord = true
                    }
                    previousIsLower = isLowerOrDigit
                }
                return count
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
