/// Values written as CSS tokens.
enum CSSText {
    /// A number without exponent: `14`, `0.7`. CSS has no exponent-free form for tiny
    /// values, so they are rounded to six decimals first.
    static func number(_ value: Double) -> String {
        // ThemeNumbers keeps every generated number finite and below 1e9.
        guard value.isFinite, abs(value) < 1e9 else { return "0" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format6: rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func milliseconds(_ seconds: Double) -> String {
        number(seconds * 1000) + "ms"
    }

    /// A quoted string; quotes, backslashes and control characters become CSS escapes.
    static func string(_ text: String) -> String {
        if UnicodeText.isPlain(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22, 0x5C, 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The CSS timing function of a profile easing name; one CSS does not know is written
    /// as a string, so the declaration stays valid.
    static func easing(_ name: String) -> String {
        switch name {
        case "linear": "linear"
        case "easeIn": "ease-in"
        case "easeOut": "ease-out"
        case "easeInOut": "ease-in-out"
        case "ease": "ease"
        default: string(name)
        }
    }
}

extension String {
    /// Six decimals, no exponent.
    init(format6 value: Double) {
        let scaled = Int64((abs(value) * 1_000_000).rounded())
        let whole = scaled / 1_000_000
        let fraction = String(scaled % 1_000_000)
        self = (value < 0 ? "-" : "") + String(whole) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
