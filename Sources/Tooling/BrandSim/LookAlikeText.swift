/// Texts that print alike but differ: `"15 %"` with U+00A0 and with U+202F.
///
/// A terminal shows both as `15 %`, so a failure saying `expected "15 %", got "15 %"`
/// explains nothing. Two texts that become equal once invisible characters are dropped and
/// look-alike ones (spaces, dashes, quotes) are folded are written with those characters
/// escaped as a YAML double-quoted scalar escapes them (`"15\u00A0%"`), so the expected or
/// actual text pastes into a scenario as it is; the first difference is named.
struct LookAlikeText {
    /// Offset of the first differing scalar.
    var index: Int
    /// The scalar each side has there; nil where that side has ended.
    var expected: Unicode.Scalar?
    var actual: Unicode.Scalar?

    /// Where `expected` and `actual` differ, when they differ only in invisible or
    /// look-alike characters; nil when they are equal or differ visibly.
    init?(expected: String, actual: String) {
        guard expected != actual, Self.folded(expected).elementsEqual(Self.folded(actual)) else { return nil }
        let lhs = Array(expected.unicodeScalars)
        let rhs = Array(actual.unicodeScalars)
        var index = 0
        while index < lhs.count, index < rhs.count, lhs[index] == rhs[index] { index += 1 }
        self.index = index
        self.expected = index < lhs.count ? lhs[index] : nil
        self.actual = index < rhs.count ? rhs[index] : nil
    }

    /// `at index 2: expected U+00A0 NO-BREAK SPACE, got U+202F NARROW NO-BREAK SPACE`.
    var explanation: String {
        "they differ only in invisible or look-alike characters; first at index \(index): expected \(Self.named(expected)), got \(Self.named(actual))"
    }

    /// `text` with every invisible or look-alike scalar written as YAML's double-quoted
    /// scalars (and JSON's, in the Basic Multilingual Plane) escape it: `\u00A0`, and
    /// `\U000E0001` beyond; the rest as it is. `text` is a JSON string's text, already
    /// escaped for quotes, backslashes and controls, so the result is a YAML scalar.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if isSuspect(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let digits = scalar.value > 0xFFFF ? 8 : 4
                output += (digits == 8 ? "\\U" : "\\u") + String(repeating: "0", count: max(0, digits - hex.count)) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `U+00A0 NO-BREAK SPACE`, or `the end` for a side that has none.
    static func named(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "the end of the text" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { code + " " + $0 } ?? code
    }

    /// Non-ASCII scalars that print as nothing or as something ASCII-looking.
    static func isSuspect(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return scalar.value < 0x20 || scalar.value == 0x7F }
        return fold(scalar) != .keep
    }

    private enum Folding: Equatable {
        case keep
        case drop
        case replace(Unicode.Scalar)
    }

    private static func fold(_ scalar: Unicode.Scalar) -> Folding {
        if scalar.isASCII { return .keep }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return .replace(" ")
        case .format, .control: return .drop
        case .dashPunctuation: return .replace("-")
        default: break
        }
        switch scalar.value {
        case 0x2212, 0xFE63, 0xFF0D: return .replace("-")
        case 0x2018, 0x2019, 0x201B, 0x2032, 0xFF07: return .replace("'")
        case 0x201C, 0x201D, 0x201F, 0x2033, 0xFF02: return .replace("\"")
        default: return properties.isDefaultIgnorableCodePoint ? .drop : .keep
        }
    }

    private static func folded(_ text: String) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch fold(scalar) {
            case .keep: result.append(scalar)
            case .drop: break
            case .replace(let replacement): result.append(replacement)
            }
        }
        return result
    }
}
