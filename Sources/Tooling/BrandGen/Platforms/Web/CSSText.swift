import YAMLNode

/// Values written as CSS tokens.
enum CSSText {
    /// A number without exponent: `14`, `0.7`. CSS has no exponent-free form for tiny
    /// values, so they are rounded to six decimals first.
    static func number(_ value: Double) -> String {
        var writer = ByteWriter(capacity: 16)
        appendNumber(value, to: &writer)
        return writer.text
    }

    /// ``number(_:)``, appended as digits: the theme writers write thousands of numbers per
    /// run, and a `String` for each was a large share of their time.
    static func appendNumber(_ value: Double, to writer: inout ByteWriter) {
        // ThemeNumbers keeps every generated number finite and below 1e9.
        guard value.isFinite, abs(value) < 1e9 else {
            writer.append(byte: UInt8(ascii: "0"))
            return
        }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() {
            writer.append(decimal: Int(rounded))
            return
        }
        // Six decimals, then the fraction's trailing zeros dropped.
        let scaled = Int64((abs(rounded) * 1_000_000).rounded())
        if rounded < 0 { writer.append(byte: UInt8(ascii: "-")) }
        writer.append(decimal: Int(scaled / 1_000_000))
        writer.append(byte: UInt8(ascii: "."))
        var fraction = Int(scaled % 1_000_000)
        var digits = 6
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // The fraction's leading zeros (`0.05` is fraction 5 of 2 digits).
        var width = 1
        var power = 10
        while power <= fraction {
            width += 1
            power *= 10
        }
        for _ in 0..<(digits > 0 ? digits - width : 0) { writer.append(byte: UInt8(ascii: "0")) }
        if digits > 0 { writer.append(decimal: fraction) }
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
