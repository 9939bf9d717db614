import YAMLNode

/// Values written as CSS tokens.
enum CSSText {
    /// A number without exponent: `14`, `0.7`. CSS has no exponent-free form for tiny
    /// values, so they are rounded to six decimals first.
    static func number(_ value: Double) -> String {
        // ThemeNumbers keeps every generated number finite and below 1e9.
        guard value.isFinite, abs(value) < 1e9 else { return "0" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var bytes = Array(String(format6: rounded).utf8)
        while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
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
        var writer = ByteWriter(capacity: 24)
        if value < 0 { writer.append(byte: UInt8(ascii: "-")) }
        writer.append(decimal: Int(scaled / 1_000_000))
        writer.append(byte: UInt8(ascii: "."))
        var fraction = Int(scaled % 1_000_000)
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 6)
        for position in stride(from: 5, through: 0, by: -1) {
            digits[position] += UInt8(fraction % 10)
            fraction /= 10
        }
        writer.bytes += digits
        self = writer.text
    }
}
